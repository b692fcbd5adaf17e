// Issue 46, items 1 and 4: across executions (each runNode is a new one, through n8n-core's engine)
// a cross-post's target, a post's First Comment, Comment → Create and Message → Send are not sent
// again when the service already lists the same one; another text, another recipient or parent,
// a failed one and the window at 0 send. On the test's clock, which the simulator reads too.
import type { IDataObject } from 'n8n-workflow';

import { byId, fromList, runNode, eachRunAnotherWorkflow } from '../helpers/n8n';
import { logMark, requestsSince } from '../helpers/requestLog';
import { useTestClock } from '../helpers/testClock';
import { useMessaging } from './message/messageHelpers';
import { seeded, type Seeded } from './postHelpers';

const clock = useTestClock();
const { sim, ig, newComment, send } = useMessaging();
// The service's list is what these tests are about: the record of another workflow has nothing.
eachRunAnotherWorkflow();
let s: Seeded;
beforeAll(async () => {
	s = await seeded(sim);
});

const PHOTO = 'https://cdn.example.com/latte.jpg';
let n = 0;
const unique = (what: string) => `${what} #${++n}`;

/** One new execution of the node; the creates it sent (POST requests). */
async function execution(
	resource: string,
	operation: string,
	parameters: IDataObject,
	extra: { workflowId?: string } = {},
) {
	const mark = await logMark(sim);
	const { items, error } = await runNode({ sim, resource, operation, parameters, ...extra });
	expect(error).toBeUndefined();
	const posts = await requestsSince(sim, mark, { method: 'POST' });
	return { items: items.map((i) => i.json), sent: posts.map((r) => r.path) };
}

describe('a cross-post run again', () => {
	it('the target already on the service is not sent again, the changed one is', async () => {
		const text = unique('Cross-posted news');
		const targets = (blueskyText: string) => ({
			postTo: 'targets',
			text,
			targets: {
				target: [
					{ platform: 'twitter', account: byId(s.account.twitter) },
					{ platform: 'bluesky', account: byId(s.account.bluesky), text: blueskyText },
				],
			},
		});
		const first = await execution('post', 'create', targets(''));
		expect(first.sent).toEqual(['/posts', '/posts']);
		await clock.advance(10_000);
		const again = await execution('post', 'create', targets(`${text} (Bluesky)`));
		expect(again.sent).toEqual(['/posts']);
		expect(again.items[0]).toMatchObject({
			target: { index: 1, platform: 'twitter' },
			status: 'published',
			notSentAgain: true,
		});
		expect(again.items[1].postSubmissionId).toMatch(/\S/);
		expect(again.items[1].notSentAgain).toBeUndefined();
	});
});

describe('a post with a First Comment run again', () => {
	it("in the same workflow (n8n's record of its sends), neither the post nor its comment is sent again; by another workflow (the list alone, which shows no First Comment), sent", async () => {
		const parameters = {
			// Facebook: the page in the post's URL tells whose post it is (Instagram has two accounts).
			platform: 'facebook',
			account: byId(s.account.facebook),
			facebookPage: byId(s.subaccounts.facebook[0].id),
			text: unique('Latte art Friday'),
			media: PHOTO,
			firstComment: '#latteart #friday',
		};
		const sameWorkflow = { workflowId: 'wf-latte-art' };
		const first = await execution('post', 'create', parameters, sameWorkflow);
		expect(first.sent).toEqual(['/posts', '/comments']);
		await clock.advance(10_000);
		const again = await execution('post', 'create', parameters, sameWorkflow);
		expect(again.sent).toEqual([]);
		expect(again.items[0]).toMatchObject({ notSentAgain: true, status: 'published' });
		expect(again.items[0].firstComment).toMatchObject({
			text: '#latteart #friday',
			notSentAgain: true,
		});
		const elsewhere = await execution('post', 'create', parameters);
		expect(elsewhere.sent).toEqual(['/posts', '/comments']);
		expect(elsewhere.items[0].alreadyOnServiceCheck).toMatch(
			/^Sent: a similar post is on the service, but the list does not show the First Comment \(post /,
		);
	});
});

describe('Comment → Create run again', () => {
	let postId: string;
	beforeAll(async () => {
		const answer = await sim
			.api()
			.get('/posts', { platform: ['instagram'], status: ['published'] });
		postId = String(answer.body.items[0].id);
	});
	const comment = (text: string, extra: IDataObject = {}) =>
		execution('comment', 'create', { post: byId(postId), text, ...extra });

	it('the same comment on the same post: not sent, the earlier comment marked notSentAgain', async () => {
		const text = unique('Thank you all!');
		expect((await comment(text)).sent).toEqual(['/comments']);
		const again = await comment(text);
		expect(again.sent).toEqual([]);
		expect(again.items[0]).toMatchObject({ text, postId, notSentAgain: true });
		expect(again.items[0].notSentAgainReason).toMatch(/^Already on the service: /);
		expect(again.items[0].notSentAgainCode).toBe('alreadyOnService');
	});

	it('another text, a reply to a comment, or the window at 0: sent', async () => {
		const text = unique('See you soon');
		await comment(text);
		expect((await comment(`${text}!`)).sent).toEqual(['/comments']);
		const parent = await sim.control('POST', '/activity/comment', { postId });
		await clock.advance(5_000);
		expect((await comment(text, { parentComment: byId(String(parent.id)) })).sent).toEqual([
			'/comments',
		]);
		expect((await comment(text, { alreadyOnServiceWindow: 0 })).sent).toEqual(['/comments']);
	});

	it('an earlier comment that failed does not count', async () => {
		const text = unique('[simulate:reject] a comment the platform refuses');
		await comment(text);
		await clock.advance(5_000);
		expect((await comment(text)).sent).toEqual(['/comments']);
	});
});

describe('Message → Send run again', () => {
	it("a private reply: the same to the same comment is not sent again (n8n's record of the workflow's sends); to another person's comment it is; by another workflow, the list cannot tell which comment a reply answered", async () => {
		const asked = await newComment(0, '7300000000042');
		const other = await newComment(0, '7300000000043');
		const text = unique('Hi! A bag is 12 EUR.');
		const sameWorkflow = { workflowId: 'wf-private-replies' };
		const reply = (to: IDataObject, extra: IDataObject = sameWorkflow) =>
			send({ replyType: 'privateReply', comment: fromList(String(to.id)), text }, extra);
		const first = await reply(asked);
		expect(first.items[0].json.status).toBe('sent');
		const mark = await logMark(sim);
		const again = await reply(asked);
		expect(again.items[0].json).toMatchObject({ notSentAgain: true, text, status: 'sent' });
		expect(await requestsSince(sim, mark, { method: 'POST', path: '/messages' })).toHaveLength(0);
		const toOther = await reply(other);
		expect(toOther.items[0].json.notSentAgain).toBeUndefined();
		expect(await requestsSince(sim, mark, { method: 'POST', path: '/messages' })).toHaveLength(1);
		// Another workflow (the list alone): sent, and the platform itself refuses a second private
		// reply to one comment.
		const elsewhere = await reply(asked, {});
		expect(elsewhere.error?.message).toMatch(/already has its private reply/);
		void ig;
	});
});

describe('Message → Send, the list alone', () => {
	it("a message the person sent with the same text is not the user's: sent (only outgoing ones count)", async () => {
		const text = unique('Thanks, see you!');
		const incoming = await sim.control('POST', '/activity/message', {
			accountId: ig(0).id,
			senderId: '7300000000044',
			text,
		});
		const reply = await send({ replyType: 'reply', recipient: byId(incoming.senderId), text });
		expect(reply.error).toBeUndefined();
		expect(reply.items[0].json.notSentAgain).toBeUndefined();
	});
});
