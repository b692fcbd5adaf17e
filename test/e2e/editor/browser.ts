/* eslint-disable @n8n/community-nodes/no-dangerous-functions, @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports, @n8n/community-nodes/require-node-api-error -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// The browser side of the editor checks: Debian's chromium, launched headless by puppeteer-core, and
// the editor's steps, each waiting explicitly for what it needs (n8n's data-test-id attributes).
import { spawnSync } from 'child_process';
import { mkdtempSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';
import { PACKAGE_NAME, PROJECT_ROOT } from '../../../scripts/n8n/paths';
import { assert, assertEqual } from '../harness';
import { SCREENSHOTS } from './screenshots';

// How long a step waits for what it needs to show, not a speed check: in CI at load 27 the canvas
// still showed "Loading" after 20 s. A step returns as soon as its element shows.
export const WAIT_MS = 90_000;

/** The node's name in the nodes panel. */
export const NODE_NAME = 'Social Publishing';

export const byId = (id: string) => `[data-test-id="${id}"]`;

// The functions given to page.evaluate run in the browser; the project compiles without the DOM
// library, so the little they use is declared here.
export interface BrowserElement {
	innerText: string;
	textContent: string | null;
	offsetParent: unknown;
	value: string;
	parentElement: { getAttribute(name: string): string | null } | null;
}
declare const document: { querySelectorAll(selector: string): ArrayLike<BrowserElement> };

/** Debian's chromium, installed by scripts/ensure-chromium.sh when missing. */
export function ensureChromium(): string {
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

export function launch(executablePath: string): Promise<Browser> {
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
export class Editor {
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
				.waitForSelector(expected, { visible: true, timeout: 15_000 })
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

	/** Whether the input shows the value within 10 s (a loaded machine's few seconds). */
	async waitForValue(selector: string, value: string): Promise<boolean> {
		return this.page
			.waitForFunction(
				(sel, wanted) => Array.from(document.querySelectorAll(sel)).some((e) => e.value === wanted),
				{ timeout: 10_000 },
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

	/**
	 * Opens a node of the canvas by its name (double click), waiting for its output. n8n 2.8.4 can
	 * ignore the first double click on a workflow just opened (seen since the credential's Base URL
	 * has no default); a second one opens it, as it would for a user.
	 */
	async openNode(name: string): Promise<void> {
		const panel = `${byId('ndv')} ${byId('output-panel')}`;
		for (let attempt = 1; attempt <= 3; attempt++) {
			const node = await this.elementWithText(byId('canvas-node'), name);
			await node.click({ count: 2 });
			const shown = await this.page
				.waitForSelector(panel, { visible: true, timeout: 30_000 })
				.catch(() => null);
			if (shown) return;
		}
		await this.visible(panel, `the output of "${name}"`);
	}
}
