/* eslint-disable @typescript-eslint/no-explicit-any -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// Issue 16, item 1: 429 on every kind of create: waits what it states, retries, gives up after a
// bounded number of waits (posts are in test/node/postRateLimit.test.ts, the transport in
// transport.test.ts). On the test's clock (harness): a stated wait takes no real time.
import type { IDataObject } from 'n8n-workflow';

import { LOOK_UP_POLICY, RETRY_POLICY } from '../../../nodes/SocialPublishing/transport';
import { byId, runNode } from '../../helpers/n8n';
import { addFaults, logMark, requestsSince, type FaultSpec } from '../../helpers/requestLog';
import { MAYA, QUOTE, useFaultsSimulator } from './harness';

// No timeout is tested here: the node's own per-attempt timeout (six runs go at once).
const faults = useFaultsSimulator(RETRY_POLICY.timeoutMs);
const { sim, clock } = faults;

describe('429', () => {
	const limited = (path: string, count = 1): FaultSpec => ({
		method: 'POST',
		path,
		count,
		status: 429,
		body: { statusCode: 429, message: 'Rate limit exceeded, retry in 1 seconds' },
	});

	it('each create waits the stated second, is retried once, and is created once', async () => {
		const creates: Array<[string, string, IDataObject, string, () => number]> = [
			[
				'comment',
				'create',
				{ post: byId(faults.published.instagram), text: 'Limited comment' },
				'/comments',
				() => faults.user().comments.filter((c: any) => c.text === 'Limited comment').length,
			],
			[
				'message',
				'send',
				{
					account: byId('1002'),
					replyType: 'reply',
					recipient: byId(MAYA),
					text: 'Limited message',
					waitForCompletion: false,
				},
				'/messages',
				() => faults.user().messages.filter((m: any) => m.text === 'Limited message').length,
			],
			[
				'source',
				'create',
				{ sourceType: 'text', text: 'Limited source', waitForCompletion: false },
				'/source-resolutions-v3',
				() =>
					[...faults.user().sources.values()].filter((s: any) => s.text === 'Limited source')
						.length,
			],
			[
				'visual',
				'create',
				{
					template: byId(QUOTE),
					inputsMode: 'json',
					inputsJson: JSON.stringify({ quote: 'Limited visual quote' }),
				},
				'/videos/from-templates',
				() =>
					[...faults.user().visuals.values()].filter(
						(v: any) => v.inputs?.quote === 'Limited visual quote',
					).length,
			],
			[
				'media',
				'uploadFromUrl',
				{ url: 'https://cdn.example.com/limited.jpg' },
				'/media',
				() =>
					faults.files().filter((f) => f.redirect === 'https://cdn.example.com/limited.jpg').length,
			],
			[
				'slot',
				'create',
				{ days: ['friday'], hour: 21, minute: 17, platform: 'threads', accountScope: 'all' },
				'/schedule/slots',
				() => faults.user().slots.filter((s: any) => s.hour === 21 && s.minute === 17).length,
			],
		];
		for (const [, , , path] of creates) await addFaults(sim, limited(path));
		const mark = await logMark(sim);
		// Concurrently: each waits its own second (and the node's 100 ms). Another run's wait may end
		// while this one's request is in flight, so a run takes at least its own wait, not exactly.
		const runs = await Promise.all(
			creates.map(async ([resource, operation, parameters]) => {
				const started = clock.now();
				const run = await runNode({ sim, resource, operation, parameters });
				return { run, elapsed: clock.now() - started };
			}),
		);
		for (const [n, [resource, operation, , path, stored]] of creates.entries()) {
			const where = `${resource} → ${operation}`;
			const { run, elapsed } = runs[n];
			expect([where, run.error?.message]).toEqual([where, undefined]);
			expect([where, elapsed >= 1100]).toEqual([where, true]);
			const log = await requestsSince(sim, mark, { method: 'POST', path });
			expect([where, log.map((r) => r.status)]).toEqual([where, [429, 201]]);
			expect([where, stored()]).toEqual([where, 1]);
		}
	}, 20_000);

	it('a bounded number of waits, then a clear error: not processed, nothing created; other items go on', async () => {
		RETRY_POLICY.rateLimitMaxWaits = 1;
		await addFaults(sim, limited('/comments', 2));
		const mark = await logMark(sim);
		const items = [{ json: { text: 'Bounded A' } }, { json: { text: 'Bounded B' } }];
		const run = await runNode({
			sim,
			resource: 'comment',
			operation: 'create',
			parameters: { post: byId(faults.published.instagram), text: '={{ $json.text }}' },
			items,
			continueOnFail: true,
		});
		expect(run.items.map((i) => i.pairedItem)).toEqual([{ item: 0 }, { item: 1 }]);
		expect(run.items[0].json.error).toBe(
			'Rate limit still exceeded for POST /comments after waiting 1 time(s)',
		);
		expect(run.items[0].json.description).toMatch(
			/The request was not processed: run it again later/,
		);
		expect(run.items[0].json.httpCode).toBe('429');
		expect(run.items[1].json.id).toBeDefined();
		const log = await requestsSince(sim, mark, { method: 'POST', path: '/comments' });
		expect(log.map((r) => [(r.body as IDataObject).text, r.status])).toEqual([
			['Bounded A', 429],
			['Bounded A', 429],
			['Bounded B', 201],
		]);
		// One run alone: its one wait is exact (the stated second and the node's 100 ms). B's claim
		// in the record of sends settles meanwhile (on the test's clock its pause may start late),
		// and B is sent after A.
		const times = log.map((r) => Date.parse(r.time) - Date.parse(log[0].time));
		expect(times.slice(0, 2)).toEqual([0, 1100]);
		expect(times[2]).toBeGreaterThanOrEqual(1100);
		expect(times[2]).toBeLessThanOrEqual(1100 + LOOK_UP_POLICY.claimSettleMs);
		expect(faults.user().comments.filter((c: any) => c.text === 'Bounded A')).toHaveLength(0);
	}, 20_000);

	it('a wait longer than the bound fails at once, without waiting', async () => {
		await addFaults(sim, {
			...limited('/source-resolutions-v3'),
			body: { statusCode: 429, message: 'Rate limit exceeded, retry in 10 minutes' },
		});
		const started = clock.now();
		const run = await runNode({
			sim,
			resource: 'source',
			operation: 'create',
			parameters: { sourceType: 'text', text: 'Too long a wait', waitForCompletion: false },
		});
		expect(clock.now() - started).toBe(0);
		expect(run.error?.message).toBe(
			`Rate limit exceeded for POST /source-resolutions-v3: the service asks to wait 600 s, longer than the ${RETRY_POLICY.rateLimitMaxWaitSeconds} s this node waits`,
		);
	});
});
