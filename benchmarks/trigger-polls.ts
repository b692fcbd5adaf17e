/* eslint-disable @n8n/community-nodes/no-restricted-globals, @typescript-eslint/no-explicit-any, no-console -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// Social Publishing Trigger: requests per poll and the size of its position, through n8n-core's
// PollContext (test/helpers/n8n/ runPoll, static data kept as n8n 2.8.4 keeps it) against the
// simulator in a child process. Prints, for New Comment (GET /comments has `since`) and New Message
// (GET /messages has none): requests of a poll with nothing new (goal 1), requests of the poll that
// finds a backlog of N events (goal <= ceil(N / 250) + 1), whether each event came exactly once,
// and the peak static-data size (JSON bytes).
// Usage: node build/benchmarks/trigger-polls.js [--events <n>] [--quiet-polls <n>]   (10000, 5)

import type { IDataObject } from 'n8n-workflow';

import {
	intFlag,
	startSimulatorChild,
	type SimulatorChild,
	useTempN8nUserFolder,
	runBenchmark,
} from './simulatorChild';

const PAGE_SIZE = 250;

interface Sim {
	baseUrl: string;
	apiKey: string;
	control<T = any>(method: string, path: string, body?: unknown): Promise<T>;
}

function simOf(child: SimulatorChild): Sim {
	const controlUrl = child.baseUrl.replace(/\/v2$/, '/__control');
	return {
		baseUrl: child.baseUrl,
		apiKey: child.apiKey,
		async control(method, path, body) {
			const res = await fetch(controlUrl + path, {
				method,
				headers: body === undefined ? {} : { 'content-type': 'application/json' },
				body: body === undefined ? undefined : JSON.stringify(body),
			});
			const text = await res.text();
			if (res.status >= 400) throw new Error(`control ${method} ${path}: ${res.status} ${text}`);
			return text ? JSON.parse(text) : undefined;
		},
	};
}

async function lastSeq(sim: Sim): Promise<number> {
	const items = (await sim.control('GET', '/requests')).items as Array<{ seq: number }>;
	return items.length ? items[items.length - 1].seq : 0;
}

const iso = (ms: number) => new Date(ms).toISOString();

interface Scenario {
	name: string;
	parameters: IDataObject;
	path: string;
	/** Adds `count` events (ids in creation order). */
	add(sim: Sim, count: number, now: number): Promise<string[]>;
}

async function main(): Promise<number> {
	const argv = process.argv.slice(2);
	const events = intFlag(argv, '--events', 10_000);
	const quietPolls = intFlag(argv, '--quiet-polls', 5);
	useTempN8nUserFolder();
	const { runPoll } = await import('../test/helpers/n8n');

	const child = await startSimulatorChild();
	const sim = simOf(child);
	let failed = 0;
	try {
		const response = await fetch(`${sim.baseUrl}/users/me/accounts`, {
			headers: { 'service-api-key': sim.apiKey },
		});
		const accounts = ((await response.json()) as { items: Array<{ id: string; platform: string }> })
			.items;
		const instagram = accounts.filter((a) => a.platform === 'instagram');
		const scenarios: Scenario[] = [
			{
				name: 'New Comment',
				parameters: { event: 'newComment' },
				path: '/comments',
				async add(s, count, now) {
					// Ten comments share each second: equal timestamps are the rule, not the exception.
					const items = Array.from({ length: count }, (_, n) => ({
						accountId: instagram[0].id,
						createdAt: iso(now - count / 10 + Math.floor(n / 10) * 1000),
					}));
					return (await s.control('POST', '/activity/comments', { items })).ids;
				},
			},
			{
				name: 'New Message',
				parameters: { event: 'newMessage' },
				path: '/messages',
				async add(s, count, now) {
					const items = Array.from({ length: count }, (_, n) => ({
						accountId: instagram[0].id,
						senderId: `79${String(n % 500).padStart(11, '0')}`,
						createdAt: iso(now - count / 10 + Math.floor(n / 10) * 1000),
					}));
					return (await s.control('POST', '/activity/messages', { items })).ids;
				},
			},
		];
		for (const scenario of scenarios) {
			let state: IDataObject | undefined;
			let peakBytes = 0;
			const poll = async (activation = false) => {
				const mark = await lastSeq(sim);
				const result = await runPoll({
					sim,
					parameters: scenario.parameters,
					staticData: state,
					...(activation ? { poll: 'activation' as const } : {}),
				});
				state = result.staticData;
				peakBytes = Math.max(peakBytes, JSON.stringify(state).length);
				const log = (await sim.control('GET', `/requests?after=${mark}&path=${scenario.path}`))
					.items as unknown[];
				return { result, requests: log.length };
			};
			await poll(true);
			const quiet: number[] = [];
			for (let n = 0; n < quietPolls; n++) quiet.push((await poll()).requests);
			const now = (await sim.control('GET', '/clock')).nowMs as number;
			const created = await scenario.add(sim, events, now);
			const started = Date.now();
			const backlog = await poll();
			const seconds = (Date.now() - started) / 1000;
			const emitted = (backlog.result.items?.[0] ?? []).map((i) => String(i.json.id));
			const afterwards = (await poll()).requests;
			const once =
				emitted.length === created.length &&
				new Set(emitted).size === emitted.length &&
				created.every((id) => emitted.includes(id));
			const goal = Math.ceil(events / PAGE_SIZE) + 1;
			const quietOk = quiet.every((n) => n === 1) && afterwards === 1;
			console.log(`\n${scenario.name} (GET ${scenario.path})`);
			console.log(
				`  requests per poll with nothing new: ${quiet.join(', ')}, after the backlog ${afterwards} (goal 1) ${quietOk ? 'PASS' : 'FAIL'}`,
			);
			console.log(
				`  requests for a backlog of ${events} events: ${backlog.requests} (goal <= ${goal}) ${backlog.requests <= goal ? 'PASS' : 'FAIL'}, ${seconds.toFixed(1)} s`,
			);
			console.log(
				`  every event emitted exactly once: ${once ? 'PASS' : 'FAIL'} (${emitted.length})`,
			);
			console.log(`  peak static data: ${peakBytes} bytes (JSON)`);
			if (!quietOk || backlog.requests > goal || !once) failed++;
		}
	} finally {
		await child.stop();
	}
	return failed;
}

runBenchmark(main);
