/* eslint-disable no-console -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// Reads of several workers on one per-user budget (issue 62, item 1): 120 post reads at once, twice
// the read limit of a window, from executions spread over the workers. The request log cannot tell
// which worker sent a read (the reads carry nothing of their execution), so the bound is on all of
// them: at most one 429 per worker per window, summed over the workers.
import { RATE_LIMITS } from '../../nodes/SocialPublishing/serviceApi';
import { lastSeq, requestLog } from '../e2e/context';
import { assert, assertEqual, show, type Suite } from '../e2e/harness';
import { freshWindow, lastExecutionId, waitForExecutions, type ScaleContext } from './context';
import { RATE_LIMIT_WINDOW_MS } from './postChecks';
import type { QueueWorker } from './queue';
import { READS_WORKFLOW } from './workflows';

const EXECUTIONS = 24;
const READS_PER_EXECUTION = 5;
const READS = EXECUTIONS * READS_PER_EXECUTION;

export async function readsChecks(
	suite: Suite,
	ctx: ScaleContext,
	workers: QueueWorker[],
): Promise<void> {
	const { sim, postgres, main } = ctx;
	const afterId = lastExecutionId(postgres, READS_WORKFLOW.id);
	await suite.step('a fresh window of the read limit (the last one ended)', () =>
		freshWindow(sim, 'GET', '/posts', RATE_LIMIT_WINDOW_MS),
	);
	const since = await lastSeq(sim);
	const url = `${main.server.url}/webhook/${READS_WORKFLOW.path}`;
	const reads = Array.from({ length: READS_PER_EXECUTION }, () => ({}));
	const answers = await suite.step(
		`${workers.length} workers: ${EXECUTIONS} webhook calls of ${READS_PER_EXECUTION} post reads at once`,
		() =>
			Promise.all(
				Array.from({ length: EXECUTIONS }, async () => {
					const res = await fetch(url, {
						method: 'POST',
						headers: { 'content-type': 'application/json' },
						body: JSON.stringify({ reads }),
					});
					return { status: res.status, body: await res.text() };
				}),
			),
	);
	const rows = await suite.step(`${EXECUTIONS} executions finish on the workers`, () =>
		waitForExecutions(postgres, READS_WORKFLOW.id, EXECUTIONS, 300_000, afterId),
	);
	const log = (await requestLog(sim, since)).filter(
		(r) => r.method === 'GET' && r.path === '/posts',
	);
	const answered = log.filter((r) => r.status === 200);
	const limited = log.filter((r) => r.status === 429);
	const time = (r: { time: string }) => Date.parse(r.time);
	const seconds = log.length
		? (Math.max(...answered.map(time)) - Math.min(...log.map(time))) / 1000
		: 0;
	const windows = Math.max(1, Math.ceil(seconds / (RATE_LIMIT_WINDOW_MS / 1000)));
	const minimum = (Math.ceil(READS / RATE_LIMITS.readPosts) - 1) * (RATE_LIMIT_WINDOW_MS / 1000);

	suite.test(`${EXECUTIONS} read executions, all succeeded`, () => {
		assert(
			answers.every((a) => a.status === 200),
			`webhook answers: ${show(answers.filter((a) => a.status !== 200))}`,
		);
		assertEqual(
			rows.filter((r) => r.status !== 'success'),
			[],
			'executions that did not succeed',
		);
	});
	suite.test(`${READS} reads answered, none beyond the limit's pace`, () => {
		assertEqual(answered.length, READS, 'GET /posts answered 200');
		assert(
			seconds >= minimum,
			`${READS} reads in ${seconds.toFixed(1)} s, under the limit's minimum ${minimum} s`,
		);
	});
	suite.test(
		`the ${workers.length} workers' reads met at most one 429 per worker per window (${windows} windows)`,
		() => {
			assert(
				limited.length <= workers.length * windows,
				`${limited.length} reads answered 429, over ${workers.length} workers × ${windows} windows`,
			);
		},
	);
	await suite.run();
	console.log(
		`  i ${workers.length} workers: ${READS} post reads in ${seconds.toFixed(1)} s (the limit's minimum ${minimum} s, ` +
			`${RATE_LIMITS.readPosts} a ${RATE_LIMIT_WINDOW_MS / 1000} s window); ${limited.length} answers 429 waited out`,
	);
}
