// Message → Send's lists (Recipient, Comment for a private reply), through n8n-core's
// LoadOptionsContext against the simulator.
import type { IDataObject } from 'n8n-workflow';

import { byId, fromList, runListSearch } from '../../helpers/n8n';
import { logMark, requestsSince } from '../../helpers/requestLog';
import { HOUR } from '../../helpers/time';
import { contactOf, useMessaging } from './messageHelpers';

const { sim, ig, withContact, apiAll, newComment } = useMessaging();

describe('searchMessageRecipients (Recipient list)', () => {
	const search = (parameters: IDataObject, filter?: string, paginationToken?: string) =>
		runListSearch({
			sim,
			method: 'searchMessageRecipients',
			parameterName: 'recipient',
			filter,
			paginationToken,
			parameters: { resource: 'message', operation: 'send', ...parameters },
		});

	it("the chosen conversation's people, without the account itself", async () => {
		const conversation = withContact('Maya Chen');
		const { results } = await search({
			account: fromList(ig(0).id),
			conversation: fromList(conversation.id),
		});
		const maya = contactOf(conversation);
		expect(results).toEqual([
			{ name: `Maya Chen · @${maya.username} · ${maya.id}`, value: maya.id },
		]);
		expect((await search({ conversation: byId(conversation.id) }, 'nobody')).results).toEqual([]);
	});

	it('without a conversation: one contact per conversation of the account, paged', async () => {
		const all = await apiAll('/conversations', { accountId: ig(0).id });
		const first = await search({ account: fromList(ig(0).id) });
		expect(first.results.map((r) => r.value)).toEqual(
			all.slice(0, first.results.length).map((c) => c.participants[0].id),
		);
		const leo = await search({ account: fromList(ig(0).id) }, 'leo.mart');
		expect(leo.results.map((r) => r.name)).toEqual([
			expect.stringMatching(/^Leo Martins · @leo\.martins/),
		]);
	});

	it("a private reply: the comment's author", async () => {
		const comment = await newComment(HOUR);
		const { results } = await search({
			replyType: 'privateReply',
			comment: byId(comment.id),
		});
		expect(results).toEqual([
			{ name: `Author of the comment · ${comment.authorId}`, value: comment.authorId },
		]);
	});

	it('Comment list: the Instagram comments of the chosen account, newest first, paged', async () => {
		const comment = await newComment(HOUR);
		const expected = await apiAll('/comments', { platform: 'instagram', accountId: ig(0).id });
		const mark = await logMark(sim);
		const { results } = await runListSearch({
			sim,
			method: 'searchPrivateReplyComments',
			parameterName: 'comment',
			parameters: {
				resource: 'message',
				operation: 'send',
				replyType: 'privateReply',
				account: fromList(ig(0).id),
			},
		});
		expect(results.map((r) => r.value)).toEqual(expected.slice(0, results.length).map((c) => c.id));
		expect(results[0]).toEqual({
			name: expect.stringMatching(
				new RegExp(`^${comment.authorId}: What is the price\\? · Instagram`),
			),
			value: comment.id,
		});
		expect((await requestsSince(sim, mark))[0].query).toMatchObject({
			platform: 'instagram',
			accountId: ig(0).id,
		});
		const all = await apiAll('/comments');
		expect(all.some((c) => c.platform === 'facebook')).toBe(true);
	});

	it('says what to choose first instead of an empty list', async () => {
		await expect(search({})).rejects.toThrow(/Choose an account or a conversation first/);
		await expect(search({ replyType: 'privateReply' })).rejects.toThrow(/Choose a comment first/);
	});
});
