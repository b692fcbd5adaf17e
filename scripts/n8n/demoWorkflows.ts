/* eslint-disable @n8n/community-nodes/no-restricted-imports -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// npm start's import of the demo workflows into a persistent n8n: only those missing from its
// database, so that a user's edits survive every restart. A demo deleted in n8n comes back as shipped.
import { existsSync, readFileSync, writeFileSync } from 'fs';
import { join } from 'path';
import type { N8nCli } from './cli';
import { withFilesDir, type ExampleWorkflow } from './examples';
import type { N8nRestClient } from './server';

export interface DemoImport {
	/** Imported now (new, or deleted in n8n since). */
	imported: ExampleWorkflow[];
	/** In n8n already: left as they are (the user's copy). */
	kept: ExampleWorkflow[];
	/** Kept, and the file in examples/workflows/ changed since it was imported. */
	changed: ExampleWorkflow[];
}

/** What was imported, by workflow id: the sha256 of the example file at the time. */
const STATE_FILE = 'demo-workflows.json';

export async function importMissingDemos(
	cli: N8nCli,
	examples: ExampleWorkflow[],
	options: { userFolder: string; filesDir: string },
): Promise<DemoImport> {
	const stateFile = join(options.userFolder, STATE_FILE);
	const state: Record<string, string> = existsSync(stateFile)
		? JSON.parse(readFileSync(stateFile, 'utf8'))
		: {};
	const present = new Set(await cli.workflowIds());
	const imported = examples.filter((example) => !present.has(example.id));
	const kept = examples.filter((example) => present.has(example.id));
	const changed = kept.filter((example) => state[example.id] && state[example.id] !== example.hash);
	if (imported.length) {
		await cli.importWorkflows(imported.map((example) => withFilesDir(example, options.filesDir)));
	}
	for (const example of imported) state[example.id] = example.hash ?? '';
	writeFileSync(stateFile, `${JSON.stringify(state, null, '\t')}\n`);
	return { imported, kept, changed };
}

/** The AI agent demo: its MCP Server Trigger is what an MCP client connects to. */
export const MCP_DEMO_ID = 'spDemoAiAgentMcpTools';

/**
 * Publishes the MCP demo when it was imported now, so that an MCP client can connect right after
 * `npm start`; a kept copy stays as the user left it. Returns the MCP server URL when it is active.
 */
export async function publishMcpDemo(
	rest: N8nRestClient,
	n8nUrl: string,
	demos: DemoImport,
): Promise<{ url?: string; problem?: string }> {
	const stored = await rest.request('GET', `/rest/workflows/${MCP_DEMO_ID}`);
	if (stored.status !== 200) return { problem: `not in n8n (${stored.status})` };
	const workflow = stored.body.data as ExampleWorkflow & { active: boolean; versionId: string };
	let active = workflow.active;
	if (!active && demos.imported.some((w) => w.id === MCP_DEMO_ID)) {
		const res = await rest.request('POST', `/rest/workflows/${MCP_DEMO_ID}/activate`, {
			versionId: workflow.versionId,
		});
		if (res.status !== 200) {
			return { problem: `publishing it failed (${res.status}): ${JSON.stringify(res.body)}` };
		}
		active = res.body.data?.active === true;
	}
	const trigger = workflow.nodes.find((n) => n.type === '@n8n/n8n-nodes-langchain.mcpTrigger');
	if (!active || !trigger) return {};
	return { url: `${n8nUrl}/mcp/${String(trigger.parameters?.path)}` };
}
