/* eslint-disable @n8n/community-nodes/no-restricted-imports -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// The transport's requests (query encoding, base URL) and errors (service message, reqId, HTTP
// status, hints; never the key), through n8n-core's ExecuteContext against the simulator.
import { inspect } from 'util';

import { apiRequest, validationError } from '../../../nodes/SocialPublishing/transport';
import { withExecuteContext } from '../../helpers/n8n';
import { addFaults, logMark, requestsSince } from '../../helpers/requestLog';
import { useTransportSimulator } from './transportHelpers';

const sim = useTransportSimulator();

describe('requests', () => {
	it('sends array query values repeated (?status=a&status=b) with accept: application/json', async () => {
		// An injected answer: the query reaches the log as sent, whatever the endpoint accepts.
		await addFaults(sim, {
			path: '/users/me',
			method: 'GET',
			status: 200,
			body: { id: 'usr_demo' },
		});
		const mark = await logMark(sim);
		const { result, error } = await withExecuteContext({ sim }, async function () {
			return await apiRequest.call(this, 'GET', '/users/me', {
				qs: { status: ['scheduled', 'published'], platform: 'twitter', empty: undefined },
			});
		});
		expect(error).toBeUndefined();
		expect(result).toMatchObject({ id: 'usr_demo' });
		const [logged] = await requestsSince(sim, mark, { path: '/users/me' });
		expect(logged.query).toEqual({ status: ['scheduled', 'published'], platform: 'twitter' });
		expect(logged.keyMatched).toBe(true);
	});

	it('tolerates a trailing slash on the base URL', async () => {
		const { result, error } = await withExecuteContext(
			{ sim, credentials: { baseUrl: `${sim.baseUrl}/` } },
			async function () {
				return await apiRequest.call(this, 'GET', '/users/me');
			},
		);
		expect(error).toBeUndefined();
		expect(result).toMatchObject({ id: 'usr_demo' });
	});
});

describe('errors', () => {
	it('carry the service message, reqId and HTTP status, with a 404 hint', async () => {
		const { error } = await withExecuteContext({ sim }, async function () {
			return await apiRequest.call(this, 'GET', '/users/me/accounts/999999/subaccounts');
		});
		expect(error?.constructor.name).toBe('NodeApiError');
		expect(error?.message).toMatch(/^Account 999999 not found \(reqId: \S+\)$/);
		expect(error?.httpCode).toBe('404');
		expect(error?.description).toContain('GET /users/me/accounts/999999/subaccounts');
	});

	it('422 carries the validation message', async () => {
		const { error } = await withExecuteContext({ sim }, async function () {
			return await apiRequest.call(this, 'GET', '/users/me/accounts', {
				qs: { platform: 'myspace' },
			});
		});
		expect(error?.httpCode).toBe('422');
		expect(error?.message).toContain('platform');
		expect(error?.message).toMatch(/reqId: \S+/);
	});

	it('401 hints at the trailing "=" (not at /v2: that is a 404), and the key appears nowhere in any error', async () => {
		const wrongKey = sim.apiKey.slice(0, -1);
		const failures = [
			await withExecuteContext({ sim, credentials: { apiKey: wrongKey } }, async function () {
				return await apiRequest.call(this, 'GET', '/users/me');
			}),
		];
		expect(failures[0].error?.httpCode).toBe('401');
		expect(failures[0].error?.description).toContain('trailing "="');
		// A missing /v2 is a 404 (networkErrors.test.ts): a 401 is about the key alone.
		expect(failures[0].error?.description).not.toContain('/v2');
		await addFaults(
			sim,
			{ path: '/source-resolutions-v3', method: 'POST', status: 500 },
			{ path: '/source-resolutions-v3', method: 'POST', reset: true },
		);
		for (let k = 0; k < 2; k++) {
			failures.push(
				await withExecuteContext({ sim }, async function () {
					return await apiRequest.call(this, 'POST', '/source-resolutions-v3', { body: { a: 1 } });
				}),
			);
		}
		for (const { error } of failures) {
			expect(error).toBeDefined();
			const dump = [
				inspect(error, { depth: 20, showHidden: true }),
				JSON.stringify(error),
				error?.stack,
			].join('\n');
			expect(dump).not.toContain(sim.apiKey.slice(0, -2));
		}
	});

	it('validationError names the field and the fix', async () => {
		const { error } = await withExecuteContext({ sim }, async function () {
			throw validationError(this.getNode(), 'Scheduled Time', 'must be in the future', 0);
		});
		expect(error?.message).toBe('Scheduled Time: must be in the future');
		expect(error?.description).toContain('"Scheduled Time"');
	});
});
