/* eslint-disable @typescript-eslint/no-explicit-any -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// Issue 48: each template of examples/workflows/templates/ imported as shipped and run in real n8n
// from its own trigger, the other services' nodes pinned (templateKit.ts), ours against the
// simulator. Checked: what reached the service (each post once, its content, media and options) and
// what reached the status row, report and note nodes (their input: the output wired to them), on the
// success path and on the failure path.
import { randomBytes } from 'crypto';

import { assert, assertEqual, assertIncludes, show, type Suite } from './harness';
import type { E2eRestContext } from './context';
import { simGet } from './context';
import { templateFeedChecks } from './templateFeedChecks';
import { templateSheetsAgainChecks } from './templateSheetsAgainChecks';
import {
	outputOf,
	ran,
	runTemplate,
	sent,
	settled,
	simulatorIds,
	type Pins,
	type PinnedItem,
	type TemplateRun,
} from './templateKit';

const ARTICLE = 'https://blog.social-publishing.test/posts/fresh-beans-matter';
const VIDEO = 'https://media.social-publishing.test/demo/guji-roast.mp4';
const REJECTED = '[simulate:reject]';

/** What Telegram's Send Message outputs (one message sent). */
const telegramSent = (text: string): PinnedItem => ({
	json: {
		ok: true,
		result: { message_id: 17, chat: { id: 4242, type: 'private' }, date: 1795000000, text },
	},
});
/** Airtable 2.1's Update Record output. */
const airtableRecord = (id: string, fields: object): PinnedItem => ({
	json: { id, createdTime: '2026-11-27T08:00:00.000Z', fields },
});
/** A small JPEG as Google Drive's Download outputs it (the file in binary property `data`). */
function driveFile(json: Record<string, unknown>): PinnedItem {
	const bytes = randomBytes(48 * 1024);
	Buffer.from([0xff, 0xd8, 0xff, 0xe0]).copy(bytes);
	return {
		json,
		binary: {
			data: { data: bytes.toString('base64'), mimeType: 'image/jpeg', fileName: 'latte.jpg' },
		},
	};
}
const texts = (requests: any[]) => requests.map((r) => r.body?.post?.content?.text);
const targetTypes = (requests: any[]) =>
	requests.map((r) => r.body?.post?.target?.targetType).sort();

export async function templateChecks(
	suite: Suite,
	ctx: E2eRestContext,
	n8nUrl: string,
): Promise<void> {
	const ids = await suite.step('the simulator accounts a user would pick', () => simulatorIds(ctx));
	const stamp = Date.now().toString(36);
	const run = (id: string, trigger: string, what: string, pins: Pins) =>
		suite.step(`run template ${id} (${what})`, () => runTemplate(ctx, id, trigger, pins, ids));
	const postsWith = (r: TemplateRun, text: string) =>
		sent(r, 'POST', '/posts').filter((q) => texts([q])[0] === text);

	// a. Sheets → Drive → cross-post → status row.
	const row = (n: number, text: string) => ({
		row_number: n,
		Text: text,
		'Drive File ID': `1dRiVeFiLe${n}`,
		Status: 'ready',
		'Post URLs': '',
		Error: '',
	});
	const sheetsPins = (r: ReturnType<typeof row>): Pins => ({
		'Next Row to Post': [{ json: r }],
		'Image From Drive': [driveFile(r)],
		'Mark Row Posted': [{ json: { row_number: r.row_number, Status: 'posted' } }],
		'Mark Row Failed': [{ json: { row_number: r.row_number, Status: 'failed' } }],
	});
	const calendarText = `Templates ${stamp}: our new latte art class starts Saturday.`;
	const sheets = await run(
		'spTplSheetsCalendar',
		'Every Hour',
		'a ready row',
		sheetsPins(row(2, calendarText)),
	);
	const longText = `Templates ${stamp}: ${'a text too long for X '.repeat(14)}`;
	const sheetsFail = await run(
		'spTplSheetsCalendar',
		'Every Hour',
		'a row too long for X',
		sheetsPins(row(3, longText)),
	);
	suite.test(
		'Sheets calendar: the row posted once to each of the four targets, with the Drive image',
		async () => {
			settled(sheets.run);
			const posts = postsWith(sheets, calendarText);
			assertEqual(targetTypes(posts), ['facebook', 'instagram', 'linkedin', 'twitter'], 'targets');
			for (const p of posts)
				assertEqual(p.body.post.content.mediaUrls?.length, 1, `media of ${show(p.body)}`);
			assertEqual(
				posts.find((p) => p.body.post.target.targetType === 'facebook')?.body.post.target.pageId,
				ids.facebookPage,
				'page',
			);
		},
	);
	suite.test(
		'Sheets calendar: "Mark Row Posted" gets the four post URLs; "Mark Row Failed" does not run',
		() => {
			const [input] = outputOf(sheets.run, 'Collect Post URLs');
			assertEqual(input?.publicUrl?.length, 4, `URLs ${show(input)}`);
			assert(
				input.publicUrl.some((u: string) => u.startsWith('https://x.com/')),
				`an X URL in ${show(input)}`,
			);
			assert(
				ran(sheets.run, 'Mark Row Posted') && !ran(sheets.run, 'Mark Row Failed'),
				'status branches',
			);
		},
	);
	suite.test(
		'Sheets calendar, a text too long for X: nothing sent, "Mark Row Failed" gets the reason',
		async () => {
			settled(sheetsFail.run);
			assertEqual(postsWith(sheetsFail, longText).length, 0, 'posts sent');
			const [input] = outputOf(sheetsFail.run, 'Collect Errors');
			assertIncludes(show(input?.message), '280', "the reason names X's limit");
			assert(
				ran(sheetsFail.run, 'Mark Row Failed') && !ran(sheetsFail.run, 'Mark Row Posted'),
				'status branches',
			);
		},
	);

	// b. Telegram approval → LinkedIn → Wait / Get until published → Telegram note, Airtable status.
	const draft = (id: string, text: string, approved: boolean): Pins => ({
		'Next Draft': [
			{ json: { id, createdTime: '2026-11-27T08:00:00.000Z', Text: text, Status: 'draft' } },
		],
		'Ask for Approval': [{ json: { data: { approved } } }],
		'Send the URL': [telegramSent('Published')],
		'Send the Failure': [telegramSent('Failed')],
		'Mark Posted': [airtableRecord(id, { Status: 'posted' })],
		'Mark Failed': [airtableRecord(id, { Status: 'failed' })],
		'Mark Rejected': [airtableRecord(id, { Status: 'rejected' })],
	});
	const approvedText = `Templates ${stamp}: what we learned roasting 500 batches.`;
	const rejectedText = `Templates ${stamp}: a draft nobody approved.`;
	const refusedText = `Templates ${stamp}: a post LinkedIn refuses ${REJECTED}`;
	const approved = await run(
		'spTplTelegramApproval',
		'Every Morning',
		'approved',
		draft('recA', approvedText, true),
	);
	// The same draft approved again (its status update failed, say): not posted again, and the
	// template's Wait → Get loop still ends on the published branch.
	const approvedAgain = await run(
		'spTplTelegramApproval',
		'Every Morning',
		'approved, run again',
		draft('recA', approvedText, true),
	);
	const rejected = await run(
		'spTplTelegramApproval',
		'Every Morning',
		'rejected',
		draft('recB', rejectedText, false),
	);
	const refused = await run(
		'spTplTelegramApproval',
		'Every Morning',
		'approved, refused by LinkedIn',
		draft('recC', refusedText, true),
	);
	suite.test(
		'Telegram approval: approved, posted once, the URL sent on Telegram once it is published',
		async () => {
			settled(approved.run);
			assertEqual(targetTypes(postsWith(approved, approvedText)), ['linkedin'], 'posts');
			const [published] = outputOf(approved.run, 'Published?', 0);
			assertEqual(published?.status, 'published', `status ${show(published)}`);
			assert(
				/^https:\/\/www\.linkedin\.com\//.test(published.publicUrl),
				`URL ${show(published.publicUrl)}`,
			);
			assert(ran(approved.run, 'Mark Posted') && !ran(approved.run, 'Failure Reason'), 'branches');
		},
	);
	suite.test(
		'Telegram approval run again on the same draft: nothing sent, the loop ends on the published branch',
		async () => {
			settled(approvedAgain.run);
			assertEqual(postsWith(approvedAgain, approvedText).length, 0, 'posts sent again');
			const [posted] = outputOf(approvedAgain.run, 'Post to LinkedIn');
			assert(posted?.notSentAgain, `not marked notSentAgain: ${show(posted)}`);
			const [published] = outputOf(approvedAgain.run, 'Published?', 0);
			assertEqual(published?.status, 'published', `status ${show(published)}`);
			assert(
				ran(approvedAgain.run, 'Mark Posted') && !ran(approvedAgain.run, 'Failure Reason'),
				'branches',
			);
		},
	);
	suite.test('Telegram approval: rejected, nothing sent, the record marked rejected', async () => {
		settled(rejected.run);
		assertEqual(postsWith(rejected, rejectedText).length, 0, 'posts');
		assert(
			ran(rejected.run, 'Mark Rejected') && !ran(rejected.run, 'Post to LinkedIn'),
			'branches',
		);
	});
	suite.test(
		'Telegram approval: refused by the platform, the reason sent on Telegram and to Airtable',
		async () => {
			settled(refused.run);
			assertEqual(postsWith(refused, refusedText).length, 1, 'posts');
			const [reason] = outputOf(refused.run, 'Failure Reason');
			assert(/\S/.test(String(reason?.reason)), `reason ${show(reason)}`);
			assert(ran(refused.run, 'Mark Failed') && !ran(refused.run, 'Send the URL'), 'branches');
		},
	);

	// c. An AI video → Host the Video → four platforms with their options → one failure report.
	const videoPins = (extra: Pins = {}): Pins => ({
		'Generate the Video': [{ json: { id: 'vid_e2e', status: 'completed', videoUrl: VIDEO } }],
		'Report Failures': [telegramSent('Report')],
		...extra,
	});
	const video = await run('spTplAiVideo', 'Every Monday', 'every platform publishes', videoPins());
	const refusedCaption = `Templates ${stamp}: a video every platform refuses ${REJECTED}`;
	const videoFail = await run(
		'spTplAiVideo',
		'Every Monday',
		'every platform refuses',
		videoPins({
			'Video Idea': [{ json: { prompt: 'p', caption: refusedCaption, title: 'Refused' } }],
		}),
	);
	suite.test('AI video: hosted once, then one post per platform with its own options', async () => {
		settled(video.run);
		const hosted = sent(video, 'POST', '/media').filter((r) => show(r.body).includes(VIDEO));
		assertEqual(hosted.length, 1, 'POST /media with the video URL');
		const url = outputOf(video.run, 'Host the Video')[0]?.url;
		const posts = sent(video, 'POST', '/posts').filter(
			(r) => r.body.post.content.mediaUrls?.[0] === url,
		);
		assertEqual(targetTypes(posts), ['facebook', 'instagram', 'tiktok', 'youtube'], 'targets');
		const target = (type: string) =>
			posts.find((p) => p.body.post.target.targetType === type)!.body.post.target;
		assertEqual(
			[target('tiktok').privacyLevel, target('tiktok').isAiGenerated],
			['PUBLIC_TO_EVERYONE', true],
			'TikTok',
		);
		assertEqual(
			[target('youtube').title, target('youtube').containsSyntheticMedia],
			['Latte art in slow motion', true],
			'YouTube',
		);
		assertEqual(
			[target('instagram').mediaType, target('facebook').mediaType],
			['reel', 'reel'],
			'reels',
		);
		assert(!ran(video.run, 'Report Failures'), 'no failure report');
	});
	suite.test(
		'AI video, refused everywhere: four posts sent once each, one Telegram report listing all four',
		async () => {
			settled(videoFail.run);
			assertEqual(postsWith(videoFail, refusedCaption).length, 4, 'posts');
			const reports = outputOf(videoFail.run, 'Collect Failures');
			assertEqual(reports.length, 1, 'one report');
			assertEqual(reports[0].message.length, 4, `failures ${show(reports[0])}`);
		},
	);

	// d. RSS Feed Trigger (each new article once) → Source → carousel Visual → Instagram, first comment.
	const OLDER = 'https://blog.social-publishing.test/posts/how-we-roast';
	const feedItem = (title: string, link: string, isoDate: string) => ({
		json: {
			title,
			link,
			pubDate: new Date(isoDate).toUTCString(),
			content: `<p>${title}</p>`,
			contentSnippet: title,
			guid: link,
			isoDate,
		},
	});
	const rss = await run('spTplRssCarousel', 'New Article', 'two new articles', {
		'New Article': [
			feedItem('Why fresh beans matter', ARTICLE, '2026-11-28T06:00:00.000Z'),
			feedItem('How we roast', OLDER, '2026-11-27T18:00:00.000Z'),
		],
	});
	suite.test(
		'RSS carousel: each new article extracted, made a carousel and posted once, its own link in its first comment',
		async () => {
			settled(rss.run);
			const sources = sent(rss, 'POST', '/source-resolutions-v3');
			assertEqual(
				sources.map((s) => s.body?.source?.url ?? show(s.body)).sort(),
				[OLDER, ARTICLE].sort(),
				'sources',
			);
			assertEqual(sent(rss, 'POST', '/videos/from-templates').length, 2, 'visuals');
			const posts = sent(rss, 'POST', '/posts');
			assertEqual(targetTypes(posts), ['instagram', 'instagram'], 'posts');
			for (const p of posts)
				assert(p.body.post.content.mediaUrls.length > 1, `slides ${show(p.body)}`);
			// Each post (its caption starts with the title the service extracted from the article's
			// URL) gets its own first comment. The posts go out first: each waits for its post to
			// publish side by side with the next item's (Wait for Completion in a batch).
			const titles = posts.map((q) =>
				String(q.body.post.content.text).replace(/: the key points.*$/, ''),
			);
			assertEqual(titles, ['Fresh Beans Matter', 'How We Roast'], 'posts, in item order');
			const outputs = outputOf(rss.run, 'Post to Instagram');
			assertEqual(
				outputs.map((item) => String(item.firstComment?.text).replace(/^.*: /, '')),
				[ARTICLE, OLDER],
				"each item's first comment carries its own article's link",
			);
			const comments = sent(rss, 'POST', '/comments');
			assertEqual(
				comments.map((q) => q.body.postId).sort(),
				outputs.map((item) => item.publishedPostId).sort(),
				'each comment on its own published post',
			);
			for (const item of outputs) {
				const on = comments.find((q) => q.body.postId === item.publishedPostId);
				assertEqual(on?.body.text, item.firstComment?.text, 'the comment sent on that post');
			}
		},
	);

	// e. New Comment → AI agent → Comment → Create; a reply that fails → Telegram.
	const comment = (await simGet(ctx.sim, '/comments?platform=instagram&limit=50')).body.items.find(
		(c: any) => c.postId && !c.parentCommentId && !c.isAuthor && c.status === 'posted',
	);
	assert(comment, 'the simulator has an audience comment on an Instagram post');
	const replyPins = (output: string): Pins => ({
		'New Comment': [{ json: comment }],
		'Write a Reply': [{ json: { output } }],
		'Reply Failed': [telegramSent('Failed')],
	});
	const replyText = `Templates ${stamp}: thank you, we roast it every Tuesday!`;
	const reply = await run('spTplAiReplies', 'New Comment', 'a reply', replyPins(replyText));
	const tooLong = await run(
		'spTplAiReplies',
		'New Comment',
		'a reply too long',
		replyPins('x'.repeat(2300)),
	);
	// A comment on a post not published through the service: the service cannot reply there.
	const foreign = await run('spTplAiReplies', 'New Comment', 'a comment elsewhere', {
		...replyPins(replyText),
		'New Comment': [{ json: { ...comment, id: `${comment.id}-elsewhere`, postId: null } }],
	});
	suite.test('AI replies: a comment on a post made elsewhere is left alone', async () => {
		settled(foreign.run);
		assertEqual(sent(foreign, 'POST', '/comments').length, 0, 'comments sent');
		assert(!['Reply to the Comment', 'Reply Failed'].some((n) => ran(foreign.run, n)), 'ran');
	});
	suite.test("AI replies: the agent's reply posted once under the comment", async () => {
		settled(reply.run);
		const sentReplies = sent(reply, 'POST', '/comments').filter((r) => r.body.text === replyText);
		assertEqual(
			sentReplies.map((r) => [r.body.postId, r.body.parentCommentId]),
			[[comment.postId, comment.id]],
			'replies',
		);
		assert(!ran(reply.run, 'Reply Failed'), 'no failure note');
	});
	suite.test(
		"AI replies, a reply over Instagram's 2200 characters: nothing sent, the reason on Telegram",
		async () => {
			settled(tooLong.run);
			assertEqual(sent(tooLong, 'POST', '/comments').length, 0, 'comments sent');
			const [failure] = outputOf(tooLong.run, 'Reply to the Comment', 1);
			assertIncludes(String(failure?.message), '2200', 'the reason');
			assert(ran(tooLong.run, 'Reply Failed'), 'the note');
		},
	);
	await suite.run();
	await templateSheetsAgainChecks(suite, ctx, ids, n8nUrl);
	await templateFeedChecks(suite, ctx, ids);
	await suite.run();
}
