/* eslint-disable @typescript-eslint/no-explicit-any -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// The wire layer by construction (Fastify + AJV): body types, query arrays and repeats, unknown
// parameters, coercion, and the validation text in the spec's form.
import { RETIRED_VIDEO_FIELDS_MESSAGE } from '../../nodes/SocialPublishing/serviceApi';
import { expect422, useSimulator } from '../helpers/simulator';
import { loadAccounts, validPost, type Ctx } from './postHelpers';

const sim = useSimulator({ rateLimits: false });
let c: Ctx;
beforeAll(async () => {
	c = await loadAccounts(sim.api());
});

const raw = (path: string, init: RequestInit = {}) =>
	fetch(`${sim.baseUrl}${path}`, {
		...init,
		headers: { 'service-api-key': sim.apiKey, ...(init.headers as Record<string, string>) },
	});

describe('bodies', () => {
	it('answers 415 to a JSON text sent as text/plain, and creates nothing', async () => {
		const before = sim.ctx.state.users[0].sources.size;
		const res = await raw('/source-resolutions-v3', {
			method: 'POST',
			headers: { 'content-type': 'text/plain' },
			body: JSON.stringify({ source: { sourceType: 'text', text: 'Some text' } }),
		});
		expect(res.status).toBe(415);
		expect(await res.json()).toEqual({ message: expect.any(String), reqId: expect.any(String) });
		expect(sim.ctx.state.users[0].sources.size).toBe(before);
		const [logged] = (await sim.requests({ path: '/source-resolutions-v3' })).slice(-1);
		expect(logged.status).toBe(415);
	});

	it('answers 400 to malformed JSON', async () => {
		const res = await raw('/posts', {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: '{"post": ',
		});
		expect(res.status).toBe(400);
	});

	it("words a validation failure as AJV does, several joined by ', ' (the spec's own example)", async () => {
		const res = await sim
			.api()
			.post('/videos/creations', { textToImageModel: 'a model', imageToVideoModel: 'another' });
		expect(res.body).toEqual({ message: RETIRED_VIDEO_FIELDS_MESSAGE, reqId: expect.any(String) });
		expect(res.status).toBe(422);
	});
});

describe('query parameters', () => {
	it('takes an array parameter repeated, and refuses a comma-joined one as an unknown value', async () => {
		const repeated = await sim.api().get('/posts', { platform: ['instagram', 'facebook'] });
		expect(repeated.status).toBe(200);
		expect(new Set(repeated.body.items.map((p: any) => p.platform))).toEqual(
			new Set(['instagram', 'facebook']),
		);
		const joined = await sim.api().get('/posts', { platform: 'instagram,facebook' });
		expect422(joined, 'querystring.platform[0] must be equal to one of the allowed values');
		expect422(
			await sim.api().get('/comments', { platform: 'facebook,instagram' }),
			'querystring.platform[0] must be equal to one of the allowed values',
		);
	});

	it('takes a single value of an array parameter as a one-item array', async () => {
		const res = await sim.api().get('/posts', { status: 'failed' });
		expect(res.status).toBe(200);
		expect(res.body.items.length).toBeGreaterThan(0);
		expect(res.body.items.every((p: any) => p.state.type === 'failed')).toBe(true);
	});

	it('refuses a single-value parameter sent twice', async () => {
		expect422(
			await sim.api().get('/posts', { limit: [5, 6] }),
			'querystring.limit must be integer',
		);
		expect422(
			await sim.api().get('/published-posts', { sortBy: ['newest', 'oldest'] }),
			'querystring.sortBy must be string',
		);
		expect422(
			await sim.api().get('/social/pinterest/boards', { accountId: ['1006', '1006'] }),
			'querystring.accountId must be string',
		);
	});

	it('refuses an unknown parameter where the spec lists them all', async () => {
		expect422(
			await sim.api().get('/posts', { statuses: 'failed' }),
			'querystring.statuses must NOT be valid',
		);
		expect422(
			await sim.api().get('/users/me', { verbose: 'true' }),
			'querystring.verbose must NOT be valid',
		);
		expect422(
			await sim.api().get('/comments', { sort: 'oldest' }),
			'querystring.sort must NOT be valid',
		);
	});

	it("ignores an unknown parameter on subaccounts (the official connector's `platform`)", async () => {
		const facebook = c.accounts.facebook[0].id;
		const plain = await sim.api().get(`/users/me/accounts/${facebook}/subaccounts`);
		const extra = await sim
			.api()
			.get(`/users/me/accounts/${facebook}/subaccounts`, { platform: 'facebook' });
		expect(extra.status).toBe(200);
		expect(extra.body).toEqual(plain.body);
	});

	it('coerces "false" and numbers in a query as Fastify does', async () => {
		const page = await sim.api().get('/published-posts', { limit: '2', offset: '1' });
		expect(page.status).toBe(200);
		expect(page.body.items).toHaveLength(2);
		const source = await sim.api().post('/source-resolutions-v3', {
			source: { sourceType: 'text', text: 'Line one.\n\n\nLine two.' },
		});
		const read = await sim
			.api()
			.get(`/source-resolutions-v3/${source.body.id}`, { cleanTranscript: 'false' });
		expect(read.status).toBe(200);
		expect422(
			await sim.api().get(`/source-resolutions-v3/${source.body.id}`, { cleanTranscript: 'no' }),
			'querystring.cleanTranscript must be boolean',
		);
	});
});

describe('body coercion (coerceTypes: "array")', () => {
	it('accepts "false" for a boolean and a single URL for a list, as hand-written workflows send them', async () => {
		const post = validPost(c, 'tiktok', 'Coerced');
		post.target.disabledDuet = 'false';
		post.content.mediaUrls = 'https://cdn.example.com/v.mp4';
		const res = await sim.api().post('/posts', { post, useNextFreeSlot: 'false' });
		expect(res.status).toBe(201);
		const stored = sim.ctx.state.users[0].submissions.get(res.body.postSubmissionId)!;
		expect(stored.status).toBe('in-progress');
		expect(stored.post).toMatchObject({
			content: { mediaUrls: ['https://cdn.example.com/v.mp4'] },
			target: { disabledDuet: false },
		});
		// The request log keeps the body as it was sent.
		const [logged] = (await sim.requests({ method: 'POST', path: '/posts' })).slice(-1);
		expect(logged.body.post.target.disabledDuet).toBe('false');
	});

	it('still refuses what cannot be coerced', async () => {
		const post = validPost(c, 'tiktok');
		post.target.disabledDuet = 'maybe';
		expect422(
			await sim.api().post('/posts', { post }),
			'body.post.target.disabledDuet must be boolean',
		);
	});
});
