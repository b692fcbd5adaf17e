/* eslint-disable @typescript-eslint/no-explicit-any -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// Issue 52 (c), which production executions keep the record: `n8n execute` (mode cli) runs the
// stored workflow with its static data and saves it after the run, so the record of sends is kept
// there too. With two Instagram accounts the service's list cannot tell whose post it finds: only
// the record keeps the same row on account A from going out twice. Run before n8n starts (the CLI
// group's way), in the lanes that run the repostGuard group.
import { nodeItems } from '../../scripts/n8n/cli';
import { requestLog, simGet, type E2eContext } from './context';
import { assert, assertEqual, assertIncludes, show, type Suite } from './harness';
import { instagramRowWorkflow } from './repostGuardChecks';
import { sleep } from './rerunExecutions';
import { RERUN_NODE } from './rerunWorkflows';

const WORKFLOW_ID = 'e2eRepostCli';

export async function repostGuardCliChecks(suite: Suite, ctx: E2eContext): Promise<void> {
	const { sim, cli, credentials } = ctx;
	const cred = { id: credentials.good.id, name: credentials.good.name };
	const accounts = (await simGet(sim, '/users/me/accounts?platform=instagram')).body.items as any[];
	assert(accounts.length >= 2, 'the simulator seeds two Instagram accounts');
	const text = `E2E repost guard ${Date.now().toString(36)}: n8n execute, account A`;
	await suite.step('n8n import:workflow (a row on Instagram account A)', () =>
		cli.importWorkflows([
			instagramRowWorkflow(WORKFLOW_ID, cred, { account: String(accounts[0].id), text }),
		]),
	);
	const first = await suite.step(`n8n execute --id=${WORKFLOW_ID} (first)`, () =>
		cli.execute(WORKFLOW_ID),
	);
	// The service lists a post once it is published (3 s in the simulator).
	await sleep(5_000);
	const again = await suite.step(`n8n execute --id=${WORKFLOW_ID} (again)`, () =>
		cli.execute(WORKFLOW_ID),
	);
	suite.test(
		'(c) n8n execute keeps the record: the same row on account A run again is not sent (two Instagram accounts)',
		async () => {
			const posts = (await requestLog(sim)).filter(
				(r) =>
					r.method === 'POST' &&
					r.path === '/posts' &&
					(r.body as any)?.post?.content?.text === text,
			);
			assertEqual(posts.length, 1, 'POST /posts of the row');
			const [sent] = nodeItems(first.run, RERUN_NODE);
			const [out] = nodeItems(again.run, RERUN_NODE);
			assertEqual(out?.notSentAgain, true, `not sent again (output ${show(out)})`);
			assertIncludes(
				String(out.notSentAgainReason),
				'this workflow sent it at',
				'found by the record',
			);
			assertEqual(out.postSubmissionId, sent.postSubmissionId, 'the earlier submission');
		},
	);
	await suite.run();
}
