/* eslint-disable @typescript-eslint/no-explicit-any -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// What happened, as the editor shows it (issue 61, items 1 and 4): a saved workflow executed twice
// from the editor says in its output panel that the repeat was not sent again, and that a same text
// on another account was sent although something similar is on the service; a cross-post with a
// Facebook page that is not the account's is refused before any target is sent.
import {
	byId as locatorById,
	manualTrigger,
	socialNode,
	workflowJson,
} from '../../../scripts/n8n/workflowJson';
import { lastSeq, requestLog, simGet, type E2eRestContext } from '../context';
import { assert, assertEqual, assertIncludes, type Suite } from '../harness';
import { byId, type BrowserElement, type Editor } from './browser';
import type { Page } from 'puppeteer-core';

const NOTICES_WORKFLOW = 'e2eEditorNotices';
const PAGE_WORKFLOW = 'e2eEditorWrongPage';
const ON_A = 'Post on Account A';
const ON_B = 'Post on Account B';
const CROSS_POST = 'Cross-post With a Wrong Page';
const PHOTO = 'https://example.com/autumn-roast.jpg';
const OUTPUT = `${byId('ndv')} ${byId('output-panel')}`;

// The page's own, in the functions that run in the browser.
declare const document: { querySelectorAll(selector: string): ArrayLike<BrowserElement> };

export async function outcomeChecks(
	suite: Suite,
	ctx: E2eRestContext,
	page: Page,
	editor: Editor,
	url: string,
): Promise<void> {
	const accounts = async (platform: string) =>
		((await simGet(ctx.sim, `/users/me/accounts?platform=${platform}`)).body.items as any[]).map(
			(a) => String(a.id),
		);
	const posts = async (since: number) =>
		(await requestLog(ctx.sim, since)).filter((r) => r.method === 'POST' && r.path === '/posts');

	/** Opens the saved workflow afresh (no earlier run shown), runs it, waits for every node. */
	async function executeWorkflow(id: string, nodes: number): Promise<void> {
		await page.goto(`${url}/workflow/${ctx.workflows.id(id)}`, { waitUntil: 'domcontentloaded' });
		await editor.visible(byId('execute-workflow-button'), 'the Execute workflow button');
		await editor.clickUntilVisible(
			byId('execute-workflow-button'),
			byId('canvas-node-status-success'),
		);
		await page.waitForFunction(
			(sel, count) => document.querySelectorAll(sel).length >= count,
			{ timeout: 60_000 },
			byId('canvas-node-status-success'),
			nodes,
		);
	}

	suite.test(
		'editor: run twice, the output panel says "not sent again"; the same text on another account says "sent although something similar"',
		() =>
			editor.check('notices', async () => {
				const [a, b] = await accounts('instagram');
				assert(a && b, 'the simulator has two Instagram accounts');
				const text = `Autumn roast, fresh today (${Date.now().toString(36)})`;
				const post = (name: string, account: string, wait: boolean) =>
					socialNode(
						name,
						{
							resource: 'post',
							operation: 'create',
							platform: 'instagram',
							account: locatorById(account),
							text,
							media: PHOTO,
							// Published before B looks: the service lists a post once it is published.
							...(wait ? { waitForCompletion: true } : {}),
						},
						ctx.credentials.good,
					);
				await ctx.workflows.importWorkflows([
					workflowJson({
						id: NOTICES_WORKFLOW,
						name: 'E2E editor: what happened',
						nodes: [manualTrigger(), post(ON_A, a, true), post(ON_B, b, false)],
					}),
				]);
				const before = await lastSeq(ctx.sim);
				await executeWorkflow(NOTICES_WORKFLOW, 3);
				await editor.openNode(ON_B);
				assertIncludes(
					await editor.visibleText(OUTPUT),
					'sent although something similar is on the service',
					`the output panel of "${ON_B}"`,
				);
				await editor.screenshot('notice-sent-despite-similar');
				assertEqual((await posts(before)).length, 2, 'posts sent by the first run');

				const again = await lastSeq(ctx.sim);
				await executeWorkflow(NOTICES_WORKFLOW, 3);
				await editor.openNode(ON_A);
				assertIncludes(
					await editor.visibleText(OUTPUT),
					'was not sent again: already sent before',
					`the output panel of "${ON_A}" in the second run`,
				);
				await editor.screenshot('notice-not-sent-again');
				assertEqual((await posts(again)).length, 0, 'posts sent by the second run');
			}),
	);

	suite.test(
		"editor: a cross-post with a Facebook page that is not the account's sends no target",
		() =>
			editor.check('wrong-page', async () => {
				const [twitter] = await accounts('twitter');
				const [facebook] = await accounts('facebook');
				await ctx.workflows.importWorkflows([
					workflowJson({
						id: PAGE_WORKFLOW,
						name: 'E2E editor: a wrong page',
						nodes: [
							manualTrigger(),
							socialNode(
								CROSS_POST,
								{
									resource: 'post',
									operation: 'create',
									postTo: 'targets',
									text: 'Autumn roast is here',
									targets: {
										target: [
											{ platform: 'twitter', account: locatorById(twitter) },
											{
												platform: 'facebook',
												account: locatorById(facebook),
												facebookPage: locatorById('123456789012345'),
											},
										],
									},
								},
								ctx.credentials.good,
							),
						],
					}),
				]);
				const before = await lastSeq(ctx.sim);
				await page.goto(`${url}/workflow/${ctx.workflows.id(PAGE_WORKFLOW)}`, {
					waitUntil: 'domcontentloaded',
				});
				await editor.openNode(CROSS_POST);
				await editor.clickUntilVisible(byId('node-execute-button'), byId('node-error-message'));
				const shown = await editor.visibleText(OUTPUT);
				assertIncludes(shown, 'Facebook Page', 'the error names the field');
				assertIncludes(shown, 'is not a page of account', 'the error says what is wrong');
				await editor.screenshot('cross-post-wrong-page');
				const writes = (await requestLog(ctx.sim, before)).filter((r) => r.method !== 'GET');
				assertEqual(
					writes.map((r) => `${r.method} ${r.path}`),
					[],
					'requests other than reads',
				);
			}),
	);
}
