/* eslint-disable @n8n/community-nodes/no-restricted-globals, @typescript-eslint/no-explicit-any -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// Issue 60 in real n8n: the record of sends is in n8n's database, so the executions that had no
// record before find their earlier sends, with two Instagram accounts (only the record can tell
// whose post the service has). On its own `n8n start`, which it kills and starts again:
// (1) Manual: Execute pressed twice in the editor (POST /rest/workflows/:id/run): one post;
//     account B's same text from the same workflow: sent.
// (2) After a Wait: Webhook → Wait 65 s → Post → Create delivered twice (n8n parks a wait of 65 s
//     or more in its database and resumes from it): one post; B: sent.
// (3) A crash: n8n killed while the create's answer is on its way (the simulator processed it and
//     holds the answer), started again, then the editor's Retry of the crashed execution: nothing
//     sent again.
// What reached the service is counted in the simulator's request log.
import { nodeItems } from '../../scripts/n8n/cli';
import { n8nEnv } from '../../scripts/n8n/env';
import { freePort } from '../../scripts/n8n/ports';
import { N8nRestWorkflows } from '../../scripts/n8n/restWorkflows';
import { N8nRestClient, startN8nServer, type N8nServer } from '../../scripts/n8n/server';
import {
	manualTrigger,
	splitOutNode,
	webhookNode,
	workflowJson,
	type CredentialRef,
	type WorkflowNode,
} from '../../scripts/n8n/workflowJson';
import { requestLog, simGet, type E2eContext } from './context';
import { assert, assertEqual, assertIncludes, show, type Suite } from './harness';
import type { InstalledPackage } from './installedPackage';
import { createOnInstagram, setNode } from './repostGuardChecks';
import { editorRetry, finishedExecutions, sleep, type Execution } from './rerunExecutions';
import { RERUN_NODE } from './rerunWorkflows';
import { STATUS_HINT } from '../../nodes/SocialPublishing/actions/post/statusHint';

const OWNER = {
	email: 'e2e@example.com',
	firstName: 'End',
	lastName: 'ToEnd',
	password: 'E2e-password-1',
};
const MANUAL_ID = 'e2eRecordManual';
const WAIT = {
	id: 'e2eRecordWait',
	path: 'record-after-wait',
	webhookId: '6f1c2a4e-5b7d-4e8f-9a10-000000006001',
};
const CRASH = {
	id: 'e2eRecordCrash',
	path: 'record-crash',
	webhookId: '6f1c2a4e-5b7d-4e8f-9a10-000000006002',
};
/** n8n keeps a shorter wait in memory; this one is parked in the database and resumed from it. */
const WAIT_SECONDS = 65;

/** Two Manual Triggers, each with its row (account A, account B), into one Post → Create. */
function manualWorkflow(cred: CredentialRef, text: string, a: string, b: string) {
	return workflowJson({
		id: MANUAL_ID,
		name: 'E2E record: Execute pressed twice',
		nodes: [
			manualTrigger('Run A'),
			setNode('Row A', { account: a, text }),
			manualTrigger('Run B'),
			setNode('Row B', { account: b, text }),
			createOnInstagram(cred),
		],
		links: [
			['Run A', 'Row A'],
			['Row A', RERUN_NODE],
			['Run B', 'Row B'],
			['Row B', RERUN_NODE],
		],
	});
}

/** Webhook → Split Out (`body.items`) → [Wait] → Post → Create on Instagram; published. */
function webhookWorkflow(
	spec: { id: string; path: string; webhookId: string },
	cred: CredentialRef,
	waitSeconds?: number,
) {
	const nodes: WorkflowNode[] = [
		webhookNode({ path: spec.path, webhookId: spec.webhookId }, { responseMode: 'onReceived' }),
		splitOutNode('body.items'),
		...(waitSeconds
			? [
					{
						name: 'Wait',
						type: 'n8n-nodes-base.wait',
						typeVersion: 1.1,
						parameters: { resume: 'timeInterval', amount: waitSeconds, unit: 'seconds' },
						webhookId: `${spec.webhookId.slice(0, -4)}9999`,
					},
				]
			: []),
		createOnInstagram(cred),
	];
	// Saved as it goes: the editor's Retry of a crashed execution starts from what n8n kept.
	return workflowJson({
		id: spec.id,
		name: `E2E record: ${spec.id}`,
		nodes,
		settings: { saveExecutionProgress: true, saveManualExecutions: true },
	});
}

const deliver = async (url: string, path: string, items: object[]) => {
	for (let attempt = 0; ; attempt++) {
		const res = await fetch(`${url}/webhook/${path}`, {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify({ items }),
		});
		if (res.ok) return;
		// n8n registers a webhook a moment after the activation answers.
		if (res.status !== 404 || attempt >= 40) throw new Error(`webhook ${path}: ${res.status}`);
		await sleep(500);
	}
};

export async function recordChecks(
	suite: Suite,
	ctx: E2eContext,
	options: { bin: string; userFolder: string; log: string; installed: InstalledPackage },
): Promise<void> {
	const { sim, credentials } = ctx;
	const cred = { id: credentials.good.id, name: credentials.good.name };
	const [a, b] = (
		(await simGet(sim, '/users/me/accounts?platform=instagram')).body.items as any[]
	).map((x) => String(x.id));
	assert(b, 'the simulator seeds two Instagram accounts');
	const stamp = Date.now().toString(36);
	const postsBy = async (text: string) =>
		(await requestLog(sim))
			.filter(
				(r) =>
					r.method === 'POST' &&
					r.path === '/posts' &&
					(r.body as any)?.post?.content?.text === text,
			)
			.map((r) => (r.body as any).post.accountId as string);
	const start = async () => {
		const port = await freePort();
		return await startN8nServer({
			bin: options.bin,
			env: n8nEnv({
				userFolder: options.userFolder,
				port,
				brokerPort: await freePort(),
				extra: options.installed.env,
			}),
			port,
			log: options.log,
		});
	};
	const signIn = async (server: N8nServer) => {
		const rest = new N8nRestClient(server.url);
		await rest.ensureOwner(OWNER);
		return { rest, workflows: new N8nRestWorkflows(rest) };
	};
	let server = await suite.step('n8n start (the record group)', start);
	try {
		let { rest, workflows } = await suite.step('owner setup', () => signIn(server));

		// (1) Manual: Execute pressed twice, then the same text on B.
		const manualText = `E2E record ${stamp}: Execute pressed twice`;
		await suite.step('import Run A / Run B → Post → Create', () =>
			workflows.importWorkflows([manualWorkflow(cred, manualText, a, b)]),
		);
		const first = await suite.step('Execute (Run A)', () =>
			workflows.execute(MANUAL_ID, undefined, 'Run A'),
		);
		// The service lists a post once it is published (3 s in the simulator).
		await sleep(5_000);
		const second = await suite.step('Execute again (Run A)', () =>
			workflows.execute(MANUAL_ID, undefined, 'Run A'),
		);
		const toB = await suite.step('Execute (Run B)', () =>
			workflows.execute(MANUAL_ID, undefined, 'Run B'),
		);
		suite.test(
			'(1) Execute pressed twice in the editor: one post; the same text on account B: sent',
			async () => {
				assertEqual(await postsBy(manualText), [a, b], 'POST /posts by account');
				const [sent] = nodeItems(first.run, RERUN_NODE);
				const [again] = nodeItems(second.run, RERUN_NODE);
				assertEqual(again?.notSentAgain, true, `the second run (output ${show(again)})`);
				assertEqual(again.postSubmissionId, sent.postSubmissionId, 'the earlier submission');
				assertIncludes(
					String(again.notSentAgainReason),
					'this workflow sent it at',
					'found by the record',
				);
				const [b1] = nodeItems(toB.run, RERUN_NODE);
				assertEqual(b1?.notSentAgain, undefined, `B (output ${show(b1)})`);
				// The output panel's line (n8n's execution hint): on the repeat only.
				const hints = (execution: typeof first) =>
					((execution.run.data.resultData.runData[RERUN_NODE]?.[0] as any)?.hints ?? []).map(
						(hint: { message: string }) => hint.message,
					);
				assertEqual(hints(first), [STATUS_HINT], 'hints of the first run');
				assertEqual(
					hints(second),
					['The item was not sent again: already sent before. See notSentAgainReason.'],
					'hints of the second run',
				);
			},
		);

		// (2) After a Wait: delivered twice, then B.
		const waitText = `E2E record ${stamp}: after a Wait`;
		await suite.step(
			`import and publish Webhook → Wait ${WAIT_SECONDS} s → Post → Create`,
			async () => {
				await workflows.importWorkflows([webhookWorkflow(WAIT, cred, WAIT_SECONDS)]);
				await workflows.activate(WAIT.id);
			},
		);
		const waitFilter = { workflowId: workflows.id(WAIT.id) };
		await suite.step('the webhook delivered for A, again 10 s later, then for B', async () => {
			await deliver(server.url, WAIT.path, [{ account: a, text: waitText }]);
			await sleep(10_000);
			await deliver(server.url, WAIT.path, [{ account: a, text: waitText }]);
			await deliver(server.url, WAIT.path, [{ account: b, text: waitText }]);
		});
		const resumed = await suite.step('the three executions resume and end', () =>
			finishedExecutions(rest, waitFilter, 3, (WAIT_SECONDS + 90) * 1000),
		);
		suite.test(
			`(2) after a Wait of ${WAIT_SECONDS} s, delivered twice: one post; B: sent`,
			async () => {
				for (const run of resumed)
					assertEqual(run.status, 'success', `execution ${run.id} (${show(run.error)})`);
				assertEqual(await postsBy(waitText), [a, b], 'POST /posts by account');
				const marks = resumed.map((run) => run.items[0]?.json.notSentAgain === true);
				assertEqual(marks.filter(Boolean).length, 1, `one output not sent again (${show(marks)})`);
			},
		);

		// (3) A crash while the answer is on its way, then the editor's Retry.
		const crashText = `E2E record ${stamp}: killed after the create`;
		await suite.step('import and publish Webhook → Post → Create', async () => {
			await workflows.importWorkflows([webhookWorkflow(CRASH, cred)]);
			await workflows.activate(CRASH.id);
		});
		await suite.step('the service holds the answer of the create', () =>
			fetch(`${sim.controlUrl}/faults`, {
				method: 'POST',
				headers: { 'content-type': 'application/json' },
				body: JSON.stringify({
					method: 'POST',
					path: '/posts',
					when: 'after',
					hold: true,
					bodyContains: crashText,
				}),
			}),
		);
		// n8n 1.x gives an imported workflow an id of its own: kept across the restart.
		const crashFilter = { workflowId: workflows.id(CRASH.id) };
		await deliver(server.url, CRASH.path, [{ account: a, text: crashText }]);
		await suite.step('the create processed, its answer held: n8n killed', async () => {
			for (let n = 0; n < 120; n++) {
				const held = await (await fetch(`${sim.controlUrl}/faults/held`)).json();
				if ((held as any).held === 1) break;
				await sleep(250);
			}
			process.kill(-server.process.pid!, 'SIGKILL');
			await server.stop();
			await fetch(`${sim.controlUrl}/faults/release`, { method: 'POST' });
		});
		server = await suite.step('n8n start again', start);
		({ rest, workflows } = await suite.step('sign in again', () => signIn(server)));
		// n8n keeps the crashed execution for the editor's Retry (every proven version did); should it
		// keep none, the webhook is delivered again, as a user would.
		const crashed = await suite.step('the crashed execution, as n8n kept it', async () => {
			const runs = await finishedExecutions(rest, crashFilter, 1, 60_000).catch(() => []);
			return runs[0] as Execution | undefined;
		});
		const after: Execution | undefined = await suite.step(
			crashed
				? "the editor's Retry of the crashed execution"
				: 'none kept: the webhook delivered again',
			async () => {
				if (crashed) return await editorRetry(rest, crashed, false);
				await deliver(server.url, CRASH.path, [{ account: a, text: crashText }]);
				const [run] = await finishedExecutions(rest, crashFilter, 1, 120_000);
				return run;
			},
		);
		suite.test(
			"(3) n8n killed right after the create, then the editor's Retry (or the delivery again): nothing sent again",
			async () => {
				if (crashed) assertEqual(crashed.status, 'crashed', 'the killed execution');
				assertEqual(await postsBy(crashText), [a], 'POST /posts of the row');
				const [out] = after?.items ?? [];
				assertEqual(
					out?.json.notSentAgain,
					true,
					`the next execution's output (${show(out?.json ?? after?.error)})`,
				);
			},
		);
	} finally {
		await server.stop();
	}
	await suite.run();
}
