// Issue 30: Post → Create is sent once per item through n8n's own re-runs, in n8n-core's engine:
// Retry On Fail (the engine's loop) and the editor's Retry (a new execution from the stored one).
// The service refuses one create (not processed) or processes it and the answer is lost.
// On the test's clock: the engine's waits between tries and the simulated publishing (3 s) read
// the same fake time, so which try finds the post listed does not depend on the machine's speed.
import type { INodeExecutionData } from 'n8n-workflow';

import { LOOK_UP_POLICY, RERUN_POLICY } from '../../../nodes/SocialPublishing/transport';
import { DEFAULT_DURATIONS } from '../../../simulator/core/context';
import { byId, retryExecution, runInEngine, type EngineOptions } from '../../helpers/n8n';
import { useSimulator } from '../../helpers/simulator';
import { SEEDED } from '../../helpers/fixtures';
import { useTestClock } from '../../helpers/testClock';

const clock = useTestClock();
// The post's 3 s of publishing is what the lost-answer case counts on (found at the third try).
const sim = useSimulator({
	rateLimits: false,
	durations: { postPublishMs: DEFAULT_DURATIONS.postPublishMs },
});
const saved = { ...RERUN_POLICY };
afterEach(async () => {
	Object.assign(RERUN_POLICY, saved);
	await sim.control('DELETE', '/faults');
});

let run = 0;
/** Three items, each its own text (marked so that a fault can pick one item). */
function threePosts(): { texts: string[]; items: INodeExecutionData[] } {
	run++;
	const texts = [1, 2, 3].map((n) => `Re-run ${run} item ${n}`);
	return { texts, items: texts.map((text) => ({ json: { text } })) };
}

const postCreate = (
	items: INodeExecutionData[],
	extra: Partial<EngineOptions> = {},
): EngineOptions => ({
	sim,
	resource: 'post',
	operation: 'create',
	parameters: { platform: 'twitter', account: byId(SEEDED.twitter), text: '={{ $json.text }}' },
	items,
	...extra,
});

async function sentTexts(texts: string[]): Promise<string[]> {
	const bodies = (await sim.requests({ method: 'POST', path: '/posts' })).map((r) => r.body);
	return bodies.map((b) => b.post.content.text).filter((t: string) => texts.includes(t));
}

const fault = (text: string, when: 'before' | 'after', status = 503) =>
	sim.control('POST', '/faults', {
		method: 'POST',
		path: '/posts',
		status,
		when,
		count: 1,
		bodyContains: text,
	});

describe('Retry On Fail (the engine runs the node again on the same items)', () => {
	it('a create refused once: items 1 and 2 are not sent again; item 3 is held until the service could list it', async () => {
		const { texts, items } = threePosts();
		await fault(texts[2], 'before');
		const first = await runInEngine(postCreate(items, { retryOnFail: { maxTries: 3 } }));
		expect(await sentTexts(texts)).toEqual(texts); // each once; the third was refused
		expect(first.error?.message).toMatch(
			/earlier attempt to create the post .*HTTP 503.*does not list it yet/i,
		);
		expect(first.error?.description).toMatch(/Retry this execution after/);

		// The editor's Retry once the service would list it: only item 3 is sent.
		RERUN_POLICY.postListedWithinMs = 0;
		const retried = await runInEngine(postCreate(items), retryExecution(first.stored));
		expect(retried.error).toBeUndefined();
		expect(await sentTexts(texts)).toEqual([...texts, texts[2]]);
		const out = retried.items.map((item) => item.json);
		expect(out[0]).toMatchObject({ notSentAgain: true, postSubmissionId: expect.any(String) });
		expect(out[1]).toMatchObject({ notSentAgain: true });
		expect(out[2].notSentAgain).toBeUndefined();
		expect(retried.items.map((item) => item.pairedItem)).toEqual([
			{ item: 0 },
			{ item: 1 },
			{ item: 2 },
		]);
	});

	it('a create processed and its answer lost: found in the posts list, nothing sent twice', async () => {
		const { texts, items } = threePosts();
		await fault(texts[2], 'after', 504);
		const started = clock.now();
		const result = await runInEngine(
			postCreate(items, { retryOnFail: { maxTries: 5, waitBetweenTries: 2000 } }),
		);
		expect(await sentTexts(texts)).toEqual(texts);
		expect(result.error).toBeUndefined();
		// Not listed at the second try (2 s: still publishing), found at the third (4 s); each of
		// the three posts first waits for its claim in the record of sends to settle, side by side
		// (on the test's clock a pause may start once the one before it ended).
		const took = clock.now() - started;
		expect(took).toBeGreaterThanOrEqual(4000 + LOOK_UP_POLICY.claimSettleMs);
		expect(took).toBeLessThanOrEqual(4000 + 3 * LOOK_UP_POLICY.claimSettleMs);
		const out = result.items.map((item) => item.json);
		expect(out[0]).toMatchObject({ notSentAgain: true });
		expect(out[2]).toMatchObject({
			notSentAgain: true,
			status: 'published',
			postId: expect.any(String),
		});
		expect(String(out[2].notSentAgainReason)).toMatch(/service shows it went through/);
		expect(out[2].notSentAgainCode).toBe('tookEffectEarlier');
	}, 30_000);
});

describe("the editor's Retry (a new execution from the stored failed one)", () => {
	it('with the original workflow: items 1 and 2 keep their submission, item 3 waits for the list', async () => {
		const { texts, items } = threePosts();
		await fault(texts[2], 'after', 504);
		const first = await runInEngine(postCreate(items));
		expect(first.error?.message).toMatch(/may or may not have been processed/);
		const retried = await runInEngine(postCreate(items), retryExecution(first.stored));
		expect(retried.error?.message).toMatch(/does not list it yet/);
		// Once published (3 s) it is listed: the next Retry finds it and sends nothing.
		clock.advance(4000);
		const again = await runInEngine(postCreate(items), retryExecution(retried.stored));
		expect(again.error).toBeUndefined();
		expect(await sentTexts(texts)).toEqual(texts);
		expect(again.items.map((i) => i.json.notSentAgain)).toEqual([true, true, true]);
	}, 30_000);
});
