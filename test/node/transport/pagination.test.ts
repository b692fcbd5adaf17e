// The transport's pagination: cursor and offset + count, Return All and Limit, over injected pages.

import {
	apiRequestAllItemsCursor,
	apiRequestAllItemsOffset,
} from '../../../nodes/SocialPublishing/transport';
import { withExecuteContext } from '../../helpers/n8n';
import { addFaults, logMark, requestsSince } from '../../helpers/requestLog';
import { ids, page, useTransportSimulator } from './transportHelpers';

const sim = useTransportSimulator();

describe('pagination', () => {
	it('cursor: follows cursor until absent with Return All', async () => {
		await addFaults(
			sim,
			{ path: '/conversations', method: 'GET', ...page(ids(2, 1), { cursor: 'c1' }) },
			{ path: '/conversations', method: 'GET', ...page(ids(2, 3), { cursor: 'c2' }) },
			{ path: '/conversations', method: 'GET', ...page(ids(1, 5)) },
		);
		const mark = await logMark(sim);
		const { result } = await withExecuteContext({ sim }, async function () {
			return await apiRequestAllItemsCursor.call(
				this,
				'/conversations',
				{ platform: ['facebook', 'instagram'] },
				{ limit: Infinity, pageSize: 2 },
			);
		});
		expect(result?.map((i) => i.id)).toEqual(['1', '2', '3', '4', '5']);
		const log = await requestsSince(sim, mark, { path: '/conversations' });
		expect(log.map((r) => r.query)).toEqual([
			{ platform: ['facebook', 'instagram'], limit: '2' },
			{ platform: ['facebook', 'instagram'], limit: '2', cursor: 'c1' },
			{ platform: ['facebook', 'instagram'], limit: '2', cursor: 'c2' },
		]);
	});

	it('cursor: stops at Limit and asks only for what is missing', async () => {
		await addFaults(
			sim,
			{ path: '/conversations', method: 'GET', ...page(ids(2, 1), { cursor: 'c1' }) },
			{ path: '/conversations', method: 'GET', ...page(ids(1, 3), { cursor: 'c2' }) },
		);
		const mark = await logMark(sim);
		const { result } = await withExecuteContext({ sim }, async function () {
			return await apiRequestAllItemsCursor.call(
				this,
				'/conversations',
				{},
				{ limit: 3, pageSize: 2 },
			);
		});
		expect(result?.map((i) => i.id)).toEqual(['1', '2', '3']);
		const log = await requestsSince(sim, mark, { path: '/conversations' });
		expect(log.map((r) => r.query.limit)).toEqual(['2', '1']);
	});

	it('cursor: a limit smaller than the page size is the page size', async () => {
		await addFaults(sim, {
			path: '/conversations',
			method: 'GET',
			...page(ids(5), { cursor: 'c1' }),
		});
		const mark = await logMark(sim);
		const { result } = await withExecuteContext({ sim }, async function () {
			return await apiRequestAllItemsCursor.call(
				this,
				'/conversations',
				{},
				{ limit: 5, pageSize: 50 },
			);
		});
		expect(result).toHaveLength(5);
		const log = await requestsSince(sim, mark, { path: '/conversations' });
		expect(log.map((r) => r.query.limit)).toEqual(['5']);
	});

	it('offset: raises offset by limit until offset reaches count', async () => {
		await addFaults(
			sim,
			{ path: '/published-posts', method: 'GET', ...page(ids(2, 1), { count: 5 }) },
			{ path: '/published-posts', method: 'GET', ...page(ids(2, 3), { count: 5 }) },
			{ path: '/published-posts', method: 'GET', ...page(ids(1, 5), { count: 5 }) },
		);
		const mark = await logMark(sim);
		const { result } = await withExecuteContext({ sim }, async function () {
			return await apiRequestAllItemsOffset.call(
				this,
				'/published-posts',
				{ sortBy: 'newest' },
				{ limit: Infinity, pageSize: 2 },
			);
		});
		expect(result?.map((i) => i.id)).toEqual(['1', '2', '3', '4', '5']);
		const log = await requestsSince(sim, mark, { path: '/published-posts' });
		expect(log.map((r) => [r.query.offset, r.query.limit])).toEqual([
			['0', '2'],
			['2', '2'],
			['4', '2'],
		]);
	});

	it('offset: Limit stops early', async () => {
		await addFaults(
			sim,
			{ path: '/published-posts', method: 'GET', ...page(ids(2, 1), { count: 9 }) },
			{ path: '/published-posts', method: 'GET', ...page(ids(1, 3), { count: 9 }) },
		);
		const mark = await logMark(sim);
		const { result } = await withExecuteContext({ sim }, async function () {
			return await apiRequestAllItemsOffset.call(
				this,
				'/published-posts',
				{},
				{ limit: 3, pageSize: 2 },
			);
		});
		expect(result?.map((i) => i.id)).toEqual(['1', '2', '3']);
		const log = await requestsSince(sim, mark, { path: '/published-posts' });
		expect(log.map((r) => [r.query.offset, r.query.limit])).toEqual([
			['0', '2'],
			['2', '1'],
		]);
	});
});
