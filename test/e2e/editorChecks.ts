// The editor, seen: the real n8n 2.8.4 editor in headless Chromium (Debian's package, driven by
// puppeteer-core) signs in, finds the node in the nodes panel, fills Post → Create and Visual →
// Create From Template from the list searches and the resource mapper, and runs a demo workflow.
// Screenshots of each step go to docs/screenshots/ (the README shows them; each run rewrites them).
import { spawnSync } from 'child_process';
import { mkdirSync, mkdtempSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';
import { exampleWorkflows, LOCAL_CREDENTIAL } from '../../scripts/n8n/examples';
import { PACKAGE_NAME, PROJECT_ROOT } from '../../scripts/n8n/paths';
import { simGet, type E2eRestContext } from './context';
import { assert, assertEqual, assertIncludes, type Suite } from './harness';

export interface EditorContext extends E2eRestContext {
	/** The running editor, e.g. http://127.0.0.1:5678 */
	url: string;
}

/** The owner run-e2e.ts sets up over REST (`rest.ensureOwner`); the editor signs in with it. */
const OWNER = { email: 'e2e@example.com', password: 'E2e-password-1' };
const NODE_NAME = 'Social Publishing';
/** A demo workflow started by hand that lists accounts: its nodes go green in the editor. */
const DEMO_WORKFLOW = 'spDemoListAccounts';
/** A template whose inputs are plain texts (Infographic V1: description, footer text). */
const TEMPLATE_SEARCH = 'Newspaper';
const TEMPLATE_INPUTS = ['description', 'footerText'];
const DESCRIPTION = 'Five habits for a calm morning coffee ritual';

export const SCREENSHOTS = join(PROJECT_ROOT, 'docs', 'screenshots');
const WAIT_MS = 20_000;

const byId = (id: string) => `[data-test-id="${id}"]`;

// The functions given to page.evaluate run in the browser; the project compiles without the DOM
// library, so the little they use is declared here.
interface BrowserElement {
	innerText: string;
	textContent: string | null;
	offsetParent: unknown;
	value: string;
	parentElement: { getAttribute(name: string): string | null } | null;
}
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
						iconUrl?: { light?: string; dark?: string };
					}>;
					const ours = types.filter((t) => t.name.startsWith(prefix));
					return Promise.all(
						ours.map(async (t) => ({
							name: t.name,
							codex: t.codex,
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
					assertIncludes(
						codex?.resources?.primaryDocumentation?.[0]?.url ?? '',
						`https://www.npmjs.com/package/${PACKAGE_NAME}`,
						`${node} primary documentation`,
					);
					assertIncludes(
						codex?.resources?.credentialDocumentation?.[0]?.url ?? '',
						'#credential',
						`${node} credential documentation`,
					);
					assert(codex?.alias?.includes('TikTok'), `${node} alias: ${codex?.alias}`);
					for (const icon of type.icons) assertIncludes(icon, '200 image/svg+xml', `${node} icons`);
				}
			}),
		);

		suite.test(
			`editor: the nodes panel finds "${NODE_NAME}" (by name and by "TikTok"), its icon loaded`,
			() =>
				editor.check('nodes-panel', async () => {
					// The codex alias finds it by a platform's name too.
					await editor.searchNode('TikTok');
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

/** Debian's chromium, installed by scripts/ensure-chromium.sh when missing. */
function ensureChromium(): string {
	const result = spawnSync('bash', [join(PROJECT_ROOT, 'scripts', 'ensure-chromium.sh')], {
		stdio: ['ignore', 'pipe', 'inherit'],
		encoding: 'utf8',
	});
	const path = result.stdout.trim().split('\n').pop();
	if (result.status !== 0 || !path) {
		throw new Error(`scripts/ensure-chromium.sh failed (exit ${result.status})`);
	}
	return path;
}

function launch(executablePath: string): Promise<Browser> {
	return puppeteer.launch({
		executablePath,
		headless: true,
		defaultViewport: { width: 1440, height: 900 },
		// The machine's network is closed: no background traffic; root needs --no-sandbox.
		args: [
			'--no-sandbox',
			'--disable-gpu',
			'--disable-dev-shm-usage',
			'--disable-quic',
			'--no-first-run',
			'--disable-background-networking',
			'--disable-component-update',
			'--disable-sync',
			'--lang=en-US',
		],
	});
}

/** The editor's steps, each waiting explicitly for what it needs (n8n's data-test-id attributes). */
class Editor {
	/** The canvas name of the node whose form the checks fill (its action's name). */
	private formNode?: string;

	constructor(
		private readonly page: Page,
		private readonly url: string,
	) {}

	/**
	 * The node's form, reopened (double click on the node) when it closed: on a loaded machine the
	 * editor sometimes closes the form it just opened for a new node.
	 */
	async ensureForm(): Promise<void> {
		const form = `${byId('ndv')} ${byId('node-parameters')}`;
		const open = await this.page
			.waitForSelector(form, { visible: true, timeout: 2_000 })
			.catch(() => null);
		if (open || !this.formNode) return;
		const node = await this.elementWithText(byId('canvas-node'), this.formNode);
		await node.click({ count: 2 });
		await this.visible(form, 'the node form (reopened)');
	}

	/** Runs a check; on failure adds a screenshot of the page (outside docs/) to the error. */
	async check(name: string, fn: () => Promise<void>): Promise<void> {
		try {
			await fn();
		} catch (error) {
			const path = join(mkdtempSync(join(tmpdir(), 'sp-e2e-editor-')), `${name}.png`);
			await this.page.screenshot({ path }).catch(() => undefined);
			throw new Error(
				`${(error as Error)?.message ?? error}\n(screenshot of the failure: ${path})`,
				{
					cause: error,
				},
			);
		}
	}

	async screenshot(name: string): Promise<void> {
		// Let transitions and the last requests settle so the picture shows the finished form.
		await new Promise((resolve) => setTimeout(resolve, 400));
		await this.page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });
	}

	async visible(selector: string, what: string): Promise<ElementHandle> {
		const handle = await this.page
			.waitForSelector(selector, { visible: true, timeout: WAIT_MS })
			.catch(() => null);
		if (!handle) throw new Error(`the editor shows no ${what} (${selector})`);
		return handle;
	}

	/** The visible text of the page (or of the elements a selector matches, waiting for `text`). */
	async visibleText(selector = 'body', text?: string): Promise<string> {
		if (text !== undefined) await this.elementWithText(selector, text);
		else await this.visible(selector, selector);
		return this.page.$$eval(selector, (elements) =>
			elements
				.map((e) => (e as BrowserElement).innerText?.trim())
				.filter(Boolean)
				.join(' | ')
				.slice(0, 1500),
		);
	}

	async elementWithText(selector: string, text: string): Promise<ElementHandle> {
		const handle = await this.page
			.waitForFunction(
				(sel, wanted) =>
					Array.from(document.querySelectorAll(sel)).find(
						(e) => e.offsetParent !== null && e.innerText.trim().includes(wanted),
					),
				{ timeout: WAIT_MS },
				selector,
				text,
			)
			.catch(() => null);
		const element = handle?.asElement();
		if (!element) {
			const shown = await this.page
				.$$eval(selector, (els) => els.map((e) => (e as BrowserElement).innerText?.trim()))
				.catch(() => []);
			throw new Error(`no "${text}" among ${selector}: ${JSON.stringify(shown).slice(0, 800)}`);
		}
		return element as ElementHandle;
	}

	async clickText(selector: string, text: string): Promise<void> {
		// The editor re-renders lists as they load: an element found a moment ago may be gone.
		for (let attempt = 1; ; attempt++) {
			try {
				await (await this.elementWithText(selector, text)).click();
				return;
			} catch (error) {
				const stale = /not clickable|detached|not an Element/i.test(String(error));
				if (!stale || attempt === 3) throw error;
				await new Promise((resolve) => setTimeout(resolve, 300));
			}
		}
	}

	/**
	 * Clicks an option once it has stopped moving: a dropdown slides in, and a click aimed at an
	 * option mid-slide lands on its neighbour (seen: "LinkedIn" chosen for "Instagram").
	 */
	async clickWhenStill(selector: string, text: string): Promise<void> {
		const element = await this.elementWithText(selector, text);
		let last = await element.boundingBox();
		for (let n = 0; n < 20; n++) {
			await new Promise((resolve) => setTimeout(resolve, 100));
			const now = await element.boundingBox();
			if (now && last && now.x === last.x && now.y === last.y) break;
			last = now;
		}
		await element.click();
	}

	/** Clicks until `expected` shows: a click that lands while the page is still starting is lost. */
	async clickUntilVisible(target: string, expected: string, attempts = 4): Promise<void> {
		for (let attempt = 1; ; attempt++) {
			await (await this.visible(target, target)).click();
			const shown = await this.page
				.waitForSelector(expected, { visible: true, timeout: 5_000 })
				.catch(() => null);
			if (shown) return;
			if (attempt === attempts) {
				throw new Error(`${expected} did not show after ${attempts} clicks on ${target}`);
			}
		}
	}

	async typeInto(selector: string, text: string, clear = false): Promise<void> {
		const input = await this.visible(selector, selector);
		await input.click({ count: clear ? 3 : 1 });
		if (clear) await this.page.keyboard.press('Backspace');
		await input.type(text);
	}

	/** The package's icon file the nodes panel shows for the node, loaded. */
	async nodeIcon(file: string): Promise<void> {
		const icons = await this.page.$$eval(`${byId('node-creator')} img`, (imgs) =>
			imgs.map((img) => ({ src: img.src as string, width: img.naturalWidth as number })),
		);
		const icon = icons.find((i) => i.src.includes(`/${PACKAGE_NAME}/`));
		assert(icon, `no icon of the package in the nodes panel: ${JSON.stringify(icons)}`);
		assert(icon.src.endsWith(`/icons/${file}`), `the panel shows ${icon.src}, not ${file}`);
		assert(icon.width > 0, `the node icon did not load: ${icon.src}`);
	}

	/** Takes the focus out of the form (a focused field shows a tip over the next one). */
	async blur(): Promise<void> {
		await this.page.click(`${byId('ndv')} ${byId('tab-params')}`);
	}

	/** A new workflow, the nodes panel open with the node found by its name. */
	async searchNode(search = NODE_NAME, afterTrigger = true): Promise<void> {
		await this.page.goto(`${this.url}/workflow/new`, { waitUntil: 'domcontentloaded' });
		await this.visible(byId('canvas-add-button'), 'the empty canvas');
		if (afterTrigger) {
			// A trigger first, as a user starts: the panel then offers the node as an action.
			await this.clickUntilVisible(
				byId('node-creator-plus-button'),
				byId('node-creator-search-bar'),
			);
			await this.page.type(byId('node-creator-search-bar'), 'Manual Trigger');
			await this.clickText(byId('item-iterator-item'), 'Manual Trigger');
			await this.visible(byId('canvas-trigger-node'), 'the Manual Trigger on the canvas');
		}
		await this.clickUntilVisible(byId('node-creator-plus-button'), byId('node-creator-search-bar'));
		await this.page.type(byId('node-creator-search-bar'), search);
		await this.elementWithText(byId('item-iterator-item'), NODE_NAME);
	}

	/** A new workflow with the node added through one of its actions; its form is open. */
	async openAction(action: string): Promise<void> {
		await this.searchNode();
		await this.clickText(byId('item-iterator-item'), NODE_NAME);
		await this.expandActions();
		// The expanded list slides in (n8n 1.x: a click mid-slide opened "Get many subaccounts").
		await this.clickWhenStill(byId('item-iterator-item'), action);
		this.formNode = action;
		await this.visible(`${byId('ndv')} ${byId('node-parameters')}`, 'the node form');
	}

	/** The node's Actions group, collapsed under its triggers on an empty canvas. */
	async expandActions(): Promise<void> {
		const actions = await this.elementWithText(byId('node-creator-category-item'), 'Actions');
		const collapsed = await actions.evaluate((e) =>
			(e as BrowserElement).parentElement?.getAttribute('data-category-collapsed'),
		);
		if (collapsed !== 'false') await actions.click();
	}

	async chooseCredential(name: string): Promise<void> {
		await this.ensureForm();
		const select = `${byId('node-credentials-select')} input`;
		await this.visible(select, 'the credential select');
		const current = await this.page.$eval(select, (input) => (input as BrowserElement).value);
		if (current === name) return;
		await this.page.click(select);
		await this.clickWhenStill('.el-select-dropdown__item', name);
	}

	/** Picks an option of an options field by its label. */
	async chooseOption(field: string, label: string): Promise<void> {
		const input = `${byId(`parameter-input-${field}`)} input`;
		// A click on an option still sliding in can miss it: check the field and try again.
		for (let attempt = 1; ; attempt++) {
			await this.ensureForm();
			await (await this.visible(byId(`parameter-input-${field}`), `the field "${field}"`)).click();
			// Typed, the (filterable) list keeps only the matching option: no neighbour to hit.
			await this.page.keyboard.type(label);
			await this.clickWhenStill('.el-select-dropdown__item', label);
			if (await this.waitForValue(input, label)) {
				// And it stays chosen (a late click on the closing list could change it).
				await new Promise((resolve) => setTimeout(resolve, 500));
				const shown = await this.page.$eval(input, (e) => (e as BrowserElement).value);
				if (shown === label) return;
			}
			if (attempt === 3) {
				const shown = await this.page.$eval(input, (e) => (e as BrowserElement).value);
				throw new Error(`the field "${field}" shows "${shown}" after choosing "${label}"`);
			}
			await this.page.keyboard.press('Escape');
		}
	}

	/** Whether the input shows the value within a few seconds. */
	async waitForValue(selector: string, value: string): Promise<boolean> {
		return this.page
			.waitForFunction(
				(sel, wanted) => Array.from(document.querySelectorAll(sel)).some((e) => e.value === wanted),
				{ timeout: 3_000 },
				selector,
				value,
			)
			.then(
				() => true,
				() => false,
			);
	}

	/**
	 * Opens a resource locator's "From list" and returns the items once at least `atLeast` are
	 * shown (an empty list fails); `search` is typed into the list's search box first.
	 */
	async openList(field: string, atLeast: number, search?: string): Promise<string[]> {
		// Once more when the list did not load: on a loaded machine a search typed while the list
		// was still opening can be lost (the unfiltered list stays).
		try {
			return await this.openListOnce(field, atLeast, search);
		} catch {
			await this.page.keyboard.press('Escape');
			await this.ensureForm();
			return await this.openListOnce(field, atLeast, search);
		}
	}

	private async openListOnce(field: string, atLeast: number, search?: string): Promise<string[]> {
		const locator = byId(`resource-locator-${field}`);
		await this.visible(locator, `the field "${field}"`);
		const mode = await this.page.$eval(
			`${locator} ${byId('rlc-mode-selector')} input`,
			(input) => (input as BrowserElement).value,
		);
		assertEqual(mode, 'From list', `the mode of "${field}"`);
		await this.page.click(`${locator} ${byId('rlc-input')}`);
		if (search !== undefined) {
			// Focused, not clicked: a click can close the list. Keys typed while the list is still
			// opening can be lost: check the box and type again.
			for (let attempt = 1; ; attempt++) {
				const box = await this.visible(byId('rlc-search'), `the search of the "${field}" list`);
				await box.focus();
				await box.evaluate((e) => ((e as BrowserElement).value = ''));
				await box.type(search);
				if (await this.waitForValue(byId('rlc-search'), search)) break;
				if (attempt === 3) throw new Error(`could not type "${search}" into the list search`);
			}
		}
		const loaded = await this.page
			.waitForFunction(
				(sel, count, wanted) => {
					const items = Array.from(document.querySelectorAll(sel)).filter(
						(e) => e.offsetParent !== null,
					);
					return (
						items.length >= count &&
						(wanted === null || items.every((e) => e.innerText.includes(wanted)))
					);
				},
				{ timeout: WAIT_MS },
				byId('rlc-item'),
				atLeast,
				search ?? null,
			)
			.catch(() => null);
		const items = await this.page.$$eval(byId('rlc-item'), (elements) =>
			elements
				.filter((e) => (e as BrowserElement).offsetParent !== null)
				.map((e) => (e as BrowserElement).innerText.trim()),
		);
		if (!loaded) {
			const error = await this.page
				.$$eval(byId('rlc-error-container'), (els) =>
					els.map((e) => (e as BrowserElement).innerText),
				)
				.catch(() => []);
			throw new Error(
				`the "${field}" list shows ${items.length} items (expected at least ${atLeast}): ${JSON.stringify(items)} ${error.join(' ')}`,
			);
		}
		return items;
	}

	/** Opens a node of the canvas by its name (double click), waiting for its output. */
	async openNode(name: string): Promise<void> {
		const node = await this.elementWithText(byId('canvas-node'), name);
		await node.click({ count: 2 });
		await this.visible(`${byId('ndv')} ${byId('output-panel')}`, `the output of "${name}"`);
	}
}
