// docs/how-to/templates.md: one section per template of examples/workflows/templates/, from the
// template itself (its name, its "About This Template" note, the services its nodes use) and the
// picture of its canvas that the e2e suite takes in real n8n (test/e2e/editor/templateShots.ts).
import { templateWorkflows, type ExampleWorkflow } from '../n8n/examples';
import { slug } from './anchors';

const REPOSITORY = 'https://github.com/social-publishing/n8n-nodes-social-publishing';
const ABOUT_NOTE = 'About This Template';
/** The other services' nodes, as n8n's nodes panel names them. */
const SERVICES: Record<string, string> = {
	'n8n-nodes-base.googleSheets': 'Google Sheets',
	'n8n-nodes-base.googleDrive': 'Google Drive',
	'n8n-nodes-base.airtable': 'Airtable',
	'n8n-nodes-base.telegram': 'Telegram',
	'n8n-nodes-base.rssFeedReadTrigger': 'RSS Feed Trigger',
	'n8n-nodes-base.httpRequest': 'HTTP Request (your video service)',
	'@n8n/n8n-nodes-langchain.agent': 'AI Agent',
	'@n8n/n8n-nodes-langchain.lmChatOpenAi': 'OpenAI Chat Model',
};

const shotOf = (file: string) => `../screenshots/template-${file.replace(/\.json$/, '')}.png`;

function section(t: ExampleWorkflow): string[] {
	const about = t.nodes.find((n) => n.name === ABOUT_NOTE)?.parameters?.content;
	if (typeof about !== 'string') throw new Error(`${t.file} has no "${ABOUT_NOTE}" sticky note`);
	const [, ...body] = about.split('\n');
	const services = [...new Set(t.nodes.map((n) => SERVICES[n.type]).filter(Boolean))];
	return [
		`## ${t.name}`,
		'',
		`![${t.name}: the workflow in n8n's editor](${shotOf(t.file!)})`,
		'',
		`File: [\`${t.file}\`](${REPOSITORY}/blob/main/examples/workflows/templates/${t.file}) · ` +
			`Nodes of other services: ${services.join(', ')}.`,
		...body.map((line) => line.replace(/^### /, '#### ')),
		'',
	];
}

export function templatesPage(note: string): string {
	const templates = templateWorkflows();
	return [
		'# Templates: Google Sheets, Drive, Airtable, Telegram and AI around Social Publishing',
		'',
		note,
		'',
		'Workflows to import and adapt: the shapes people build with this service. Each runs as it is',
		'once you pick your credentials and accounts; the notes on its canvas say what to set up and what',
		'to change (the same text as below). Every template is run in each n8n version this package is',
		'proven on ([n8n versions](install.md#n8n-versions)), with the other services answering as they',
		'do, and Social Publishing against the simulator of the service.',
		'',
		'**Import one**: download the file (the raw file of the link), then in n8n **Workflows → Create',
		'Workflow → ⋯ → Import from File** (or paste its JSON on the canvas). Open every node with a',
		'warning and pick your credential; in the Social Publishing nodes pick your accounts. Try it with',
		'**Execute Workflow** and **Dry Run** on in the posting node first, then **Publish** it (**Activate**',
		'in n8n 1.x): a scheduled or triggered template runs on its own only once published.',
		'',
		...templates.map((t) => `- [${t.name}](#${slug(t.name)})`),
		'',
		...templates.flatMap(section),
	].join('\n');
}
