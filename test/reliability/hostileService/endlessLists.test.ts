// Issue 21: Return All and the trigger give up on a list that never ends (the same cursor again,
// empty pages, an endless cursor).
import type { IDataObject } from 'n8n-workflow';

import { PAGING_LIMITS } from '../../../nodes/SocialPublishing/transport/paging';
import { runListSearch, runNode, runPoll } from '../../helpers/n8n';
import type { Reply } from '../../helpers/hostileService';
import { pass, useHostileService } from './harness';

const { hostile, via } = useHostileService();

describe('Return All gives up on a list that never ends', () => {
	beforeEach(() => Object.assign(PAGING_LIMITS, { maxPages: 20 }));
	type Misbehaviour = 'same cursor' | 'empty pages' | 'endless';
	const pages =
		(how: Misbehaviour) =>
		(path: string, _m: string, n: number): Reply => {
			const items =
				how === 'empty pages'
					? []
					: [
							{
								id: how === 'same cursor' ? `i${n}` : `i${n}`,
								status: 'posted',
								postTime: new Date().toISOString(),
								scheduledAt: new Date().toISOString(),
								createdAt: new Date().toISOString(),
							},
						];
			const cursor = how === 'same cursor' ? 'c-same' : `c${n}`;
			if (path === '/published-posts')
				return {
					kind: 'json',
					status: 200,
					body: { items: how === 'empty pages' ? [{ id: 'same' }] : items, count: 10_000_000 },
				};
			return { kind: 'json', status: 200, body: { items, cursor, count: '10000000' } };
		};
	const LISTS: Array<[string, string, IDataObject]> = [
		['post', 'getAll', { returnAll: true }],
		['post', 'searchPublished', { returnAll: true }],
		['comment', 'getAll', { returnAll: true }],
		['conversation', 'getAll', { returnAll: true }],
		['message', 'getAll', { returnAll: true }],
		['schedule', 'getAll', { returnAll: true }],
	];
	const expected: Record<Misbehaviour, RegExp> = {
		'same cursor': /the service sent the same cursor again after \d+ pages|3 pages in a row/,
		'empty pages': /3 pages in a row brought no new item/,
		endless: /reached the limit of 20 pages per list/,
	};
	describe.each(LISTS)('%s → %s', (resource, operation, parameters) => {
		it.each(['same cursor', 'empty pages', 'endless'] as Misbehaviour[])('%s', async (how) => {
			const service = await hostile(pages(how));
			const { error, items } = await runNode({ ...via(service), resource, operation, parameters });
			expect(items).toEqual([]);
			expect(error?.message).toMatch(/^Stopped reading GET \//);
			expect(error?.message).toMatch(
				resource === 'post' && operation === 'searchPublished' && how === 'same cursor'
					? /no new item|limit of 20/
					: expected[how],
			);
			expect(service.requests.length).toBeLessThanOrEqual(20);
		});
	});

	it('a list search stops scrolling when the cursor repeats, and past the ceiling', async () => {
		const service = await hostile(pages('same cursor'));
		const first = await runListSearch({
			...via(service),
			method: 'searchConversations',
		} as never).catch((e) => e);
		// One page per call: the token carries the pages read.
		const token = (first as { paginationToken?: string }).paginationToken;
		expect(token).toBe('1:c-same');
		const again = await runListSearch({
			...via(service),
			method: 'searchConversations',
			paginationToken: token,
		} as never).catch((e: Error) => e);
		expect((again as Error).message).toMatch(/same cursor again/);
		const deep = await runListSearch({
			...via(service),
			method: 'searchConversations',
			paginationToken: '19:c-other',
		} as never).catch((e: Error) => e);
		expect((deep as Error).message).toMatch(/limit of 20 pages/);
	});
});

describe('the trigger gives up on a list that never ends', () => {
	it.each([
		['same cursor', /the service sent the same cursor again/],
		['a new cursor with the same items', /3 pages in a row brought no new item/],
	])('%s', async (how, message) => {
		let endless = false;
		const service = await hostile((path, _m, n) => {
			if (!endless || path !== '/comments') return pass;
			const now = new Date().toISOString();
			const item = (id: string) => ({
				id,
				accountId: '1002',
				authorId: 'a1',
				createdAt: now,
				errorCode: null,
				errorMessage: null,
				isAuthor: false,
				parentCommentId: null,
				platform: 'instagram',
				platformCommentId: `p${id}`,
				platformPostId: 'pp1',
				postId: null,
				status: 'posted',
				text: 'hi',
			});
			return how === 'same cursor'
				? { kind: 'json', status: 200, body: { items: [item(`endless-${n}`)], cursor: 'again' } }
				: { kind: 'json', status: 200, body: { items: [item('endless')], cursor: `c${n}` } };
		});
		const activation = await runPoll({
			...via(service),
			parameters: { event: 'newComment' },
			mode: 'trigger',
			poll: 'activation',
		});
		endless = true;
		const failed = await runPoll({
			...via(service),
			parameters: { event: 'newComment' },
			mode: 'trigger',
			staticData: activation.staticData,
		}).then(
			() => undefined,
			(e: Error) => e,
		);
		expect(failed?.message).toMatch(/^Stopped reading GET \/comments: /);
		expect(failed?.message).toMatch(message);
		expect(service.requests.length).toBeLessThan(30);
	});
});
