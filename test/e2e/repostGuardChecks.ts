/* eslint-disable @typescript-eslint/no-explicit-any -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// Issue 52 in real n8n: the repost guard in the shapes users run.
// (a) A daily schedule: the same row about 25 hours after its first post is not posted again with
//     the default window; a post 7 days back is posted (the service is given posts dated back).
// (b) Create → Wait → Post → Get → If run twice: the second run sends nothing and ends on the
//     same branch as the first (Get reads the post the create found).
// (c) Two Instagram accounts in production executions (a published workflow called at its
//     webhook: mode webhook, n8n saves the node's static data): a repeat on account A is not sent,
//     the same text on account B is. A manual run of the same sends B and says why.
// What reached the service is counted in the simulator's request log.
import { nodeItems, type N8nRun } from '../../scripts/n8n/cli';
import {
	byId,
	manualTrigger,
	socialNode,
	splitOutNode,
	webhookNode,
	workflowJson,
	type CredentialRef,
	type WorkflowNode,
} from '../../scripts/n8n/workflowJson';
import { requestLog, simGet, type E2eRestContext } from './context';
import { assert, assertEqual, assertIncludes, show, type Suite } from './harness';
import { runWorkflow, sleep } from './rerunExecutions';
import { RERUN_NODE } from './rerunWorkflows';

const PHOTO = 'https://cdn.example.com/e2e-repost-guard.jpg';
const HOUR = 3_600_000;
const PRODUCTION = { id: 'e2eRepostGuard', path: 'repost-guard-instagram' };
const WEBHOOK_ID = '6f1c2a4e-5b7d-4e8f-9a10-000000005201';

/** A Set node that outputs `json` (the row a workflow reads). */
export const setNode = (name: string, json: object): WorkflowNode => ({
	name,
	type: 'n8n-nodes-base.set',
	typeVersion: 3.4,
	parameters: { mode: 'raw', jsonOutput: JSON.stringify(json), options: {} },
});

const ifNode = (name: string, leftValue: string, rightValue: string): WorkflowNode => ({
	name,
	type: 'n8n-nodes-base.if',
	typeVersion: 2.2,
	parameters: {
		conditions: {
			options: { caseSensitive: true, leftValue: '', typeValidation: 'strict', version: 2 },
			conditions: [
				{
					id: 'e2e-repost-guard-if',
					leftValue,
					rightValue,
					operator: { type: 'string', operation: 'equals' },
				},
			],
			combinator: 'and',
		},
		options: {},
	},
});

/** Post → Create on X with the item's account and text (the default window). */
const createOnX = (cred: CredentialRef) =>
	socialNode(
		RERUN_NODE,
		{
			resource: 'post',
			operation: 'create',
			platform: 'twitter',
			account: byId('={{ $json.account }}'),
			text: '={{ $json.text }}',
		},
		cred,
	);

/** Manual Trigger → the row → Post → Create on X (the default window). */
function rowWorkflow(id: string, cred: CredentialRef, row: { account: string; text: string }) {
	const nodes: WorkflowNode[] = [
		manualTrigger('Run Now'),
		setNode('Next Row', row),
		createOnX(cred),
	];
	return workflowJson({ id, name: `E2E repost guard: ${id}`, nodes });
}

/** Manual Trigger → the row → Create → Wait 5 s → Post → Get → If published → one of two Sets. */
function loopWorkflow(id: string, cred: CredentialRef, row: { account: string; text: string }) {
	const nodes: WorkflowNode[] = [
		manualTrigger('Run Now'),
		setNode('Next Row', row),
		createOnX(cred),
		{
			name: 'Wait 5 Seconds',
			type: 'n8n-nodes-base.wait',
			typeVersion: 1.1,
			parameters: { resume: 'timeInterval', amount: 5, unit: 'seconds' },
		},
		socialNode(
			'Get Post Status',
			{ resource: 'post', operation: 'get', postSubmissionId: '={{ $json.postSubmissionId }}' },
			cred,
		),
		ifNode('Published?', '={{ $json.status }}', 'published'),
		setNode('Mark Published', { branch: 'published' }),
		setNode('Mark Not Yet', { branch: 'not yet' }),
	];
	return workflowJson({
		id,
		name: `E2E repost guard: ${id}`,
		nodes,
		links: [
			['Run Now', 'Next Row'],
			['Next Row', RERUN_NODE],
			[RERUN_NODE, 'Wait 5 Seconds'],
			['Wait 5 Seconds', 'Get Post Status'],
			['Get Post Status', 'Published?'],
			{ from: 'Published?', to: 'Mark Published', output: 0 },
			{ from: 'Published?', to: 'Mark Not Yet', output: 1 },
		],
	});
}

/** Post → Create on Instagram with the item's account and text, one photo (the default window). */
export const createOnInstagram = (cred: CredentialRef) =>
	socialNode(
		RERUN_NODE,
		{
			resource: 'post',
			operation: 'create',
			platform: 'instagram',
			account: byId('={{ $json.account }}'),
			text: '={{ $json.text }}',
			media: PHOTO,
		},
		cred,
	);

/**
 * Webhook → Split Out (`body.items`) → Post → Create on Instagram with the item's account and text,
 * to be published (also the queue-mode suite's).
 */
export function instagramByItemWorkflow(
	spec: { id: string; path: string; webhookId: string; name: string },
	cred: CredentialRef,
) {
	const nodes: WorkflowNode[] = [
		webhookNode({ path: spec.path, webhookId: spec.webhookId }, { responseMode: 'onReceived' }),
		splitOutNode('body.items'),
		createOnInstagram(cred),
	];
	return workflowJson({ id: spec.id, name: spec.name, nodes });
}

/** Manual Trigger → the row → Post → Create on Instagram (as `n8n execute` runs it). */
export function instagramRowWorkflow(
	id: string,
	cred: CredentialRef,
	row: { account: string; text: string },
) {
	const nodes = [manualTrigger('Run Now'), setNode('Next Row', row), createOnInstagram(cred)];
	return workflowJson({ id, name: `E2E repost guard: ${id}`, nodes });
}

/** Which of the loop's two Sets ran. */
const branchOf = (run: N8nRun) =>
	run.data.resultData.runData['Mark Published']
		? 'published'
		: run.data.resultData.runData['Mark Not Yet']
			? 'not yet'
			: 'none';

export async function repostGuardChecks(
	suite: Suite,
	ctx: E2eRestContext,
	n8nUrl: string,
): Promise<void> {
	const { sim, workflows, credentials, rest } = ctx;
	const cred = { id: credentials.good.id, name: credentials.good.name };
	const accounts = async (platform: string) =>
		((await simGet(sim, `/users/me/accounts?platform=${platform}`)).body.items as any[]).map((a) =>
			String(a.id),
		);
	const [twitter] = await accounts('twitter');
	const [instagramA, instagramB] = await accounts('instagram');
	const stamp = Date.now().toString(36);
	const postsOf = async (text: string) =>
		(await requestLog(sim)).filter(
			(r) =>
				r.method === 'POST' && r.path === '/posts' && (r.body as any)?.post?.content?.text === text,
		);
	const publishedBack = (accountId: string, text: string, ms: number) =>
		fetch(`${sim.controlUrl}/activity/published-post`, {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify({ accountId, text, createdAt: new Date(Date.now() - ms).toISOString() }),
		});
	const manualRun = async (what: string, workflow: object, id: string) => {
		await workflows.importWorkflows([workflow]);
		const { run } = await suite.step(`run ${id}: ${what}`, () => workflows.execute(id));
		return run;
	};

	// (a) A daily schedule.
	const daily = `E2E repost guard ${stamp}: yesterday's row`;
	const weekly = `E2E repost guard ${stamp}: last week's row`;
	await suite.step(
		'the service has the row posted 25 hours ago and another 7 days ago',
		async () => {
			for (const [text, ms] of [
				[daily, 25 * HOUR],
				[weekly, 7 * 24 * HOUR],
			] as const) {
				const res = await publishedBack(twitter, text, ms);
				assert(res.ok, `published-post control: ${res.status}`);
			}
		},
	);
	const dailyRun = await manualRun(
		'the row posted 25 hours ago',
		rowWorkflow('e2eRepostDaily', cred, { account: twitter, text: daily }),
		'e2eRepostDaily',
	);
	const weeklyRun = await manualRun(
		'the row posted 7 days ago',
		rowWorkflow('e2eRepostWeekly', cred, { account: twitter, text: weekly }),
		'e2eRepostWeekly',
	);
	suite.test(
		'(a) the same row 25 hours after its post: not posted again, the earlier post output',
		async () => {
			assertEqual((await postsOf(daily)).length, 0, 'POST /posts of the daily row');
			const [out] = nodeItems(dailyRun, RERUN_NODE);
			assertEqual(out.notSentAgain, true, `notSentAgain (output ${show(out)})`);
			assertIncludes(
				String(out.postSubmissionId),
				'listed:',
				'a postSubmissionId Post → Get reads',
			);
		},
	);
	suite.test('(a) a repeat 7 days later: posted', async () => {
		assertEqual((await postsOf(weekly)).length, 1, 'POST /posts of the weekly row');
		assertEqual(nodeItems(weeklyRun, RERUN_NODE)[0].notSentAgain, undefined, 'not marked');
	});

	// (b) Create → Wait → Get → If, run twice.
	const loopText = `E2E repost guard ${stamp}: the loop`;
	const loop = loopWorkflow('e2eRepostLoop', cred, { account: twitter, text: loopText });
	const firstLoop = await manualRun('first', loop, 'e2eRepostLoop');
	const secondLoop = await manualRun('second', loop, 'e2eRepostLoop');
	suite.test(
		'(b) Create → Wait → Get → If run twice: one post, the same branch both times',
		async () => {
			assertEqual(
				firstLoop.status,
				'success',
				`first run (${show(firstLoop.data.resultData.error)})`,
			);
			assertEqual(
				secondLoop.status,
				'success',
				`second run (${show(secondLoop.data.resultData.error)})`,
			);
			assertEqual((await postsOf(loopText)).length, 1, 'POST /posts of the loop');
			assertEqual(
				[branchOf(firstLoop), branchOf(secondLoop)],
				['published', 'published'],
				'branches',
			);
			const [create] = nodeItems(secondLoop, RERUN_NODE);
			assertEqual(create.notSentAgain, true, `second create not sent (output ${show(create)})`);
			const [got] = nodeItems(secondLoop, 'Get Post Status');
			const [gotFirst] = nodeItems(firstLoop, 'Get Post Status');
			assertEqual(got.publicUrl, gotFirst.publicUrl, 'the same post URL');
		},
	);

	// (c) Two Instagram accounts, production executions.
	assert(instagramB, 'the simulator seeds two Instagram accounts');
	const shared = `E2E repost guard ${stamp}: two shops, one caption`;
	await suite.step(
		'import and publish Webhook → Split Out → Post → Create on Instagram',
		async () => {
			await workflows.importWorkflows([
				instagramByItemWorkflow(
					{
						...PRODUCTION,
						webhookId: WEBHOOK_ID,
						name: 'E2E repost guard: two Instagram accounts',
					},
					cred,
				),
			]);
			await workflows.activate(PRODUCTION.id);
		},
	);
	const call = (what: string, account: string) =>
		suite.step(`call the published workflow: ${what}`, () =>
			runWorkflow(rest, n8nUrl, { id: workflows.id(PRODUCTION.id), path: PRODUCTION.path }, [
				{ account, text: shared },
			]),
		);
	const onA = await call('account A', instagramA);
	// The service lists a post once it is published (3 s in the simulator).
	await sleep(5_000);
	const againOnA = await call('account A again', instagramA);
	const onB = await call('account B, the same text', instagramB);
	suite.test(
		'(c) production executions: a repeat on account A is not sent, the same text on B is',
		async () => {
			assertEqual(
				[onA.mode, onA.status],
				['webhook', 'success'],
				`first call (${show(onA.error)})`,
			);
			const sent = (await postsOf(shared)).map((r) => (r.body as any).post.accountId);
			assertEqual(sent, [instagramA, instagramB], 'POST /posts by account');
			const [again] = againOnA.items.map((i) => i.json);
			assertEqual(again.notSentAgain, true, `A again not sent (output ${show(again)})`);
			assertIncludes(
				String(again.notSentAgainReason),
				'this workflow sent it at',
				'found by the record',
			);
			assertEqual(
				again.postSubmissionId,
				onA.items[0].json.postSubmissionId,
				'the earlier submission',
			);
			const [toB] = onB.items.map((i) => i.json);
			assertEqual(toB.notSentAgain, undefined, 'B sent');
			assertIncludes(String(toB.alreadyOnServiceCode), 'similarOnService', 'why B was sent');
		},
	);
	await suite.step('unpublish the workflow', async () => {
		await rest.request('POST', `/rest/workflows/${workflows.id(PRODUCTION.id)}/deactivate`, {});
	});
	await suite.run();
}
