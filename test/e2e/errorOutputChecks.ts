/* eslint-disable @typescript-eslint/no-explicit-any -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// Issue 40, item 1, in real n8n: On Error "Continue (using error output)" as public workflows wire
// it. Rows go to Post → Create; its main output feeds "Update Status to Posted", its error output
// "Mark as failed" (both Set nodes that find their row through the paired item). A cross-post with
// one target the service refuses feeds the same two branches of its own.
import type { N8nRun } from '../../scripts/n8n/cli';
import {
	byId,
	manualTrigger,
	socialNode,
	splitOutNode,
	workflowJson,
	type CredentialRef,
	type WorkflowNode,
} from '../../scripts/n8n/workflowJson';
import { simGet, type E2eRestContext } from './context';
import { control } from './triggerDurableKit';
import { assert, assertEqual, show, type Suite } from './harness';

const WF = 'e2eErrorOutput';
/** The service refuses every pin of this run (a board archived after the node checked it). */
const REFUSAL = 'Board is archived: unarchive it on Pinterest or choose another';
const NODES = {
	rows: 'Sheet Rows',
	split: 'Split Out',
	post: 'Post Row',
	posted: 'Update Status to Posted',
	failed: 'Mark as failed',
	crossPost: 'Cross-Post',
	crossPosted: 'Target Posted',
	crossFailed: 'Target Failed',
} as const;

type Accounts = Record<string, string>;

/** Good rows 1 and 5; row 2 is over X's limit, row 3 a pin the service refuses, row 4 past. */
function rows(accounts: Accounts): object[] {
	const twitter = { platform: 'twitter', account: accounts.twitter };
	return [
		{ row: 1, ...twitter, text: 'E2E error output: good morning' },
		{ row: 2, ...twitter, text: `E2E error output: ${'x'.repeat(290)}` },
		{
			row: 3,
			platform: 'pinterest',
			account: accounts.pinterest,
			text: 'E2E error output: a pin',
			media: 'https://cdn.example.com/e2e-pin.jpg',
			board: accounts.board,
		},
		{
			row: 4,
			...twitter,
			text: 'E2E error output: too late',
			schedule: 'at',
			scheduledTime: '2020-01-01T10:00:00',
		},
		{ row: 5, ...twitter, text: 'E2E error output: good evening' },
	];
}

const fromRow = (field: string, fallback = "''") => `={{ $json.${field} ?? ${fallback} }}`;

/** n8n's Set node: the fields given (expressions allowed), the item's own fields kept. */
function setNode(name: string, fields: Record<string, string>): WorkflowNode {
	return {
		name,
		type: 'n8n-nodes-base.set',
		typeVersion: 3.4,
		parameters: {
			assignments: {
				assignments: Object.entries(fields).map(([field, value], n) => ({
					id: `${name}-${n}`,
					name: field,
					value,
					type: 'string',
				})),
			},
			includeOtherFields: true,
			options: {},
		},
	};
}

/** What a "mark as failed" step writes: the error's message and details. */
const FAILED_FIELDS = {
	status: 'failed',
	reason: '={{ $json.message }}',
	details: "={{ $json.error.description ?? '' }}",
	httpCode: "={{ $json.error.httpCode ?? '' }}",
};
/** The row of a Set node's item, found through its paired item. */
const ROW = { row: `={{ $('${NODES.split}').item.json.row }}` };

function errorOutputWorkflow(cred: CredentialRef, accounts: Accounts): object {
	const onError = { onError: 'continueErrorOutput' as const };
	const nodes = [
		manualTrigger(),
		{
			name: NODES.rows,
			type: 'n8n-nodes-base.set',
			typeVersion: 3.4,
			parameters: {
				mode: 'raw',
				jsonOutput: JSON.stringify({ rows: rows(accounts) }),
				options: {},
			},
		},
		splitOutNode('rows', NODES.split),
		socialNode(
			NODES.post,
			{
				resource: 'post',
				operation: 'create',
				platform: '={{ $json.platform }}',
				account: byId('={{ $json.account }}'),
				text: '={{ $json.text }}',
				media: fromRow('media'),
				pinterestBoard: byId(fromRow('board')),
				schedule: fromRow('schedule', "'now'"),
				scheduledTime: fromRow('scheduledTime'),
				// With the platform an expression, n8n requires every platform's required fields.
				facebookPage: byId(fromRow('page')),
				tiktokPrivacyLevel: fromRow('privacy'),
				youtubeTitle: fromRow('title'),
				webhookUrl: fromRow('webhookUrl'),
			},
			cred,
			onError,
		),
		setNode(NODES.posted, { status: 'posted', ...ROW }),
		setNode(NODES.failed, { ...FAILED_FIELDS, ...ROW }),
		socialNode(
			NODES.crossPost,
			{
				resource: 'post',
				operation: 'create',
				postTo: 'targets',
				targets: {
					target: [
						{ platform: 'twitter', account: byId(accounts.twitter) },
						{
							platform: 'pinterest',
							account: byId(accounts.pinterest),
							pinterestBoard: byId(accounts.board),
						},
						{ platform: 'linkedin', account: byId(accounts.linkedin) },
					],
				},
				text: 'E2E error output: cross-post',
				media: 'https://cdn.example.com/e2e-cross.jpg',
			},
			cred,
			onError,
		),
		setNode(NODES.crossPosted, { status: 'posted' }),
		setNode(NODES.crossFailed, FAILED_FIELDS),
	];
	return workflowJson({
		id: WF,
		name: 'E2E error output',
		nodes,
		links: [
			['Start', NODES.rows],
			[NODES.rows, NODES.split],
			[NODES.split, NODES.post],
			{ from: NODES.post, to: NODES.posted },
			{ from: NODES.post, to: NODES.failed, output: 1 },
			['Start', NODES.crossPost],
			{ from: NODES.crossPost, to: NODES.crossPosted },
			{ from: NODES.crossPost, to: NODES.crossFailed, output: 1 },
		],
	});
}

/** The items of one output of a node's first run (json and pairedItem). */
function output(run: N8nRun, node: string, index: number): any[] {
	const runs = run.data.resultData.runData[node];
	if (!runs?.length) return [];
	assert(!runs[0].error, `"${node}" failed: ${show(runs[0].error)}`);
	return ((runs[0].data?.main[index] ?? []) as any[]).map((item) => ({
		json: item.json,
		pairedItem: item.pairedItem,
	}));
}

export async function errorOutputChecks(suite: Suite, ctx: E2eRestContext): Promise<void> {
	const { sim, workflows, credentials } = ctx;
	const accounts: Accounts = {};
	for (const a of (await simGet(sim, '/users/me/accounts')).body.items as any[]) {
		accounts[a.platform] ??= a.id;
	}
	const boards = await simGet(sim, `/social/pinterest/boards?accountId=${accounts.pinterest}`);
	accounts.board = String(boards.body.items[0].id);
	await suite.step('n8n import:workflow (error output wired to its own nodes)', () =>
		workflows.importWorkflows([errorOutputWorkflow(credentials.good, accounts)]),
	);
	await suite.step('the service refuses every pin (a fault of the simulator)', () =>
		control(sim, '/faults', {
			method: 'POST',
			path: '/posts',
			bodyContains: '"targetType":"pinterest"',
			status: 422,
			body: { message: REFUSAL, reqId: 'req-archived' },
			count: 10,
		}),
	);
	const { run } = await suite.step(`run ${WF}`, () => workflows.execute(WF));
	await fetch(`${sim.controlUrl}/faults`, { method: 'DELETE' });

	suite.test(
		'error output: the good rows reach "Update Status to Posted", the failing ones "Mark as failed"',
		() => {
			assert(!run.data.resultData.error, `the run failed: ${show(run.data.resultData.error)}`);
			const posted = output(run, NODES.posted, 0);
			const failed = output(run, NODES.failed, 0);
			assertEqual(
				posted.map((item) => [item.json.row, item.json.status]),
				[
					['1', 'posted'],
					['5', 'posted'],
				],
				'rows marked posted',
			);
			for (const item of posted) {
				assert(/\S/.test(String(item.json.postSubmissionId)), `posted row ${item.json.row}: no id`);
			}
			assertEqual(
				failed.map((item) => [item.json.row, item.json.status, item.json.httpCode]),
				[
					['2', 'failed', ''],
					['3', 'failed', '422'],
					['4', 'failed', ''],
				],
				'rows marked failed (row, status, HTTP code)',
			);
			const [tooLong, board, past] = failed.map((item) => item.json);
			assert(/^Text: .*X \(Twitter\) allows 280/.test(tooLong.reason), `row 2: ${tooLong.reason}`);
			assertEqual(tooLong.details, 'Fix the "Text" field and run again.', 'row 2 description');
			assert(board.reason.includes(REFUSAL), `row 3: ${board.reason}`);
			assert(/rejected a value as invalid/.test(board.details), `row 3: ${board.details}`);
			assert(/^Scheduled Time: .*in the past/.test(past.reason), `row 4: ${past.reason}`);
			// n8n put the row's own fields on the error item through its paired item.
			assertEqual(board.text, 'E2E error output: a pin', 'row 3 keeps the fields of its row');
		},
	);

	suite.test('error output: each item of the node keeps its paired item, on both outputs', () => {
		const pairs = (index: number) =>
			output(run, NODES.post, index).map((item) => item.pairedItem?.item);
		assertEqual(pairs(0), [0, 4], 'main output: paired items');
		assertEqual(pairs(1), [1, 2, 3], 'error output: paired items');
	});

	suite.test(
		'error output: a cross-post sends its published target on, its refused and unsent ones to the error branch',
		() => {
			const posted = output(run, NODES.crossPosted, 0);
			const failed = output(run, NODES.crossFailed, 0);
			assertEqual(
				posted.map((item) => item.json.target?.platform),
				['twitter'],
				'published targets',
			);
			assertEqual(
				failed.map((item) => [item.json.error?.target?.platform, item.json.httpCode]),
				[
					['pinterest', '422'],
					['linkedin', ''],
				],
				'failed targets (platform, HTTP code)',
			);
			assert(/^Target 2 \(Pinterest\): /.test(failed[0].json.reason), show(failed[0].json));
			assertEqual(
				failed[1].json.reason,
				'Not sent: Target 2 (Pinterest) failed before it',
				'the target after the refused one',
			);
		},
	);
	await suite.run();
}
