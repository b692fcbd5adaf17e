/* eslint-disable @n8n/community-nodes/no-restricted-globals -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// The transport's retries: reads are retried after a 500, a reset or a timeout (bounded); creates
// and writes never after an ambiguous failure.
import { apiRequest, RETRY_POLICY } from '../../../nodes/SocialPublishing/transport';
import { withExecuteContext } from '../../helpers/n8n';
import { addFaults, logMark, requestsSince } from '../../helpers/requestLog';
import { useTransportSimulator } from './transportHelpers';

const sim = useTransportSimulator();

describe('retries of reads', () => {
	beforeEach(() => {
		RETRY_POLICY.readBackoffMs = [50, 50, 50];
	});

	it.each([
		['a 500', { status: 500, body: { message: 'boom', reqId: 'r1' } }],
		['a connection reset', { reset: true }],
		['a timeout', { delayMs: 1500, status: 200, body: { slow: true } }],
	])('retries a GET after %s', async (_name, fault) => {
		await addFaults(sim, { path: '/users/me', method: 'GET', ...fault });
		const mark = await logMark(sim);
		const { result, error } = await withExecuteContext({ sim }, async function () {
			return await apiRequest.call(this, 'GET', '/users/me', { timeoutMs: 700 });
		});
		expect(error).toBeUndefined();
		expect(result).toMatchObject({ id: 'usr_demo' });
		await new Promise((r) => setTimeout(r, 1000));
		expect((await requestsSince(sim, mark, { path: '/users/me' })).length).toBe(2);
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
		expect(await requestsSince(sim, mark, { path: '/users/me' })).toHaveLength(4);
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
		['a timeout', { delayMs: 1500, status: 201, body: { id: 'late' } }, /a timeout/],
	])(
		'POST after %s: one request, an error saying it may have been processed',
		async (_n, fault, detail) => {
			await addFaults(sim, { path: '/source-resolutions-v3', method: 'POST', ...fault });
			const mark = await logMark(sim);
			const { error } = await withExecuteContext({ sim }, async function () {
				return await apiRequest.call(this, 'POST', '/source-resolutions-v3', {
					body: { text: 'hi' },
					timeoutMs: 700,
				});
			});
			expect(error?.message).toMatch(
				/POST \/source-resolutions-v3 may or may not have been processed/,
			);
			expect(error?.message).toMatch(detail);
			expect(error?.description).toMatch(/not retried.*Check/);
			await new Promise((r) => setTimeout(r, 1000));
			expect(await requestsSince(sim, mark, { path: '/source-resolutions-v3' })).toHaveLength(1);
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
