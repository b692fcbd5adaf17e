// Post → Create: Thread Posts (JSON), the thread as one array from an expression or an AI agent.
import { useSimulator } from '../helpers/simulator';
import { createPost, lastPostBody, postBodies, seeded, type Seeded } from './postHelpers';

const sim = useSimulator({ rateLimits: false });
let s: Seeded;
beforeAll(async () => {
	s = await seeded(sim);
});

const THREAD = [
	{ text: '2/3 the middle' },
	{ text: '3/3 the end', mediaUrls: ['https://example.com/photo.jpg'] },
];

describe('Post → Create: Thread Posts (JSON)', () => {
	it.each([
		['JSON text', JSON.stringify(THREAD)],
		['an array from an expression', `={{ ${JSON.stringify(THREAD)} }}`],
	])('%s becomes content.additionalPosts, in order', async (_name, additionalPostsJson) => {
		const { error } = await createPost(sim, s, 'twitter', {
			text: '1/3 the start',
			additionalPostsJson,
		});
		expect(error).toBeUndefined();
		const body = await lastPostBody(sim);
		expect(body.post.content.additionalPosts).toEqual([
			{ text: '2/3 the middle', mediaUrls: [] },
			{ text: '3/3 the end', mediaUrls: ['https://example.com/photo.jpg'] },
		]);
	});

	it.each([
		[
			'not JSON',
			'[{"text": "2/2"',
			/^Additional Fields → Thread Posts \(JSON\): is not valid JSON/,
		],
		['not a list', '{"text": "2/2"}', /^Additional Fields → Thread Posts \(JSON\): is not a list/],
		['an empty post', '[{"text": "  "}]', /^Additional Fields → Thread Posts: post 1 is empty/],
		[
			'a post that is text',
			'["2/2"]',
			/^Additional Fields → Thread Posts \(JSON\): post 1 is not an object/,
		],
	])(
		'%s is refused naming the field; nothing is posted',
		async (_name, additionalPostsJson, message) => {
			const before = (await postBodies(sim)).length;
			const { error } = await createPost(sim, s, 'twitter', { text: '1/2', additionalPostsJson });
			expect(error?.message).toMatch(message);
			expect((await postBodies(sim)).length).toBe(before);
		},
	);

	it('both Thread Posts and Thread Posts (JSON): refused, one of them only', async () => {
		const before = (await postBodies(sim)).length;
		const { error } = await createPost(sim, s, 'twitter', {
			text: '1/2',
			additionalPosts: { posts: [{ text: '2/2' }] },
			additionalPostsJson: '[{"text": "2/2"}]',
		});
		expect(error?.message).toMatch(
			/^Additional Fields → Thread Posts \(JSON\): give the thread either here or in Thread Posts, not both/,
		);
		expect((await postBodies(sim)).length).toBe(before);
	});
});
