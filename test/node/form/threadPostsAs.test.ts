// Thread Posts As (version 1.1) through n8n's execution: the JSON way sends the thread; with Fields,
// a JSON value left in the parameters is dropped by n8n and never sent.
import { useSimulator } from '../../helpers/simulator';
import { createPost, lastPostBody, seeded, type Seeded } from '../postHelpers';

const sim = useSimulator({ rateLimits: false });
let s: Seeded;
beforeAll(async () => {
	s = await seeded(sim);
});

const v1_1 = { nodeTypeVersion: 1.1 };

it('JSON: the array becomes content.additionalPosts', async () => {
	const { error } = await createPost(
		sim,
		s,
		'twitter',
		{ text: '1/2 as JSON', threadPostsInput: 'json', additionalPostsJson: '[{"text": "2/2"}]' },
		v1_1,
	);
	expect(error).toBeUndefined();
	expect((await lastPostBody(sim)).post.content.additionalPosts).toEqual([
		{ text: '2/2', mediaUrls: [] },
	]);
});

it('JSON left at its default, an empty list: a single post', async () => {
	const { error } = await createPost(
		sim,
		s,
		'twitter',
		{ text: 'just one', threadPostsInput: 'json' },
		v1_1,
	);
	expect(error).toBeUndefined();
	expect((await lastPostBody(sim)).post.content.additionalPosts).toBeUndefined();
});

it('Fields: the Thread Posts fields are sent, a stray JSON value is not', async () => {
	const { error } = await createPost(
		sim,
		s,
		'twitter',
		{
			text: '1/2 as fields',
			additionalPosts: { posts: [{ text: '2/2 from the fields' }] },
			additionalPostsJson: '[{"text": "2/2 from JSON"}]',
		},
		v1_1,
	);
	expect(error).toBeUndefined();
	expect((await lastPostBody(sim)).post.content.additionalPosts).toEqual([
		{ text: '2/2 from the fields', mediaUrls: [] },
	]);
});
