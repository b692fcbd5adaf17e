/* eslint-disable @n8n/community-nodes/no-restricted-imports -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// Issue 30: a cross-post sends only the targets not yet submitted; uploads are not repeated (a
// presigned one never reuses an old link); identical creates within the window are skipped in one
// execution (kept in its node context, never in static data); Dry Run says what would be sent and
// what is done. On the test's clock: read backoff and Retry On Fail waits take no real time, and the
// simulated publishing (3 s) moves with the clock.
import { parse } from 'flatted';
import type { IDataObject, INodeExecutionData, IRunExecutionData } from 'n8n-workflow';
import { createRunExecutionData } from 'n8n-workflow';

import { RERUN_POLICY } from '../../../nodes/SocialPublishing/transport';
import {
	byId,
	NODE_NAME,
	retryExecution,
	runInEngine,
	type EngineOptions,
} from '../../helpers/n8n';
import { useSimulator } from '../../helpers/simulator';
import { useTestClock } from '../../helpers/testClock';
import { seeded, type Seeded } from '../postHelpers';
import { failOnce, sent } from './rerunHelpers';

const clock = useTestClock();
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

/** One item cross-posted to X, Bluesky and Threads, each target with its own text. */
const crossPostTo = (texts: string[]): EngineOptions => ({
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
});

describe('cross-post', () => {
	it("the editor's Retry sends only the targets that were not submitted", async () => {
		const texts = ['X', 'Bluesky', 'Threads'].map((p) => unique(`Launch on ${p}`));
		const options = crossPostTo(texts);
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

describe('Skip Identical Calls (an AI agent calling the tool again)', () => {
	const post = (
		text: string,
		extra: { window?: number; dryRun?: boolean; onService?: number } = {},
	) => ({
		sim,
		resource: 'post',
		operation: 'create',
		parameters: {
			platform: 'twitter',
			account: byId(s.account.twitter),
			text,
			...(extra.window !== undefined ? { identicalCreateWindow: extra.window } : {}),
			...(extra.dryRun ? { dryRun: true } : {}),
			...(extra.onService !== undefined ? { alreadyOnServiceWindow: extra.onService } : {}),
		},
		items: [{ json: {} }],
	});
	/** The node run `runs` times in one execution (as an agent's tool is, once per call). */
	const runsInOneExecution = (runs: number, stored?: string): IRunExecutionData => {
		const data = stored
			? (parse(stored) as IRunExecutionData)
			: createRunExecutionData({ executionData: { nodeExecutionStack: [] } });
		data.executionData!.nodeExecutionStack = Array.from({ length: runs }, () => ({
			node: {} as never,
			data: { main: [[{ json: {} }]] },
			source: null,
		}));
		return data;
	};
	const runsOf = (result: { run: { data: IRunExecutionData } }) =>
		result.run.data.resultData.runData[NODE_NAME].map((r) => r.data!.main[0]![0].json);

	it('a second identical post in the same execution within 10 minutes is not sent; its output says so', async () => {
		const text = unique('Same words');
		const twice = await runInEngine(post(text), runsInOneExecution(2));
		expect(twice.error).toBeUndefined();
		expect(await postTexts([text])).toEqual([text]);
		const [first, second] = runsOf(twice);
		expect(first.notSentAgain).toBeUndefined();
		expect(second).toMatchObject({ notSentAgain: true, postSubmissionId: first.postSubmissionId });
		expect(String(second.notSentAgainReason)).toMatch(/identical one/);
		expect(second.notSentAgainCode).toBe('identicalRecently');

		// Dry Run says the same before anything is sent, and that other words would be sent.
		const dry = await runInEngine(
			post(text, { dryRun: true }),
			runsInOneExecution(1, twice.stored),
		);
		const planned = (dry.items[0].json.requests as IDataObject[])[0];
		expect(planned).toMatchObject({ path: '/posts', wouldSend: false, notSentAgain: true });
		const other = await runInEngine(
			post(unique('Other words'), { dryRun: true }),
			runsInOneExecution(1, twice.stored),
		);
		expect((other.items[0].json.requests as IDataObject[])[0].wouldSend).toBe(true);
	});

	it('identical items of one run are each sent; 0 minutes (and the look-up on the service off) sends every time', async () => {
		const text = unique('Twice');
		const first = await runInEngine({ ...post(text), items: [{ json: {} }, { json: {} }] });
		expect(first.items.map((i) => i.json.notSentAgain)).toEqual([undefined, undefined]);
		expect(await postTexts([text])).toEqual([text, text]);
		const off = await runInEngine(
			post(text, { window: 0, onService: 0 }),
			runsInOneExecution(1, first.stored),
		);
		expect(off.error).toBeUndefined();
		expect(off.items[0].json.notSentAgain).toBeUndefined();
		expect(await postTexts([text])).toEqual([text, text, text]);
	});

	it("identical creates live in the execution, the record of sends in n8n's database: the workflow's static data holds nothing", async () => {
		const result = await runInEngine({ ...post(unique('Only the record')), active: true });
		expect(result.savedStaticData).toBeUndefined();
		const manualRun = await runInEngine({ ...post(unique('Manual: nothing')), mode: 'manual' });
		expect(manualRun.savedStaticData).toBeUndefined();
	});

	it('a window that is not a number is refused before anything is sent', async () => {
		const text = unique('Bad window');
		const result = await runInEngine(post(text, { window: '=soon' as never }));
		expect(result.error?.message).toMatch(
			/Options → Skip Identical Calls \(Minutes\): "soon" is not a number/,
		);
		expect(await postTexts([text])).toEqual([]);
	});
});

describe('cross-post, a target processed and its answer lost', () => {
	it('the Retry finds it in the posts list: no target is sent twice; if the list cannot be read, the item stops', async () => {
		const texts = ['X', 'Bluesky', 'Threads'].map((p) => unique(`Lost on ${p}`));
		const options = crossPostTo(texts);
		await failOnce(sim, 'POST', '/posts', texts[1], 'after');
		const first = await runInEngine(options);
		expect(first.error?.message).toMatch(
			/^Target 2 \(Bluesky\): .*may or may not have been processed/,
		);
		await sim.control('POST', '/faults', {
			method: 'GET',
			path: '/posts',
			status: 500,
			count: 4,
		});
		const unreadable = await runInEngine(options, retryExecution(first.stored));
		expect(unreadable.error?.message).toMatch(/looking for it in the service's list failed/);
		await sim.control('DELETE', '/faults');
		clock.advance(4000); // the simulator publishes after 3 s
		const retried = await runInEngine(options, retryExecution(unreadable.stored));
		expect(retried.error).toBeUndefined();
		expect(await postTexts(texts)).toEqual(texts);
		const out = retried.items.map((i) => i.json);
		expect(out.map((o) => o.notSentAgain)).toEqual([true, true, undefined]);
		expect(out[1]).toMatchObject({ status: 'published', postId: expect.any(String) });
	}, 30_000);
});
