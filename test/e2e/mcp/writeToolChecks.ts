// The write tools: each as a dry run (nothing sent, the request it would send shown), then for real
// (exactly that request), and the answer against the service's own view of what was written.
import { simGet } from '../context';
import { assert, assertEqual, show, type Suite } from '../harness';
import { inDays, same, type Json, type McpSession } from './session';

export function writeToolChecks(suite: Suite, session: McpSession): void {
	const { ok, get, requests, writes, dryThenReal, bluesky, twitter, facebook, post, found } =
		session;
	const { sim } = session.ctx;
	// Writes: each as a dry run, then for real; the answer against the service's own view of it.
	let postSubmissionId = '';
	let publishedUrl = '';
	suite.test(
		'create_post (dry run, then for real, waiting); get_post_status = GET /posts/{id}',
		async () => {
			const { answer, sent } = await dryThenReal(
				'create_post',
				{ ...post, waitForCompletion: true },
				{ method: 'POST', path: '/posts', status: 201 },
			);
			same(
				sent.body,
				{
					post: {
						accountId: bluesky.id,
						content: { text: post.text, mediaUrls: [], platform: 'bluesky' },
						target: { targetType: 'bluesky' },
					},
				},
				"POST /posts body: what the service's own tool would send",
			);
			postSubmissionId = answer.postSubmissionId;
			assert(postSubmissionId, `no postSubmissionId in ${show(answer)}`);
			assertEqual(answer.status, 'published', 'status after waiting');
			const expected = await get(`/posts/${postSubmissionId}`);
			const { items, log } = await ok('get_post_status', { postSubmissionId });
			same(items, [{ postSubmissionId, ...expected }], 'get_post_status answer');
			assertEqual(requests(log), [`GET /posts/${postSubmissionId}`], 'requests');
			publishedUrl = String(answer.publicUrl ?? '');
		},
	);

	suite.test(
		'create_post again with the same arguments (a client retrying in a new request): the earlier post, nothing sent',
		async () => {
			assert(publishedUrl, 'the check before published a post');
			const { items, log } = await ok('create_post', post);
			assertEqual(writes(log), [], 'writes sent');
			assertEqual(requests(log).filter((r) => r.startsWith('GET /posts')).length, 1, 'look-ups');
			const [earlier] = items;
			assertEqual(
				[earlier?.notSentAgain, earlier?.status, earlier?.publicUrl],
				[true, 'published', publishedUrl],
				`answer ${show(earlier)}`,
			);
		},
	);

	suite.test(
		"create_post with the spec's other arguments: media, a facebook page and its media type",
		async () => {
			const media = await dryThenReal(
				'create_post',
				{
					platform: 'twitter',
					accountId: twitter.id,
					text: 'Two pictures from MCP',
					mediaUrls: 'https://example.com/a.jpg, https://example.com/b.jpg',
				},
				{ method: 'POST', path: '/posts', status: 201 },
			);
			same(
				media.sent.body.post.content,
				{
					text: 'Two pictures from MCP',
					mediaUrls: ['https://example.com/a.jpg', 'https://example.com/b.jpg'],
					platform: 'twitter',
				},
				'content with media',
			);
			const pages = (await get(`/users/me/accounts/${facebook.id}/subaccounts`)).items;
			const page = await dryThenReal(
				'create_post',
				{
					platform: 'facebook',
					accountId: facebook.id,
					text: 'A link from MCP',
					pageId: pages[0].id,
					mediaType: 'link',
				},
				{ method: 'POST', path: '/posts', status: 201 },
			);
			same(
				page.sent.body.post.target,
				{ targetType: 'facebook', pageId: pages[0].id, mediaType: 'link' },
				'facebook target',
			);
		},
	);

	let scheduleId = '';
	suite.test(
		'create_post with scheduledTime: scheduledTime at the root; list_schedules, get_schedule',
		async () => {
			const when = inDays(3);
			const { sent } = await dryThenReal(
				'create_post',
				{ ...post, platform: 'twitter', accountId: twitter.id, scheduledTime: when },
				{ method: 'POST', path: '/posts', status: 201 },
			);
			assertEqual(
				Date.parse(sent.body.scheduledTime),
				Date.parse(when),
				'scheduledTime at the root',
			);
			const listed = await get('/schedules?limit=20');
			const { items } = await ok('list_schedules', {});
			// Schedule → Get Many adds the total (the string `count`, and as a number) to each item.
			same(
				items,
				listed.items.map((s: Json) => ({
					...s,
					count: String(listed.count),
					totalCount: Number(listed.count),
				})),
				'list_schedules answer',
			);
			const mine = listed.items.find(
				(s: Json) => s.draft?.content?.text === post.text && s.account?.id === twitter.id,
			);
			assert(mine, `the scheduled post is listed: ${show(listed.items)}`);
			scheduleId = mine.id;
			same(
				(await ok('get_schedule', { scheduleId })).items,
				[(await get(`/schedules/${scheduleId}`)).schedule],
				'get_schedule answer (the schedule inside {schedule})',
			);
		},
	);

	suite.test(
		'update_schedule (dry run, then for real): time and text; the service shows them',
		async () => {
			assert(scheduleId, 'no scheduled post');
			const when = inDays(4);
			const { sent } = await dryThenReal(
				'update_schedule',
				{ scheduleId, scheduledTime: when, text: 'Rescheduled by MCP' },
				{ method: 'PATCH', path: `/schedules/${scheduleId}`, status: 204 },
			);
			assertEqual(
				Date.parse(sent.body.patch.scheduledTime),
				Date.parse(when),
				'patch.scheduledTime',
			);
			const after = (await get(`/schedules/${scheduleId}`)).schedule;
			assertEqual(after.draft.content.text, 'Rescheduled by MCP', 'text as the service has it');
			// Left out = kept: only the time is patched, the draft is not sent.
			const later = inDays(5);
			const timeOnly = await ok('update_schedule', {
				scheduleId,
				scheduledTime: later,
				dryRun: true,
			});
			same(
				timeOnly.items[0].requests.find((r: Json) => r.method === 'PATCH').body,
				{
					patch: {
						scheduledTime: timeOnly.items[0].requests.find((r: Json) => r.method === 'PATCH').body
							.patch.scheduledTime,
					},
				},
				'a time-only change patches the time only',
			);
			assertEqual(
				Date.parse(
					timeOnly.items[0].requests.find((r: Json) => r.method === 'PATCH').body.patch
						.scheduledTime,
				),
				Date.parse(later),
				'patch.scheduledTime',
			);
			assertEqual(Date.parse(after.scheduledAt), Date.parse(when), 'time as the service has it');
		},
	);

	suite.test(
		'delete_schedule (dry run, then for real): GET /schedules/{id} is 404 after',
		async () => {
			assert(scheduleId, 'no scheduled post');
			const { answer } = await dryThenReal(
				'delete_schedule',
				{ scheduleId },
				{ method: 'DELETE', path: `/schedules/${scheduleId}`, status: 204 },
			);
			same(answer, { id: scheduleId, deleted: true }, 'answer');
			assertEqual((await simGet(sim, `/schedules/${scheduleId}`)).status, 404, 'GET after delete');
		},
	);

	suite.test(
		"post_comment (dry run, then for real); the answer is GET /comments/{id}'s comment",
		async () => {
			const { comment } = found;
			assert(comment, 'no comment to reply to');
			const { answer, sent } = await dryThenReal(
				'post_comment',
				{ postId: comment.postId, text: 'Thanks from MCP!', parentCommentId: comment.id },
				{ method: 'POST', path: '/comments', status: 201 },
			);
			same(
				sent.body,
				{ postId: comment.postId, text: 'Thanks from MCP!', parentCommentId: comment.id },
				'body',
			);
			const stored = await get(`/comments/${answer.id}`);
			const withoutStatus = (c: Record<string, unknown>) =>
				Object.fromEntries(Object.entries(c).filter(([key]) => key !== 'status'));
			same(withoutStatus(answer), withoutStatus(stored), 'the comment (its status moves on)');
			assertEqual(answer.status, 'queued', 'status when created');
		},
	);

	suite.test(
		"send_message (dry run, then for real); the answer is GET /messages/{id}'s message",
		async () => {
			const { incoming } = found;
			assert(incoming, 'no incoming message');
			const conversation = await get(`/conversations/${incoming.conversationId}`);
			const { answer, sent } = await dryThenReal(
				'send_message',
				{
					accountId: conversation.accountId,
					platform: 'instagram',
					recipientId: incoming.senderId,
					text: 'Hello from MCP',
				},
				{ method: 'POST', path: '/messages', status: 201 },
			);
			same(
				sent.body,
				{
					accountId: conversation.accountId,
					recipientId: incoming.senderId,
					text: 'Hello from MCP',
					// The node sends the default reply type explicitly.
					target: { targetType: 'instagram', responseType: 'RESPONSE' },
				},
				'POST /messages body',
			);
			const stored = await get(`/messages/${answer.id}`);
			assertEqual(
				[answer.id, answer.text, answer.recipientId],
				[stored.id, stored.text, stored.recipientId],
				'message',
			);
		},
	);

	suite.test(
		'create_source (dry run, then for real): waits for the extraction; = get_source_status',
		async () => {
			const { answer, sent } = await dryThenReal(
				'create_source',
				{
					sourceType: 'text',
					text: 'Our autumn blend: hazelnut, cocoa, a hint of orange.',
					customInstructions: 'One tweet',
				},
				{ method: 'POST', path: '/source-resolutions-v3', status: 201 },
			);
			same(
				sent.body,
				{
					source: {
						sourceType: 'text',
						text: 'Our autumn blend: hazelnut, cocoa, a hint of orange.',
					},
					customInstructions: 'One tweet',
				},
				'POST /source-resolutions-v3 body',
			);
			assertEqual(answer.status, 'completed', `status after waiting: ${show(answer)}`);
			const expected = await get(`/source-resolutions-v3/${answer.id}`);
			same(answer, expected, 'create_source answer = the completed source');
			same(
				(await ok('get_source_status', { sourceId: answer.id })).items,
				[expected],
				'get_source_status',
			);
		},
	);

	suite.test(
		'create_visual (dry run, then for real, waiting) = get_visual_status = GET /videos/creations/{id}',
		async () => {
			const [template] = (await get('/videos/templates?fields=id,name&search=quote')).items;
			assert(template, 'a quote template');
			const { answer, sent } = await dryThenReal(
				'create_visual',
				{
					templateId: template.id,
					prompt: 'A quote about autumn coffee',
					title: 'MCP quote',
					waitForCompletion: true,
				},
				{ method: 'POST', path: '/videos/from-templates', status: 201 },
			);
			same(
				sent.body,
				{
					templateId: template.id,
					inputs: {},
					prompt: 'A quote about autumn coffee',
					title: 'MCP quote',
					render: true,
					isDraft: false,
					useBrandKit: false,
				},
				'POST /videos/from-templates body',
			);
			assertEqual(answer.status, 'done', `status after waiting: ${show(answer)}`);
			const expected = (await get(`/videos/creations/${answer.id}`)).item;
			same(answer, expected, 'create_visual answer');
			same(
				(await ok('get_visual_status', { visualId: answer.id })).items,
				[expected],
				'get_visual_status',
			);
		},
	);

	suite.test(
		'create_presigned_upload_url (dry run, then for real): a link the PUT accepts',
		async () => {
			const { answer, sent } = await dryThenReal(
				'create_presigned_upload_url',
				{ filename: 'clip.mp4' },
				{ method: 'POST', path: '/media/uploads', status: 201 },
			);
			same(sent.body, { filename: 'clip.mp4' }, 'body');
			assert(
				/^https?:\/\//.test(answer.presignedUrl) && /^https?:\/\//.test(answer.publicUrl),
				show(answer),
			);
			const put = await fetch(answer.presignedUrl, {
				method: 'PUT',
				headers: { 'content-type': answer.contentType },
				body: Buffer.from('not really a video'),
			});
			assert(put.ok, `PUT to the presigned URL: ${put.status}`);
		},
	);
}
