/* eslint-disable @typescript-eslint/no-explicit-any -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// Post → Create with Post To: Several Targets: one submission and one output item per target, every
// target checked before the first request, a shared binary uploaded once, overrides, dry run. On
// the test's clock: the publish waits take no real time.
import { randomBytes } from 'crypto';
import type { IDataObject } from 'n8n-workflow';

import { byId, runListSearch, runNode } from '../helpers/n8n';
import { logMark, requestsSince } from '../helpers/requestLog';
import { useSimulator } from '../helpers/simulator';
import { useTestClock } from '../helpers/testClock';
import { seeded, type Seeded } from './postHelpers';

useTestClock();
const sim = useSimulator({ rateLimits: false });
let s: Seeded;
beforeAll(async () => {
	s = await seeded(sim);
});

const PHOTO = randomBytes(2048);

function fourTargets(extra: IDataObject[] = [{}, {}, {}, {}]): IDataObject {
	return {
		target: [
			{ platform: 'twitter', account: byId(s.account.twitter), ...extra[0] },
			{ platform: 'linkedin', account: byId(s.account.linkedin), ...extra[1] },
			{ platform: 'instagram', account: byId(s.account.instagram), ...extra[2] },
			{
				platform: 'facebook',
				account: byId(s.account.facebook),
				facebookPage: byId(s.subaccounts.facebook[0].id),
				...extra[3],
			},
		],
	};
}

const crossPost = (parameters: IDataObject, extra: IDataObject = {}) =>
	runNode({
		sim,
		resource: 'post',
		operation: 'create',
		parameters: { postTo: 'targets', ...parameters },
		...extra,
	});

const writes = async (mark: number): Promise<Array<{ method: string; path: string; body?: any }>> =>
	(await requestsSince(sim, mark)).filter((r) => r.method !== 'GET');

it('four platforms with a shared binary image: one upload, one submission per target, one output item each', async () => {
	const mark = await logMark(sim);
	const { items, error } = await crossPost(
		{ targets: fourTargets(), text: 'New article is out', media: 'photo' },
		{ binary: { photo: { data: PHOTO, mimeType: 'image/jpeg', fileName: 'cover.jpg' } } },
	);
	expect(error).toBeUndefined();
	expect(items).toHaveLength(4);
	expect(items.map((o) => o.pairedItem)).toEqual(Array(4).fill({ item: 0 }));
	expect(items.map((o) => (o.json.target as IDataObject).platform)).toEqual([
		'twitter',
		'linkedin',
		'instagram',
		'facebook',
	]);
	const sent = await writes(mark);
	expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([
		'POST /media',
		'POST /posts',
		'POST /posts',
		'POST /posts',
		'POST /posts',
	]);
	const posts = sent.slice(1);
	const hosted = posts[0].body.post.content.mediaUrls[0];
	expect(hosted).toMatch(/^http/);
	for (const [n, platform] of ['twitter', 'linkedin', 'instagram', 'facebook'].entries()) {
		const { post } = posts[n].body;
		expect(post.target.targetType).toBe(platform);
		expect(post.accountId).toBe(s.account[platform]);
		expect(post.content).toEqual({ text: 'New article is out', mediaUrls: [hosted], platform });
	}
	expect(posts[3].body.post.target.pageId).toBe(s.subaccounts.facebook[0].id);
	const ids = items.map((o) => String(o.json.postSubmissionId));
	expect(new Set(ids).size).toBe(4);
	for (const id of ids) expect((await sim.api().get(`/posts/${id}`)).status).toBe(200);
});

it('one invalid target sends nothing at all; the error lists every failing target and field', async () => {
	const mark = await logMark(sim);
	const { items, error } = await crossPost({
		targets: fourTargets([
			{ text: 'x'.repeat(281) },
			{},
			{ media: '' },
			{ facebookPage: byId('not-a-page') },
		]),
		text: 'Fine text',
		media: '',
	});
	expect(items).toHaveLength(0);
	expect(error?.message).toContain('Targets: 3 of 4 targets are not valid, so nothing was sent');
	expect(error?.message).toContain(
		'Target 1 (X (Twitter)) → Text: has 281 characters; X (Twitter) allows 280',
	);
	expect(error?.message).toContain(
		'Target 3 (Instagram) → Media: Instagram posts need at least one image or video',
	);
	expect(error?.message).toContain('Target 4 (Facebook) → Facebook Page');
	expect(await writes(mark)).toEqual([]);
});

it('an account of another platform in one target: nothing is sent', async () => {
	const mark = await logMark(sim);
	const { error } = await crossPost({
		targets: fourTargets([{}, { account: byId(s.account.twitter) }, {}, {}]),
		text: 'Hello',
		media: 'https://cdn.example.com/a.jpg',
	});
	expect(error?.message).toMatch(/Target 2 \(LinkedIn\) → Account: .* is an X \(Twitter\) account/);
	expect(await writes(mark)).toEqual([]);
});

it('a target overrides the common text and media; the others keep them', async () => {
	const mark = await logMark(sim);
	const { error } = await crossPost({
		targets: fourTargets([
			{ text: 'Short for X' },
			{},
			{ media: 'https://cdn.example.com/square.jpg' },
			{},
		]),
		text: 'The long version',
		media: 'https://cdn.example.com/wide.jpg',
	});
	expect(error).toBeUndefined();
	const posts = (await writes(mark)).map((r) => r.body.post.content);
	expect(posts.map((c) => c.text)).toEqual([
		'Short for X',
		'The long version',
		'The long version',
		'The long version',
	]);
	expect(posts.map((c) => c.mediaUrls[0])).toEqual([
		'https://cdn.example.com/wide.jpg',
		'https://cdn.example.com/wide.jpg',
		'https://cdn.example.com/square.jpg',
		'https://cdn.example.com/wide.jpg',
	]);
});

it('Split Into Thread: the X target becomes a numbered thread, the LinkedIn target keeps the whole text', async () => {
	const sentence = 'This sentence is exactly fifty characters long ok. ';
	const text = sentence.repeat(8).trim(); // 407 characters
	const parameters = {
		targets: fourTargets([{}, {}, { media: 'https://cdn.example.com/a.jpg' }, {}]),
		text,
		splitIntoThread: true,
		threadNumbering: true,
	};
	const dry = await crossPost({ ...parameters, dryRun: true });
	expect(dry.error).toBeUndefined();
	const [x, linkedin] = dry.items.map(
		(o) => ((o.json.requests as IDataObject[])[0].body as any).post.content,
	);
	const thread = [x.text, ...x.additionalPosts.map((p: IDataObject) => p.text)];
	expect(thread.length).toBe(2);
	expect(thread.every((t: string) => [...t].length <= 280)).toBe(true);
	expect(thread[0]).toMatch(/ok\. 1\/2$/);
	expect(thread[1]).toMatch(/ 2\/2$/);
	expect(thread.map((t: string) => t.replace(/ \d\/2$/, '')).join(' ')).toBe(text);
	expect(linkedin.text).toBe(text);
	expect(linkedin.additionalPosts).toBeUndefined();

	// The real run sends those bodies, and the platforms accept them (none over its limit).
	const real = await crossPost({ ...parameters, waitForCompletion: true, waitTimeout: 60 });
	expect(real.error).toBeUndefined();
	expect(real.items.map((o) => o.json.status)).toEqual(Array(4).fill('published'));
});

it('Wait for Completion: each target outputs its own outcome', async () => {
	const { items, error } = await crossPost(
		{
			targets: fourTargets([{}, { text: 'Please [simulate:reject] this one' }, {}, {}]),
			text: 'Waiting for all',
			media: 'https://cdn.example.com/a.jpg',
			waitForCompletion: true,
			waitTimeout: 60,
		},
		{ continueOnFail: true },
	);
	expect(error).toBeUndefined();
	expect(items.map((o) => o.json.status)).toEqual([
		'published',
		'failed',
		'published',
		'published',
	]);
	expect(items[1].json.error).toMatch(/^Target 2 \(LinkedIn\): The post failed to publish/);
});

describe("a target's lists follow that target, not the single-platform form", () => {
	const form = () => ({
		resource: 'post',
		operation: 'create',
		postTo: 'targets',
		platform: 'twitter',
		account: byId(s.account.twitter),
		targets: {
			target: [
				{ platform: 'linkedin', account: byId(s.account.linkedin) },
				{ platform: 'facebook', account: byId(s.account.facebook) },
			],
		},
	});

	it('Account: the accounts of the target platform only', async () => {
		const { results } = await runListSearch({
			sim,
			method: 'searchAccounts',
			parameters: form(),
			parameterName: 'targets.target[0].account',
		});
		const accounts = (await sim.api().get('/users/me/accounts')).body.items as IDataObject[];
		const linkedin = accounts.filter((a) => a.platform === 'linkedin').map((a) => a.id);
		expect(results.map((r) => r.value).sort()).toEqual(linkedin.sort());
		expect(linkedin.length).toBeGreaterThan(0);
	});

	it("Facebook Page: the pages of the target's own account", async () => {
		const { results } = await runListSearch({
			sim,
			method: 'searchFacebookPages',
			parameters: form(),
			parameterName: 'targets.target[1].facebookPage',
		});
		expect(results.map((r) => r.value)).toEqual(s.subaccounts.facebook.map((p) => p.id));
	});
});

describe('Dry Run', () => {
	const parameters = () => ({
		targets: fourTargets(),
		text: 'Dry run first',
		media: 'https://cdn.example.com/a.jpg',
		schedule: 'at',
		scheduledTime: '2031-05-01T09:30:00+02:00',
	});

	it('sends no write and outputs the exact bodies the real run then sends', async () => {
		const mark = await logMark(sim);
		const dry = await crossPost({ ...parameters(), dryRun: true });
		expect(dry.error).toBeUndefined();
		expect(await writes(mark)).toEqual([]);
		expect(dry.items.map((o) => o.json.dryRun)).toEqual([true, true, true, true]);

		const real = await crossPost(parameters());
		expect(real.error).toBeUndefined();
		const sent = await writes(mark);
		expect(sent).toHaveLength(4);
		for (const [n, request] of sent.entries()) {
			const [planned] = dry.items[n].json.requests as IDataObject[];
			expect(planned.method).toBe('POST');
			expect(planned.path).toBe('/posts');
			// Byte for byte as serialized JSON (the log keeps the body as parsed, keys in order).
			expect(JSON.stringify(planned.body)).toBe(JSON.stringify(request.body));
		}
	});

	it('a binary is described, not uploaded; the API key appears nowhere', async () => {
		const mark = await logMark(sim);
		const { items, error } = await crossPost(
			{ targets: fourTargets(), text: 'Dry', media: 'photo', dryRun: true },
			{ binary: { photo: { data: PHOTO, mimeType: 'image/jpeg', fileName: 'cover.jpg' } } },
		);
		expect(error).toBeUndefined();
		expect(await writes(mark)).toEqual([]);
		const body = (items[2].json.requests as IDataObject[])[0].body as any;
		expect(body.post.content.mediaUrls).toEqual([
			`would upload ${PHOTO.length} bytes inline as cover.jpg`,
		]);
		expect(JSON.stringify(items)).not.toContain(sim.apiKey);
	});
});
