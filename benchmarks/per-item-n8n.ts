/* eslint-disable @n8n/community-nodes/no-dangerous-functions, @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports, @typescript-eslint/no-explicit-any, no-console -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// Per-item cost in real n8n (the default version, or --n8n <version>) (issue 16, item 8): Account → Get Me against what a user would
// pick instead, n8n's HTTP Request node (GET /users/me, Header Auth credential). Three workflows,
// each Webhook (answers when the last node is done) → Split Out (N items) → [request node]:
//   ours: → Social Publishing (Account → Get Me)
//   http: → HTTP Request (Generic Credential Type → Header Auth)
//   base: nothing after Split Out (n8n's fixed cost: webhook, items, saving the execution)
// One `n8n start` (warm, as in production), the simulator in its own process (rate limits off).
// Rounds alternate the variants (rotated order), for N = 1000 and 2000. Printed per variant and N:
// the wall time of the webhook call, and the request node's own `executionTime` from the saved
// execution; then per item: (wall − base wall) / N, the node's executionTime / N, n8n's CPU time
// (user + system, base subtracted) / N, and the ratio ours / http of each, computed within each
// round (median and range over the rounds). CPU time is the steadier figure on a busy machine.
// The goal: ours <= 1.0x HTTP Request (issue 39). Each run compares its ratios with the stored
// baseline (benchmarks/perItemBaseline.ts) and prints REGRESSION, exiting 1, when n8n's CPU per item
// is more than 10 % over it.
// Usage: node build/benchmarks/per-item-n8n.js [--rounds 5] [--items 1000,2000] [--cpu-prof <dir>]
//   --package <dir>: run another checkout's built package (its dist/), e.g. an earlier release's.
//   --baseline <file>: compare with this file instead of benchmarks/baselines/per-item.json.
//   --write-baseline: store this run's figures (and the package's commit) as the baseline.
//   --cpu-prof <dir>: n8n runs with `--cpu-prof` (a .cpuprofile per process, written at its exit).
//   --profile-only ours|http: no rounds; one run of that variant (for a profile of it alone).
import { spawn } from 'child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, symlinkSync } from 'fs';
import { loadavg, tmpdir } from 'os';
import { join, dirname, resolve } from 'path';

import { N8nCli } from '../scripts/n8n/cli';
import { n8nEnv } from '../scripts/n8n/env';
import { ensureN8n, launcherParts } from '../scripts/n8n/install';
import { selectedN8nVersion } from '../scripts/n8n/versions';
import { CREDENTIAL_TYPE, PACKAGE_NAME, PROJECT_ROOT } from '../scripts/n8n/paths';
import { freePort } from '../scripts/n8n/ports';
import { N8nRestClient } from '../scripts/n8n/server';
import { installPackage } from '../scripts/n8n/userFolder';
import {
	socialNode,
	splitOutNode,
	webhookNode,
	workflowJson,
	type WorkflowNode,
} from '../scripts/n8n/workflowJson';
import {
	BASELINE_FILE,
	commitOf,
	compareWithBaseline,
	spread,
	writeBaseline,
	type SizeFigures,
} from './perItemBaseline';
import { intFlag, runBenchmark, startSimulatorChild } from './simulatorChild';

type Variant = 'ours' | 'http' | 'base';
const VARIANTS: Variant[] = ['ours', 'http', 'base'];
const REQUEST_NODE: Record<Variant, string | undefined> = {
	ours: 'Get Me',
	http: 'HTTP Request',
	base: undefined,
};
const OWNER = {
	email: 'bench@example.com',
	firstName: 'Bench',
	lastName: 'Mark',
	password: 'Bench-mark-1',
};

function workflow(variant: Variant, baseUrl: string): object {
	const nodes: WorkflowNode[] = [
		webhookNode(
			{
				path: `sp-bench-${variant}`,
				webhookId: `be4c0000-0000-4000-8000-00000000000${VARIANTS.indexOf(variant) + 1}`,
			},
			{ responseMode: 'lastNode', responseData: 'firstEntryJson' },
		),
		splitOutNode('body.items'),
	];
	if (variant === 'ours') {
		const credential = { id: 'spBenchCredOurs', name: 'Bench (ours)' };
		nodes.push(socialNode('Get Me', { resource: 'account', operation: 'getMe' }, credential));
	}
	if (variant === 'http') {
		nodes.push({
			name: 'HTTP Request',
			type: 'n8n-nodes-base.httpRequest',
			typeVersion: 4.2,
			parameters: {
				url: `${baseUrl}/users/me`,
				authentication: 'genericCredentialType',
				genericAuthType: 'httpHeaderAuth',
				options: {},
			},
			credentials: { httpHeaderAuth: { id: 'spBenchCredHttp', name: 'Bench (header)' } },
		});
	}
	return workflowJson({ id: `spBenchItem${variant}`, name: `Bench per item: ${variant}`, nodes });
}

const median = (xs: number[]) => {
	const s = [...xs].sort((a, b) => a - b);
	const m = s.length >> 1;
	return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const fmt = (xs: number[], digits = 2) =>
	`${median(xs).toFixed(digits)} (${Math.min(...xs).toFixed(digits)}-${Math.max(...xs).toFixed(digits)})`;

/**
 * `n8n start` with its output in a file (a file descriptor, not piped: a profiled n8n writes to
 * stderr after stdout has ended); ready when /rest/settings answers.
 */
async function startN8n(
	bin: string,
	env: NodeJS.ProcessEnv,
	port: number,
	log: string,
	nodeFlags: string[],
) {
	const fd = openSync(log, 'a');
	// `node <flags> <n8n's script>` with the Node the launcher uses: --cpu-prof is refused in NODE_OPTIONS.
	const { node, script } = launcherParts(bin);
	const child = spawn(node, [...nodeFlags, script, 'start'], {
		env: { ...env, PATH: `${dirname(node)}:${env.PATH ?? ''}` },
		stdio: ['ignore', fd, fd],
	});
	closeSync(fd);
	const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
	let gone = false;
	void exited.then(() => (gone = true));
	const url = `http://127.0.0.1:${port}`;
	const pid = child.pid!;
	const stop = async () => {
		if (gone) return;
		child.kill('SIGTERM');
		const killer = setTimeout(() => child.kill('SIGKILL'), 30_000);
		await exited;
		clearTimeout(killer);
	};
	const deadline = Date.now() + 600_000; // a busy shared machine: minutes
	while (Date.now() < deadline && !gone) {
		const ready = await fetch(`${url}/rest/settings`)
			.then(async (res) => res.ok && (await res.text()).includes('"settingsMode"'))
			.catch(() => false);
		if (ready) return { url, pid, stop };
		await new Promise((resolve) => setTimeout(resolve, 500));
	}
	await stop();
	throw new Error(`n8n start was not ready at ${url}; see ${log}`);
}

/** CPU time (user + system) a process has used, in ms (Linux /proc; clock ticks of 10 ms). */
function cpuMs(pid: number): number {
	const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
	return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * Waits until n8n serves the three webhooks: a busy n8n answers /rest/settings before it has
 * activated the published workflows (404 "webhook is not registered" meanwhile).
 */
async function webhooksLive(url: string): Promise<void> {
	const deadline = Date.now() + 120_000;
	for (const v of VARIANTS) {
		for (;;) {
			const res = await fetch(`${url}/webhook/sp-bench-${v}`, {
				method: 'POST',
				headers: { 'content-type': 'application/json' },
				body: JSON.stringify({ items: [{ i: 0 }] }),
			});
			await res.text();
			if (res.status !== 404) break;
			if (Date.now() > deadline)
				throw new Error(`webhook sp-bench-${v} still not live after 120 s`);
			await new Promise((resolve) => setTimeout(resolve, 500));
		}
	}
}

function flagValue(argv: string[], name: string): string | undefined {
	const i = argv.indexOf(name);
	return i === -1 ? undefined : argv[i + 1];
}

async function main(): Promise<number> {
	const argv = process.argv.slice(2);
	const rounds = intFlag(argv, '--rounds', 5);
	const sizes = (flagValue(argv, '--items') ?? '1000,2000').split(',').map(Number);
	const cpuProf = flagValue(argv, '--cpu-prof');
	const version = selectedN8nVersion(argv);
	const packageFlag = flagValue(argv, '--package');
	const packageDir = packageFlag ? resolve(packageFlag) : undefined;
	const commit = commitOf(packageDir ?? PROJECT_ROOT);
	const bin = ensureN8n(version);
	// eslint-disable-next-line @typescript-eslint/no-require-imports
	const flatted = require(join(launcherParts(bin).modules, 'flatted')) as {
		parse(text: string): any;
	};

	const sim = await startSimulatorChild();
	const userFolder = mkdtempSync(join(tmpdir(), 'sp-bench-item-'));
	let server: Awaited<ReturnType<typeof startN8n>> | undefined;
	try {
		if (packageDir) {
			const modules = join(userFolder, '.n8n', 'nodes', 'node_modules');
			mkdirSync(modules, { recursive: true });
			symlinkSync(packageDir, join(modules, PACKAGE_NAME), 'dir');
		} else installPackage(userFolder);
		const port = await freePort();
		const env = n8nEnv({
			userFolder,
			port,
			brokerPort: await freePort(),
			extra: { N8N_LOG_LEVEL: 'warn' },
		});
		const nodeFlags: string[] = [];
		if (cpuProf) {
			mkdirSync(cpuProf, { recursive: true });
			nodeFlags.push('--cpu-prof', `--cpu-prof-dir=${cpuProf}`);
		}
		const cli = new N8nCli(bin, env);
		await cli.importCredentials([
			{
				id: 'spBenchCredOurs',
				name: 'Bench (ours)',
				type: CREDENTIAL_TYPE,
				data: { apiKey: sim.apiKey, baseUrl: sim.baseUrl, headerName: 'service-api-key' },
			},
			{
				id: 'spBenchCredHttp',
				name: 'Bench (header)',
				type: 'httpHeaderAuth',
				data: { name: 'service-api-key', value: sim.apiKey },
			},
		]);
		await cli.importWorkflows(VARIANTS.map((v) => workflow(v, sim.baseUrl)));
		for (const v of VARIANTS) await cli.publishWorkflow(`spBenchItem${v}`);
		server = await startN8n(bin, env, port, join(userFolder, 'n8n.log'), nodeFlags);
		const rest = new N8nRestClient(server.url);
		await rest.ensureOwner(OWNER);
		await webhooksLive(server.url);

		const lastId: Partial<Record<Variant, string>> = {};
		// The execution the webhook ran, once n8n has saved it (a busy n8n answers first).
		const savedRuns = async (
			rest: N8nRestClient,
			variant: Variant,
			node: string,
			after?: string,
		) => {
			const filter = encodeURIComponent(JSON.stringify({ workflowId: `spBenchItem${variant}` }));
			const deadline = Date.now() + 60_000;
			for (;;) {
				const list = await rest.request('GET', `/rest/executions?filter=${filter}&limit=1`);
				const id = list.body?.data?.results?.[0]?.id as string | undefined;
				if (id && id !== after) {
					const execution = await rest.request('GET', `/rest/executions/${id}`);
					const text = execution.body?.data?.data;
					const runData = text ? flatted.parse(text)?.resultData?.runData : undefined;
					if (runData?.[node]) return Object.assign(runData[node], { id });
				}
				if (Date.now() > deadline) throw new Error(`${variant}: no saved execution after 60 s`);
				await new Promise((r) => setTimeout(r, 250));
			}
		};
		const run = async (variant: Variant, n: number) => {
			const body = JSON.stringify({ items: Array.from({ length: n }, (_, i) => ({ i })) });
			const cpuBefore = cpuMs(server!.pid);
			const simCpuBefore = cpuMs(sim.child.pid!);
			const started = process.hrtime.bigint();
			const res = await fetch(`${server!.url}/webhook/sp-bench-${variant}`, {
				method: 'POST',
				headers: { 'content-type': 'application/json' },
				body,
			});
			const text = await res.text();
			const wallMs = Number(process.hrtime.bigint() - started) / 1e6;
			const n8nCpuMs = cpuMs(server!.pid) - cpuBefore;
			const simCpuMs = cpuMs(sim.child.pid!) - simCpuBefore;
			if (res.status !== 200) throw new Error(`${variant} answered ${res.status}: ${text}`);
			if (variant !== 'base' && !text.includes('"id"')) {
				throw new Error(`${variant} did not answer with the user: ${text.slice(0, 300)}`);
			}
			let nodeMs = 0;
			const node = REQUEST_NODE[variant];
			if (node) {
				const runs = await savedRuns(rest, variant, node, lastId[variant]);
				lastId[variant] = runs.id;
				if (runs?.[0]?.data?.main?.[0]?.length !== n) {
					throw new Error(`${variant}: ${node} output ${runs?.[0]?.data?.main?.[0]?.length} items`);
				}
				nodeMs = runs[0].executionTime;
			}
			return { wallMs, nodeMs, n8nCpuMs, simCpuMs };
		};

		const only = flagValue(argv, '--profile-only') as Variant | undefined;
		if (only) {
			for (const n of sizes) console.log(`${only} N=${n}: ${JSON.stringify(await run(only, n))}`);
			return 0;
		}
		console.log(
			`n8n ${version} (warm 'n8n start'), package ${packageDir ?? PROJECT_ROOT} at ${commit}, simulator in its own process (rate limits off); ${rounds} rounds, items ${sizes.join(', ')}; load average ${loadavg()[0].toFixed(1)}`,
		);
		const figures: Record<string, SizeFigures> = {};
		// Warm-up: JIT, connection pools, the credential cache paths.
		for (const v of VARIANTS) await run(v, 200);
		for (const v of VARIANTS) await run(v, 200);

		for (const n of sizes) {
			const wall: Record<Variant, number[]> = { ours: [], http: [], base: [] };
			const node: Record<Variant, number[]> = { ours: [], http: [], base: [] };
			const ratioWall: number[] = [];
			const ratioNode: number[] = [];
			const cpu: Record<'ours' | 'http' | 'simOurs' | 'simHttp', number[]> = {
				ours: [],
				http: [],
				simOurs: [],
				simHttp: [],
			};
			const ratioCpu: number[] = [];
			for (let r = 0; r < rounds; r++) {
				const order = [...VARIANTS.slice(r % 3), ...VARIANTS.slice(0, r % 3)];
				const got = {} as Record<Variant, Awaited<ReturnType<typeof run>>>;
				for (const v of order) got[v] = await run(v, n);
				for (const v of VARIANTS) {
					wall[v].push(got[v].wallMs);
					node[v].push(got[v].nodeMs);
				}
				const perItem = (v: Variant) => (got[v].wallMs - got.base.wallMs) / n;
				ratioWall.push(perItem('ours') / perItem('http'));
				ratioNode.push(got.ours.nodeMs / got.http.nodeMs);
				// n8n's CPU time per item, the base workflow's subtracted; the simulator's per request.
				const cpuItem = (v: Variant) => (got[v].n8nCpuMs - got.base.n8nCpuMs) / n;
				cpu.ours.push(cpuItem('ours'));
				cpu.http.push(cpuItem('http'));
				cpu.simOurs.push(got.ours.simCpuMs / n);
				cpu.simHttp.push(got.http.simCpuMs / n);
				ratioCpu.push(cpuItem('ours') / cpuItem('http'));
				console.log(
					`  N=${n} round ${r + 1} (${order.join(', ')}): wall ours ${got.ours.wallMs.toFixed(0)} ms, http ${got.http.wallMs.toFixed(0)} ms, base ${got.base.wallMs.toFixed(0)} ms; node ours ${got.ours.nodeMs} ms, http ${got.http.nodeMs} ms; n8n CPU ours ${got.ours.n8nCpuMs} ms, http ${got.http.n8nCpuMs} ms, base ${got.base.n8nCpuMs} ms`,
				);
			}
			const perItemWall = (v: Variant) => wall[v].map((w, r) => (w - wall.base[r]) / n);
			console.log(`\nN = ${n} items, median (range) of ${rounds} rounds`);
			console.log(
				`  webhook wall time: ours ${fmt(wall.ours, 0)} ms, http ${fmt(wall.http, 0)} ms, base ${fmt(wall.base, 0)} ms`,
			);
			console.log(
				`  per item, base subtracted: ours ${fmt(perItemWall('ours'))} ms, http ${fmt(perItemWall('http'))} ms; ratio ours/http ${fmt(ratioWall)} (goal <= 1.0) ${median(ratioWall) <= 1 ? 'PASS' : 'FAIL'}`,
			);
			console.log(
				`  per item, node executionTime: ours ${fmt(node.ours.map((t) => t / n))} ms, http ${fmt(node.http.map((t) => t / n))} ms; ratio ${fmt(ratioNode)}`,
			);
			console.log(
				`  per item, n8n CPU time (base subtracted): ours ${fmt(cpu.ours)} ms, http ${fmt(cpu.http)} ms; ratio ${fmt(ratioCpu)} (goal <= 1.0) ${median(ratioCpu) <= 1 ? 'PASS' : 'FAIL'}; simulator CPU per request: ours ${fmt(cpu.simOurs)} ms, http ${fmt(cpu.simHttp)} ms`,
			);
			figures[n] = {
				cpuRatio: spread(ratioCpu),
				wallRatio: spread(ratioWall),
				cpuPerItemMs: { ours: spread(cpu.ours), http: spread(cpu.http) },
				wallPerItemMs: { ours: spread(perItemWall('ours')), http: spread(perItemWall('http')) },
			};
		}
		console.log(`load average at the end ${loadavg()[0].toFixed(1)}`);
		const baselineFile = flagValue(argv, '--baseline') ?? BASELINE_FILE;
		const regressions = compareWithBaseline(figures, rounds, version, resolve(baselineFile));
		if (argv.includes('--write-baseline')) {
			writeBaseline({ commit, n8n: version, rounds, sizes: figures }, resolve(baselineFile));
		}
		return regressions;
	} finally {
		await server?.stop();
		await sim.stop();
		if (!cpuProf) rmSync(userFolder, { recursive: true, force: true });
		else console.log(`n8n user folder kept: ${userFolder}; profiles in ${cpuProf}`);
	}
}

runBenchmark(main);
