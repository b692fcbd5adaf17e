/* eslint-disable @n8n/community-nodes/no-restricted-globals -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// The transport's retries: reads are retried after a 500, a reset or a timeout (bounded); creates
// and writes never after an ambiguous failure. The backoff waits run on the test's clock (the
// spec's own backoff takes no real time); the request timeout is real time, as network time is:
// 2 s for an answer that takes a few ms (room for a machine 10x slower) against one held back 3 s
// (the node's timer is set before the request is sent, the simulator's after it arrived: never later).
import { apiRequest, RETRY_POLICY } from '../../../nodes/SocialPublishing/transport';
import { withExecuteContext } from '../../helpers/n8n';
import { addFaults, logMark, requestsSince, type LoggedRequest } from '../../helpers/requestLog';
import { useTestClock } from '../../helpers/testClock';
import { useTransportSimulator } from './transportHelpers';

const clock = useTestClock();
const sim = useTransportSimulator();

const TIMEOUT_MS = 2000;
const HELD_BACK_MS = 3000;

/** An answer that never comes in time: a reset, held back (logged late, with status 0). */
const heldBack = { delayMs: HELD_BACK_MS, reset: true };

/**
 * The log from `mark` once the held-back request is in it: the simulator logs it when it answers,
 * seconds after the node gave up on it. Every other request the node sent was answered, and
 * logged, before the node returned: an extra one would be there.
 */
async function logWithHeldBack(mark: number, path: string): Promise<LoggedRequest[]> {
	const giveUpAt = performance.now() + HELD_BACK_MS + 30_000;
	for (;;) {
		const log = await requestsSince(sim, mark, { path });
		if (log.some((r) => r.status === 0) || performance.now() > giveUpAt) return log;
		await new Promise((r) => setTimeout(r, 100));
	}
}

describe('retries of reads', () => {
	it.each([
		['a 500', { status: 500, body: { message: 'boom', reqId: 'r1' } }],
		['a connection reset', { reset: true }],
		['a timeout', heldBack],
	])('retries a GET after %s', async (_name, fault) => {
		await addFaults(sim, { path: '/users/me', method: 'GET', ...fault });
		const mark = await logMark(sim);
		const started = clock.now();
		const { result, error } = await withExecuteContext({ sim }, async function () {
			return await apiRequest.call(this, 'GET', '/users/me', { timeoutMs: TIMEOUT_MS });
		});
		expect(error).toBeUndefined();
		expect(result).toMatchObject({ id: 'usr_demo' });
		// One wait: the first step of the backoff.
		expect(clock.now() - started).toBe(RETRY_POLICY.readBackoffMs[0]);
		const log = 'delayMs' in fault ? await logWithHeldBack(mark, '/users/me') : undefined;
		expect(log ?? (await requestsSince(sim, mark, { path: '/users/me' }))).toHaveLength(2);
	});

	it('stops after the bounded number of retries and says so', async () => {
		await addFaults(sim, {
			path: '/users/me',
			method: 'GET',
			count: 10,
			status: 503,
			body: { message: 'down', reqId: 'r9' },
		});
		const mark = await logMark(sim);
		const { error } = await withExecuteContext({ sim }, async function () {
			return await apiRequest.call(this, 'GET', '/users/me');
		});
		expect(error?.message).toBe('down (reqId: r9)');
		expect(error?.httpCode).toBe('503');
		expect(error?.description).toContain('Gave up after 4 attempts');
		const log = await requestsSince(sim, mark, { path: '/users/me' });
		expect(log).toHaveLength(4);
		const gaps = log.slice(1).map((r, n) => Date.parse(r.time) - Date.parse(log[n].time));
		expect(gaps).toEqual(RETRY_POLICY.readBackoffMs);
	});
});

describe('creates and writes are never retried after an ambiguous failure', () => {
	it.each([
		[
			'a 500',
			{ status: 500, body: { message: 'Internal server error', reqId: 'r5' } },
			/HTTP 500: Internal server error/,
		],
		['a connection reset', { reset: true }, /a dropped connection/],
		['a timeout', heldBack, /a timeout/],
	])(
		'POST after %s: one request, an error saying it may have been processed',
		async (_n, fault, detail) => {
			await addFaults(sim, { path: '/source-resolutions-v3', method: 'POST', ...fault });
			const mark = await logMark(sim);
			const { error } = await withExecuteContext({ sim }, async function () {
				return await apiRequest.call(this, 'POST', '/source-resolutions-v3', {
					body: { text: 'hi' },
					timeoutMs: TIMEOUT_MS,
				});
			});
			expect(error?.message).toMatch(
				/POST \/source-resolutions-v3 may or may not have been processed/,
			);
			expect(error?.message).toMatch(detail);
			expect(error?.description).toMatch(/not retried.*Check/);
			const path = '/source-resolutions-v3';
			const log = 'delayMs' in fault ? await logWithHeldBack(mark, path) : undefined;
			expect(log ?? (await requestsSince(sim, mark, { path }))).toHaveLength(1);
		},
	);

	it('a write processed and then failed (when: after) is not repeated', async () => {
		await addFaults(sim, { path: '/users/me', method: 'GET', when: 'after', status: 502 });
		const mark = await logMark(sim);
		const { error } = await withExecuteContext({ sim }, async function () {
			return await apiRequest.call(this, 'GET', '/users/me', { kind: 'write' });
		});
		expect(error?.message).toMatch(/may or may not have been processed/);
		expect(error?.httpCode).toBe('502');
		expect(await requestsSince(sim, mark, { path: '/users/me' })).toHaveLength(1);
	});

	it('PATCH and DELETE default to write (not retried)', async () => {
		await addFaults(
			sim,
			{ path: '/things/1', method: 'PATCH', status: 500 },
			{ path: '/things/1', method: 'DELETE', status: 500 },
		);
		const mark = await logMark(sim);
		for (const method of ['PATCH', 'DELETE'] as const) {
			const { error } = await withExecuteContext({ sim }, async function () {
				return await apiRequest.call(this, method, '/things/1', { body: { patch: {} } });
			});
			expect(error?.message).toMatch(/may or may not have been processed/);
		}
		expect(await requestsSince(sim, mark, { path: '/things/1' })).toHaveLength(2);
	});
});
