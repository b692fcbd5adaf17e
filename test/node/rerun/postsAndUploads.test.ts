// Issue 30: a cross-post sends only the targets not yet submitted; uploads are not repeated (a
// presigned one never reuses an old link); identical creates within the window are skipped across
// executions (static data as n8n saves it); Dry Run says what would be sent and what is done.
import type { IDataObject, INodeExecutionData } from 'n8n-workflow';

import { RERUN_POLICY } from '../../../nodes/SocialPublishing/transport';
import { byId, retryExecution, runInEngine, type EngineOptions } from '../../helpers/n8n';
import { useSimulator } from '../../helpers/simulator';
import { seeded, type Seeded } from '../postHelpers';
import { failOnce, sent } from './rerunHelpers';

const sim = useSimulator({ rateLimits: false });
let s: Seeded;
beforeAll(async () => {
	s = await seeded(sim);
});
const saved = { ...RERUN_POLICY };
afterEach(async () => {
	Object.assign(RERUN_POLICY, saved);
	await sim.control('DELETE', '/faults');
});

const postTexts = (texts: string[]) =>
	sent(sim, 'POST', '/posts', (b) => b.post.content.text, texts);
const unique = (what: string) => `${what} ${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;

describe('cross-post', () => {
	it("the editor's Retry sends only the targets that were not submitted", async () => {
		const texts = ['X', 'Bluesky', 'Threads'].map((p) => unique(`Launch on ${p}`));
		const options: EngineOptions = {
			sim,
			resource: 'post',
			operation: 'create',
			parameters: {
				postTo: 'targets',
				text: 'common',
				targets: {
					target: ['twitter', 'bluesky', 'threads'].map((platform, n) => ({
						platform,
						account: byId(s.account[platform]),
						text: texts[n],
					})),
				},
			},
			items: [{ json: {} }],
		};
		await failOnce(sim, 'POST', '/posts', texts[1], 'before');
		const first = await runInEngine(options);
		expect(first.error?.message).toMatch(/^Target 2 \(Bluesky\):/);
		expect(first.error?.description).toMatch(/a re-run of this item does not send these again/);
		RERUN_POLICY.postListedWithinMs = 0;
		const retried = await runInEngine(options, retryExecution(first.stored));
		expect(retried.error).toBeUndefined();
		expect(await postTexts(texts)).toEqual([texts[0], texts[1], texts[1], texts[2]]);
		const out = retried.items.map((i) => i.json);
		expect(out.map((o) => (o.target as IDataObject).platform)).toEqual([
			'twitter',
			'bluesky',
			'threads',
		]);
		expect(out.map((o) => o.notSentAgain)).toEqual([true, undefined, undefined]);
		expect(out.every((o) => typeof o.postSubmissionId === 'string')).toBe(true);
	});
});

describe('uploads', () => {
	const png = (name: string): INodeExecutionData => ({
		json: {},
		binary: {
			data: {
				data: Buffer.from(`\x89PNG\r\n\x1a\n${name}`).toString('base64'),
				mimeType: 'image/png',
				fileName: `${name}.png`,
			},
		},
	});

	it('Media → Upload (presigned), Retry On Fail: the first file is not uploaded again, the second gets a new link', async () => {
		const names = [unique('first'), unique('second')].map((n) => n.replace(/\W/g, '-'));
		await failOnce(sim, 'POST', '/media/uploads', names[1], 'before');
		const result = await runInEngine({
			sim,
			resource: 'media',
			operation: 'upload',
			parameters: { options: { forcePresigned: true } },
			items: names.map(png),
			retryOnFail: { maxTries: 2, waitBetweenTries: 0 },
		});
		expect(result.error).toBeUndefined();
		const links = await sent(
			sim,
			'POST',
			'/media/uploads',
			(b) => b.filename,
			names.map((n) => `${n}.png`),
		);
		expect(links).toEqual([`${names[0]}.png`, `${names[1]}.png`, `${names[1]}.png`]);
		const out = result.items.map((i) => i.json);
		expect(out[0]).toMatchObject({ method: 'presigned', notSentAgain: true });
		expect(out[1].notSentAgain).toBeUndefined();
		for (const o of out) expect((await fetch(String(o.url))).status).toBe(200);
	});

	it('Post → Create with an image: a re-run after the post was refused posts without uploading again', async () => {
		const text = unique('With a photo');
		await failOnce(sim, 'POST', '/posts', text, 'before');
		RERUN_POLICY.postListedWithinMs = 0;
		const result = await runInEngine({
			sim,
			resource: 'post',
			operation: 'create',
			parameters: { platform: 'twitter', account: byId(s.account.twitter), text, media: 'data' },
			items: [png(unique('photo').replace(/\W/g, '-'))],
			retryOnFail: { maxTries: 2, waitBetweenTries: 0 },
		});
		expect(result.error).toBeUndefined();
		const bodies = (await sim.requests({ method: 'POST', path: '/posts' }))
			.map((r) => r.body)
			.filter((b) => b.post.content.text === text);
		expect(bodies).toHaveLength(2);
		expect(bodies[1].post.content.mediaUrls).toEqual(bodies[0].post.content.mediaUrls);
		const hosted = bodies[0].post.content.mediaUrls[0];
		const uploads = (await sim.requests({ method: 'POST', path: '/media' })).filter((r) =>
			String(r.body?.url).startsWith('data:image/png'),
		);
		expect(uploads.map((r) => r.status)).toEqual([201]);
		expect(typeof hosted).toBe('string');
		expect(result.items[0].json.postSubmissionId).toEqual(expect.any(String));
	});
});

describe('Skip Identical Creates Within (AI agents and repeated triggers)', () => {
	const post = (text: string, extra: Partial<EngineOptions> & { window?: number } = {}) => ({
		sim,
		resource: 'post',
		operation: 'create',
		parameters: {
			platform: 'twitter',
			account: byId(s.account.twitter),
			text,
			...(extra.window !== undefined ? { identicalCreateWindow: extra.window } : {}),
			...(extra.parameters ?? {}),
		},
		items: extra.items ?? [{ json: {} }],
		staticData: extra.staticData,
	});

	it('an identical post from a later execution within 10 minutes is not sent; its output says so', async () => {
		const text = unique('Same words');
		const first = await runInEngine(post(text));
		expect(first.error).toBeUndefined();
		expect(first.savedStaticData?.identicalCreates).toBeDefined();
		const second = await runInEngine(post(text, { staticData: first.savedStaticData }));
		expect(second.error).toBeUndefined();
		expect(await postTexts([text])).toEqual([text]);
		expect(second.items[0].json).toMatchObject({
			notSentAgain: true,
			postSubmissionId: first.items[0].json.postSubmissionId,
		});
		expect(String(second.items[0].json.notSentAgainReason)).toMatch(/identical POST \/posts/);

		// Dry Run says the same before anything is sent.
		const dry = await runInEngine(
			post(text, { staticData: first.savedStaticData, parameters: { dryRun: true } }),
		);
		const planned = (dry.items[0].json.requests as IDataObject[])[0];
		expect(planned).toMatchObject({
			method: 'POST',
			path: '/posts',
			wouldSend: false,
			notSentAgain: true,
		});
		const other = await runInEngine(
			post(unique('Other words'), {
				staticData: first.savedStaticData,
				parameters: { dryRun: true },
			}),
		);
		expect((other.items[0].json.requests as IDataObject[])[0].wouldSend).toBe(true);
	});

	it('identical items of one run are each sent; across executions the window decides, 0 sends every time', async () => {
		const text = unique('Twice');
		const two = [{ json: {} }, { json: {} }];
		const first = await runInEngine(post(text, { items: two }));
		expect(first.items.map((i) => i.json.notSentAgain)).toEqual([undefined, undefined]);
		expect(await postTexts([text])).toEqual([text, text]);
		const off = await runInEngine(post(text, { window: 0, staticData: first.savedStaticData }));
		expect(off.error).toBeUndefined();
		expect(off.items[0].json.notSentAgain).toBeUndefined();
		expect(await postTexts([text])).toEqual([text, text, text]);
	});

	it('a window that is not a number is refused before anything is sent', async () => {
		const text = unique('Bad window');
		const result = await runInEngine(post(text, { window: '=soon' as never }));
		expect(result.error?.message).toMatch(
			/Skip Identical Creates Within \(Minutes\): "soon" is not a number/,
		);
		expect(await postTexts([text])).toEqual([]);
	});
});
