import {
	NodeHelpers,
	type IAuthenticateRuleResponseCode,
	type ICredentialDataDecryptedObject,
} from 'n8n-workflow';

import { SocialPublishingApi } from '../../credentials/SocialPublishingApi.credentials';
import { baseUrlOf } from '../../nodes/SocialPublishing/transport/baseUrl';
import { deadlineMs } from '../../nodes/SocialPublishing/transport/deadline';
import { runNode, testCredential } from '../helpers/n8n';
import { logMark, requestsSince } from '../helpers/requestLog';
import { startTestSimulator, useSimulator } from '../helpers/simulator';

const sim = useSimulator();

describe('credential definition', () => {
	const credential = new SocialPublishingApi();

	it('has the fixed name, fields and defaults', () => {
		expect(credential.name).toBe('socialPublishingApi');
		const fields = Object.fromEntries(credential.properties.map((p) => [p.name, p]));
		expect(fields.apiKey.typeOptions?.password).toBe(true);
		expect(fields.baseUrl.hint).toContain('/v2');
		expect(fields.headerName.default).toBe('service-api-key');
	});

	it('the defaults say what they mean (issue 32, item 5)', () => {
		const fields = Object.fromEntries(credential.properties.map((p) => [p.name, p]));
		// Request Time Limit: name, type and the stored 0 unchanged; its label and hint say what 0 does.
		expect(fields.requestTimeLimit).toMatchObject({ name: 'requestTimeLimit', type: 'number' });
		expect(fields.requestTimeLimit.default).toBe(0);
		expect(fields.requestTimeLimit.displayName).toBe('Request Time Limit (Seconds, 0 = Automatic)');
		expect(fields.requestTimeLimit.hint).toBe(
			'0 = automatic: 120 s a request, plus 4 s per MiB an upload or download carries. Another number applies where it is longer.',
		);
		// ...which is what the transport does with 0, and with a number.
		const MiB = 1024 * 1024;
		expect(deadlineMs(0, 0)).toBe(120_000);
		expect(deadlineMs(10 * MiB, 0)).toBe(160_000);
		expect(deadlineMs(0, 60)).toBe(120_000);
		expect(deadlineMs(0, 300)).toBe(300_000);
	});

	it('Base URL: required, no default address, a placeholder and where the value comes from (issue 41)', () => {
		const baseUrl = credential.properties.find((p) => p.name === 'baseUrl');
		expect(baseUrl).toMatchObject({ required: true, default: '' });
		expect(baseUrl?.placeholder).toBe('https://api.YOUR-SERVICE-HOST.com/v2');
		expect(baseUrl?.hint).toContain("from the service's API documentation");
		expect(baseUrl?.hint).toContain('ending in the version segment /v2');
		expect(JSON.stringify(credential.properties)).not.toMatch(/127\.0\.0\.1|localhost/);
	});

	it('tests the key with GET /users/me', () => {
		expect(credential.test.request).toMatchObject({ url: '/users/me', method: 'GET' });
		expect(credential.test.request.baseURL).toContain('$credentials.baseUrl');
	});
});

describe('authenticate (applied as n8n applies a generic header block)', () => {
	it('sends a key ending in "==" byte-exact', async () => {
		expect(sim.apiKey.endsWith('==')).toBe(true);
		const mark = await logMark(sim);
		const { items, error } = await runNode({ sim, resource: 'account', operation: 'getMe' });
		expect(error).toBeUndefined();
		expect(items[0].json.id).toBe('usr_demo');
		const log = await requestsSince(sim, mark);
		expect(log).toHaveLength(1);
		expect(log[0]).toMatchObject({ path: '/users/me', keyPresent: true, keyMatched: true });
	});

	it('trims whitespace pasted around the key, never the "="', async () => {
		const mark = await logMark(sim);
		const { error } = await runNode({
			sim,
			resource: 'account',
			operation: 'getMe',
			credentials: { apiKey: `  ${sim.apiKey}\n` },
		});
		expect(error).toBeUndefined();
		expect((await requestsSince(sim, mark))[0].keyMatched).toBe(true);
	});

	it('a key with a dropped "=" fails with a 401 that hints at the trailing "="', async () => {
		const mark = await logMark(sim);
		const { error } = await runNode({
			sim,
			resource: 'account',
			operation: 'getMe',
			credentials: { apiKey: sim.apiKey.slice(0, -1) },
		});
		expect(error?.httpCode).toBe('401');
		expect(error?.message).toContain('Invalid API key');
		expect(error?.description).toContain('trailing "="');
		// A missing /v2 is a 404 (networkErrors.test.ts): a 401 is about the key alone.
		expect(error?.description).not.toContain('/v2');
		// Sent once: the node takes error statuses as responses (a 429's retry-after is only there),
		// so n8n-core's repeat after a 401 (meant for expiring credentials) does not apply.
		const log = await requestsSince(sim, mark);
		expect(log.map((r) => r.keyMatched)).toEqual([false]);
	});

	it('uses the Header Name field for the header', async () => {
		const custom = await startTestSimulator({ keyHeader: 'x-brand-api-key' });
		try {
			const wrongHeader = await runNode({ sim: custom, resource: 'account', operation: 'getMe' });
			expect(wrongHeader.error?.httpCode).toBe('401');
			const { error, items } = await runNode({
				sim: custom,
				resource: 'account',
				operation: 'getMe',
				credentials: { headerName: 'x-brand-api-key' },
			});
			expect(error).toBeUndefined();
			expect(items[0].json.id).toBe('usr_demo');
		} finally {
			await custom.close();
		}
	});
});

describe('credential test request', () => {
	const credential = new SocialPublishingApi();

	it('succeeds with the right key and hits /users/me', async () => {
		const mark = await logMark(sim);
		const result = await testCredential({ sim });
		expect(result.status).toBe('OK');
		expect(result.url).toBe(`${sim.baseUrl}/users/me`);
		const log = await requestsSince(sim, mark);
		expect(log[0]).toMatchObject({ method: 'GET', path: '/users/me', keyMatched: true });
	});

	it('tolerates a trailing slash on the base URL', async () => {
		const result = await testCredential({ sim, credentials: { baseUrl: `${sim.baseUrl}/` } });
		expect(result.status).toBe('OK');
	});

	it('of a credential saved while Base URL defaulted to the simulator: the simulator address', async () => {
		// n8n's editor saves no value equal to the field's default (getNodeParameters without
		// defaults, as its credential form does): such a credential holds no Base URL at all.
		const old = credential.properties.map((p) =>
			p.name === 'baseUrl' ? { ...p, default: 'http://127.0.0.1:4010/v2' } : p,
		);
		const saved = NodeHelpers.getNodeParameters(
			old,
			{ apiKey: sim.apiKey, baseUrl: 'http://127.0.0.1:4010/v2', headerName: 'service-api-key' },
			false,
			false,
			null,
			null,
		);
		expect(saved).toEqual({ apiKey: sim.apiKey });
		const result = await testCredential({ sim, credentials: { baseUrl: undefined } });
		expect(result.url).toBe('http://127.0.0.1:4010/v2/users/me');
		// The node's requests: the Base URL of what n8n hands the node (its defaults filled in).
		const decrypted = NodeHelpers.getNodeParameters(
			credential.properties,
			saved,
			true,
			false,
			null,
			null,
		);
		expect(decrypted?.baseUrl).toBe('');
		expect(baseUrlOf(decrypted as ICredentialDataDecryptedObject)).toBe('http://127.0.0.1:4010/v2');
		expect(baseUrlOf({ baseUrl: ' https://api.example.com/v2/ ' })).toBe(
			'https://api.example.com/v2',
		);
	});

	it('answers a failure with a message naming the field to fix, as n8n shows it', () => {
		const rules = credential.test.rules ?? [];
		const byStatus = (status: number) =>
			(rules as IAuthenticateRuleResponseCode[]).find(
				(r) => r.type === 'responseCode' && r.properties.value === status,
			)?.properties.message;
		expect(byStatus(401)).toContain('check the API Key field');
		for (const status of [301, 302, 307, 308, 404])
			expect(byStatus(status)).toContain('check the Base URL field');
	});

	it('fails with a wrong key', async () => {
		const result = await testCredential({ sim, credentials: { apiKey: sim.apiKey.slice(0, -1) } });
		expect(result.status).toBe('Error');
	});
});
