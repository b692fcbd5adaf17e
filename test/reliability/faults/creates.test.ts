/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// Issue 16, item 1: 1000+ creates (posts, comments, messages, visuals, sources, media from URL,
// inline and presigned uploads, slots) each meet a fault drawn from a fixed sequence: none, slow,
// 500/502/503 before or after the service processed the request, a dropped connection before or
// after, a timeout. The simulator ends with at most one resource per attempted create (exactly one
// where the create went through), every create request was sent once, and every failure says the
// item may or may not have been created and where to check.
// Its time is real waiting: each of the 31 'timeout' faults costs the per-attempt timeout (500 ms),
// each of the 102 'slow' ones 40 ms; the rest is 1070 items through n8n.
import { runNode } from '../../helpers/n8n';
import { logMark, type LoggedRequest } from '../../helpers/requestLog';
import { faultFor, faultSequence, fails, GROUPS, processed, slotTime } from './createGroups';
import { ambiguous, CREATE_TIMEOUT_MS, settledLog, useFaultsSimulator } from './harness';

const faults = useFaultsSimulator(CREATE_TIMEOUT_MS);
const { sim } = faults;

describe('1000 faulted creates', () => {
	it('never duplicate: one request per item, at most one resource per attempt, ambiguous failures say so', async () => {
		const groups = GROUPS(faults);
		const total = groups.reduce((sum, g) => sum + g.count, 0);
		expect(total).toBeGreaterThanOrEqual(1000);
		const summary: Record<string, Record<string, number>> = {};
		let seed = 7;
		for (const group of groups) {
			const kinds = faultSequence(group.count, seed++);
			const items = kinds.map((_, n) => {
				const marker =
					group.name === 'slots'
						? (({ day, hour, minute }) => `${day}:${hour}:${minute}`)(slotTime(n))
						: `F-${group.name.replace(/\W/g, '')}-${n}`;
				return group.item(marker, n);
			});
			const markers = items.map((item) => String(item.json.marker));
			await sim.control('DELETE', '/faults');
			await sim.control('POST', '/faults', {
				items: kinds.flatMap((kind, n) =>
					kind === 'none' ? [] : [faultFor(group.path, kind, group.match(markers[n]))],
				),
			});
			const started = performance.now();
			const mark = await logMark(sim);
			const run = await runNode({
				sim,
				resource: group.resource,
				operation: group.operation,
				parameters: group.parameters,
				items,
				continueOnFail: true,
			});
			expect(run.error).toBeUndefined();
			// Until every item's request is logged: a timed-out one once the simulator answered it.
			const ofGroup = (log: LoggedRequest[]) =>
				log.filter((r) => group.markerOf(r.body) !== undefined);
			const logged = ofGroup(
				await settledLog(sim, mark, { method: 'POST', path: group.path }, (log) => {
					const seen = new Set(ofGroup(log).map((r) => group.markerOf(r.body)));
					return markers.every((marker) => seen.has(marker));
				}),
			);
			const counts: Record<string, number> = {};
			for (const r of logged) {
				const marker = group.markerOf(r.body)!;
				counts[marker] = (counts[marker] ?? 0) + 1;
			}
			expect(run.items).toHaveLength(items.length);
			const outcome: Record<string, number> = { created: 0, failed: 0 };
			kinds.forEach((kind, n) => {
				const marker = markers[n];
				const out = run.items[n];
				const where = `${group.name} item ${n} (${kind})`;
				expect([where, out.pairedItem]).toEqual([where, { item: n }]);
				// Sent once, never retried.
				expect([where, counts[marker]]).toEqual([where, 1]);
				const stored = group.stored(marker);
				expect([where, stored <= 1]).toEqual([where, true]);
				if (!fails(kind) && !out.json.error) {
					outcome.created++;
					expect([where, stored]).toEqual([where, 1]);
					return;
				}
				outcome.failed++;
				// A failure without an injected fault can only be a timeout of a loaded machine.
				const text = `${out.json.error}\n${out.json.description}`;
				if (!fails(kind)) expect([where, text]).toEqual([where, expect.stringMatching(/timeout/)]);
				expect([where, text]).toEqual([where, expect.stringMatching(ambiguous)]);
				expect([where, text]).toEqual([where, expect.stringMatching(/not retried/)]);
				expect([where, text]).toEqual([where, expect.stringMatching(group.check)]);
				if (!processed(kind)) expect([where, stored]).toEqual([where, 0]);
				if (kind.endsWith('-after')) expect([where, stored]).toEqual([where, 1]);
			});
			// Every fault was met: one create request per item.
			expect(await sim.control('GET', '/faults')).toEqual({ items: [] });
			summary[group.name] = {
				items: items.length,
				...outcome,
				ms: Math.round(performance.now() - started),
			};
		}
		if (process.env.FAULTS_TIMING) {
			// eslint-disable-next-line @typescript-eslint/no-require-imports
			require('fs').writeFileSync(process.env.FAULTS_TIMING, JSON.stringify(summary, null, 1));
		}
		// Faults really were met: about 40% of 1070 creates failed.
		const failed = Object.values(summary).reduce((sum, s) => sum + s.failed, 0);
		expect(failed).toBeGreaterThan(total * 0.25);
	}, 300_000);
});
