/* eslint-disable @n8n/community-nodes/no-restricted-imports, no-console -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// The editor, seen: the real n8n editor (each version the suite runs) in headless Chromium
// (Debian's package, driven by puppeteer-core) signs in, finds the node in the nodes panel, fills Post → Create and Visual →
// Create From Template from the list searches and the resource mapper, and runs a demo workflow.
// Screenshots of each step go to docs/screenshots/ (the README shows them; each run rewrites them).
import { mkdirSync } from 'fs';
import { exampleWorkflows, LOCAL_CREDENTIAL } from '../../scripts/n8n/examples';
import { PACKAGE_NAME } from '../../scripts/n8n/paths';
import { simGet, type E2eRestContext } from './context';
import {
	byId,
	Editor,
	ensureChromium,
	launch,
	NODE_NAME,
	WAIT_MS,
	type BrowserElement,
} from './editor/browser';
import { assert, assertEqual, assertIncludes, type Suite } from './harness';
import { formChecks } from './editor/formChecks';
import { outcomeChecks } from './editor/outcomeChecks';
import { SCREENSHOTS } from './editor/screenshots';
import { templateShots } from './editor/templateShots';
import { PLATFORM_LABELS } from '../../nodes/SocialPublishing/serviceApi';

/**
 * What a user types in the nodes panel to find the node (issue 61, item 5), and how far down the
 * results it may be: the words for what it does within the panel's first screen (10 results at
 * 900 px); a platform's name anywhere in the list (n8n's own node of that platform, and the others
 * whose names contain it, come first).
 */
const PANEL_SEARCHES: Array<[string, number]> = [
	...['post', 'publish', 'schedule', 'social'].map((word): [string, number] => [word, 10]),
	...[
		...Object.values(PLATFORM_LABELS).map((label) => label.replace(/ \(.*\)$/, '')),
		'Twitter',
	].map((name): [string, number] => [name, Infinity]),
];

export interface EditorContext extends E2eRestContext {
	/** The running editor, e.g. http://127.0.0.1:5678 */
	url: string;
}

/** The owner run-e2e.ts sets up over REST (`rest.ensureOwner`); the editor signs in with it. */
const OWNER = { email: 'e2e@example.com', password: 'E2e-password-1' };
/** A demo workflow started by hand that lists accounts: its nodes go green in the editor. */
const DEMO_WORKFLOW = 'spDemoListAccounts';
/** A template whose inputs are plain texts (Infographic V1: description, footer text). */
const TEMPLATE_SEARCH = 'Newspaper';
const TEMPLATE_INPUTS = ['description', 'footerText'];
const DESCRIPTION = 'Five habits for a calm morning coffee ritual';

// The browser's globals the functions given to page.evaluate use (the project has no DOM library).
declare const document: { querySelectorAll(selector: string): ArrayLike<BrowserElement> };
declare const location: { pathname: string };
declare const localStorage: {
	setItem(key: string, value: string): void;
	removeItem(key: string): void;
};

/** The part of a node's codex (`*.node.json`) the checks read. */
interface NodeCodex {
	categories?: string[];
	alias?: string[];
	resources?: Record<string, Array<{ url: string }> | undefined>;
}

export async function editorChecks(suite: Suite, ctx: EditorContext): Promise<void> {
	const chromium = await suite.step('chromium (Debian package; installed when missing)', async () =>
		ensureChromium(),
	);
	const browser = await suite.step('launch headless chromium (puppeteer-core)', () =>
		launch(chromium),
	);
	mkdirSync(SCREENSHOTS, { recursive: true });
	try {
		const page = await browser.newPage();
		// Leaving an unsaved workflow asks "leave the page?": yes.
		page.on('dialog', (dialog) => void dialog.accept());
		page.setDefaultTimeout(WAIT_MS);
		const editor = new Editor(page, ctx.url);

		suite.test('editor: sign in as the owner', () =>
			editor.check('sign-in', async () => {
				await page.goto(`${ctx.url}/signin`, { waitUntil: 'domcontentloaded' });
				await editor.visible(`${byId('emailOrLdapLoginId')} input`, 'the sign-in form');
				await page.type(`${byId('emailOrLdapLoginId')} input`, OWNER.email);
				await page.type(`${byId('password')} input`, OWNER.password);
				await page.click(byId('form-submit-button'));
				await page
					.waitForFunction(() => !location.pathname.startsWith('/signin'), { timeout: WAIT_MS })
					.catch(async () => {
						throw new Error(`still on the sign-in page: ${await editor.visibleText()}`);
					});
			}),
		);

		suite.test('editor: codex and icons as the editor loads them (both nodes)', () =>
			editor.check('codex', async () => {
				// The node types the editor fetched for its panel (`/types/nodes.json`), and the icons.
				const loaded = await page.evaluate(async (prefix) => {
					const types = (await (await fetch('/types/nodes.json')).json()) as Array<{
						name: string;
						codex?: NodeCodex;
						documentationUrl?: string;
						iconUrl?: { light?: string; dark?: string };
					}>;
					const ours = types.filter((t) => t.name.startsWith(prefix));
					return Promise.all(
						ours.map(async (t) => ({
							name: t.name,
							codex: t.codex,
							documentationUrl: t.documentationUrl,
							icons: await Promise.all(
								[t.iconUrl?.light, t.iconUrl?.dark].map(async (url) => {
									if (!url) return 'missing';
									const res = await fetch(`/${url}`);
									return `${res.status} ${res.headers.get('content-type')}`;
								}),
							),
						})),
					);
				}, `${PACKAGE_NAME}.`);
				for (const node of ['socialPublishing', 'socialPublishingTrigger']) {
					const type = loaded.find((t) => t.name === `${PACKAGE_NAME}.${node}`);
					assert(type, `${node} is not among the editor's node types`);
					const { codex } = type;
					assertEqual(codex?.categories, ['Marketing', 'Communication'], `${node} categories`);
					// The Docs link opens documentationUrl as it is: the node's generated reference page.
					const docs = `https://github.com/social-publishing/${PACKAGE_NAME}/blob/main/docs/reference/${node === 'socialPublishing' ? 'operations' : 'trigger'}.md`;
					assertEqual(type.documentationUrl, docs, `${node} Docs link`);
					assertEqual(
						codex?.resources?.primaryDocumentation?.[0]?.url,
						docs,
						`${node} primary documentation`,
					);
					assertIncludes(
						codex?.resources?.credentialDocumentation?.[0]?.url ?? '',
						'docs/reference/credential.md',
						`${node} credential documentation`,
					);
					assert(codex?.alias?.includes('TikTok'), `${node} alias: ${codex?.alias}`);
					for (const icon of type.icons) assertIncludes(icon, '200 image/svg+xml', `${node} icons`);
				}
			}),
		);

		suite.test(
			`editor: the nodes panel finds "${NODE_NAME}" (by name, "post", "publish", "schedule", "social" and each platform), its icon loaded`,
			() =>
				editor.check('nodes-panel', async () => {
					// The codex alias finds it by what a user types for it, and by each platform's name.
					await editor.searchNode('TikTok');
					const low: string[] = [];
					const ranks: string[] = [];
					for (const [word, most] of PANEL_SEARCHES) {
						await editor.typeInto(byId('node-creator-search-bar'), word, true);
						const found = await editor
							.elementWithText(byId('item-iterator-item'), NODE_NAME)
							.then(() => true)
							.catch(() => false);
						const rank = await page.$$eval(
							byId('item-iterator-item'),
							(items, name) =>
								items.findIndex((i) => (i as BrowserElement).innerText.includes(name)) + 1,
							NODE_NAME,
						);
						ranks.push(`${word} ${rank}`);
						if (!found || rank < 1 || rank > most) low.push(`${word}: ${rank}`);
					}
					console.log(`  nodes panel, the node's place by search: ${ranks.join(', ')}`);
					assertEqual(low, [], 'searches that do not show the node where they should');
					await editor.typeInto(byId('node-creator-search-bar'), 'post', true);
					await editor.elementWithText(byId('item-iterator-item'), NODE_NAME);
					await editor.screenshot('nodes-panel-post');
					await editor.typeInto(byId('node-creator-search-bar'), NODE_NAME, true);
					await editor.elementWithText(byId('item-iterator-item'), NODE_NAME);
					await editor.nodeIcon('socialPublishing.svg');
					await editor.clickText(byId('item-iterator-item'), NODE_NAME);
					await editor.visible(byId('node-creator-category-item'), 'the triggers and actions');
					await editor.expandActions();
					await editor.visibleText(byId('item-iterator-item'), 'Create a post');
					await editor.screenshot('node-actions');
				}),
		);

		suite.test('editor: the dark theme shows the dark icon', () =>
			editor.check('dark-icon', async () => {
				await page.evaluate(() => localStorage.setItem('N8N_THEME', 'dark'));
				try {
					await editor.searchNode(NODE_NAME, false);
					await editor.nodeIcon('socialPublishing.dark.svg');
				} finally {
					await page.evaluate(() => localStorage.removeItem('N8N_THEME'));
				}
			}),
		);

		suite.test('editor: Post → Create, the Account list search shows the Instagram accounts', () =>
			editor.check('post-create', async () => {
				await editor.openAction('Create a post');
				for (const field of ['platform', 'text', 'media', 'schedule']) {
					await editor.visible(byId(`parameter-input-${field}`), `the field "${field}"`);
				}
				await editor.chooseCredential(LOCAL_CREDENTIAL.name);
				await editor.chooseOption('platform', 'Instagram');
				const accounts = (await simGet(ctx.sim, '/users/me/accounts')).body.items as Array<{
					id: string;
					platform: string;
					fullname: string;
				}>;
				const instagram = accounts.filter((a) => a.platform === 'instagram');
				assert(instagram.length > 1, 'the simulator has several Instagram accounts');
				const items = await editor.openList('account', instagram.length);
				assertEqual(items.length, instagram.length, `Account list items ${JSON.stringify(items)}`);
				for (const account of instagram) {
					assert(
						items.some((item) => item.includes(account.fullname)),
						`${account.fullname} is not in the Account list ${JSON.stringify(items)}`,
					);
				}
				assert(
					items.every((item) => item.includes('Instagram')),
					`the list shows accounts of other platforms: ${JSON.stringify(items)}`,
				);
				await editor.screenshot('post-create-account-list');
				await editor.clickText(byId('rlc-item'), items[0]);
				const chosen = await page.$eval(
					`${byId('resource-locator-account')} ${byId('rlc-input')}`,
					(input) => (input as BrowserElement).value,
				);
				assertEqual(chosen, items[0], 'the chosen account');
				await editor.typeInto(
					`${byId('parameter-input-text')} textarea`,
					'Fresh beans, fresh start: our autumn roast is here.',
				);
				await editor.typeInto(
					`${byId('parameter-input-media')} input`,
					'https://example.com/autumn-roast.jpg',
				);
				await editor.blur();
				await editor.screenshot('post-create');
				// Another platform: the editor empties the account of the old one.
				await editor.chooseOption('platform', 'Facebook');
				const after = await page.$eval(
					`${byId('resource-locator-account')} ${byId('rlc-input')}`,
					(input) => (input as BrowserElement).value,
				);
				assertEqual(after, '', 'the account after Platform changed to Facebook');
			}),
		);

		suite.test(
			'editor: Visual → Create From Template, the template inputs as resource mapper fields',
			() =>
				editor.check('visual-create', async () => {
					await editor.openAction('Create a visual from a template');
					await editor.chooseCredential(LOCAL_CREDENTIAL.name);
					// The whole list (the search filter is covered by the list-search tests: typed into
					// the editor while its list was loading, it was sometimes lost on a loaded machine).
					const templates = (await simGet(ctx.sim, '/videos/templates')).body.items as unknown[];
					const items = await editor.openList('template', templates.length);
					const wanted = items.find((item) => item.includes(TEMPLATE_SEARCH));
					assert(wanted, `no "${TEMPLATE_SEARCH}" template in the list: ${JSON.stringify(items)}`);
					await editor.clickText(byId('rlc-item'), wanted);
					await editor.visible(byId('resource-mapper-container'), 'the Template Inputs mapper');
					for (const input of TEMPLATE_INPUTS) {
						await editor.visible(
							`${byId('mapping-fields-container')} ${byId(`parameter-input-${input}`)}`,
							`the template input "${input}"`,
						);
					}
					await editor.typeInto(
						`${byId('mapping-fields-container')} ${byId('parameter-input-description')} textarea, ${byId('mapping-fields-container')} ${byId('parameter-input-description')} input`,
						DESCRIPTION,
						true,
					);
					const typed = await page.$eval(
						`${byId('mapping-fields-container')} ${byId('parameter-input-description')} input, ${byId('mapping-fields-container')} ${byId('parameter-input-description')} textarea`,
						(input) => (input as BrowserElement).value,
					);
					assertEqual(typed, DESCRIPTION, 'the template input "description"');
					await editor.blur();
					await editor.screenshot('visual-template-inputs');
				}),
		);

		await formChecks(suite, ctx, page, editor, ctx.url);
		await outcomeChecks(suite, ctx, page, editor, ctx.url);
		await templateShots(suite, ctx, page, editor, ctx.url);

		suite.test(`editor: the demo workflow ${DEMO_WORKFLOW} runs, every node green`, () =>
			editor.check('demo-run', async () => {
				const demo = exampleWorkflows().find((w) => w.id === DEMO_WORKFLOW);
				assert(demo, `examples/workflows has no workflow with id ${DEMO_WORKFLOW}`);
				const runnable = demo.nodes.filter((n) => !n.type.endsWith('.stickyNote'));
				await page.goto(`${ctx.url}/workflow/${DEMO_WORKFLOW}`, { waitUntil: 'domcontentloaded' });
				await editor.visible(byId('execute-workflow-button'), 'the Execute workflow button');
				await page.waitForFunction(
					(sel, count) => document.querySelectorAll(sel).length >= count,
					{ timeout: WAIT_MS },
					byId('canvas-node'),
					runnable.length,
				);
				// A click that lands while the page is still starting is lost: click until a node ran
				// (the button is disabled while the workflow runs, so a second click starts nothing).
				await editor.clickUntilVisible(
					byId('execute-workflow-button'),
					byId('canvas-node-status-success'),
				);
				await page
					.waitForFunction(
						(sel, count) => document.querySelectorAll(sel).length >= count,
						{ timeout: 60_000 },
						byId('canvas-node-status-success'),
						runnable.length,
					)
					.catch(async () => {
						throw new Error(
							`not every node finished green: ${await editor.visibleText(byId('canvas'))}`,
						);
					});
				// The last node's name sits behind the Execute button at the fitted zoom.
				await page.click(byId('zoom-out-button'));
				await page.mouse.move(700, 120);
				await editor.screenshot('demo-run');
				const accounts = (await simGet(ctx.sim, '/users/me/accounts')).body.items as unknown[];
				await editor.openNode('All Accounts');
				const count = await editor.visibleText(byId('ndv-items-count'));
				assertIncludes(count, `${accounts.length} item`, 'output items of "All Accounts"');
				await editor.screenshot('demo-run-output');
			}),
		);

		await suite.run();
	} finally {
		await browser.close();
	}
}
