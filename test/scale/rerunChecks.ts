/* eslint-disable @n8n/community-nodes/no-restricted-globals, @typescript-eslint/no-explicit-any, no-console -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// Issue 30 in queue mode: an execution whose third create failed on one worker is retried with the
// editor's Retry (the main's REST API) while that worker is stopped, so the other worker runs it
// from the stored execution data. The node's memory of each create (its node context, saved with
// the execution) travels with it: nothing reaches the service twice. Then the same with the main
// stopped and started again between the failure and the Retry (a re-run after n8n restarted).
import { N8nRestClient } from '../../scripts/n8n/server';
import { addFault, lastSeq, requestLog } from '../e2e/context';
import { assert, assertEqual, assertIncludes, show, type Suite } from '../e2e/harness';
import {
	executions,
	readText,
	SCALE_OWNER,
	waitForExecutions,
	workerOf,
	type ScaleContext,
} from './context';
import {
	assertNothingSentAgain,
	createsOf,
	NODE,
	readExecution,
	waitUntilListed,
	writesOf,
} from './rerunExecutions';
import { RERUN_WORKFLOW } from './workflows';

/** The simulator publishes a post about 3 s after its create; from then on its list shows it. */
const PUBLISH_WAIT_MS = 5_000;
/** The node holds an unlisted post attempt this long before it would send it again. */
const LISTED_WITHIN_MS = 2 * 60_000;

interface RerunCase {
	group: string;
	/** The third create's fault: `after` = processed and its answer lost, `before` = refused. */
	fault: { status: number; when: 'before' | 'after' };
	/** Before the Retry: time for the service to publish (and list) a processed post. */
	waitMs: number;
}

const CASES: RerunCase[] = [
	{ group: 'answer lost', fault: { status: 504, when: 'after' }, waitMs: PUBLISH_WAIT_MS },
	{ group: 'refused', fault: { status: 503, when: 'before' }, waitMs: 0 },
];

/** Stops the worker's process (if running) and starts it again under the same name and folder. */
export type RestartWorker = (name: string) => Promise<void>;

export async function rerunChecks(
	suite: Suite,
	ctx: ScaleContext,
	restartWorker: RestartWorker,
): Promise<void> {
	const rest = new N8nRestClient(ctx.main.server.url);
	await suite.step('owner setup on the main (REST sign-in cookie for Retry)', () =>
		rest.ensureOwner(SCALE_OWNER),
	);
	for (const rerunCase of CASES) {
		await retryOnTheOtherWorker(suite, ctx, rest, restartWorker, rerunCase);
	}
	await retryAfterMainRestart(suite, ctx, rest);
}

interface FailedExecution {
	id: string;
	status: string;
	/** The worker that ran it. */
	worker: string;
	failedAt: number;
}

/**
 * The webhook called with 3 posts, the third create failing once as `fault` says (the simulator's
 * faults, matched by the third text); waits until the new execution is finished on one worker.
 */
function failedExecution(
	suite: Suite,
	ctx: ScaleContext,
	group: string,
	texts: string[],
	earlier: string[],
	fault: RerunCase['fault'],
): Promise<FailedExecution> {
	const { sim, postgres } = ctx;
	return suite.step(
		`${group}: 3 posts, the third create answered ${fault.status} (${fault.when === 'after' ? 'processed, answer lost' : 'not processed'}); the execution fails on a worker`,
		async () => {
			await addFault(sim, {
				method: 'POST',
				path: '/posts',
				...fault,
				count: 1,
				bodyContains: texts[2],
			});
			const call = await fetch(`${ctx.main.server.url}/webhook/${RERUN_WORKFLOW.path}`, {
				method: 'POST',
				headers: { 'content-type': 'application/json' },
				body: JSON.stringify({ posts: texts.map((text) => ({ text })) }),
			});
			if (call.status !== 200) throw new Error(`webhook: ${call.status} ${await call.text()}`);
			const rows = await waitForExecutions(
				postgres,
				RERUN_WORKFLOW.id,
				earlier.length + 1,
				120_000,
			);
			const row = rows.find((r) => !earlier.includes(r.id))!;
			const ranOn = (await workerOf(ctx.workers, [row.id])).get(row.id) ?? [];
			if (ranOn.length !== 1) throw new Error(`execution ${row.id} ran on ${show(ranOn)}`);
			return { ...row, worker: ranOn[0], failedAt: Date.now() };
		},
	);
}

/**
 * A re-run after n8n restarted: the execution fails (the third create processed, its answer lost),
 * the service lists that post, the main is stopped and started again, and the editor's Retry goes
 * through the restarted main (signing in again if its session did not survive). Only the stored
 * execution (its node context included) carries what was sent.
 */
async function retryAfterMainRestart(
	suite: Suite,
	ctx: ScaleContext,
	rest: N8nRestClient,
): Promise<void> {
	const group = 'main restarted';
	const { sim, postgres } = ctx;
	const texts = [1, 2, 3].map((n) => `Scale re-run (${group}) item ${n}`);
	const after = await lastSeq(sim);
	const earlier = executions(postgres, RERUN_WORKFLOW.id).map((r) => r.id);
	const first = await failedExecution(suite, ctx, group, texts, earlier, {
		status: 504,
		when: 'after',
	});
	await suite.step(`${group}: the service lists the third post (processed, its answer lost)`, () =>
		waitUntilListed(sim, texts[2]),
	);
	const oldMain = ctx.main.server.process;
	const mainUrl = ctx.main.server.url;
	const restartStarted = Date.now();
	await suite.step(
		`${group}: stop the main and start it again (same database, port and user folder)`,
		() => ctx.restartMain(),
	);
	const restartSeconds = (Date.now() - restartStarted) / 1000;
	const session = await suite.step(`${group}: signed in on the restarted main`, async () => {
		const probe = await rest.request('GET', '/rest/login');
		if (probe.status === 200) return 'the session cookie from before the restart still valid';
		await rest.ensureOwner(SCALE_OWNER);
		return `signed in again (GET /rest/login answered ${probe.status} to the old cookie)`;
	});
	const retryStarted = Date.now();
	const retried = await suite.step(
		`${group}: Retry of execution ${first.id} through the restarted main (POST /rest/executions/${first.id}/retry)`,
		async () => {
			const res = await rest.request('POST', `/rest/executions/${first.id}/retry`, {
				loadWorkflow: false,
			});
			const id = res.body?.data?.id;
			if (res.status !== 200 || !id) throw new Error(`retry: ${res.status} ${show(res.body)}`);
			await waitForExecutions(postgres, RERUN_WORKFLOW.id, earlier.length + 2, 120_000);
			return String(id);
		},
	);
	const retrySeconds = (Date.now() - retryStarted) / 1000;
	const firstRun = await readExecution(rest, first.id);
	const retry = await readExecution(rest, retried);
	const ranOn = await workerOf(ctx.workers, [retried]);
	const sent = await createsOf(sim, after, texts);
	const lookups = (await requestLog(sim, after)).filter(
		(r) => r.method === 'GET' && r.path === '/posts' && Date.parse(r.time) >= retryStarted,
	);
	const memory = writesOf(retry.data);

	suite.test(`${group}: the first execution failed on one worker (${first.worker})`, () => {
		assertEqual(first.status, 'error', `status of execution ${first.id}`);
		assert(
			firstRun.data.resultData.runData[NODE]?.at(-1)?.error,
			`no error on ${NODE} in execution ${first.id}`,
		);
	});
	suite.test(
		`${group}: the main was restarted between the failure and the Retry (a new process, same address)`,
		() => {
			assert(
				oldMain.exitCode !== null || oldMain.signalCode !== null,
				`the main from before the restart (pid ${oldMain.pid}) still runs`,
			);
			assert(
				ctx.main.server.process.pid !== oldMain.pid,
				`the main's pid did not change (${oldMain.pid})`,
			);
			assertEqual(ctx.main.server.url, mainUrl, "the main's address");
		},
	);
	suite.test(`${group}: the retry was a Retry of execution ${first.id}, run by one worker`, () => {
		assertEqual(
			{ mode: retry.mode, retryOf: retry.retryOf },
			{ mode: 'retry', retryOf: first.id },
			`execution ${retried}`,
		);
		assertEqual(ranOn.get(retried)?.length, 1, `workers that finished execution ${retried}`);
	});
	suite.test(`${group}: each of the 3 texts reached the service exactly once (POST /posts)`, () => {
		assertEqual(
			texts.map((text) => sent.filter((r) => (r.body as any).post.content.text === text).length),
			[1, 1, 1],
			'POST /posts per text',
		);
	});
	suite.test(`${group}: the retry succeeded, its 3 outputs carry notSentAgain`, () =>
		assertNothingSentAgain(retry),
	);
	await suite.run();
	console.log(
		`  i ${group}: execution ${first.id} (${first.worker}) → main restarted in ${restartSeconds.toFixed(1)} s ` +
			`(${session}) → Retry ${retried} (${ranOn.get(retried)?.join(', ')}) in ${retrySeconds.toFixed(1)} s; ` +
			`POST /posts ${sent.map((r) => r.status).join(', ')}; ${lookups.length} GET /posts by the retry; ` +
			`memory ${memory.map((m) => `${m.state}${m.outcome ? ` (${m.outcome})` : ''}`).join(', ')}`,
	);
	const error = retry.data.resultData.runData[NODE]?.at(-1)?.error?.message;
	if (error) console.log(`    retry ${retried}: ${error}`);
}

async function retryOnTheOtherWorker(
	suite: Suite,
	ctx: ScaleContext,
	rest: N8nRestClient,
	restartWorker: RestartWorker,
	{ group, fault, waitMs }: RerunCase,
): Promise<void> {
	const { sim, postgres } = ctx;
	const texts = [1, 2, 3].map((n) => `Scale re-run (${group}) item ${n}`);
	const after = await lastSeq(sim);
	const earlier = executions(postgres, RERUN_WORKFLOW.id).map((r) => r.id);
	const first = await failedExecution(suite, ctx, group, texts, earlier, fault);
	const stopped = ctx.workers.find((w) => w.name === first.worker)!;
	const other = ctx.workers.find((w) => w.name !== first.worker)!;
	await suite.step(`${group}: stop ${stopped.name}, which ran execution ${first.id}`, () =>
		stopped.stop(),
	);
	const wait = Math.max(0, first.failedAt + waitMs - Date.now());
	if (wait) await new Promise((resolve) => setTimeout(resolve, wait));
	const retryStarted = Date.now();
	const retried = await suite.step(
		`${group}: Retry of execution ${first.id} through the main (POST /rest/executions/${first.id}/retry)`,
		async () => {
			const res = await rest.request('POST', `/rest/executions/${first.id}/retry`, {
				loadWorkflow: false,
			});
			const id = res.body?.data?.id;
			if (res.status !== 200 || !id) throw new Error(`retry: ${res.status} ${show(res.body)}`);
			await waitForExecutions(postgres, RERUN_WORKFLOW.id, earlier.length + 2, 120_000);
			return String(id);
		},
	);
	const retrySeconds = (Date.now() - retryStarted) / 1000;
	const firstRun = await readExecution(rest, first.id);
	const retry = await readExecution(rest, retried);
	const ranOn = await workerOf([stopped, other], [retried]);
	const startedOnStopped = readText(stopped.log).includes(`Worker started execution ${retried} `);
	const sent = await createsOf(sim, after, texts);
	const lookups = (await requestLog(sim, after)).filter(
		(r) => r.method === 'GET' && r.path === '/posts' && Date.parse(r.time) >= retryStarted,
	);
	const nodeRun = retry.data.resultData.runData[NODE]?.at(-1);
	const memory = writesOf(retry.data);

	suite.test(`${group}: the first execution failed on one worker (${first.worker})`, () => {
		assertEqual(first.status, 'error', `status of execution ${first.id}`);
		assert(
			firstRun.data.resultData.runData[NODE]?.at(-1)?.error,
			`no error on ${NODE} in execution ${first.id}`,
		);
	});
	suite.test(
		`${group}: the retry ran on the other worker (${other.name}), not on ${stopped.name}`,
		() => {
			assert(
				stopped.process.exitCode !== null || stopped.process.signalCode !== null,
				`${stopped.name} still runs`,
			);
			assertEqual(ranOn.get(retried), [other.name], `workers that finished execution ${retried}`);
			assert(!startedOnStopped, `${stopped.name} logged starting execution ${retried}`);
			assertEqual(
				{ mode: retry.mode, retryOf: retry.retryOf },
				{ mode: 'retry', retryOf: first.id },
				`execution ${retried}`,
			);
		},
	);
	suite.test(`${group}: each of the 3 texts reached the service exactly once (POST /posts)`, () => {
		assertEqual(
			texts.map((text) => sent.filter((r) => (r.body as any).post.content.text === text).length),
			[1, 1, 1],
			'POST /posts per text',
		);
	});
	if (fault.when === 'after') {
		suite.test(`${group}: the retry succeeded, its 3 outputs carry notSentAgain`, () =>
			assertNothingSentAgain(retry),
		);
	} else {
		suite.test(
			`${group}: the retry stopped at item 3 ("does not list it yet", under 2 minutes); items 1 and 2 remembered as done`,
			() => {
				assertEqual(retry.status, 'error', `status of execution ${retried}`);
				assertIncludes(
					String(nodeRun?.error?.message ?? retry.data.resultData.error?.message),
					'does not list it yet',
					`${NODE}'s error in execution ${retried}`,
				);
				const age = Date.parse(retry.startedAt) - Date.parse(firstRun.startedAt);
				assert(age < LISTED_WITHIN_MS, `the retry started ${age} ms after the first execution`);
				assertEqual(
					memory.map((m) => m.state),
					['done', 'done', 'sent'],
					`${NODE}'s memory of its creates in execution ${retried}`,
				);
			},
		);
	}
	await suite.run();
	console.log(
		`  i ${group}: execution ${first.id} (${first.worker}) → Retry ${retried} (${ranOn.get(retried)?.join(', ')}) ` +
			`in ${retrySeconds.toFixed(1)} s; POST /posts ${sent.map((r) => r.status).join(', ')}; ` +
			`${lookups.length} GET /posts by the retry; data as ${retry.format}; memory ` +
			memory.map((m) => `${m.state}${m.outcome ? ` (${m.outcome})` : ''}`).join(', '),
	);
	for (const [which, execution] of [
		['first', firstRun],
		['retry', retry],
	] as const) {
		const error = execution.data.resultData.runData[NODE]?.at(-1)?.error?.message;
		if (error) console.log(`    ${which} ${execution.id}: ${error}`);
	}
	await suite.step(`${group}: start ${stopped.name} again`, () => restartWorker(stopped.name));
}
