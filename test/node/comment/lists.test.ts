/* eslint-disable @typescript-eslint/no-explicit-any -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// The comment lists (Reply To Comment, Comment, the Parent Comment filter), through n8n-core's
// LoadOptionsContext against the simulator.
import type { IDataObject } from 'n8n-workflow';

import { byId, fromList, runListSearch } from '../../helpers/n8n';
import { BULK, useComments } from './commentHelpers';

const { sim, fx, allComments } = useComments();

describe('Comment lists', () => {
	const search = (method: string, parameters: IDataObject, filter?: string, token?: string) =>
		runListSearch({
			sim,
			method,
			parameters: { resource: 'comment', operation: 'create', ...parameters },
			parameterName: 'parentComment',
			filter,
			paginationToken: token,
		});

	it('Reply To Comment lists the top-level posted comments of the chosen post, paged', async () => {
		const eligible = (await allComments({ postId: fx.bulkPost }))
			.filter((c) => c.parentCommentId === null && c.status === 'posted')
			.map((c) => c.id);
		expect(eligible.length).toBe(BULK - BULK / 10);
		const seen: string[] = [];
		let token: string | undefined;
		let pages = 0;
		do {
			const page = await search('searchParentComments', { post: fromList(fx.bulkPost) }, '', token);
			expect(page.results.length).toBeGreaterThan(0);
			seen.push(...page.results.map((r) => String(r.value)));
			token = page.paginationToken as string | undefined;
			pages++;
		} while (token);
		expect(pages).toBe(2);
		expect(seen).toEqual(eligible);

		const seeded = await search('searchParentComments', { post: byId(fx.igPost) });
		expect(seeded.results.map((r) => r.value)).toEqual(
			(await allComments({ postId: fx.igPost }))
				.filter((c) => !c.parentCommentId && c.status === 'posted')
				.map((c) => c.id),
		);
		expect(seeded.results.map((r) => r.value)).not.toContain(fx.reply.id);
		expect(seeded.results[0].name).toMatch(/: .+ · Instagram · \d{4}-\d\d-\d\d$/);

		const other = await search('searchParentComments', { post: byId(fx.deleted.postId) });
		expect(other.results.map((r) => r.value)).not.toContain(fx.deleted.id);
	});

	it('its filter searches the text; without a post it says to choose one', async () => {
		const found = await search(
			'searchParentComments',
			{ post: fromList(fx.bulkPost) },
			'comment 12',
		);
		const names = found.results.map((r) => r.name);
		expect(names.length).toBeGreaterThan(0);
		expect(names.every((n) => /comment 12/.test(n))).toBe(true);
		expect(names.some((n) => /Bulk comment 125\b/.test(n))).toBe(false); // a reply
		await expect(search('searchParentComments', {})).rejects.toThrow(
			'Choose the published post first',
		);
	});

	it('Comment (Get) and the Parent Comment filter list every comment', async () => {
		const page = await search('searchComments', {});
		const newest = (await sim.api().get('/comments', { limit: 5 })).body.items;
		expect(page.results.slice(0, 5).map((r) => r.value)).toEqual(newest.map((c: any) => c.id));
		expect(page.paginationToken).toEqual(expect.any(String));
	});
});
