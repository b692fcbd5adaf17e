/* eslint-disable @n8n/community-nodes/no-restricted-imports, @typescript-eslint/no-explicit-any -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// The Sheets template's promise in production executions (issue 52, item 4): a row whose one
// target failed, set back to ready, sends only the failed target. n8n ignores pinned data outside
// manual runs and Google cannot be reached here, so the template is published with its Google nodes
// standing in: a webhook where the hourly schedule is (the test calls it, as the schedule would),
// the row from a Set node, the Drive image from a file on disk, the status updates as No Ops.
// "Post Everywhere" runs exactly as shipped, with the accounts a user picks.
import { randomBytes } from 'crypto';
import { mkdirSync, writeFileSync } from 'fs';
import { join } from 'path';

import { addFault, requestLog, type E2eRestContext } from './context';
import { assertEqual, assertIncludes, show, type Suite } from './harness';
import { runWorkflow } from './rerunExecutions';
import { prepared, template, type Ids } from './templateKit';
import { readFileNode, webhookNode, type WorkflowNode } from '../../scripts/n8n/workflowJson';

const WORKFLOW_ID = 'spTplSheetsAgain';
const HOOK = { path: 'sheets-calendar-again', webhookId: '6f1c2a4e-5b7d-4e8f-9a10-000000005202' };
const CROSS_POST = 'Post Everywhere';

const targetTypes = (requests: any[]) =>
	requests.map((r) => String(r.body?.post?.target?.targetType)).sort();

/** The template with its schedule and Google nodes standing in, ready to publish. */
function standIns(ctx: E2eRestContext, ids: Ids, row: object, image: string): object {
	const workflow: any = prepared(
		{ ...template('spTplSheetsCalendar'), id: WORKFLOW_ID },
		ctx.credentials.good,
		ids,
		{},
	);
	delete workflow.pinData;
	const noOp = { type: 'n8n-nodes-base.noOp', typeVersion: 1, parameters: {} };
	const replacements: Record<string, Partial<WorkflowNode>> = {
		'Every Hour': webhookNode(HOOK, { responseMode: 'onReceived' }),
		'Next Row to Post': {
			type: 'n8n-nodes-base.set',
			typeVersion: 3.4,
			parameters: { mode: 'raw', jsonOutput: JSON.stringify(row), options: {} },
		},
		'Image From Drive': readFileNode('Image From Drive', image),
		'Mark Row Posted': noOp,
		'Mark Row Failed': noOp,
	};
	workflow.nodes = workflow.nodes.map((node: any) => {
		const stand = replacements[node.name];
		if (!stand) return node;
		const kept = { ...node };
		delete kept.credentials;
		return { ...kept, ...stand, name: node.name };
	});
	return workflow;
}

export async function templateSheetsAgainChecks(
	suite: Suite,
	ctx: E2eRestContext,
	ids: Ids,
	n8nUrl: string,
): Promise<void> {
	const text = `Templates ${Date.now().toString(36)}: row 12, the autumn menu is here.`;
	mkdirSync(ctx.filesDir, { recursive: true });
	const image = join(ctx.filesDir, 'sheets-row-12.jpg');
	const bytes = randomBytes(64 * 1024);
	Buffer.from([0xff, 0xd8, 0xff, 0xe0]).copy(bytes);
	writeFileSync(image, bytes);
	const row = { row_number: 12, Text: text, 'Drive File ID': '1dRiVeFiLe12', Status: 'ready' };
	const postsOfRow = async () =>
		(await requestLog(ctx.sim)).filter(
			(r) =>
				r.method === 'POST' && r.path === '/posts' && (r.body as any)?.post?.content?.text === text,
		);

	await suite.step('Sheets template: published, its Google nodes standing in', async () => {
		await ctx.workflows.importWorkflows([standIns(ctx, ids, row, image)]);
		await ctx.workflows.activate(WORKFLOW_ID);
		// The service refuses the Facebook page once: the row is marked failed.
		await addFault(ctx.sim, {
			method: 'POST',
			path: '/posts',
			status: 422,
			body: { message: 'Page / subaccount not found', reqId: 'req-sheets-again' },
			bodyContains: '"targetType":"facebook"',
			count: 1,
		});
	});
	const call = (what: string) =>
		suite.step(`Sheets template: the scheduled run, ${what}`, () =>
			runWorkflow(
				ctx.rest,
				n8nUrl,
				{ id: ctx.workflows.id(WORKFLOW_ID), path: HOOK.path },
				[],
				CROSS_POST,
			),
		);
	try {
		const first = await call('the row ready');
		const sentFirst = await postsOfRow();
		const again = await call('the row set back to ready');
		const sentAgain = (await postsOfRow()).slice(sentFirst.length);
		suite.test(
			'Sheets template published: a row whose Facebook target failed, set back to ready, sends only Facebook',
			() => {
				assertEqual(
					[first.mode, first.status],
					['webhook', 'success'],
					`first (${show(first.error)})`,
				);
				assertEqual(
					targetTypes(sentFirst),
					['facebook', 'instagram', 'linkedin', 'twitter'],
					'first run: POST /posts',
				);
				assertEqual(first.items.length, 3, 'first run: posted targets');
				assertIncludes(
					String(first.errorItems[0]?.json.message),
					'Page / subaccount not found',
					'first run: the error output',
				);
				assertEqual([again.status, again.errorItems.length], ['success', 0], 'second run');
				assertEqual(targetTypes(sentAgain), ['facebook'], 'second run: POST /posts');
				const notSent = again.items.filter((i) => i.json.notSentAgain === true);
				assertEqual(notSent.length, 3, `second run: found in the record (${show(again.items)})`);
				assertEqual(
					notSent.map((i) => i.json.postSubmissionId).sort(),
					first.items.map((i) => i.json.postSubmissionId).sort(),
					"second run: the first run's posts",
				);
			},
		);
	} finally {
		await Promise.resolve()
			.then(() => ctx.workflows.id(WORKFLOW_ID))
			.then((id) => ctx.rest.request('POST', `/rest/workflows/${id}/deactivate`, {}))
			.catch(() => undefined);
	}
	await suite.run();
}
