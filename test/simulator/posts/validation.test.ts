/* eslint-disable @typescript-eslint/no-explicit-any -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// POST /posts: the body's shape is checked (422 naming the field; 404 for an unknown account).
// The platform targets: targets.test.ts.
import { validPost } from '../postHelpers';
import { usePostsSimulator } from './setup';

const { sim, c } = usePostsSimulator();

describe('POST /posts validation', () => {
	const cases: Array<[string, (b: any) => any, RegExp, number?]> = [
		['no post', () => ({}), /body must have required property 'post'/],
		['post not an object', () => ({ post: 'x' }), /body\.post must be object/],
		[
			'no accountId',
			(b) => {
				delete b.post.accountId;
				return b;
			},
			/body\.post must have required property 'accountId'/,
		],
		[
			'unknown accountId',
			(b) => {
				b.post.accountId = '999999';
				return b;
			},
			/body\.post\.accountId/,
			404,
		],
		[
			'no content',
			(b) => {
				delete b.post.content;
				return b;
			},
			/body\.post must have required property 'content'/,
		],
		[
			'text missing',
			(b) => {
				delete b.post.content.text;
				return b;
			},
			/body\.post\.content must have required property 'text'/,
		],
		[
			'text an object',
			(b) => {
				b.post.content.text = {};
				return b;
			},
			/body\.post\.content\.text must be string/,
		],
		[
			'empty text without media',
			(b) => {
				b.post.content.text = ' ';
				return b;
			},
			/body\.post\.content\.text must not be empty/,
		],
		[
			'mediaUrls missing',
			(b) => {
				delete b.post.content.mediaUrls;
				return b;
			},
			/body\.post\.content must have required property 'mediaUrls'/,
		],
		[
			'mediaUrls not strings',
			(b) => {
				b.post.content.mediaUrls = [{}];
				return b;
			},
			/body\.post\.content\.mediaUrls\[0\] must be string/,
		],
		[
			'mediaUrls not a URL',
			(b) => {
				b.post.content.mediaUrls = ['file.jpg'];
				return b;
			},
			/body\.post\.content\.mediaUrls\[0\]/,
		],
		[
			'content.platform missing',
			(b) => {
				delete b.post.content.platform;
				return b;
			},
			/body\.post\.content must have required property 'platform'/,
		],
		[
			'content.platform unknown',
			(b) => {
				b.post.content.platform = 'myspace';
				return b;
			},
			/body\.post\.content\.platform must be equal to one of the allowed values/,
		],
		[
			'no target',
			(b) => {
				delete b.post.target;
				return b;
			},
			/body\.post must have required property 'target'/,
		],
		[
			'targetType unknown',
			(b) => {
				b.post.target.targetType = 'myspace';
				return b;
			},
			/body\.post\.target\.targetType must be equal to one of the allowed values/,
		],
		[
			'platform differs from targetType',
			(b) => {
				b.post.content.platform = 'threads';
				return b;
			},
			/content\.platform.*must equal.*targetType/,
		],
		[
			'other paired with a platform target',
			(b) => {
				b.post.content.platform = 'other';
				return b;
			},
			/content\.platform.*must equal/,
		],
		[
			'account of another platform',
			(b) => {
				b.post.target.targetType = 'threads';
				b.post.content.platform = 'threads';
				return b;
			},
			/body\.post\.accountId .* is a twitter account/,
		],
		[
			'additionalPosts not an array',
			(b) => {
				b.post.content.additionalPosts = {};
				return b;
			},
			/body\.post\.content\.additionalPosts must be array/,
		],
		[
			'additionalPosts item without text',
			(b) => {
				b.post.content.additionalPosts = [{ mediaUrls: [] }];
				return b;
			},
			/additionalPosts\[0\] must have required property 'text'/,
		],
		[
			'additionalPosts item without mediaUrls',
			(b) => {
				b.post.content.additionalPosts = [{ text: 'x' }];
				return b;
			},
			/additionalPosts\[0\] must have required property 'mediaUrls'/,
		],
	];
	it.each(cases)('refuses %s', async (_name, mutate, message, code = 422) => {
		const body = mutate({ post: validPost(c, 'twitter') });
		const res = await sim.api().post('/posts', body);
		expect(res.status).toBe(code);
		expect(res.body.message).toMatch(message);
		expect(res.body.reqId).toEqual(expect.any(String));
	});
});
