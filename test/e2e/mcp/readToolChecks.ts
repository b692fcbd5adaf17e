// The read tools: each answer is the service's own answer to the same request (the node's documented
// shape), and the requests each call sent.
import { assert, assertEqual, type Suite } from '../harness';
import { same, sameAsAround, type Json, type McpSession } from './session';

export function readToolChecks(suite: Suite, session: McpSession): void {
	const { ok, get, requests, accounts, withSubaccounts, pinterest, found } = session;
	suite.test('get_user = GET /users/me', async () => {
		const expected = await get('/users/me');
		const { items, log } = await ok('get_user', {});
		same(items, [expected], 'answer');
		assertEqual(requests(log), ['GET /users/me'], 'requests');
	});

	suite.test(
		'list_accounts = GET /users/me/accounts with subaccounts (all, and with platform)',
		async () => {
			same((await ok('list_accounts', {})).items, await withSubaccounts(accounts), 'all accounts');
			const expected = (await get('/users/me/accounts?platform=instagram')).items;
			const { items, log } = await ok('list_accounts', { platform: 'instagram' });
			same(items, expected, 'instagram accounts');
			assertEqual(requests(log), ['GET /users/me/accounts'], 'requests');
			assertEqual(log[0].query, { platform: 'instagram' }, 'query');
		},
	);

	suite.test('list_pinterest_boards = GET /social/pinterest/boards?accountId=', async () => {
		const expected = (await get(`/social/pinterest/boards?accountId=${pinterest.id}`)).items;
		assert(expected.length > 0, 'the seed has boards');
		const { items } = await ok('list_pinterest_boards', { accountId: pinterest.id });
		same(items, expected, 'boards');
	});

	suite.test('list_posts = GET /posts (default window; status and platform filters)', async () => {
		// Posts of earlier checks move on (scheduled → published) as the simulated clock runs.
		await sameAsAround(
			async () => (await get('/posts?limit=50')).items,
			() => ok('list_posts', {}),
			(r) => r.items,
			'posts',
		);
		const { log } = await sameAsAround(
			async () =>
				(await get('/posts?limit=10&status=published&platform=twitter&platform=bluesky')).items,
			() => ok('list_posts', { status: 'published', platform: 'twitter, bluesky', limit: 10 }),
			(r) => r.items,
			'filtered posts',
		);
		same(
			log[0].query,
			{ limit: '10', status: 'published', platform: ['twitter', 'bluesky'] },
			'query',
		);
	});

	let publishedPostId = '';
	suite.test(
		'list_top_posts = GET /analytics; get_post_analytics = GET /posts/{id}/analytics',
		async () => {
			const top = (
				await sameAsAround(
					async () => (await get('/analytics')).items,
					() => ok('list_top_posts', {}),
					(r) => r.items,
					'top posts',
				)
			).items;
			await sameAsAround(
				async () => (await get('/analytics?sortBy=likes_count&limit=3&platform=instagram')).items,
				() => ok('list_top_posts', { sortBy: 'likes_count', limit: 3, platform: 'instagram' }),
				(r) => r.items,
				'top instagram posts by likes',
			);
			publishedPostId = top[0].id;
			await sameAsAround(
				async () => [await get(`/posts/${publishedPostId}/analytics`)],
				() => ok('get_post_analytics', { publishedPostId }),
				(r) => r.items,
				'analytics',
			);
		},
	);

	suite.test('list_comments = GET /comments; get_comment = GET /comments/{id}', async () => {
		const all = (await get('/comments?limit=50')).items;
		same((await ok('list_comments', {})).items, all, 'comments');
		const comment = (found.comment = all.find(
			(c: Json) => c.postId && !c.parentCommentId && c.status === 'posted',
		));
		assert(comment, 'the seed has a posted top-level comment on a service post');
		const onPost = (
			await get(`/comments?limit=50&postId=${comment.postId}&platform=${comment.platform}`)
		).items;
		same(
			(await ok('list_comments', { postId: comment.postId, platform: comment.platform })).items,
			onPost,
			'comments on one post',
		);
		same(
			(await ok('get_comment', { commentId: comment.id })).items,
			[await get(`/comments/${comment.id}`)],
			'one comment',
		);
	});

	suite.test(
		'list_conversations, get_conversation, list_messages, get_message = their GET endpoints',
		async () => {
			const conversations = (await get('/conversations?limit=50')).items;
			same((await ok('list_conversations', {})).items, conversations, 'conversations');
			// The newest conversation with an incoming message (send_message answers it later): which
			// one is newest depends on the groups that ran before (a private reply opens a conversation
			// with an outgoing message only).
			let conversation: Json | undefined;
			let inConversation: Json[] = [];
			for (const candidate of conversations) {
				inConversation = (await get(`/messages?limit=50&conversationId=${candidate.id}`)).items;
				conversation = candidate;
				if (inConversation.some((m: Json) => m.direction === 'incoming')) break;
			}
			assert(conversation, 'the service lists no conversation');
			same(
				(await ok('get_conversation', { conversationId: conversation.id })).items,
				[await get(`/conversations/${conversation.id}`)],
				'one conversation',
			);
			same(
				(await ok('list_messages', {})).items,
				(await get('/messages?limit=50')).items,
				'messages',
			);
			same(
				(await ok('list_messages', { conversationId: conversation.id })).items,
				inConversation,
				'messages of one conversation',
			);
			const incoming = (found.incoming = inConversation.find(
				(m: Json) => m.direction === 'incoming',
			));
			assert(incoming, 'no listed conversation has an incoming message');
			same(
				(await ok('get_message', { messageId: incoming.id })).items,
				[await get(`/messages/${incoming.id}`)],
				'one message',
			);
		},
	);

	suite.test(
		'list_visual_templates = GET /videos/templates?fields=id,name,description',
		async () => {
			same(
				(await ok('list_visual_templates', {})).items,
				(await get('/videos/templates?fields=id,name,description')).items,
				'templates',
			);
			same(
				(await ok('list_visual_templates', { search: 'quote', fields: 'id,inputs' })).items,
				(await get('/videos/templates?fields=id,inputs&search=quote')).items,
				'templates found by search, with their inputs',
			);
		},
	);
}
