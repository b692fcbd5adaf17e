/* eslint-disable @n8n/community-nodes/no-restricted-globals, no-console -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// Issue 62, item 1: several processes (queue-mode workers) on one per-user budget, with nothing
// shared but the service's answers. Each "worker" is its own copy of the pacing module (its own
// process state) and sends its posts as apiRequest does: take the budget, send, note the answer's
// headers, settle, and on a 429 wait what `retry-after` states. On the test's clock, which moves
// only while no request is on its way: every request is answered in no time, the workers' waits
// and the simulator's windows read one clock, and no count depends on how fast the machine is.
// The order in which the requests of several workers reach the service still may: CI's load once
// gave one worker 11 answers 429, so one case makes the worst such order on purpose.
import { sleep } from 'n8n-workflow';

import { RATE_LIMITS } from '../../nodes/SocialPublishing/serviceApi';
import { useSimulator, type TestSimulator } from '../helpers/simulator';
import { useTestClock } from '../helpers/testClock';

type Pacing = typeof import('../../nodes/SocialPublishing/transport/pacing');

const WINDOW_MS = 20_000;
const POSTS = 120;
let onTheirWay = 0;
const clock = useTestClock({ idle: () => onTheirWay === 0 });
const sim = useSimulator({ rateLimitWindowMs: WINDOW_MS });

function workerCopy(): Pacing {
	let copy: Pacing | undefined;
	jest.isolateModules(() => {
		copy = jest.requireActual<Pacing>('../../nodes/SocialPublishing/transport/pacing');
	});
	return copy!;
}

/** Turns of the event loop: a request that takes them arrives after those sent meanwhile. */
async function turns(n: number): Promise<void> {
	for (let k = 0; k < n; k++) await new Promise((resolve) => setImmediate(resolve));
}

/**
 * One post as apiRequest sends it; counts the 429s its worker met. After the worker's first request,
 * each takes `lag` turns of the event loop on its way.
 */
async function post(
	pacing: Pacing,
	s: TestSimulator,
	text: string,
	limited: { count: number; sent: number },
	lag = 0,
) {
	const key = pacing.paceKey('POST', 'http://sim/v2', '/posts');
	for (;;) {
		await pacing.awaitBudget(key);
		let res;
		onTheirWay++;
		try {
			if (limited.sent++ > 0) await turns(lag);
			res = await s.api().post('/posts', {
				post: {
					accountId: '1001',
					content: { text, mediaUrls: [], platform: 'twitter' },
					target: { targetType: 'twitter' },
				},
			});
			pacing.noteBudget(key, Object.fromEntries(res.headers.entries()));
		} finally {
			pacing.settleBudget(key);
			onTheirWay--;
		}
		if (res.status !== 429) return res.status;
		limited.count++;
		await sleep(Number(res.headers.get('retry-after')) * 1000 + 100);
	}
}

// The last case: after its first, the first worker's requests each arrive late (a busy worker): its
// first answer shows no other client yet, and while the rest of its first window is on its way,
// the other worker's requests, sent one after another, reach the service first.
describe.each([
	[2, 0],
	[4, 0],
	[2, 40],
])(
	'%s workers, 120 posts at once on one budget (the first one lagging %s turns)',
	(workers, lag) => {
		it('every post created once, none failed; at most one 429 per worker per window, within 1.05 x the minimum', async () => {
			// A fresh window of the service's, as the scale suite's run starts on one.
			clock.advance(WINDOW_MS);
			const start = clock.now();
			const copies = Array.from({ length: workers }, workerCopy);
			const limited = copies.map(() => ({ count: 0, sent: 0 }));
			const statuses = await Promise.all(
				Array.from({ length: POSTS }, (_, n) =>
					post(
						copies[n % workers],
						sim,
						`Shared budget ${workers}w${lag} ${n}`,
						limited[n % workers],
						n % workers === 0 ? lag : 0,
					),
				),
			);
			const seconds = (clock.now() - start) / 1000;
			expect(statuses.filter((s) => s !== 201)).toEqual([]);
			const texts = (await sim.requests({ method: 'POST', path: '/posts' }))
				.filter(
					(r) =>
						r.status === 201 && String(r.body?.post?.content?.text).includes(`${workers}w${lag} `),
				)
				.map((r) => r.body.post.content.text);
			expect(texts).toHaveLength(POSTS);
			expect(new Set(texts).size).toBe(POSTS);
			const windows = Math.ceil((seconds * 1000) / WINDOW_MS);
			const minimum = (Math.ceil(POSTS / RATE_LIMITS.createPost) - 1) * (WINDOW_MS / 1000);
			console.log(
				`${workers} workers: ${POSTS} posts in ${seconds.toFixed(1)} s (the limit's minimum ${minimum} s, ${windows} windows); 429s per worker ${limited.map((l) => l.count).join(', ')}`,
			);
			for (const l of limited) expect(l.count).toBeLessThanOrEqual(windows);
			expect(seconds).toBeLessThanOrEqual(1.05 * minimum);
		}, 120_000);
	},
);
