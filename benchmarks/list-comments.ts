/* eslint-disable @n8n/community-nodes/no-restricted-globals, no-console -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// Comment → Get Many with Return All over 10 000 comments (issue 16, item 6), through n8n-core's
// real execution code (test/helpers/n8n runNode) against the simulator in a child process (comments
// seeded by its control API; rate limits off so that the runs can follow each other: one run's
// requests fit the spec's 60 comment reads a minute). Prints per run and as median (range): wall
// time, requests (goal ceil(n / 250)) and this process's RSS before and at its peak (VmHWM).
// Usage: node build/benchmarks/list-comments.js [--comments 10000] [--runs 5]

import { PAGE_SIZES } from '../nodes/SocialPublishing/serviceApi';
import {
	accountIds,
	controlOf,
	intFlag,
	MB,
	medianRange,
	peakRss,
	resetPeakRss,
	startSimulatorChild,
	useTempN8nUserFolder,
	runBenchmark,
} from './simulatorChild';

async function main(): Promise<number> {
	const argv = process.argv.slice(2);
	const comments = intFlag(argv, '--comments', 10_000);
	const runs = intFlag(argv, '--runs', 5);
	useTempN8nUserFolder();
	const { runNode } = await import('../test/helpers/n8n');

	const child = await startSimulatorChild();
	const control = controlOf(child);
	let failed = 0;
	try {
		const before = await listAll(child);
		const instagram = (await accountIds(child)).instagram;
		const now = (await control<{ nowMs: number }>('GET', '/clock')).nowMs;
		// The demo data's comments count: the list holds exactly `comments` in the end.
		const toAdd = Math.max(0, comments - before);
		for (let added = 0; added < toAdd; added += 5000) {
			const count = Math.min(5000, toAdd - added);
			const items = Array.from({ length: count }, (_, n) => ({
				accountId: instagram,
				text: `Benchmark comment ${added + n}`,
				createdAt: new Date(now - 3_600_000 + Math.floor((added + n) / 10) * 100).toISOString(),
			}));
			await control('POST', '/activity/comments', { items });
		}
		const total = before + toAdd;
		const goal = Math.ceil(total / PAGE_SIZES.comments.max);
		console.log(
			`Comment → Get Many, Return All: ${total} comments (${toAdd} added to the ${before} of the demo data); page size ${PAGE_SIZES.comments.max}; ${runs} runs`,
		);
		const seconds: number[] = [];
		const requests: number[] = [];
		const peaks: number[] = [];
		const growths: number[] = [];
		for (let run = 1; run <= runs; run++) {
			const mark = await lastSeq(control);
			const rssBefore = process.memoryUsage().rss;
			resetPeakRss();
			const started = Date.now();
			const { items, error } = await runNode({
				sim: child,
				resource: 'comment',
				operation: 'getAll',
				parameters: { returnAll: true },
			});
			const elapsed = (Date.now() - started) / 1000;
			const peak = peakRss();
			const log = (await control('GET', `/requests?after=${mark}&path=/comments`)).items as Array<{
				query?: Record<string, unknown>;
			}>;
			const unique = new Set(items.map((i) => i.json.id)).size;
			const ok = !error && items.length === total && unique === total && log.length <= goal;
			if (!ok) failed++;
			seconds.push(elapsed);
			requests.push(log.length);
			peaks.push(peak / MB);
			growths.push((peak - rssBefore) / MB);
			console.log(
				`  run ${run}: ${items.length} items (${unique} distinct${error ? `, error ${error.message}` : ''}), ${elapsed.toFixed(2)} s, ${log.length} requests (limit=${String(log[0]?.query?.limit)}), RSS ${(rssBefore / MB).toFixed(0)} → peak ${(peak / MB).toFixed(0)} MB ${ok ? 'PASS' : 'FAIL'}`,
			);
		}
		console.log(`\nmedian (range) of ${runs} runs`);
		console.log(`  wall time: ${medianRange(seconds)} s`);
		console.log(
			`  requests: ${medianRange(requests, 0)} (goal ${goal} = ceil(${total} / ${PAGE_SIZES.comments.max})) ${Math.max(...requests) <= goal ? 'PASS' : 'FAIL'}`,
		);
		console.log(
			`  peak RSS: ${medianRange(peaks, 0)} MB (growth over the RSS before the run ${medianRange(growths, 0)} MB)`,
		);
	} finally {
		await child.stop();
	}
	return failed;
}

async function lastSeq(control: ReturnType<typeof controlOf>): Promise<number> {
	const items = (await control('GET', '/requests')).items as Array<{ seq: number }>;
	return items.length ? items[items.length - 1].seq : 0;
}

/** How many comments the service lists before the benchmark adds its own. */
async function listAll(child: { baseUrl: string; apiKey: string }): Promise<number> {
	let count = 0;
	let cursor: string | undefined;
	do {
		const url = new URL(`${child.baseUrl}/comments`);
		url.searchParams.set('limit', '250');
		if (cursor) url.searchParams.set('cursor', cursor);
		const res = await fetch(url, { headers: { 'service-api-key': child.apiKey } });
		const page = (await res.json()) as { items: unknown[]; cursor?: string };
		count += page.items.length;
		cursor = page.cursor || undefined;
	} while (cursor);
	return count;
}

runBenchmark(main);
