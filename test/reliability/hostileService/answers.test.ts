// Issue 21: what the service sends back: answers of the wrong shape (HTML, a bare OK, truncated
// JSON) are errors, never success items; the key echoed back is redacted.
import type { IDataObject } from 'n8n-workflow';

import { RESPONSE_SHAPES } from '../../../nodes/SocialPublishing/serviceApi/responses';
import { answerProblem } from '../../../nodes/SocialPublishing/transport/answers';
import { runNode } from '../../helpers/n8n';
import type { Reply } from '../../helpers/hostileService';
import { pass, twitterPost, useHostileService } from './harness';

const { sim, hostile, via } = useHostileService();

describe('answers of the wrong shape are errors, never success items', () => {
	it.each(Object.keys(RESPONSE_SHAPES))(
		'%s: HTML, a bare OK, truncated JSON are refused',
		(key) => {
			const [method, template] = key.split(' ');
			const endpoint = template.replace(/\{\}/g, 'x1');
			for (const body of ['<html><body>Sign in</body></html>', 'OK', '{"items": [{"id": "1"']) {
				expect(answerProblem(method, endpoint, body)).toMatch(/not JSON/);
			}
			const shape = RESPONSE_SHAPES[key].body;
			if (shape !== 'none' && typeof shape === 'function') {
				const loose = answerProblem(method, endpoint, { unexpected: true });
				if (loose) expect(loose).toMatch(/^the answer/);
				expect(answerProblem(method, endpoint, '')).toBe('the answer is empty');
			}
		},
	);

	const cases: Array<[string, string, string, IDataObject, Reply, RegExp]> = [
		[
			'an HTML 200 on Get Me',
			'account',
			'getMe',
			{},
			{
				kind: 'raw',
				status: 200,
				contentType: 'text/html',
				text: '<html><body>Welcome to the login page</body></html>',
			},
			/^Unexpected answer from GET \/users\/me \(HTTP 200, content type text\/html\): the answer is not JSON/,
		],
		[
			'a 200 OK text on POST /posts',
			'post',
			'create',
			twitterPost,
			{ kind: 'raw', status: 200, contentType: 'text/plain', text: 'OK' },
			/^Unexpected answer from POST \/posts \(HTTP 200, content type text\/plain\): the answer is not JSON/,
		],
		[
			'a truncated JSON list',
			'comment',
			'getAll',
			{ returnAll: true },
			{ kind: 'truncated', status: 200, text: '{"items":[{"id":"c1","status":"posted"' },
			/^Unexpected answer from GET \/comments \(HTTP 200, content type application\/json\): the answer is not JSON/,
		],
	];
	it.each(cases)('%s', async (_name, resource, operation, parameters, reply, message) => {
		const service = await hostile((path, method) =>
			method === 'GET' && path === '/users/me/accounts' ? pass : reply,
		);
		const { error, items } = await runNode({ ...via(service), resource, operation, parameters });
		expect(items).toEqual([]);
		expect(error?.message).toMatch(message);
		const text =
			reply.kind === 'json' ||
			reply.kind === 'redirect' ||
			reply.kind === 'trickle' ||
			reply.kind === 'pass'
				? ''
				: reply.text;
		expect(error?.description).toContain(`The answer begins: ${text.slice(0, 200)}`);
	});

	it('the first 200 characters of a long answer, no more', async () => {
		const page = `<html>${'x'.repeat(500)}</html>`;
		const service = await hostile(() => ({
			kind: 'raw',
			status: 200,
			contentType: 'text/html',
			text: page,
		}));
		const { error } = await runNode({ ...via(service), resource: 'account', operation: 'getMe' });
		expect(error?.description).toContain(`The answer begins: ${page.slice(0, 200)}\n`);
		expect(error?.description).not.toContain(page.slice(0, 201));
	});
});

describe('the key is redacted from what the service sends back', () => {
	it('in a success item and in an error message', async () => {
		const service = await hostile((_p, _m, n) =>
			n === 1
				? {
						kind: 'json',
						status: 200,
						body: { email: `me@example.com`, note: `your key is ${sim.apiKey}` },
					}
				: {
						kind: 'json',
						status: 400,
						body: { message: `Key ${sim.apiKey} refused`, reqId: 'r-1' },
					},
		);
		const ok = await runNode({ ...via(service), resource: 'account', operation: 'getMe' });
		expect(ok.items[0].json.note).toBe('your key is [redacted]');
		const failed = await runNode({ ...via(service), resource: 'account', operation: 'getMe' });
		expect(failed.error?.message).toBe('Key [redacted] refused (reqId: r-1)');
		expect(
			JSON.stringify([ok.items, failed.error?.message, failed.error?.description]),
		).not.toContain(sim.apiKey);
	});
});
