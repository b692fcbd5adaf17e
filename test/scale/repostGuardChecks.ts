/* eslint-disable @typescript-eslint/no-explicit-any -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// Issues 52 and 60 in queue mode: a published workflow posting with one of two Instagram accounts,
// each call an execution on a worker. The record of sends is in n8n's database (its store of
// processed values, the `processed_data` table of PostgreSQL here), which the main process and
// every worker share: A's repeat is not sent, the same text on B is, and nothing is written to the
// workflow's static data (n8n 2.40 and later give a worker's job none of it).
import type { CredentialRef } from '../../scripts/n8n/workflowJson';
import { N8nRestClient } from '../../scripts/n8n/server';
import { N8nRestWorkflows } from '../../scripts/n8n/restWorkflows';
import { selectedN8nVersion } from '../../scripts/n8n/versions';
import { requestLog, simGet } from '../e2e/context';
import { assertEqual, assertIncludes, show, type Suite } from '../e2e/harness';
import { instagramByItemWorkflow } from '../e2e/repostGuardChecks';
import { runWorkflow, sleep } from '../e2e/rerunExecutions';
import { SCALE_OWNER, workerOf, type ScaleContext } from './context';

export const REPOST_GUARD_WORKFLOW = {
	id: 'spScaleRepost',
	path: 'sp-scale-repost-guard',
	webhookId: '5ca1e000-0000-4000-8000-000000000052',
} as const;

export const repostGuardWorkflow = (cred: CredentialRef): object =>
	instagramByItemWorkflow(
		{ ...REPOST_GUARD_WORKFLOW, name: 'Scale: two Instagram accounts, run again' },
		cred,
	);

export async function repostGuardChecks(suite: Suite, ctx: ScaleContext): Promise<void> {
	const { sim, postgres } = ctx;
	const version = selectedN8nVersion();
	const rest = new N8nRestClient(ctx.main.server.url);
	await rest.ensureOwner(SCALE_OWNER);
	const instagram = (
		(await simGet(sim, '/users/me/accounts?platform=instagram')).body.items as any[]
	).map((a) => String(a.id));
	const text = `Scale: two shops, one caption (${Date.now().toString(36)})`;
	const workflow = {
		id: new N8nRestWorkflows(rest).id(REPOST_GUARD_WORKFLOW.id),
		path: REPOST_GUARD_WORKFLOW.path,
	};
	const call = (what: string, account: string) =>
		suite.step(`a worker runs the published workflow: ${what}`, () =>
			runWorkflow(rest, ctx.main.server.url, workflow, [{ account, text }]),
		);
	const first = await call('account A', instagram[0]);
	// The service lists a post once it is published (3 s in the simulator).
	await sleep(5_000);
	const again = await call('account A again', instagram[0]);
	const toB = await call('account B, the same text', instagram[1]);
	const staticData = () =>
		String(
			postgres.query(
				`SELECT COALESCE("staticData"::text, '') FROM workflow_entity WHERE id = '${REPOST_GUARD_WORKFLOW.id}'`,
			),
		);
	const processed = () =>
		Number(
			postgres.query(
				`SELECT COUNT(*) FROM processed_data WHERE "workflowId" = '${REPOST_GUARD_WORKFLOW.id}'`,
			)[0],
		);
	const ranOn = await workerOf(ctx.workers, [first.id, again.id, toB.id]);
	suite.test(
		`n8n ${version}, a worker: A's repeat is not sent (the record in n8n's database), B's same text is; nothing in the static data`,
		async () => {
			for (const run of [first, again, toB]) {
				assertEqual(run.status, 'success', `execution ${run.id} (${show(run.error)})`);
				assertEqual((ranOn.get(run.id) ?? []).length, 1, `execution ${run.id} ran on a worker`);
			}
			const sent = (await requestLog(sim))
				.filter(
					(r) =>
						r.method === 'POST' &&
						r.path === '/posts' &&
						(r.body as any)?.post?.content?.text === text,
				)
				.map((r) => (r.body as any).post.accountId);
			assertEqual(sent, [instagram[0], instagram[1]], 'POST /posts by account');
			const repeat = again.items[0]?.json ?? {};
			assertEqual(repeat.notSentAgain, true, `A again (output ${show(repeat)})`);
			assertEqual(
				repeat.postSubmissionId,
				first.items[0]?.json.postSubmissionId,
				'the earlier submission',
			);
			assertIncludes(
				String(repeat.notSentAgainReason),
				'this workflow sent it at',
				'found by the record',
			);
			assertEqual(processed(), 1, "the workflow's row in processed_data");
			assertEqual(
				staticData().includes('sentWithinWindow'),
				false,
				`static data written: ${staticData()}`,
			);
		},
	);
	await suite.run();
}
