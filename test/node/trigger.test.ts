/* eslint-disable @typescript-eslint/no-explicit-any -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// Social Publishing Trigger, New Comment, through n8n-core's real PollContext (runPoll keeps static
// data as n8n 2.8.4 does: saved after polls that emit and after the activation poll, never after a
// manual run or a poll that returned null or failed) against the simulator. The request log proves
// what each poll asked; ids prove that every event is emitted once.
import type { IDataObject } from 'n8n-workflow';

import {
	CURSOR_POLICY,
	rememberedCount,
	type CursorState,
} from '../../nodes/SocialPublishing/trigger/cursor';
import { runPoll, type RunPollOptions, type RunPollResult } from '../helpers/n8n';
import { addFaults, logMark, requestsSince } from '../helpers/requestLog';
import { useSimulator, allPages } from '../helpers/simulator';
import { useTestClock } from '../helpers/testClock';

// On the test's clock: the read retries and the 429 wait take no real time, and their gaps are exact.
const clock = useTestClock();
const sim = useSimulator({ rateLimits: false });
type Item = Record<string, any>;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const simNow = async () => (await sim.control('GET', '/clock')).nowMs as number;
const iso = (ms: number) => new Date(ms).toISOString();
const gaps = (log: Item[]) =>
	log.slice(1).map((r, n) => Date.parse(r.time) - Date.parse(log[n].time));
const ids = (result: RunPollResult) => (result.items?.[0] ?? []).map((i) => String(i.json.id));

/** New audience comments (createdAt given or now), on the newest instagram post by default. */
async function addComments(items: IDataObject[]): Promise<string[]> {
	return (await sim.control('POST', '/activity/comments', { items })).ids;
}

const allComments = (query: Record<string, string> = {}): Promise<Item[]> =>
	allPages(sim, '/comments', query);

/** One active workflow's trigger: each poll starts from what n8n's database holds. */
class Trigger {
	state: IDataObject | undefined;
	emitted: string[] = [];

	constructor(readonly parameters: IDataObject) {}

	async poll(opts: Partial<RunPollOptions> = {}): Promise<RunPollResult & { requests: Item[] }> {
		const mark = await logMark(sim);
		const result = await runPoll({
			sim,
			parameters: this.parameters,
			staticData: this.state,
			...opts,
		});
		this.state = result.staticData;
		this.emitted.push(...ids(result));
		return { ...result, requests: await requestsSince(sim, mark) };
	}

	/** The activation poll (n8n saves its state even without items). */
	activate() {
		return this.poll({ poll: 'activation' });
	}

	get cursor() {
		return this.state?.cursor as CursorState;
	}
}

const COMMENTS = { event: 'newComment' };

describe('first poll and nothing new', () => {
	it('the activation poll records the position with one request and emits nothing; with nothing new, each poll is one request with since and limit 250', async () => {
		const trigger = new Trigger(COMMENTS);
		const first = await trigger.activate();
		expect(first.items).toBeNull();
		expect(first.saved).toBe(true);
		expect(first.requests).toHaveLength(1);
		expect(first.requests[0]).toMatchObject({ method: 'GET', path: '/comments' });
		expect(first.requests[0].query).toEqual({ limit: '250' });
		expect(trigger.cursor.floor).toEqual(expect.any(Number));

		for (let n = 0; n < 3; n++) {
			const quiet = await trigger.poll();
			expect(quiet.items).toBeNull();
			expect(quiet.saved).toBe(false);
			expect(quiet.requests).toHaveLength(1);
			expect(quiet.requests[0].query).toEqual({
				limit: '250',
				since: iso(trigger.cursor.floor!),
			});
		}
	});

	it('a first poll that finds no comment at all still records a position: what comes later is new', async () => {
		const accounts = (await sim.api().get('/users/me/accounts')).body.items as Item[];
		let quiet: Item | undefined;
		for (const account of accounts.filter((a) => a.platform === 'instagram')) {
			const listed = await sim.api().get('/comments', { accountId: account.id, limit: 1 });
			if (!listed.body.items.length) quiet = account;
		}
		const trigger = new Trigger({
			...COMMENTS,
			commentFilters: { account: { __rl: true, mode: 'id', value: quiet!.id } },
		});
		const first = await trigger.activate();
		expect(first.items).toBeNull();
		expect(first.saved).toBe(true);
		expect(trigger.cursor.floor).toBeNull();
		const [id] = await addComments([{ accountId: quiet!.id, platformPostId: 'ig_quiet_post' }]);
		expect(ids(await trigger.poll())).toEqual([id]);
		expect((await trigger.poll()).items).toBeNull();
	});
});

describe('new comments', () => {
	it('are emitted once each, oldest first, across many polls; equal times and late arrivals within the look-back window too', async () => {
		const trigger = new Trigger(COMMENTS);
		await trigger.activate();
		const expected: string[] = [];
		for (let round = 0; round < 6; round++) {
			const now = await simNow();
			// Three comments sharing one time, one a second later, and one arriving late, 20 min old.
			const same = iso(now - 2000);
			const created = await addComments([
				{ createdAt: same, text: `round ${round} a` },
				{ createdAt: same, text: `round ${round} b` },
				{ createdAt: same, text: `round ${round} c` },
				{ createdAt: iso(now - 1000), text: `round ${round} d` },
				{ createdAt: iso(now - 20 * MINUTE), text: `round ${round} late` },
			]);
			expected.push(...created);
			const result = await trigger.poll();
			expect(result.saved).toBe(true);
			expect(result.requests).toHaveLength(1);
			const emitted = ids(result);
			expect(new Set(emitted)).toEqual(new Set(created));
			// Oldest first: the late one, then the three equal ones, then the newest.
			expect(emitted[0]).toBe(created[4]);
			expect(emitted[4]).toBe(created[3]);
			expect((await trigger.poll()).items).toBeNull();
		}
		expect(trigger.emitted).toEqual(expect.arrayContaining(expected));
		expect(trigger.emitted).toHaveLength(expected.length);
	});

	it('the items are the service objects unchanged', async () => {
		const trigger = new Trigger(COMMENTS);
		await trigger.activate();
		const [id] = await addComments([{ text: 'unchanged?' }]);
		const result = await trigger.poll();
		const fromApi = (await sim.api().get(`/comments/${id}`)).body;
		expect(result.items![0].map((i) => i.json)).toEqual([fromApi]);
	});

	it('more new comments than a page: paged newest first down to the known position, about one request per page', async () => {
		const trigger = new Trigger(COMMENTS);
		await trigger.activate();
		const now = await simNow();
		const created = await addComments(
			Array.from({ length: 620 }, (_, n) => ({ createdAt: iso(now - 1000 + Math.floor(n / 10)) })),
		);
		const result = await trigger.poll();
		expect(new Set(ids(result))).toEqual(new Set(created));
		expect(ids(result)).toHaveLength(620);
		expect(result.requests.length).toBeLessThanOrEqual(Math.ceil(620 / 250) + 1);
		expect(result.requests.slice(1).every((r) => typeof r.query.cursor === 'string')).toBe(true);
		expect(rememberedCount(trigger.cursor)).toBeLessThanOrEqual(CURSOR_POLICY.maxRememberedIds);
		const quiet = await trigger.poll();
		expect(quiet.items).toBeNull();
		expect(quiet.requests).toHaveLength(1);
	});

	it('a poll that returns null is not saved by n8n, and that loses nothing', async () => {
		const trigger = new Trigger({ ...COMMENTS, commentFilters: { includeOwn: false } });
		await trigger.activate();
		const saved = trigger.state;
		const quiet = await trigger.poll();
		expect(quiet.saved).toBe(false);
		expect(trigger.state).toEqual(saved);
		const [id] = await addComments([{}]);
		expect(ids(await trigger.poll())).toEqual([id]);
	});
});

describe('Emit Past Events (Hours)', () => {
	it('the first poll emits exactly the comments of the last N hours, once; then only new ones', async () => {
		const now = await simNow();
		const post = 'ig_backlog_post';
		const [old, mid, recent] = await addComments([
			{ platformPostId: post, createdAt: iso(now - 3 * HOUR) },
			{ platformPostId: post, createdAt: iso(now - 90 * MINUTE) },
			{ platformPostId: post, createdAt: iso(now - 10 * MINUTE) },
		]);
		const all = await allComments({ since: iso(clock.now() - 3 * HOUR) });
		const before = clock.now();
		const trigger = new Trigger({ ...COMMENTS, options: { includeLastHours: 2 } });
		const first = await trigger.activate();
		const after = clock.now();
		const expected = all
			.filter((c) => !c.isAuthor && Date.parse(c.createdAt) >= after - 2 * HOUR)
			.map((c) => c.id);
		const maybe = all
			.filter((c) => !c.isAuthor && Date.parse(c.createdAt) >= before - 2 * HOUR)
			.map((c) => c.id);
		const emitted = ids(first);
		expect(emitted).toEqual(expect.arrayContaining([mid, recent, ...expected]));
		expect(emitted).not.toContain(old);
		expect(maybe).toEqual(expect.arrayContaining(emitted));
		expect(first.requests[0].query.since).toEqual(expect.any(String));
		const [next] = await addComments([{ platformPostId: post }]);
		expect(ids(await trigger.poll())).toEqual([next]);
		expect((await trigger.poll()).items).toBeNull();
	});
});

describe('failures do not move the position', () => {
	it('a 500 on page 2 that outlasts the read retries fails the poll; nothing is saved, and the next poll emits every comment once', async () => {
		const trigger = new Trigger(COMMENTS);
		await trigger.activate();
		const saved = trigger.state;
		const created = await addComments(Array.from({ length: 300 }, () => ({})));
		// Page 1 passes; page 2 (the request with a cursor) fails 4 times: the transport retries 3.
		let seen = 0;
		const faults = sim.ctx.faults;
		const take = faults.take.bind(faults);
		faults.take = (method, path) => {
			if (method === 'GET' && path === '/comments' && ++seen === 2) {
				faults.add({ method: 'GET', path: '/comments', count: 4, status: 500 });
			}
			return take(method, path);
		};
		const mark = await logMark(sim);
		try {
			await expect(trigger.poll()).rejects.toThrow(/Simulated server error/);
		} finally {
			faults.take = take;
		}
		// Page 2 tried once and retried 3 times, after the transport's backoffs (exact on this clock).
		const page2 = (await requestsSince(sim, mark)).filter((r) => r.query.cursor);
		expect(page2.map((r) => r.status)).toEqual([500, 500, 500, 500]);
		expect(gaps(page2)).toEqual([500, 1500, 3000]);
		expect(trigger.state).toEqual(saved);
		const retried = await trigger.poll();
		expect(new Set(ids(retried))).toEqual(new Set(created));
		expect(ids(retried)).toHaveLength(300);
	});

	it('a 429 is waited out as the transport does, and the poll completes', async () => {
		const trigger = new Trigger(COMMENTS);
		await trigger.activate();
		const [id] = await addComments([{}]);
		await addFaults(sim, {
			method: 'GET',
			path: '/comments',
			status: 429,
			body: { statusCode: 429, message: 'Rate limit exceeded, retry in 1 seconds' },
		});
		const result = await trigger.poll();
		expect(ids(result)).toEqual([id]);
		expect(result.requests.map((r) => r.status)).toEqual([429, 200]);
		// The stated second and the transport's 100 ms margin, never sooner.
		expect(gaps(result.requests)).toEqual([1100]);
	});

	it('a wrong key fails the poll with the service message and the hint about the trailing "="', async () => {
		const trigger = new Trigger(COMMENTS);
		await trigger.activate();
		const saved = trigger.state;
		const error = await trigger.poll({ credentials: { apiKey: sim.apiKey.slice(0, -1) } }).then(
			() => undefined,
			(e) => e,
		);
		expect(error?.httpCode).toBe('401');
		expect(error?.description).toMatch(/trailing "="/);
		expect(trigger.state).toEqual(saved);
	});

	it('a filter naming an unknown account fails with the service message and a hint; an account that is not an ID fails before any request', async () => {
		const unknown = new Trigger({
			...COMMENTS,
			commentFilters: { account: { __rl: true, mode: 'id', value: '999999' } },
		});
		const error = await unknown.activate().then(
			() => undefined,
			(e) => e,
		);
		expect(error?.httpCode).toBe('404');
		expect(error?.message).toMatch(/999999/);
		expect(error?.description).toMatch(/check Account/);
		expect(unknown.state).toBeUndefined();

		const mark = await logMark(sim);
		const bad = new Trigger({
			...COMMENTS,
			commentFilters: { account: { __rl: true, mode: 'id', value: 'acme' } },
		});
		await expect(bad.activate()).rejects.toThrow(/Filters → Account: 'acme' is not an account ID/);
		expect(await requestsSince(sim, mark)).toHaveLength(0);
	});
});

describe('Fetch Test Event (manual mode)', () => {
	it('returns the newest matching comment and neither reads nor changes the stored position', async () => {
		const trigger = new Trigger(COMMENTS);
		await trigger.activate();
		const saved = trigger.state;
		const [older, newest] = await addComments([{ text: 'older' }, { text: 'newest' }]);
		const manual = await trigger.poll({ mode: 'manual' });
		expect(ids(manual)).toEqual([newest]);
		expect(manual.saved).toBe(false);
		expect(trigger.state).toEqual(saved);
		// The same answer from a position that has seen it: the position is not read.
		const after = await trigger.poll();
		expect(new Set(ids(after))).toEqual(new Set([older, newest]));
		expect(ids(await trigger.poll({ mode: 'manual' }))).toEqual([newest]);
	});

	it('says clearly when there is no matching event yet', async () => {
		const trigger = new Trigger({
			...COMMENTS,
			commentFilters: {
				platforms: ['facebook'],
				post: { __rl: true, mode: 'id', value: await igPostId() },
			},
		});
		const error = await trigger.poll({ mode: 'manual' }).then(
			() => undefined,
			(e) => e,
		);
		expect(error?.message).toBe("No comment matches the trigger's settings yet");
		expect(error?.description).toMatch(/Create one \(or widen the Filters\)/);
	});
});

async function igPostId(): Promise<string> {
	const posts = (await sim.api().get('/published-posts', { platform: 'instagram', limit: 1 })).body
		.items as Item[];
	return posts[0].id;
}
