/* eslint-disable @n8n/community-nodes/no-restricted-globals -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// Issue 60, the record of sends at its edges: two executions checking the same create at the same
// moment, the store failing, its bound (n8n drops the oldest values past maxEntries), an attempt
// whose outcome stayed unknown, a Dry Run, identical items of one run, a comment gone from the
// post. Through n8n-core's engine and n8n's store stand-in, on the test's clock.
import type { IDataObject } from 'n8n-workflow';

import { byId } from '../../helpers/n8n';
import {
	failProcessedStore,
	holdProcessedReads,
	processedRow,
	storeCalls,
} from '../../helpers/n8n/processedStore';
import { addFaults, logMark, requestsSince } from '../../helpers/requestLog';
import { useSimulator } from '../../helpers/simulator';
import { useTestClock } from '../../helpers/testClock';
import { RECORD_MAX_ENTRIES } from '../../../nodes/SocialPublishing/transport';
import { seeded, type Seeded } from '../postHelpers';
import { accountsOf, guard, PHOTO, unique } from './guardHelpers';

const clock = useTestClock();
const sim = useSimulator({ rateLimits: false });
let s: Seeded;
let otherInstagram: string;
beforeAll(async () => {
	s = await seeded(sim);
	otherInstagram = (await accountsOf(sim, 'instagram')).find(
		(a) => a.id !== s.account.instagram,
	).id;
});
afterEach(async () => {
	failProcessedStore(undefined);
	await sim.control('DELETE', '/faults');
});
const { manual, production, post } = guard(sim, () => s);
const published = () => clock.advance(10_000);
const realTick = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Runs executions side by side, their calls to n8n's store in lockstep: each round, every one still
 * running reads the row before any writes it back (the last write wins), as two workers can.
 */
async function inLockstep<T>(runs: Array<() => Promise<T>>): Promise<T[]> {
	let hold = holdProcessedReads();
	let running = runs.length;
	let done = false;
	const all = Promise.all(runs.map(async (run) => await run().finally(() => running--)));
	void all.finally(() => (done = true));
	while (!done) {
		await realTick();
		if (running > 0 && hold.waiting() >= running) {
			hold.release();
			hold = holdProcessedReads();
		}
	}
	hold.release();
	return await all;
}

describe('two executions check the same create at the same moment', () => {
	it('every call to the record made at the same moment by both (two workers): one post is sent, the other execution outputs it', async () => {
		const params = post('instagram', { text: unique('At the same moment'), media: PHOTO });
		const mark = await logMark(sim);
		const [a, b] = await inLockstep([
			async () => await production('post', 'create', params),
			async () => await production('post', 'create', params),
		]);
		const posts = await requestsSince(sim, mark, { method: 'POST' });
		expect(posts.filter((r) => r.path === '/posts')).toHaveLength(1);
		const [sent, found] = a.json.notSentAgain ? [b, a] : [a, b];
		expect(found.json).toMatchObject({
			notSentAgain: true,
			postSubmissionId: sent.json.postSubmissionId,
		});
	});

	it('side by side, their calls to the record interleaved (one process): one post is sent', async () => {
		const params = post('instagram', { text: unique('Side by side'), media: PHOTO });
		const mark = await logMark(sim);
		const [a, b] = await Promise.all([
			production('post', 'create', params),
			production('post', 'create', params),
		]);
		const posts = await requestsSince(sim, mark, { method: 'POST' });
		expect(posts.filter((r) => r.path === '/posts')).toHaveLength(1);
		expect([a.json.notSentAgain, b.json.notSentAgain].filter(Boolean)).toHaveLength(1);
	});

	it("two different creates side by side, one write taking the other's values: each is sent once, and each repeat found", async () => {
		const onA = post('instagram', { text: unique('Shop A today'), media: PHOTO });
		const onB = post('instagram', { text: unique('Shop B today'), media: PHOTO }, otherInstagram);
		const mark = await logMark(sim);
		await inLockstep([
			async () => await production('post', 'create', onA),
			async () => await production('post', 'create', onB),
		]);
		expect(
			(await requestsSince(sim, mark, { method: 'POST' })).filter((r) => r.path === '/posts'),
		).toHaveLength(2);
		await published();
		const [againA, againB] = [
			await production('post', 'create', onA),
			await production('post', 'create', onB),
		];
		expect([againA.sent, againB.sent]).toEqual([[], []]);
		// Found by the id each recorded (its write made again, should the one beside it have lost it),
		// not settled as an attempt through the list.
		for (const again of [againA, againB]) {
			expect(again.json.notSentAgainReason).toMatch(/this workflow sent it at .* \(post /);
		}
	});
});

describe('where the record cannot be reached', () => {
	it('the store answers with an error: the list decides, the output says so, and the item does not fail', async () => {
		const text = unique('Database down');
		failProcessedStore(new Error('SQLITE_BUSY: database is locked'));
		const first = await production('post', 'create', post('twitter', { text }));
		expect(first.error).toBeUndefined();
		expect(first.sent).toEqual(['/posts']);
		expect(first.json.alreadyOnServiceCheck).toMatch(
			/^Sent: n8n's record of sends could not be read \(SQLITE_BUSY: database is locked\), and the service lists no same post\.$/,
		);
		await published();
		// The list still catches a repeat it can tell (one X account).
		const again = await production('post', 'create', post('twitter', { text }));
		expect(again.sent).toEqual([]);
		// Another Instagram account's same text: the list cannot tell, sent.
		const params = post('instagram', { text, media: PHOTO });
		await production('post', 'create', post('instagram', { text, media: PHOTO }, otherInstagram));
		await published();
		const toA = await production('post', 'create', params);
		expect(toA.sent).toEqual(['/posts']);
		expect(toA.json.alreadyOnServiceCheck).toMatch(/could not be read/);
	});
});

describe('the bound', () => {
	it(`n8n keeps at most ${RECORD_MAX_ENTRIES} values, dropping the oldest first: an old send is forgotten, the newest is found`, async () => {
		const oldest = post('instagram', { text: unique('Oldest'), media: PHOTO });
		await production('post', 'create', oldest);
		// Other nodes of the workflow (Remove Duplicates, scope workflow) fill the row meanwhile.
		const { DataDeduplicationService } = await import('n8n-core');
		await DataDeduplicationService.getInstance().checkProcessedAndRecord(
			Array.from({ length: RECORD_MAX_ENTRIES }, (_, n) => `filler ${n}`),
			'workflow',
			{ workflow: { id: 'wf-test' } as never },
			{ mode: 'entries', maxEntries: RECORD_MAX_ENTRIES },
		);
		const newest = post('instagram', { text: unique('Newest'), media: PHOTO });
		await production('post', 'create', newest);
		expect(processedRow().length).toBeLessThanOrEqual(RECORD_MAX_ENTRIES);
		await published();
		expect((await production('post', 'create', newest)).sent).toEqual([]);
		// Forgotten by the record; the list cannot tell two Instagram accounts apart: sent, and why.
		const again = await production('post', 'create', oldest);
		expect(again.sent).toEqual(['/posts']);
		expect(again.json.alreadyOnServiceCheck).toMatch(/^Sent: a similar post is on the service/);
	});
});

describe('an attempt whose outcome stayed unknown (the execution crashed after sending)', () => {
	it('a new execution finds the attempt, waits for its answer, then settles it through the list: not sent again', async () => {
		// The record keeps the minute of a send: one made in the minute's last second is older than
		// its minute says (CI runs 36 and 38 failed here when the clock was at such a moment).
		clock.advance(60_000 - (clock.now() % 60_000) - 150);
		const params = post('twitter', { text: unique('Lost answer') });
		await addFaults(sim, {
			method: 'POST',
			path: '/posts',
			status: 502,
			when: 'after',
			count: 1,
		});
		const crashed = await production('post', 'create', params);
		expect(crashed.sent).toEqual(['/posts']);
		expect(crashed.error).toBeDefined();
		const next = await production('post', 'create', params);
		expect(next.sent).toEqual([]);
		expect(next.error?.message).toBeUndefined();
		expect(next.json.notSentAgain).toBe(true);
		expect(next.json.notSentAgainReason).toMatch(
			/^Already on the service: an attempt at .* got no clear answer, and the service lists it\.$/,
		);
	});
});

describe('an attempt that made nothing, its answer lost (a 502 before the service took it)', () => {
	it('counts from the end of the minute it was stamped in: a minute after it, still not sent', async () => {
		clock.advance(60_000 - (clock.now() % 60_000) - 150);
		const params = post('twitter', { text: unique('Never made') });
		await addFaults(sim, {
			method: 'POST',
			path: '/posts',
			status: 502,
			when: 'before',
			count: 1,
		});
		const crashed = await production('post', 'create', params);
		expect(crashed.sent).toEqual(['/posts']);
		expect(crashed.error).toBeDefined();
		// Two minutes after the start of its minute, one after it was sent: the service may list it
		// for another minute (RERUN_POLICY.postListedWithinMs), so nothing is sent yet.
		clock.advance(60_000 - (clock.now() % 60_000) + 500);
		const next = await production('post', 'create', params);
		expect(next.sent).toEqual([]);
		expect(next.error?.message).toMatch(/does not list it yet: not sent again/);
	});
});

describe('what writes nothing', () => {
	it('a Dry Run reads the record but leaves it as it was', async () => {
		const params = post('twitter', { text: unique('Planned') });
		await production('post', 'create', { ...params, dryRun: true });
		expect(processedRow()).toEqual([]);
		await production('post', 'create', params);
		const row = processedRow();
		await production('post', 'create', { ...params, dryRun: true });
		expect(processedRow()).toEqual(row);
	});
});

describe('identical items of one run', () => {
	it('are each sent (the record counts this run apart); the next execution sends none of them', async () => {
		const params = post('twitter', { text: unique('Two of the same') });
		const items = [{ json: {} }, { json: {} }];
		expect((await production('post', 'create', params, { items })).sent).toEqual([
			'/posts',
			'/posts',
		]);
		await published();
		const again = await production('post', 'create', params, { items });
		expect(again.sent).toEqual([]);
		expect(new Set(again.items.map((i) => i.postSubmissionId)).size).toBe(2);
	});
});

describe('a recorded create that is gone', () => {
	const postId = async () =>
		String(
			(await sim.api().get('/posts', { platform: ['instagram'], status: ['published'] })).body
				.items[0].id,
		);
	it.each([
		['deleted on the platform', { status: 200, body: { status: 'deleted' } }],
		['gone from the service (404)', { status: 404, body: { message: 'Comment not found' } }],
	])('a recorded comment %s does not count: sent again', async (_, answer) => {
		const params = { post: byId(await postId()), text: unique('Deleted later') };
		const first = await manual('comment', 'create', params);
		expect(first.sent).toEqual(['/comments']);
		await clock.advance(5_000);
		await addFaults(sim, {
			method: 'GET',
			path: `/comments/${String(first.json.id)}`,
			status: answer.status,
			body: { ...first.json, ...answer.body },
			count: 1,
		});
		const again = await manual('comment', 'create', params);
		expect(again.sent).toEqual(['/comments']);
	});

	it('a recorded post gone from the service (404: deleted) does not count: sent again', async () => {
		const params = post('instagram', { text: unique('Deleted post'), media: PHOTO });
		const first = await manual('post', 'create', params);
		await published();
		await addFaults(sim, {
			method: 'GET',
			path: `/posts/${String(first.json.postSubmissionId)}`,
			status: 404,
			body: { message: 'Post not found' },
			count: 1,
		});
		expect((await manual('post', 'create', params)).sent).toEqual(['/posts']);
	});
});

describe('the cost of the record', () => {
	it('a create with nothing before it: five checks, three removals of what was only asked', async () => {
		await production('post', 'create', post('twitter', { text: unique('Counted') }));
		// The look (its questions taken back), the stamp and who holds the slot (the other tokens
		// asked taken back), the same after the pause, the id written and checked.
		expect(storeCalls.map((c) => c.op)).toEqual([
			'check',
			'remove',
			'check',
			'remove',
			'check',
			'remove',
			'check',
			'check',
		]);
	});
});

export type { IDataObject };

describe('an attempt of another execution whose outcome stayed unknown, for a message', () => {
	it('is waited for, then settled through the messages list: not sent again', async () => {
		const ig = s.account.instagram;
		const conversation = (await sim.api().get('/conversations', { accountId: ig })).body.items[0];
		const params = {
			account: { __rl: true, mode: 'list', value: ig },
			replyType: 'reply',
			conversation: { __rl: true, mode: 'list', value: conversation.id },
			recipient: { __rl: true, mode: 'list', value: conversation.participants[0].id },
			text: unique('Your order has shipped'),
		};
		await addFaults(sim, {
			method: 'POST',
			path: '/messages',
			status: 504,
			when: 'after',
			count: 1,
		});
		const crashed = await production('message', 'send', params, { nodeId: 'node-crashed' });
		expect(crashed.error).toBeDefined();
		const next = await production('message', 'send', params, { nodeId: 'node-next' });
		expect(next.error).toBeUndefined();
		expect(next.sent).toEqual([]);
		expect(next.json.notSentAgain).toBe(true);
	});
});
