/* eslint-disable @typescript-eslint/no-explicit-any -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// Comment → Get Many and Get (GET /comments, GET /comments/{id}), through n8n's execution code
// against the simulator: paging past 250, the filters, checks before sending, the 404 hints.
import type { IDataObject } from 'n8n-workflow';

import { formatInZone } from '../../../nodes/SocialPublishing/calendar';
import { byId, fromList } from '../../helpers/n8n';
import { BULK, useComments } from './commentHelpers';

const { sim, fx, allComments, runLogged } = useComments();

describe('Comment → Get Many', () => {
	it('Return All follows the cursor past 250 items', async () => {
		const expected = await allComments({ postId: fx.bulkPost });
		expect(expected).toHaveLength(BULK);
		const { items, error, sent } = await runLogged('getAll', {
			returnAll: true,
			filters: { post: byId(fx.bulkPost) },
		});
		expect(error).toBeUndefined();
		expect(items.map((i) => i.json.id)).toEqual(expected.map((c) => c.id));
		expect(sent).toHaveLength(2);
		expect(sent[0].query).toEqual({ postId: fx.bulkPost, limit: '250' });
		expect(sent[1].query).toEqual({
			postId: fx.bulkPost,
			limit: '250',
			cursor: expect.any(String),
		});
	});

	it('Limit across a page boundary reads 250, then the rest; a small Limit reads one page', async () => {
		const expected = await allComments({ postId: fx.bulkPost });
		let { items, sent } = await runLogged('getAll', {
			limit: 255,
			filters: { post: fromList(fx.bulkPost) },
		});
		expect(items.map((i) => i.json.id)).toEqual(expected.slice(0, 255).map((c) => c.id));
		expect(sent.map((r) => [r.query.limit, r.query.cursor === undefined])).toEqual([
			['250', true],
			['5', false],
		]);
		({ items, sent } = await runLogged('getAll', { limit: 7 }));
		const newest = (await sim.api().get('/comments', { limit: 7 })).body.items;
		expect(items.map((i) => i.json.id)).toEqual(newest.map((c: any) => c.id));
		expect(sent.map((r) => r.query)).toEqual([{ limit: '7' }]);
	});

	it('Platforms (sent repeated), Account and Parent Comment filter as the service does', async () => {
		const first = await runLogged('getAll', {
			returnAll: true,
			filters: { platform: ['facebook', 'instagram'], account: fromList('1004') },
		});
		const { error } = first;
		let { items, sent } = first;
		expect(error).toBeUndefined();
		expect(sent[0].query).toMatchObject({ platform: ['facebook', 'instagram'], accountId: '1004' });
		const fromApi = await allComments({ accountId: '1004' });
		expect(fromApi.length).toBeGreaterThan(1);
		expect(items.map((i) => i.json.id)).toEqual(fromApi.map((c) => c.id));

		({ items, sent } = await runLogged('getAll', {
			returnAll: true,
			filters: { platform: ['facebook'] },
		}));
		expect(sent[0].query.platform).toBe('facebook');
		expect(items.length).toBeGreaterThan(0);
		expect(items.every((i) => i.json.platform === 'facebook')).toBe(true);

		({ items, sent } = await runLogged('getAll', {
			returnAll: true,
			filters: { parentComment: fromList(fx.bulkFirst.id) },
		}));
		expect(sent[0].query.parentCommentId).toBe(fx.bulkFirst.id);
		expect(items).toHaveLength(BULK / 10);
		expect(items.every((i) => i.json.parentCommentId === fx.bulkFirst.id)).toBe(true);
	});

	it('Since and Until without an offset are read in the workflow timezone', async () => {
		const timeZone = 'America/New_York';
		// Relative to the newest bulk comment, not to now: how long the run took moves nothing.
		const newest = Date.parse(fx.bulkFirst.createdAt);
		const from = newest - 20.5 * 60_000;
		const to = newest - 9.5 * 60_000;
		const wall = (ms: number) => formatInZone(ms, timeZone).slice(0, 19);
		const { items, error, sent } = await runLogged(
			'getAll',
			{ returnAll: true, filters: { post: byId(fx.bulkPost), since: wall(from), until: wall(to) } },
			{ timezone: timeZone },
		);
		expect(error).toBeUndefined();
		const { since, until } = sent[0].query;
		expect(since).toBe(formatInZone(Math.floor(from / 1000) * 1000, timeZone));
		expect(until).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.000[+-]\d\d:\d\d$/);
		expect(Date.parse(until as string)).toBe(Math.floor(to / 1000) * 1000);
		// Bulk comments are a minute apart: the 10th to the 20th before the newest fall into the window.
		expect(items).toHaveLength(11);
		const expected = await allComments({ postId: fx.bulkPost, since, until } as never);
		expect(items.map((i) => i.json.id)).toEqual(expected.map((c) => c.id));
	});

	it('refuses wrong filters before sending anything', async () => {
		const cases: Array<[IDataObject, RegExp]> = [
			[
				{ since: '2026-05-02T10:00:00Z', until: '2026-05-01T10:00:00Z' },
				/^Filters → Since: 2026-05-02T10:00:00Z is later than Until \(2026-05-01T10:00:00Z\)/,
			],
			[{ since: 'last tuesday' }, /^Filters → Since: 'last tuesday' is not a date and time/],
			[{ account: byId('acme') }, /^Filters → Account: 'acme' is not an account ID/],
			[{ platform: ['twitter'] }, /^Filters → Platforms: 'twitter' is not allowed/],
			[{ parentComment: byId('cmt 1') }, /^Filters → Parent Comment: 'cmt 1' is not an ID/],
		];
		for (const [filters, message] of cases) {
			const { error, sent } = await runLogged('getAll', { returnAll: true, filters });
			expect(error?.message).toMatch(message);
			expect(sent).toEqual([]);
		}
	});

	it('a 404 (a filter naming something unknown) says which ids to check', async () => {
		const { error } = await runLogged('getAll', { filters: { post: byId('psub_000001') } });
		expect(error?.httpCode).toBe('404');
		expect(error?.message).toMatch(/not found .*\(reqId: \S+\)/);
		expect(error?.description).toMatch(/^A filter names something .*the published post ID/);
	});
});

describe('Comment → Get', () => {
	it('returns the comment, from the list or by ID', async () => {
		for (const comment of [fromList(fx.topLevel.id), byId(fx.reply.id)]) {
			const { items, error, calls } = await runLogged('get', { comment });
			expect(error).toBeUndefined();
			expect(items.map((i) => i.json)).toEqual([fx.all.find((c) => c.id === comment.value)]);
			expect(calls).toEqual([`GET /comments/${comment.value}`]);
		}
	});

	it('an unknown ID is a 404 with a hint; an empty one is refused before sending', async () => {
		let { error, sent } = await runLogged('get', { comment: byId('cmt_999999') });
		expect(error?.httpCode).toBe('404');
		expect(error?.description).toMatch(/^No comment has this ID/);
		({ error, sent } = await runLogged('get', { comment: byId(' ') }));
		expect(error?.message).toMatch(/^Comment: is required/);
		expect(sent).toEqual([]);
	});
});
