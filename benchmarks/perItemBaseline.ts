/* eslint-disable @n8n/community-nodes/no-dangerous-functions, @n8n/community-nodes/no-restricted-imports, no-console -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// The per-item benchmark's memory (issue 39, item 6): its figures of a known commit are stored in
// benchmarks/baselines/per-item.json, and each run compares its own with them and says so when the
// node costs more than 10 % over the baseline. The figures compared are ratios ours / HTTP Request
// measured within one round (the same n8n, the same moment), so a slower or busier machine moves
// both sides; n8n's CPU time is the verdict (wall time on a shared machine is mostly waiting).
import { spawnSync } from 'child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'fs';
import { loadavg } from 'os';
import { dirname, join, relative } from 'path';

import { PROJECT_ROOT } from '../scripts/n8n/paths';

export const BASELINE_FILE = join(PROJECT_ROOT, 'benchmarks', 'baselines', 'per-item.json');
/** More than this over the baseline's median is a regression. */
export const REGRESSION_LIMIT = 0.1;
/** Fewer rounds give no median worth comparing. */
export const MIN_ROUNDS = 5;

export interface Spread {
	median: number;
	min: number;
	max: number;
}

/** One item count's figures: per item in ms (base subtracted) and ratios ours / http per round. */
export interface SizeFigures {
	cpuRatio: Spread;
	wallRatio: Spread;
	cpuPerItemMs: { ours: Spread; http: Spread };
	wallPerItemMs: { ours: Spread; http: Spread };
}

export interface PerItemBaseline {
	$comment?: string;
	commit: string;
	date: string;
	n8n: string;
	rounds: number;
	loadAverage: number;
	sizes: Record<string, SizeFigures>;
}

const median = (xs: number[]) => {
	const s = [...xs].sort((a, b) => a - b);
	const m = s.length >> 1;
	return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

export const spread = (xs: number[]): Spread => ({
	median: round(median(xs)),
	min: round(Math.min(...xs)),
	max: round(Math.max(...xs)),
});

const round = (x: number) => Math.round(x * 1000) / 1000;
const show = (s: Spread) => `${s.median.toFixed(2)} (${s.min.toFixed(2)}-${s.max.toFixed(2)})`;

/** The commit a checkout is at, `+` when its tree has changes (`unknown` outside git). */
export function commitOf(dir: string): string {
	const git = (...args: string[]) =>
		spawnSync('git', ['-C', dir, ...args], { encoding: 'utf8' }).stdout?.trim() ?? '';
	const commit = git('rev-parse', '--short=10', 'HEAD');
	if (!commit) return 'unknown';
	return git('status', '--porcelain', '--untracked-files=no') ? `${commit}+` : commit;
}

export function readBaseline(file = BASELINE_FILE): PerItemBaseline | undefined {
	return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PerItemBaseline) : undefined;
}

export function writeBaseline(
	figures: Omit<PerItemBaseline, '$comment' | 'date' | 'loadAverage'>,
	file = BASELINE_FILE,
): void {
	const baseline: PerItemBaseline = {
		$comment:
			"Written by `node build/benchmarks/per-item-n8n.js --write-baseline` (benchmarks/perItemBaseline.ts): the per-item figures of `commit`, which every run of the benchmark compares with. Ratios are ours / HTTP Request within one round; median and range over the rounds; ms per item with n8n's fixed cost (the base workflow) subtracted.",
		...figures,
		date: new Date().toISOString(),
		loadAverage: round(loadavg()[0]),
	};
	mkdirSync(dirname(file), { recursive: true });
	writeFileSync(file, `${JSON.stringify(baseline, null, '\t')}\n`);
	console.log(`\nBaseline written: ${relative(PROJECT_ROOT, file)} (commit ${figures.commit})`);
}

/**
 * Prints how this run's figures compare with the baseline's; returns how many item counts cost
 * more than REGRESSION_LIMIT over it (n8n CPU per item, as a ratio to HTTP Request).
 */
export function compareWithBaseline(
	current: Record<string, SizeFigures>,
	rounds: number,
	n8nVersion: string,
	file = BASELINE_FILE,
): number {
	const baseline = readBaseline(file);
	const name = relative(PROJECT_ROOT, file);
	if (!baseline) {
		console.log(`\nNo baseline at ${name}: nothing to compare with (--write-baseline stores one).`);
		return 0;
	}
	console.log(
		`\nAgainst the baseline ${name}: commit ${baseline.commit}, ${baseline.date.slice(0, 16)}, n8n ${baseline.n8n}, ${baseline.rounds} rounds, load average ${baseline.loadAverage} (now ${loadavg()[0].toFixed(1)})`,
	);
	if (rounds < MIN_ROUNDS) {
		console.log(`  not compared: ${rounds} rounds; a comparison needs at least ${MIN_ROUNDS}`);
		return 0;
	}
	if (baseline.n8n !== n8nVersion) {
		console.log(`  (the baseline was taken on n8n ${baseline.n8n}, this run on ${n8nVersion})`);
	}
	let regressions = 0;
	for (const [n, figures] of Object.entries(current)) {
		const before = baseline.sizes[n];
		if (!before) {
			console.log(`  N=${n}: the baseline has no figures for ${n} items`);
			continue;
		}
		const change = (now: Spread, then: Spread) => now.median / then.median - 1;
		const pct = (x: number) => `${x >= 0 ? '+' : ''}${(x * 100).toFixed(1)} %`;
		const cpu = change(figures.cpuRatio, before.cpuRatio);
		const wall = change(figures.wallRatio, before.wallRatio);
		console.log(
			`  N=${n}: n8n CPU per item, ratio ours/http ${show(figures.cpuRatio)} against ${show(before.cpuRatio)}: ${pct(cpu)}`,
		);
		console.log(
			`  N=${n}: wall time per item, ratio ours/http ${show(figures.wallRatio)} against ${show(before.wallRatio)}: ${pct(wall)}${wall > REGRESSION_LIMIT ? ' (wall time: compare on a quiet machine before blaming the change)' : ''}`,
		);
		if (cpu > REGRESSION_LIMIT) {
			regressions++;
			console.log(
				`  REGRESSION: with ${n} items the node costs ${pct(cpu)} more n8n CPU per item (as a ratio to HTTP Request) than at ${baseline.commit}: over the ${REGRESSION_LIMIT * 100} % limit`,
			);
		} else {
			console.log(
				`  N=${n}: within ${REGRESSION_LIMIT * 100} % of the baseline (n8n CPU per item) — OK`,
			);
		}
	}
	return regressions;
}
