/* eslint-disable no-console -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// Post → Create as a no-code builder meets it (issue 32): a fresh node marks nothing as an error,
// the form reads Platform, Account, Text, Media first for every platform, and one run of a post
// with three mistakes shows all three in the node's error, the account first, nothing sent.
import {
	byId as locatorById,
	manualTrigger,
	socialNode,
	workflowJson,
} from '../../../scripts/n8n/workflowJson';
import { lastSeq, requestLog, simGet, type E2eRestContext } from '../context';
import { assert, assertEqual, type Suite } from '../harness';
import { byId, type BrowserElement, type Editor } from './browser';
import type { Page } from 'puppeteer-core';

const MISTAKES_WORKFLOW = 'e2eEditorMistakes';
const MISTAKES_NODE = 'Instagram Post With Mistakes';
/** Platforms whose own fields used to come before Text and Media. */
const PLATFORMS = ['X (Twitter)', 'TikTok', 'Instagram', 'Facebook'];

/** The parameter names of the open form, in the order the editor shows them. */
async function formOrder(page: Page): Promise<string[]> {
	const ids = await page.$$eval(
		`${byId('ndv')} [data-test-id^="parameter-input-"], ${byId('ndv')} [data-test-id^="resource-locator-"]`,
		(els) =>
			Array.from(els)
				.filter((e) => (e as unknown as { offsetParent: unknown }).offsetParent !== null)
				.map((e) =>
					(e as unknown as { getAttribute(n: string): string }).getAttribute('data-test-id'),
				),
	);
	// Parts of a parameter carry these ids too (the input inside it, a resource locator's mode
	// dropdown in 1.x): they are not parameters.
	const parts = ['parameter-input-field', 'resource-locator-dropdown', 'resource-locator-mode'];
	const names = ids
		.filter((id) => !parts.includes(id))
		.map((id) => id.replace(/^(parameter-input|resource-locator)-/, ''));
	return names.filter((name, n) => names.indexOf(name) === n);
}

/** What the editor marks as a problem in the open form: issue icons and JSON parse errors. */
async function markedProblems(page: Page): Promise<string[]> {
	const issues = await page.$$eval(`${byId('ndv')} ${byId('parameter-issues')}`, (els) =>
		Array.from(els)
			.filter((e) => (e as unknown as { offsetParent: unknown }).offsetParent !== null)
			.map((e) => (e as BrowserElement).innerText || 'issue icon'),
	);
	const text = await page.$eval(byId('ndv'), (e) => (e as BrowserElement).innerText);
	const json = /Unexpected end of JSON input|is not valid JSON/.test(text) ? ['JSON error'] : [];
	return [...issues, ...json];
}

export async function formChecks(
	suite: Suite,
	ctx: E2eRestContext,
	page: Page,
	editor: Editor,
	url: string,
): Promise<void> {
	suite.test(
		'editor: a fresh Post → Create marks nothing as an error; Text and Media follow Account',
		() =>
			editor.check('form-order', async () => {
				await editor.openAction('Create a post');
				const problems: string[] = [];
				for (const platform of PLATFORMS) {
					await editor.chooseOption('platform', platform);
					await editor.visible(byId('parameter-input-text'), `the Text field (${platform})`);
					const order = formOrder(page);
					const names = await order;
					const at = names.indexOf('account');
					assert(at > 0, `${platform}: no Account field in ${JSON.stringify(names)}`);
					assertEqual(
						names.slice(names.indexOf('platform'), at + 3),
						['platform', 'account', 'text', 'media'],
						`${platform}: the first fields (whole form: ${JSON.stringify(names)})`,
					);
					for (const problem of await markedProblems(page))
						problems.push(`${platform}: ${problem}`);
					if (platform === 'TikTok') await editor.screenshot('post-create-tiktok');
				}
				assertEqual(problems, [], 'marks on a fresh node');
			}),
	);

	suite.test(
		"editor: a new X post shows eight controls (n8n's LinkedIn node shows seven), the rest in Additional Fields and Options",
		() =>
			editor.check('first-view', async () => {
				await editor.openAction('Create a post');
				await editor.chooseOption('platform', 'X (Twitter)');
				await editor.visible(byId('parameter-input-text'), 'the Text field');
				const labels = await page.$eval(byId('ndv'), (e) => (e as BrowserElement).innerText);
				const names = await formOrder(page);
				console.log(`  a new X post's form: ${JSON.stringify(names)}`);
				assertEqual(
					names.slice(names.indexOf('postTo')),
					['postTo', 'platform', 'account', 'text', 'media', 'schedule'],
					'the fields of a new X post',
				);
				for (const collection of ['Additional Fields', 'Options'])
					assert(labels.includes(collection), `no "${collection}" in the form: ${labels}`);
				for (const inside of ['Dry Run', 'Wait for Completion', 'Thread Posts'])
					assert(!labels.includes(inside), `"${inside}" shows before it is added: ${labels}`);
				await editor.screenshot('post-create-x');
			}),
	);

	suite.test('editor: one run of a post with three mistakes lists all three, nothing sent', () =>
		editor.check('all-mistakes', async () => {
			const accounts = (await simGet(ctx.sim, '/users/me/accounts')).body.items as Array<{
				id: string;
				platform: string;
			}>;
			const facebook = accounts.find((a) => a.platform === 'facebook');
			assert(facebook, 'the simulator has a Facebook account');
			const nodes = [
				manualTrigger(),
				socialNode(
					MISTAKES_NODE,
					{
						resource: 'post',
						operation: 'create',
						platform: 'instagram',
						account: locatorById(String(facebook.id)),
						text: 'Autumn roast is here',
						schedule: 'at',
						scheduledTime: '2024-05-01T10:00:00',
					},
					ctx.credentials.good,
				),
			];
			await ctx.workflows.importWorkflows([
				workflowJson({ id: MISTAKES_WORKFLOW, name: 'E2E editor: three mistakes', nodes }),
			]);
			const before = await lastSeq(ctx.sim);
			await page.goto(`${url}/workflow/${ctx.workflows.id(MISTAKES_WORKFLOW)}`, {
				waitUntil: 'domcontentloaded',
			});
			await editor.openNode(MISTAKES_NODE);
			await editor.clickUntilVisible(byId('node-execute-button'), byId('node-error-message'));
			const shown = await editor.visibleText(`${byId('ndv')} ${byId('output-panel')}`);
			const at = (field: string) => shown.indexOf(field);
			for (const field of ['Account', 'Media', 'Scheduled Time']) {
				assert(at(field) >= 0, `the error does not name "${field}": ${shown}`);
			}
			assert(
				at('Account') < at('Media') && at('Account') < at('Scheduled Time'),
				`the account mismatch is not first: ${shown}`,
			);
			await editor.screenshot('post-create-all-mistakes');
			const writes = (await requestLog(ctx.sim, before)).filter((r) => r.method !== 'GET');
			assertEqual(
				writes.map((r) => `${r.method} ${r.path}`),
				[],
				'requests other than reads',
			);
		}),
	);
}
