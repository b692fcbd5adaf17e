// The one waiter (transport/wait.ts) with the completions of all five asynchronous creations:
// statuses come from the simulator's fault injection, so every ending can be produced on demand.
// On the test's clock: the waits take no real time and every gap between polls is exact.
import type { IDataObject } from 'n8n-workflow';

import { COMPLETIONS } from '../../nodes/SocialPublishing/transport/completions';
import { waitForCompletion, type Completion } from '../../nodes/SocialPublishing/transport';
import { withExecuteContext } from '../helpers/n8n';
import { addFaults, logMark, requestsSince } from '../helpers/requestLog';
import { startTestSimulator, type TestSimulator } from '../helpers/simulator';
import { useTestClock } from '../helpers/testClock';

const clock = useTestClock();
let sim: TestSimulator;
beforeAll(async () => {
	sim = await startTestSimulator();
});
afterAll(() => sim.close());
afterEach(() => sim.control('DELETE', '/faults'));

/** The simulator answers GET `path` with these bodies, one per poll. */
async function answers(path: string, ...bodies: IDataObject[]) {
	await addFaults(sim, ...bodies.map((body) => ({ method: 'GET', path, status: 200, body })));
}

/** Each poll's time, from the first. */
const pollTimes = (polls: Array<{ time: string }>) =>
	polls.map((p) => Date.parse(p.time) - Date.parse(polls[0].time));

async function wait(
	completion: Completion,
	id: string,
	timeoutSeconds = 10,
	alsoSucceeded?: string[],
) {
	return await withExecuteContext({ sim }, async function () {
		return await waitForCompletion.call(this, completion, id, {
			timeoutSeconds,
			itemIndex: 0,
			alsoSucceeded,
		});
	});
}

describe('the waiter', () => {
	it('polls at the interval through pending statuses until success, and returns the resource', async () => {
		await answers(
			'/source-resolutions-v3/s1',
			{ id: 's1', status: 'queued' },
			{ id: 's1', status: 'processing' },
			{ id: 's1', status: 'completed', title: 'T', content: 'C' },
		);
		const mark = await logMark(sim);
		const { result, error } = await wait(COMPLETIONS.source, 's1');
		expect(error).toBeUndefined();
		expect(result).toEqual({ id: 's1', status: 'completed', title: 'T', content: 'C' });
		// Sources are polled every 3 s (the spec's Asynchrony rule).
		expect(
			pollTimes(await requestsSince(sim, mark, { path: '/source-resolutions-v3/s1' })),
		).toEqual([0, 3000, 6000]);
	});

	it('visuals: the item inside {item} is followed through every step to done', async () => {
		const steps = COMPLETIONS.visual.pending.map((status) => ({ item: { id: 'v1', status } }));
		await answers('/videos/creations/v1', ...steps, {
			item: { id: 'v1', status: 'done', imageUrls: ['https://cdn.example.com/1.png'] },
		});
		const { result, error } = await wait(COMPLETIONS.visual, 'v1', 60);
		expect(error).toBeUndefined();
		expect(result).toMatchObject({ status: 'done', imageUrls: ['https://cdn.example.com/1.png'] });
	});

	it('a failed post: the item error carries errorMessage', async () => {
		await answers('/posts/p1', { status: 'failed', errorMessage: 'Media too large' });
		const { error } = await wait(COMPLETIONS.post, 'p1');
		expect(error?.message).toBe('The post failed to publish: Media too large');
		expect(error?.description).toBe(
			"Submission p1 ended with status 'failed'. Fix the cause, then create the post again.",
		);
		expect(error?.context?.resource).toEqual({
			id: 'p1',
			status: 'failed',
			errorMessage: 'Media too large',
		});
	});

	it('a failed comment or message: errorCode and errorMessage', async () => {
		const failed = { status: 'failed', errorCode: 190, errorMessage: 'Token expired' };
		await answers('/comments/c1', failed);
		const comment = await wait(COMPLETIONS.comment, 'c1');
		expect(comment.error?.message).toBe(
			'The comment failed to post: Token expired (error code 190)',
		);
		expect(comment.error?.context?.resource).toEqual({ id: 'c1', ...failed });

		await answers('/messages/m1', { status: 'queued' }, failed);
		const message = await wait(COMPLETIONS.message, 'm1');
		expect(message.error?.message).toBe(
			'The message failed to send: Token expired (error code 190)',
		);
	});

	it('a failed source: its message', async () => {
		await answers('/source-resolutions-v3/s2', {
			id: 's2',
			status: 'failed',
			message: 'No English captions',
		});
		const { error } = await wait(COMPLETIONS.source, 's2');
		expect(error?.message).toBe('The content extraction failed: No English captions');
		expect(error?.context?.resource).toMatchObject({ message: 'No English captions' });
	});

	it('a failed visual without a reason says so', async () => {
		await answers('/videos/creations/v2', {
			item: { id: 'v2', status: 'creation-from-template-failed' },
		});
		const { error } = await wait(COMPLETIONS.visual, 'v2');
		expect(error?.message).toBe('The visual failed to render: no reason given');
	});

	it('a status the node does not know ends the wait at once as a failure that names it', async () => {
		await answers(
			'/videos/creations/v3',
			{ item: { id: 'v3', status: 'generating-media' } },
			{ item: { id: 'v3', status: 'insufficient-credits' } },
		);
		const mark = await logMark(sim);
		const started = clock.now();
		const { error } = await wait(COMPLETIONS.visual, 'v3', 30);
		// A 5 s wait before each of the two polls, none after the unknown status.
		expect(clock.now() - started).toBe(10000);
		expect(error?.message).toBe(
			"The visual failed to render: the service reported status 'insufficient-credits'",
		);
		expect(error?.description).toMatch(/a status this node does not know/);
		expect(error?.description).toMatch(/Visual → Get and visual ID v3/);
		expect(await requestsSince(sim, mark, { path: '/videos/creations/v3' })).toHaveLength(2);
	});

	it('timeout: the creation may still complete, and how to check it without creating it again', async () => {
		await addFaults(sim, {
			method: 'GET',
			path: '/comments/c2',
			status: 200,
			body: { id: 'c2', status: 'processing' },
			count: 100,
		});
		const mark = await logMark(sim);
		const started = clock.now();
		const { error } = await wait(COMPLETIONS.comment, 'c2', 1);
		// The 2 s poll interval is cut to the 1 s the wait has: one poll at the deadline, then the error.
		const polls = await requestsSince(sim, mark, { path: '/comments/c2' });
		expect(polls).toHaveLength(1);
		expect(Date.parse(polls[0].time) - started).toBe(1000);
		expect(clock.now() - started).toBe(1000);
		expect(error?.message).toBe("Comment c2 was still 'processing' after waiting 1 seconds");
		expect(error?.description).toMatch(/may still be posted: do not run this item again/);
		expect(error?.description).toMatch(/Comment → Get and comment ID c2 \(GET \/comments\/c2\)/);
	});

	it('a scheduled post ends its wait at scheduled; a post published now waits past it', async () => {
		await answers('/posts/p2', { status: 'scheduled' });
		const scheduled = await wait(COMPLETIONS.post, 'p2', 10, ['scheduled']);
		expect(scheduled.result).toEqual({ status: 'scheduled' });

		await answers(
			'/posts/p3',
			{ status: 'scheduled' },
			{ status: 'published', publicUrl: 'https://x.test/1' },
		);
		const now = await wait(COMPLETIONS.post, 'p3');
		expect(now.result).toEqual({ status: 'published', publicUrl: 'https://x.test/1' });
	});

	it('every completion knows each status of its resource in the spec as pending, success or failure', () => {
		for (const completion of Object.values(COMPLETIONS) as Completion[]) {
			const known = [...completion.pending, ...completion.succeeded, ...completion.failed];
			expect(new Set(known).size).toBe(known.length);
		}
		expect(COMPLETIONS.visual.pending).toEqual([
			'queueing',
			'generating-script',
			'script-ready',
			'generating-media',
			'media-ready',
			'exporting',
		]);
		expect(COMPLETIONS.comment.pending).toEqual(['queued', 'processing']);
		expect(COMPLETIONS.message.pending).toEqual(['queued']);
		expect(COMPLETIONS.source.pending).toEqual(['queued', 'processing']);
	});
});
