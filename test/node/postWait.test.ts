// Wait for Completion: polls GET /posts/{id} until published or failed (scheduled for scheduled
// posts); a failed post is an item error; a timeout says the post may still publish. On the test's
// clock, which the simulator reads too: a post is in progress for 3 s, and the first poll comes
// one interval (3 s) after the create, when it has published.
import { useSimulator } from '../helpers/simulator';
import { LOOK_UP_POLICY } from '../../nodes/SocialPublishing/transport';
import { useTestClock } from '../helpers/testClock';
import { createPost, seeded, type Seeded } from './postHelpers';

const clock = useTestClock();
const sim = useSimulator({ rateLimits: false });
let s: Seeded;
beforeAll(async () => {
	s = await seeded(sim);
});

const wait = { waitForCompletion: true, waitTimeout: 30 };

async function statusPolls(id: string) {
	return (await sim.requests({ method: 'GET', path: `/posts/${id}` })) as Array<{ time: string }>;
}

describe('Post → Create, Wait for Completion', () => {
	it('off by default: returns the submission id at once, without polling', async () => {
		const { items, error } = await createPost(sim, s, 'twitter', { text: 'No wait' });
		expect(error).toBeUndefined();
		expect(Object.keys(items[0].json)).toEqual(['postSubmissionId']);
		expect(await statusPolls(items[0].json.postSubmissionId as string)).toHaveLength(0);
	});

	it('published: outputs status and publicUrl', async () => {
		const { items, error } = await createPost(sim, s, 'twitter', {
			text: 'Waiting for it',
			...wait,
		});
		expect(error).toBeUndefined();
		const json = items[0].json;
		expect(json).toMatchObject({ postSubmissionId: expect.any(String), status: 'published' });
		expect(String(json.publicUrl)).toMatch(/^https:\/\//);
		// One read, one poll interval (3 s) after the create, when the post has published.
		const polls = await statusPolls(json.postSubmissionId as string);
		expect(polls).toHaveLength(1);
	});

	it('failed: an item error with the service errorMessage', async () => {
		const { items, error } = await createPost(sim, s, 'twitter', {
			text: 'Flash sale [simulate:reject]',
			...wait,
		});
		expect(items).toEqual([]);
		expect(error?.message).toBe(
			'The post failed to publish: The twitter platform rejected the post',
		);
		expect(error?.description).toMatch(/ended with status 'failed'/);
	});

	it('failed with Continue On Fail: the error goes out on its item, other items succeed', async () => {
		const { items, error } = await createPost(
			sim,
			s,
			'twitter',
			{ text: '={{ $json.text }}', ...wait },
			{
				continueOnFail: true,
				items: [{ json: { text: 'Bad [simulate:reject]' } }, { json: { text: 'Good' } }],
			},
		);
		expect(error).toBeUndefined();
		expect(items).toHaveLength(2);
		expect(items[0].json.error).toBe(
			'The post failed to publish: The twitter platform rejected the post',
		);
		expect(items[0].json.description).toMatch(/Submission psub_\w+ ended with status 'failed'/);
		expect(items[0].pairedItem).toEqual({ item: 0 });
		expect(items[1].json.status).toBe('published');
		expect(items[1].pairedItem).toEqual({ item: 1 });
	});

	it('a failed media fetch also fails the item', async () => {
		const { error } = await createPost(sim, s, 'bluesky', {
			text: 'x',
			media: 'https://cdn.unreachable.invalid/a.jpg',
			...wait,
		});
		expect(error?.message).toMatch(/^The post failed to publish: Media could not be downloaded/);
	});

	it('scheduled post: the wait ends at scheduled', async () => {
		const time = new Date(Date.now() + 10 * 24 * 3600_000).toISOString();
		const { items, error } = await createPost(sim, s, 'twitter', {
			text: 'Later',
			schedule: 'at',
			scheduledTime: time,
			...wait,
		});
		expect(error).toBeUndefined();
		expect(items[0].json).toMatchObject({ status: 'scheduled', scheduledTime: time });
	});

	it('timeout: a clear error saying the post may still publish and how to check', async () => {
		await sim.control('POST', '/clock', { speed: 0.0001 });
		try {
			const started = clock.now();
			const { error } = await createPost(sim, s, 'twitter', {
				text: 'Slow',
				waitForCompletion: true,
				waitTimeout: 1,
			});
			// The 3 s interval cut to the 1 s left: a last poll at the deadline, then the error (after
			// the post's claim in the record of sends settled).
			expect(clock.now() - started).toBe(1000 + LOOK_UP_POLICY.claimSettleMs);
			expect(error?.message).toMatch(
				/^Post psub_\w+ was still 'in-progress' after waiting 1 seconds$/,
			);
			expect(error?.description).toMatch(/may still publish/);
			expect(error?.description).toMatch(/Post → Get and submission ID psub_\w+/);
		} finally {
			await sim.control('POST', '/clock', { speed: 1 });
		}
	});
});
