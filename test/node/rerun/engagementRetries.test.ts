/* eslint-disable @typescript-eslint/no-explicit-any -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// Issue 30: Comment → Create and Message → Send through n8n's re-runs (n8n-core's engine): a create
// that reached the service is not sent again; one whose answer was lost is found in the service's
// list (a queued comment or message is listed at once); one that was refused is sent again.
import type { INodeExecutionData } from 'n8n-workflow';

import { byId, fromList, retryExecution, runInEngine } from '../../helpers/n8n';
import { contactOf, useMessaging } from '../message/messageHelpers';
import { failOnce, sent } from './rerunHelpers';

const { sim, ig, withContact } = useMessaging();
afterEach(() => sim.control('DELETE', '/faults'));

let run = 0;
const itemsOf = (texts: string[]): INodeExecutionData[] =>
	texts.map((text) => ({ json: { text } }));
const textsFor = (what: string, n: number) => {
	run++;
	return Array.from({ length: n }, (_, k) => `${what} ${run}.${k + 1}`);
};

async function publishedInstagramPost(): Promise<string> {
	const items = (await sim.api().get('/published-posts', { limit: 100, platform: 'instagram' }))
		.body.items;
	return items[0].id;
}

const commentCreate = (postId: string, texts: string[], retry?: { maxTries: number }) => ({
	sim,
	resource: 'comment',
	operation: 'create',
	parameters: { post: byId(postId), text: '={{ $json.text }}' },
	items: itemsOf(texts),
	...(retry ? { retryOnFail: { ...retry, waitBetweenTries: 0 } } : {}),
});

const commentTexts = (texts: string[]) => sent(sim, 'POST', '/comments', (b) => b.text, texts);

describe('Comment → Create', () => {
	it('Retry On Fail, the 2nd refused once: the 1st is not sent again, the 2nd is sent again', async () => {
		const postId = await publishedInstagramPost();
		const texts = textsFor('Thanks', 2);
		await failOnce(sim, 'POST', '/comments', texts[1], 'before');
		const result = await runInEngine(commentCreate(postId, texts, { maxTries: 3 }));
		expect(result.error).toBeUndefined();
		expect(await commentTexts(texts)).toEqual([texts[0], texts[1], texts[1]]);
		const out = result.items.map((i) => i.json);
		expect(out[0]).toMatchObject({ notSentAgain: true, text: texts[0], id: expect.any(String) });
		expect(out[1].notSentAgain).toBeUndefined();
		const listed = (await sim.api().get('/comments', { postId, limit: 250 })).body.items;
		expect(listed.filter((c: any) => texts.includes(c.text)).length).toBe(2);
	});

	it('the 2nd processed and its answer lost: found in the comments list, nothing twice', async () => {
		const postId = await publishedInstagramPost();
		const texts = textsFor('Lost answer', 2);
		await failOnce(sim, 'POST', '/comments', texts[1], 'after');
		const first = await runInEngine(commentCreate(postId, texts));
		expect(first.error?.message).toMatch(/may or may not have been processed/);
		const retried = await runInEngine(commentCreate(postId, texts), retryExecution(first.stored));
		expect(retried.error).toBeUndefined();
		expect(await commentTexts(texts)).toEqual(texts);
		const out = retried.items.map((i) => i.json);
		expect(out.map((o) => o.notSentAgain)).toEqual([true, true]);
		expect(String(out[1].notSentAgainReason)).toMatch(/went through/);
		expect(out[1].notSentAgainCode).toBe('tookEffectEarlier');
		expect(out[1]).toMatchObject({ text: texts[1], postId, id: expect.any(String) });
	});
});

describe('Message → Send', () => {
	const messageSend = (texts: string[], retry?: { maxTries: number }) => {
		const conversation = withContact('Maya Chen');
		return {
			sim,
			resource: 'message',
			operation: 'send',
			parameters: {
				account: fromList(ig(0).id),
				replyType: 'reply',
				conversation: fromList(conversation.id),
				recipient: fromList(contactOf(conversation).id),
				text: '={{ $json.text }}',
			},
			items: itemsOf(texts),
			...(retry ? { retryOnFail: { ...retry, waitBetweenTries: 0 } } : {}),
		};
	};
	const messageTexts = (texts: string[]) => sent(sim, 'POST', '/messages', (b) => b.text, texts);

	it('Retry On Fail, the 2nd answered 500 after it was queued: nothing twice, both output', async () => {
		const texts = textsFor('Your order', 2);
		await failOnce(sim, 'POST', '/messages', texts[1], 'after', 500);
		const result = await runInEngine(messageSend(texts, { maxTries: 2 }));
		expect(result.error).toBeUndefined();
		expect(await messageTexts(texts)).toEqual(texts);
		const out = result.items.map((i) => i.json);
		expect(out[0]).toMatchObject({ notSentAgain: true, text: texts[0] });
		expect(out[1]).toMatchObject({ notSentAgain: true, text: texts[1], direction: 'outgoing' });
	});

	it("the editor's Retry after a refused send: only the refused message is sent", async () => {
		const texts = textsFor('Tracking', 3);
		await failOnce(sim, 'POST', '/messages', texts[2], 'before');
		const first = await runInEngine(messageSend(texts));
		expect(first.error).toBeDefined();
		const retried = await runInEngine(messageSend(texts), retryExecution(first.stored));
		expect(retried.error).toBeUndefined();
		expect(await messageTexts(texts)).toEqual([...texts, texts[2]]);
		expect(retried.items.map((i) => i.json.notSentAgain)).toEqual([true, true, undefined]);
	});
});
