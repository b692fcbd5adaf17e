/* eslint-disable @n8n/community-nodes/no-restricted-globals, no-console -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// Wait for Completion (issue 16, item 7): the time from the moment a creation reaches its terminal
// state to the node's output, for Post → Create (polled every 3 s) and Visual → Create From
// Template (every 5 s), through n8n-core's real execution code (test/helpers/n8n runNode) against
// the simulator in a child process. The simulator's clock is slowed almost to a stop, and at a
// chosen moment after the node started, advanced (control API) past the creation's duration: that
// request is the terminal moment (its midpoint). The moments are spread evenly over one poll
// interval, so the runs meet every phase of the node's polling. Goal: latency <= one interval.
// Usage: node build/benchmarks/wait-latency.js [--runs 8]   (per kind)

import type { IDataObject } from 'n8n-workflow';

import { POLL_INTERVAL_MS, TEMPLATES } from '../nodes/SocialPublishing/serviceApi';
import {
	accountIds,
	controlOf,
	intFlag,
	medianRange,
	startSimulatorChild,
	useTempN8nUserFolder,
	runBenchmark,
} from './simulatorChild';

async function main(): Promise<number> {
	const argv = process.argv.slice(2);
	const runs = intFlag(argv, '--runs', 8);
	useTempN8nUserFolder();
	const { runNode, byId } = await import('../test/helpers/n8n');

	const child = await startSimulatorChild();
	const control = controlOf(child);
	let failed = 0;
	try {
		const twitter = (await accountIds(child)).twitter;
		const quote = TEMPLATES.find((t) => t.name === 'Quote Card with Monocolor Background')!;
		const kinds = [
			{
				name: 'Post → Create',
				intervalMs: POLL_INTERVAL_MS.post,
				terminal: 'published',
				statusOf: (json: IDataObject) => json.status,
				run: (i: number) =>
					runNode({
						sim: child,
						resource: 'post',
						operation: 'create',
						parameters: {
							platform: 'twitter',
							account: byId(twitter),
							text: `Wait latency ${i} ${Date.now()}`,
							waitForCompletion: true,
							waitTimeout: 60,
						},
					}),
			},
			{
				name: 'Visual → Create From Template',
				intervalMs: POLL_INTERVAL_MS.visual,
				terminal: 'done',
				statusOf: (json: IDataObject) => json.status,
				run: () =>
					runNode({
						sim: child,
						resource: 'visual',
						operation: 'create',
						parameters: {
							template: byId(quote.id),
							inputsMode: 'json',
							inputsJson: JSON.stringify({ quote: 'Good coffee takes time.' }),
							waitForCompletion: true,
							waitTimeout: 60,
						},
					}),
			},
		];
		// Simulated time nearly stops: nothing finishes until the benchmark advances the clock.
		await control('POST', '/clock', { speed: 1e-6 });
		console.log(
			`Latency from the terminal state to the node's output; ${runs} runs per kind, terminal moments spread over one poll interval`,
		);
		for (const kind of kinds) {
			const latencies: number[] = [];
			for (let k = 0; k < runs; k++) {
				// After the creating request and the first poll; then one interval, evenly.
				const delayMs = 500 + ((k + 0.5) / runs) * kind.intervalMs;
				const started = Date.now();
				let terminalAt = 0;
				const finish = (async () => {
					await new Promise((resolve) => setTimeout(resolve, delayMs));
					const sent = Date.now();
					// Hours of simulated time: every step of the creation is due.
					await control('POST', '/clock', { advanceMs: 3_600_000 });
					terminalAt = (sent + Date.now()) / 2;
				})();
				const result = await kind.run(k);
				const outputAt = Date.now();
				await finish;
				const status = result.items[0]?.json && kind.statusOf(result.items[0].json);
				const latency = outputAt - terminalAt;
				const ok = !result.error && status === kind.terminal && latency <= kind.intervalMs;
				if (!ok) failed++;
				latencies.push(latency);
				console.log(
					`  ${kind.name} run ${k + 1}: terminal at +${(terminalAt - started).toFixed(0)} ms, output at +${outputAt - started} ms: latency ${latency.toFixed(0)} ms, status ${String(status)}${result.error ? `, error ${result.error.message}` : ''} ${ok ? 'PASS' : 'FAIL'}`,
				);
			}
			console.log(
				`${kind.name}: latency median (range) ${medianRange(latencies, 0)} ms, goal <= ${kind.intervalMs} ms (one interval) ${Math.max(...latencies) <= kind.intervalMs ? 'PASS' : 'FAIL'}\n`,
			);
		}
	} finally {
		await child.stop();
	}
	return failed;
}

runBenchmark(main);
