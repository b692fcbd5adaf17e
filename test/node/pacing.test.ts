/* eslint-disable @n8n/community-nodes/no-restricted-globals -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// Pacing by the x-ratelimit-* headers: which requests share a budget, and when the next one waits.
// On the test's clock: the simulator's rate-limit windows and the node's waits read the same fake
// time, so a window holds exactly the requests sent in it and every wait is exact.
import {
	awaitBudget,
	noteBudget,
	paceKey,
	settleBudget,
} from '../../nodes/SocialPublishing/transport/pacing';
import { runNode } from '../helpers/n8n';
import { logMark, requestsSince } from '../helpers/requestLog';
import { useSimulator } from '../helpers/simulator';
import { useTestClock } from '../helpers/testClock';

const clock = useTestClock();

/** An answer's rate-limit headers: what is left, the seconds to the reset, the window's budget. */
const answer = (remaining: number, reset: number, limit?: number) => ({
	'x-ratelimit-remaining': String(remaining),
	'x-ratelimit-reset': String(reset),
	...(limit === undefined ? {} : { 'x-ratelimit-limit': String(limit) }),
});

it("requests of one group of the spec's Limits table share a key, per service", () => {
	const base = 'http://h:1/v2';
	expect(paceKey('GET', base, '/posts?x=1')).toBe(`${base} readPosts`);
	expect(paceKey('GET', base, '/posts/psub_000012')).toBe(`${base} readPosts`);
	expect(paceKey('GET', base, '/messages')).toBe(paceKey('GET', base, '/conversations/c1'));
	expect(paceKey('GET', base, '/source-resolutions-v3/5c1d')).toBe(`${base} readSource`);
	expect(paceKey('POST', base, '/posts')).toBe(`${base} createPost`);
	expect(paceKey('POST', base, '/posts')).not.toBe(paceKey('GET', base, '/posts'));
	expect(paceKey('POST', 'http://other/v2', '/posts')).not.toBe(paceKey('POST', base, '/posts'));
	// Outside the table: the endpoint itself, ids as :id.
	expect(paceKey('GET', base, '/schedules/sch_000001')).toBe(`${base} GET /schedules/:id`);
	expect(paceKey('GET', base, '/schedules/sch_000002')).toBe(`${base} GET /schedules/:id`);
});

it('a remaining budget of 0 makes the next request wait for the reset; a budget left does not', async () => {
	const key = 'POST http://pace-test/v2/posts';
	noteBudget(key, { 'x-ratelimit-remaining': '3', 'x-ratelimit-reset': '60' }, 0);
	expect(await awaitBudget(key, 0)).toBe(0);
	settleBudget(key);

	const now = clock.now();
	noteBudget(key, { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '1' }, now);
	const waited = await awaitBudget(key, now);
	expect(waited).toBe(1100);
	expect(clock.now() - now).toBe(1100);
	settleBudget(key);
	// Waited once: the window has reset, the next request goes at once.
	expect(await awaitBudget(key)).toBe(0);
	settleBudget(key);
});

it('answers of one window at different moments of their second narrow its reset: the earliest bound holds', async () => {
	// The window resets at start + 10 000 ms. `reset` is whole seconds rounded up: the first answer,
	// 10 000 ms before it, says 10 (reset by start + 10 100 with the node's 100 ms); the last, 1 001 ms
	// before it, says 2, which alone would put the reset at start + 11 099.
	const key = 'POST http://pace-test/v2/narrowed';
	const start = clock.now();
	for (const [after, remaining, reset] of [
		[0, 2, 10],
		[4_600, 1, 6],
		[8_999, 0, 2],
	]) {
		clock.advance(start + after - clock.now());
		expect(await awaitBudget(key, clock.now())).toBe(0);
		noteBudget(key, answer(remaining, reset, 3), clock.now());
		settleBudget(key);
	}
	expect(await awaitBudget(key, clock.now())).toBe(1_101);
	expect(clock.now() - start).toBe(10_100);
	settleBudget(key);
});

/** Whether the promise has settled by the time the queued microtasks and I/O callbacks ran. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
	let done = false;
	void promise.then(() => (done = true));
	await new Promise((resolve) => setImmediate(resolve));
	return done;
}

it('before a first answer one request finds the budget out; the others wait for its answer, then count, the last singly', async () => {
	const key = 'GET http://pace-test/v2/posts-in-flight';
	const now = clock.now();
	expect(await awaitBudget(key, now)).toBe(0);
	const second = awaitBudget(key, now);
	const third = awaitBudget(key, now);
	expect([await settled(second), await settled(third)]).toEqual([false, false]);
	// The first answers "2 left of 3": no other client shows, so the second goes at once; the
	// window's last one goes on the count the answer before it brings.
	noteBudget(key, answer(2, 60, 3), now);
	settleBudget(key);
	expect(await second).toBe(0);
	expect(await settled(third)).toBe(false);
	noteBudget(key, answer(1, 60, 3), now);
	settleBudget(key);
	expect(await third).toBe(0);
	settleBudget(key);
	// None left: the fourth waits for the reset (the window the answers gave).
	const fourth = awaitBudget(key, now);
	expect(await settled(fourth)).toBe(false);
	expect(await fourth).toBe(60_100);
	settleBudget(key);
});

it('less left than this process spent: another client shares the budget, one request at a time', async () => {
	const key = 'POST http://pace-test/v2/shared';
	const now = clock.now();
	expect(await awaitBudget(key, now)).toBe(0);
	// One sent, 10 in the window: 9 would be left; 5 are, so someone else spends it too.
	noteBudget(key, answer(5, 60, 10), now);
	settleBudget(key);
	expect(await awaitBudget(key, now)).toBe(0);
	const next = awaitBudget(key, now);
	expect(await settled(next)).toBe(false);
	noteBudget(key, answer(1, 59, 10), now);
	settleBudget(key);
	expect(await next).toBe(0);
	noteBudget(key, answer(0, 59, 10), now);
	settleBudget(key);
	// None left: the next waits for the reset, and up to 400 ms more so that workers do not all wake
	// at once (half of it here).
	const random = jest.spyOn(Math, 'random').mockReturnValue(0.5);
	try {
		expect(await awaitBudget(key, clock.now())).toBe(59_100 + 200);
	} finally {
		random.mockRestore();
	}
	settleBudget(key);
});

it('no headers (another service, an error page): no pacing', async () => {
	const key = 'GET http://pace-test/v2/users/me';
	noteBudget(key, {});
	noteBudget(key, undefined);
	expect(await awaitBudget(key)).toBe(0);
});

describe('a group shared by two endpoints (GET /posts and GET /posts/{id}: 2 per 3 s here)', () => {
	const sim = useSimulator({ rateLimitWindowMs: 3000, rateLimitOverrides: { readPosts: 2 } });

	it('when GET /posts used the budget, GET /posts/{id} waits for the reset instead of meeting a 429', async () => {
		const submission = (
			await sim.api().post('/posts', {
				post: {
					accountId: '1001',
					content: { text: 'Paced read', mediaUrls: [], platform: 'twitter' },
					target: { targetType: 'twitter' },
				},
			})
		).body.postSubmissionId as string;
		clock.advance(3100); // a fresh window
		const mark = await logMark(sim);
		for (let n = 0; n < 2; n++) {
			const list = await runNode({
				sim,
				resource: 'post',
				operation: 'getAll',
				parameters: { limit: 1 },
			});
			expect(list.error).toBeUndefined();
		}
		const get = await runNode({
			sim,
			resource: 'post',
			operation: 'get',
			parameters: { postSubmissionId: submission },
		});
		expect(get.error).toBeUndefined();
		expect(get.items[0].json.postSubmissionId).toBe(submission);
		const log = await requestsSince(sim, mark);
		expect(log.map((r) => [r.method, r.path.replace(submission, ':id'), r.status])).toEqual([
			['GET', '/posts', 200],
			['GET', '/posts', 200],
			['GET', '/posts/:id', 200],
		]);
		// The third waited for the reset the second announced (3 s) and the node's 100 ms.
		const at = log.map((r) => Date.parse(r.time) - Date.parse(log[0].time));
		expect(at).toEqual([0, 0, 3100]);
	}, 30_000);
});
