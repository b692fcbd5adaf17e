/* eslint-disable no-console -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// What binary-memory.ts prints per version, mode and file size: the growth of n8n's RSS per
// workflow, and the differences within each round that split it into n8n's part and ours.
import { median } from './simulatorChild';

export type Workflow = 'read' | 'hash' | 'ours' | 'http';
export const WORKFLOWS: Workflow[] = ['read', 'hash', 'ours', 'http'];
/** `curl`: `curl -T` of the same file to a presigned URL (--curl), for the upload's throughput. */
export type Variant = Workflow | 'curl';
export type Mode = 'filesystem' | 'database' | 'database-postgres';
export const MODES: Mode[] = ['filesystem', 'database', 'database-postgres'];
const GOAL_OURS_MB = 64;
/** The start of our error for a database-stored file too big for n8n to hand back. */
const REFUSED_FROM_DATABASE = "is stored in n8n's database";

export interface RunResult {
	growth: number;
	baseline: number;
	seconds: number;
	/** Why the run failed (the node's error message), if it did. */
	failed?: string;
}

/** Runs of each variant, in round order (absent: not run). */
export type Results = Partial<Record<Variant, RunResult[]>>;

const fmt = (xs: number[]) =>
	xs.length
		? `${median(xs).toFixed(0)} (${Math.min(...xs).toFixed(0)}-${Math.max(...xs).toFixed(0)})`
		: 'n/a';

export function report(version: string, mode: Mode, sizeMib: number, got: Results): boolean {
	const runs = (v: Variant) => got[v] ?? [];
	const rounds = runs('read').length;
	const ok = (v: Variant, r: number) => runs(v)[r] !== undefined && !runs(v)[r].failed;
	/** `a − b` of a figure within each round where both runs succeeded. */
	const diff = (a: Variant, b: Variant | undefined, of: (x: RunResult) => number) =>
		Array.from({ length: rounds }, (_, r) => r)
			.filter((r) => ok(a, r) && (!b || ok(b, r)))
			.map((r) => of(runs(a)[r]) - (b ? of(runs(b)[r]) : 0));
	const growth = (x: RunResult) => x.growth;
	const peak = (x: RunResult) => x.baseline + x.growth;
	const failures = Object.keys(got)
		.map((v) => v as Variant)
		.filter((v) => runs(v).some((x) => x.failed))
		.map((v) => {
			const failed = runs(v).filter((x) => x.failed);
			return `${v} failed ${failed.length}/${rounds}: ${failed[0].failed}`;
		});
	const refused = runs('ours').filter((x) => x.failed?.includes(REFUSED_FROM_DATABASE));
	const handOut = diff('hash', 'read', growth);
	// When n8n's hand-out holds the file (PostgreSQL), ours is what the upload adds to that peak.
	const beyondHandOut = diff('ours', 'hash', peak);
	const handOutHolds = handOut.length > 0 && median(handOut) > GOAL_OURS_MB;
	const ours = handOutHolds ? beyondHandOut : diff('ours', 'read', growth);
	console.log(
		`\nn8n ${version}, ${mode}, ${sizeMib} MiB: RSS growth of n8n in MiB, median (range) of ${rounds} rounds`,
	);
	console.log(
		`  workflows: read ${fmt(diff('read', undefined, growth))}, hash ${fmt(diff('hash', undefined, growth))}, ` +
			`ours ${fmt(diff('ours', undefined, growth))}, http ${fmt(diff('http', undefined, growth))}`,
	);
	console.log(
		`  n8n's reading and storing (read):           ${fmt(diff('read', undefined, growth))}`,
	);
	console.log(`  n8n's hand-out to a node (hash − read):     ${fmt(diff('hash', 'read', growth))}`);
	console.log(`  ours (ours − read):                         ${fmt(diff('ours', 'read', growth))}`);
	console.log(`  ours beyond n8n's hand-out (ours − hash):   ${fmt(diff('ours', 'hash', growth))}`);
	console.log(`  the same, peak RSS (ours − hash):           ${fmt(beyondHandOut)}`);
	console.log(`  HTTP Request node (http − read):            ${fmt(diff('http', 'read', growth))}`);
	if (got.curl) {
		// The upload's time: the workflow's wall time less the read-only workflow's, same round.
		const seconds = (x: RunResult) => x.seconds;
		const oursS = diff('ours', 'read', seconds);
		const curlS = diff('curl', undefined, seconds);
		const rate = (xs: number[]) => fmt(xs.map((t) => sizeMib / t));
		const ratio = Array.from({ length: rounds }, (_, r) => r)
			.filter((r) => ok('ours', r) && ok('read', r) && ok('curl', r))
			.map((r) => runs('curl')[r].seconds / (runs('ours')[r].seconds - runs('read')[r].seconds));
		console.log(
			`  upload MiB/s: ours ${rate(oursS)} (wall − read's), http ${rate(diff('http', 'read', seconds))}, ` +
				`curl -T ${rate(curlS)}; ratio curl time / ours time ${ratio.length ? `${median(ratio).toFixed(2)} (${Math.min(...ratio).toFixed(2)}-${Math.max(...ratio).toFixed(2)})` : 'n/a'}`,
		);
	}
	for (const line of failures) console.log(`  ${line}`);
	if (refused.length && refused.length === runs('ours').length) {
		// Above what n8n can hand back from PostgreSQL: refused before reading, in bounded time.
		const seconds = (v: Variant) => fmt(runs(v).map((x) => x.seconds));
		console.log(
			`  ours refused the file before reading it: the workflow took ${seconds('ours')} s (reading alone ${seconds('read')} s)`,
		);
		console.log(`  goal: a clear error, not a hang: PASS`);
		return true;
	}
	const met =
		ours.length > 0 && Math.max(...ours) <= GOAL_OURS_MB && !runs('ours').some((x) => x.failed);
	const which = handOutHolds ? "beyond n8n's hand-out, peak RSS" : 'ours − read';
	console.log(
		`  goal: ours (${which}) <= ${GOAL_OURS_MB} MB in every round: ${met ? 'PASS' : 'FAIL'}`,
	);
	return met;
}
