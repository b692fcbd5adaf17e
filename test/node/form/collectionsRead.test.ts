// The node reads Options and Additional Fields where the editor saves them, and a value left in
// Additional Fields from another platform (hidden by the form, so dropped by n8n when it loads the
// node) is not read: an X post with an Instagram First Comment is sent as an X post, without it.
import { useSimulator } from '../../helpers/simulator';
import { useTestClock } from '../../helpers/testClock';
import { logMark, requestsSince } from '../../helpers/requestLog';
import { createPost, seeded, type Seeded } from '../postHelpers';

useTestClock();
const sim = useSimulator({ rateLimits: false });
let s: Seeded;
beforeAll(async () => {
	s = await seeded(sim);
});

const unique = (what: string) => `${what} ${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;

describe('Options and Additional Fields as the editor saves them', () => {
	it('Options → Dry Run: the saved form plans the post and sends nothing', async () => {
		const mark = await logMark(sim);
		const { items, error } = await createPost(sim, s, 'twitter', {
			text: unique('Planned'),
			options: { dryRun: true },
		});
		expect(error).toBeUndefined();
		expect(items[0].json.dryRun).toBe(true);
		expect((await requestsSince(sim, mark)).filter((r) => r.method !== 'GET')).toEqual([]);
	});

	it('a First Comment left from Instagram is dropped on X (its displayOptions): sent, no comment', async () => {
		const text = unique('Switched to X');
		const mark = await logMark(sim);
		const { error } = await createPost(sim, s, 'twitter', {
			text,
			additionalFields: { firstComment: '#coffee' },
		});
		expect(error).toBeUndefined();
		const writes = (await requestsSince(sim, mark)).filter((r) => r.method !== 'GET');
		expect(writes.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /posts']);
	});

	it('the same First Comment on Instagram is read: refused with Publish At a Time', async () => {
		const mark = await logMark(sim);
		const { error } = await createPost(sim, s, 'instagram', {
			text: unique('Scheduled'),
			media: 'https://cdn.example.com/latte.jpg',
			schedule: 'at',
			scheduledTime: '2099-01-01T10:00:00Z',
			additionalFields: { firstComment: '#coffee' },
		});
		expect(error?.message).toMatch(/^Additional Fields → First Comment: /);
		expect((await requestsSince(sim, mark)).filter((r) => r.method !== 'GET')).toEqual([]);
	});
});
