/* eslint-disable @n8n/community-nodes/no-restricted-globals, @typescript-eslint/no-explicit-any -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// Issue 46 in real n8n: a scheduled workflow (Schedule Trigger → the next row not yet posted → Post
// → Create → mark the row "posted") whose status step fails after our node, and that runs again as
// a new execution: the post is published once, the second execution's status step gets the earlier
// post. Negative controls publish twice: another text, another account, the window at 0, an
// earlier post that failed at the service. What reached the service is counted per text in the
// simulator's request log; each first post is waited for until the service lists it.
import { nodeError, nodeItems, type N8nRun } from '../../scripts/n8n/cli';
import {
	byId,
	manualTrigger,
	socialNode,
	workflowJson,
	type CredentialRef,
	type WorkflowNode,
} from '../../scripts/n8n/workflowJson';
import { requestLog, simGet, type E2eRestContext } from './context';
import { assert, assertEqual, assertIncludes, show, type Suite } from './harness';

const WF = 'e2eRunAgain';
const NODES = {
	schedule: 'Every Hour',
	manual: 'Run Now',
	row: 'Next Row Not Yet Posted',
	post: 'Publish Post',
	status: 'Mark Row as Posted',
};
const STATUS_FAILS = 'Google Sheets: Quota exceeded for quota metric Write requests';
const LISTED_WITHIN_MS = 60_000;

interface Row {
	row: number;
	account: string;
	text: string;
	/** Skip If Already Sent (Hours); the default when absent. */
	window?: number;
	/** The status step fails this time (a quota, a renamed column). */
	failStatus?: boolean;
}

/** The workflow as a user builds it; the row it reads is fixed per run (the sheet's next row). */
function runAgainWorkflow(cred: CredentialRef, row: Row): object {
	const nodes: WorkflowNode[] = [
		{
			name: NODES.schedule,
			type: 'n8n-nodes-base.scheduleTrigger',
			typeVersion: 1.2,
			parameters: { rule: { interval: [{ field: 'hours' }] } },
		},
		manualTrigger(NODES.manual),
		{
			name: NODES.row,
			type: 'n8n-nodes-base.set',
			typeVersion: 3.4,
			parameters: { mode: 'raw', jsonOutput: JSON.stringify(row), options: {} },
		},
		socialNode(
			NODES.post,
			{
				resource: 'post',
				operation: 'create',
				// A fixed platform: with an expression n8n requires every platform's required fields.
				platform: 'twitter',
				account: byId('={{ $json.account }}'),
				text: '={{ $json.text }}',
				...(row.window === undefined ? {} : { alreadyOnServiceWindow: row.window }),
			},
			cred,
		),
		{
			name: NODES.status,
			type: 'n8n-nodes-base.code',
			typeVersion: 2,
			parameters: {
				jsCode: [
					`const row = $('${NODES.row}').first().json;`,
					`if (row.failStatus) throw new Error(${JSON.stringify(STATUS_FAILS)});`,
					'const post = $input.first().json;',
					"return [{ json: { row: row.row, status: 'posted', url: post.publicUrl ?? '', notSentAgain: post.notSentAgain === true } }];",
				].join('\n'),
			},
		},
	];
	return workflowJson({
		id: WF,
		name: 'E2E: a scheduled post whose status update failed, run again',
		nodes,
		links: [
			[NODES.schedule, NODES.row],
			[NODES.manual, NODES.row],
			[NODES.row, NODES.post],
			[NODES.post, NODES.status],
		],
	});
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function runAgainChecks(suite: Suite, ctx: E2eRestContext): Promise<void> {
	const { sim, workflows, credentials } = ctx;
	const accountOf = async (platform: string) =>
		(await simGet(sim, `/users/me/accounts?platform=${platform}`)).body.items[0].id as string;
	const twitter = await accountOf('twitter');
	const second = await suite.step('connect a second X account (simulator control)', async () => {
		const res = await fetch(`${sim.controlUrl}/activity/account`, {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify({ platform: 'twitter', username: 'acmeroastery' }),
		});
		return String(((await res.json()) as any).id);
	});
	const stamp = Date.now().toString(36);
	const row = (n: number, text: string, extra: Partial<Row> = {}): Row => ({
		row: n,
		account: twitter,
		text: `E2E run again ${stamp}: ${text}`,
		...extra,
	});

	/** One execution of the workflow with this row; what it posted, and how it ended. */
	const execution = async (what: string, r: Row) => {
		await workflows.importWorkflows([runAgainWorkflow(credentials.good, r)]);
		const { run } = await suite.step(`run ${WF}: ${what}`, () => workflows.execute(WF));
		return run;
	};
	const postsOf = async (text: string) =>
		(await requestLog(sim)).filter(
			(r) =>
				r.method === 'POST' && r.path === '/posts' && (r.body as any)?.post?.content?.text === text,
		).length;
	/**
	 * The first execution's post as the service lists it (published or failed), polled every 2 s:
	 * the service's 60 list reads a minute are shared with the node's look-ups.
	 */
	const listed = async (run: N8nRun, text: string, status: string) => {
		assert(
			run.data.resultData.runData[NODES.post],
			`${NODES.post} did not run: ${show(run.data.resultData.error).slice(0, 500)}`,
		);
		const deadline = Date.now() + LISTED_WITHIN_MS;
		for (;;) {
			const res = await simGet(sim, `/posts?platform=twitter&status=${status}&limit=250`);
			const items = res.status === 200 ? (res.body.items as any[]) : [];
			if (items.some((p) => p.text === text)) return;
			assert(
				Date.now() < deadline,
				`"${text}" not listed as ${status} within 60 s (last answer ${res.status} ${show(res.body).slice(0, 300)})`,
			);
			await sleep(2000);
		}
	};

	// The positive case: the status step fails, the next hour runs the same row again.
	const same = row(7, 'the post of row 7');
	const firstRun = await execution('row 7, the status update fails', { ...same, failStatus: true });
	await listed(firstRun, same.text, 'published');
	const againRun = await execution('row 7 again, the status update works', same);
	suite.test(
		'first execution: posted, then the status step failed (the row stays "not posted")',
		() => {
			assertEqual(
				firstRun.status,
				'error',
				`status (error ${show(firstRun.data.resultData.error)})`,
			);
			assertIncludes(
				String(nodeError(firstRun, NODES.status)?.message),
				'Quota exceeded',
				'status step error',
			);
			assert(
				/\S/.test(nodeItems(firstRun, NODES.post)[0].postSubmissionId),
				'first post submitted',
			);
		},
	);
	suite.test(
		'the same row run again: one post on the service, the earlier post output, marked',
		async () => {
			assertEqual(await postsOf(same.text), 1, `POST /posts with "${same.text}"`);
			assertEqual(
				againRun.status,
				'success',
				`status (error ${show(againRun.data.resultData.error)})`,
			);
			const [post] = nodeItems(againRun, NODES.post);
			assertEqual(post.notSentAgain, true, `notSentAgain (output ${show(post)})`);
			assertIncludes(String(post.notSentAgainReason), 'Already on the service', 'reason');
			assert(
				/^https:\/\/x\.com\/acmecoffee\/status\//.test(post.publicUrl),
				`URL ${show(post.publicUrl)}`,
			);
		},
	);
	suite.test(
		'the same row run again: the status step gets the earlier post and marks the row',
		() => {
			assertEqual(
				nodeItems(againRun, NODES.status),
				[
					{
						row: 7,
						status: 'posted',
						url: nodeItems(againRun, NODES.post)[0].publicUrl,
						notSentAgain: true,
					},
				],
				'status step output',
			);
		},
	);

	// Negative controls: each posts twice.
	const twice = async (name: string, first: Row, second: Row, failedFirst = false) => {
		const firstOne = await execution(`${name}, first`, { ...first, failStatus: true });
		await listed(firstOne, first.text, failedFirst ? 'failed' : 'published');
		const run: N8nRun = await execution(`${name}, second`, second);
		return {
			run,
			posts:
				(await postsOf(first.text)) + (first.text === second.text ? 0 : await postsOf(second.text)),
		};
	};
	const other = await twice('another text', row(8, 'row 8'), row(8, 'row 8, edited'));
	const otherAccount = await twice(
		'another account',
		row(9, 'row 9', { account: second }),
		row(9, 'row 9'),
	);
	const windowOff = await twice(
		'the window at 0',
		row(10, 'row 10'),
		row(10, 'row 10', { window: 0 }),
	);
	const rejected = row(11, 'row 11 [simulate:reject]');
	const failedBefore = await twice('an earlier post that failed', rejected, rejected, true);
	for (const [name, result] of [
		['another text', other],
		['another account with the same text (the URL names the other account)', otherAccount],
		['the window at 0', windowOff],
		['an earlier post that failed at the service', failedBefore],
	] as const) {
		suite.test(`negative control, ${name}: posted again`, () => {
			assertEqual(result.posts, 2, 'POST /posts of both executions');
			const [post] = nodeItems(result.run, NODES.post);
			assertEqual(post.notSentAgain, undefined, `not marked (output ${show(post)})`);
		});
	}
	await suite.run();
}
