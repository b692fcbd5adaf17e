// Issue 16, item 1: every read operation is retried after 500/502/503, resets and timeouts, and
// waits out a slow answer; a bounded number of retries; the trigger's reads too.
import type { IDataObject } from 'n8n-workflow';

import { RETRY_POLICY } from '../../../nodes/SocialPublishing/transport';
import { byId, runNode, runPoll } from '../../helpers/n8n';
import { addFaults, logMark, requestsSince, type FaultSpec } from '../../helpers/requestLog';
import { QUOTE, settledLog, TIMEOUT_MS, useFaultsSimulator } from './harness';

const faults = useFaultsSimulator();
const { sim, clock } = faults;

interface ReadCase {
	resource: string;
	operation: string;
	parameters: () => IDataObject;
	method?: string;
	path: () => string;
}

/** A list operation, asked for 5 items. */
function listRead(resource: string, operation: string, path: string): ReadCase {
	return { resource, operation, parameters: () => ({ limit: 5 }), path: () => path };
}

const READS: ReadCase[] = [
	{ resource: 'account', operation: 'getMe', parameters: () => ({}), path: () => '/users/me' },
	{
		resource: 'account',
		operation: 'getAll',
		parameters: () => ({}),
		path: () => '/users/me/accounts',
	},
	{
		resource: 'account',
		operation: 'getAllSubaccounts',
		parameters: () => ({ account: byId('1004') }),
		path: () => '/users/me/accounts/1004/subaccounts',
	},
	{
		resource: 'account',
		operation: 'getAllBoards',
		parameters: () => ({ account: byId('1006') }),
		path: () => '/social/pinterest/boards',
	},
	listRead('post', 'getAll', '/posts'),
	listRead('post', 'searchPublished', '/published-posts'),
	listRead('analytics', 'getTopPosts', '/analytics'),
	{
		resource: 'analytics',
		operation: 'getPostAnalytics',
		parameters: () => ({ publishedPost: byId(faults.published.facebook) }),
		path: () => `/posts/${faults.published.facebook}/analytics`,
	},
	listRead('comment', 'getAll', '/comments'),
	listRead('conversation', 'getAll', '/conversations'),
	listRead('message', 'getAll', '/messages'),
	listRead('visual', 'getAllTemplates', '/videos/templates'),
	listRead('schedule', 'getAll', '/schedules'),
	listRead('slot', 'getAll', '/schedule/slots'),
	{
		resource: 'slot',
		operation: 'findNextAvailable',
		parameters: () => ({ platform: 'twitter' }),
		method: 'POST',
		path: () => '/schedule/slots/next-available',
	},
];

/** Reads of one resource by ID: taken from the simulator at run time. */
async function readsById(): Promise<ReadCase[]> {
	const api = sim.api();
	const comment = (await api.get('/comments', { limit: 1 })).body.items[0].id;
	const conversation = (await api.get('/conversations', { limit: 1 })).body.items[0].id;
	const message = (await api.get('/messages', { limit: 1 })).body.items[0].id;
	const schedule = (await api.get('/schedules', { limit: 1 })).body.items[0].id;
	const submission = (
		await api.post('/posts', {
			post: {
				accountId: '1001',
				content: { text: 'Read under faults', mediaUrls: [], platform: 'twitter' },
				target: { targetType: 'twitter' },
			},
		})
	).body.postSubmissionId;
	const source = (
		await api.post('/source-resolutions-v3', { source: { sourceType: 'text', text: 'Notes' } })
	).body.id;
	const visual = (
		await api.post('/videos/from-templates', {
			templateId: QUOTE,
			inputs: { quote: 'A quote read under faults' },
		})
	).body.item.id;
	return [
		{
			resource: 'post',
			operation: 'get',
			parameters: () => ({ postSubmissionId: submission }),
			path: () => `/posts/${submission}`,
		},
		{
			resource: 'comment',
			operation: 'get',
			parameters: () => ({ comment: byId(comment) }),
			path: () => `/comments/${comment}`,
		},
		{
			resource: 'conversation',
			operation: 'get',
			parameters: () => ({ conversation: byId(conversation) }),
			path: () => `/conversations/${conversation}`,
		},
		{
			resource: 'message',
			operation: 'get',
			parameters: () => ({ messageId: message }),
			path: () => `/messages/${message}`,
		},
		{
			resource: 'schedule',
			operation: 'get',
			parameters: () => ({ scheduleId: schedule }),
			path: () => `/schedules/${schedule}`,
		},
		{
			resource: 'source',
			operation: 'get',
			parameters: () => ({ sourceId: source }),
			path: () => `/source-resolutions-v3/${source}`,
		},
		{
			resource: 'visual',
			operation: 'get',
			parameters: () => ({ visualId: visual }),
			path: () => `/videos/creations/${visual}`,
		},
	];
}

describe('reads are retried with backoff', () => {
	it('every read operation: 500, reset and timeout, then 502, 503 and a slow answer', async () => {
		const cases = [...READS, ...(await readsById())];
		expect(cases.length).toBeGreaterThanOrEqual(22);
		for (const read of cases) {
			const method = read.method ?? 'GET';
			const path = read.path();
			for (const round of [
				// The third: no answer within the timeout (a reset once held back, logged late as 0).
				[{ status: 500 }, { reset: true }, { delayMs: TIMEOUT_MS + 150, reset: true }],
				[{ status: 502 }, { status: 503 }, { delayMs: 40 }],
			] as FaultSpec[][]) {
				await sim.control('DELETE', '/faults');
				await addFaults(sim, ...round.map((fault) => ({ ...fault, method, path })));
				const mark = await logMark(sim);
				const started = clock.now();
				const run = await runNode({
					sim,
					resource: read.resource,
					operation: read.operation,
					parameters: read.parameters(),
				});
				const where = `${read.resource} → ${read.operation} ${JSON.stringify(round)}`;
				expect([where, run.error?.message]).toEqual([where, undefined]);
				expect(run.items.length).toBeGreaterThanOrEqual(1);
				const failures = round[2].reset ? 3 : 2;
				// Both resets are in the log once the held-back one is.
				const resets = round.filter((fault) => fault.reset).length;
				const attempts = await settledLog(
					sim,
					mark,
					{ method, path },
					(log) => log.filter((r) => r.status === 0).length >= resets,
				);
				// The slow answer (round 2) is the third attempt and succeeds: no fourth one.
				expect([where, attempts.length]).toEqual([where, failures + 1]);
				// The spec's backoff after each failure, exactly (RETRY_POLICY.readBackoffMs).
				const backoff = RETRY_POLICY.readBackoffMs.slice(0, failures);
				expect([where, clock.now() - started]).toEqual([
					where,
					backoff.reduce((sum, ms) => sum + ms, 0),
				]);
			}
		}
		// Real time: 22 reads wait out a 1.5 s timeout each, on a machine maybe 5-10x slower.
	}, 240_000);

	it('gives up after the bounded number of retries, with the attempts in the error', async () => {
		await addFaults(sim, { method: 'GET', path: '/schedule/slots', status: 503, count: 10 });
		const mark = await logMark(sim);
		const run = await runNode({ sim, resource: 'slot', operation: 'getAll', parameters: {} });
		expect(run.error?.description).toContain(
			`Gave up after ${RETRY_POLICY.readMaxRetries + 1} attempts`,
		);
		expect(await requestsSince(sim, mark, { path: '/schedule/slots' })).toHaveLength(
			RETRY_POLICY.readMaxRetries + 1,
		);
	});

	it('the trigger: a poll retries a read that met a 502 and emits the events', async () => {
		await addFaults(sim, { method: 'GET', path: '/comments', status: 502 });
		const mark = await logMark(sim);
		const poll = await runPoll({ sim, mode: 'manual', parameters: { event: 'newComment' } });
		expect(poll.items?.[0]?.length).toBe(1);
		const log = await requestsSince(sim, mark, { path: '/comments' });
		expect(log.map((r) => r.status)).toEqual([502, 200]);
	});
});
