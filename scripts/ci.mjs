// What `.ci/run` runs, as lanes side by side (scripts/lanes.mjs runs them): the n8n installs start at
// once beside npm ci, build, lint and jest; the end-to-end suites of the versions in
// scripts/n8n/versions.json and the queue-mode suite run concurrently, each with its own ports
// (SP_PORT_CLAIMS, scripts/n8n/ports.ts) and its own temporary folders. The whole suite of the default
// version runs as several lanes (E2E_ONLY / E2E_SKIP of test/e2e/run-e2e.ts): the trigger group's
// two schedulers spend their time waiting, so they run beside the rest; so does the trigger group of
// every other version.
// Every check runs once, as before, except the setup checks each lane repeats (n8n loads the
// package, the Account workflow). docs/development/ci.md has the lanes and their measured times.
//
//   node scripts/ci.mjs                 everything (.ci/run)
//   node scripts/ci.mjs --list          the tasks, their lanes and what each waits for
//   node scripts/ci.mjs --quick         the quick set before a commit (npm run test:quick)
//   CI_PLAN=<file.json> node scripts/ci.mjs   another plan: { tasks: [...], pools: {...} } (tests)
//   CI_N8N_LANES=<n>                    how many busy lanes run at once (default 3): n8n suites, jest,
//                                       lint; the trigger lanes, which mostly wait, run beside them
//   CI_GRACE_MS=<ms>                    after Ctrl-C, how long lanes get to stop before SIGKILL (30 s)
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runLanes } from './lanes.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function ciPlan() {
	const versions = JSON.parse(readFileSync(join(root, 'scripts', 'n8n', 'versions.json'), 'utf8'));
	const others = Object.keys(versions.versions).filter((v) => v !== versions.default);
	const all = [versions.default, ...others];
	const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
	// `npm run lint` ends with `npm run scan`, which rebuilds dist/ (build:package) while the suites
	// load it; the scan of the dist/ that `build` just made is the same check.
	const lint = pkg.scripts.lint.replace('npm run scan', 'node scripts/scan-community.mjs');
	if (lint === pkg.scripts.lint)
		throw new Error('package.json lint no longer ends with npm run scan');

	// A lane that mostly waits (the trigger's polling phases) takes no slot of the busy pool: on two
	// cores, n8n starved of CPU misses its own 250 ms limit on a resource locator's regex.
	const e2e = (lane, version, env, pool = 'n8n') => ({
		name: `e2e ${lane}`,
		lane,
		cmd: 'node',
		args: ['build/test/e2e/run-e2e.js'],
		env: { E2E_N8N: version, ...env },
		after: ['build', `install ${version}`, 'chromium'],
		...(pool ? { pool } : {}),
	});
	const d = versions.default;
	return {
		pools: { n8n: Number(process.env.CI_N8N_LANES || 3) },
		tasks: [
			// All at once: each locks its own folder (a second caller waits), and a version's lanes
			// start as soon as its own install is there.
			...all.map((v) => ({
				name: `install ${v}`,
				cmd: 'bash',
				args: ['scripts/ensure-n8n.sh', v],
			})),
			{ name: 'chromium', cmd: 'bash', args: ['scripts/ensure-chromium.sh'] },
			{ name: 'npm ci', cmd: 'npm', args: ['ci', '--no-audit', '--no-fund'] },
			{ name: 'build', cmd: 'npm', args: ['run', 'build'], after: ['npm ci'] },
			// The longest lanes first: the durable scheduler's trigger checks, then the rest.
			e2e(`${d} trigger durable`, d, { E2E_ONLY: 'trigger', E2E_SCHEDULER: 'durable' }, ''),
			// The build type-checked test/ already (test/setup/typecheck.js would do it again).
			{
				name: 'jest',
				cmd: 'npm',
				args: ['test'],
				env: { SP_TYPES_CHECKED: '1' },
				after: ['build'],
				pool: 'n8n',
			},
			// The same unit tests on the default n8n's own n8n-core, n8n-workflow and @n8n/di (the
			// devDependencies are 2.8's): what the package imports must work on the newest n8n too.
			{
				name: `jest ${d}`,
				cmd: 'npm',
				args: ['test'],
				env: { SP_TYPES_CHECKED: '1', SP_N8N_LIBS: d },
				after: ['build', `install ${d}`],
				pool: 'n8n',
			},
			// The re-run group's 2-minute hold is filled by the groups after it (run-e2e.ts).
			e2e(d, d, { E2E_SKIP: 'trigger' }),
			e2e(`${d} trigger`, d, { E2E_ONLY: 'trigger', E2E_SCHEDULER: 'legacy' }, ''),
			{
				name: 'queue mode',
				lane: 'queue',
				cmd: 'node',
				args: ['build/test/scale/run-scale.js'],
				after: ['build', `install ${d}`, 'chromium'],
				pool: 'n8n',
			},
			// Each other version's compatibility set; its trigger group (polling phases, a restart,
			// mostly waiting) as a lane of its own beside it, outside the busy pool, with n8n's
			// default (in-memory) scheduler: the durable one is proven on the default version (the
			// same scheduler code in 2.40 and 2.41), and its 13 minutes of waiting on 2.40.7 too
			// would make that lane the longest of an empty-cache run.
			...others.flatMap((v) => [
				e2e(v, v, { E2E_SUITE: 'compat', E2E_SKIP: 'trigger' }),
				e2e(
					`${v} trigger`,
					v,
					{ E2E_SUITE: 'compat', E2E_ONLY: 'trigger', E2E_SCHEDULER: 'legacy' },
					'',
				),
			]),
			{
				name: 'lint',
				cmd: 'bash',
				args: ['-c', lint],
				env: { PATH: `${join(root, 'node_modules', '.bin')}:${process.env.PATH}` },
				after: ['build'],
			},
			{
				name: 'check-package',
				cmd: 'node',
				args: ['scripts/check-package.mjs'],
				after: ['build', ...all.map((v) => `install ${v}`)],
			},
		],
	};
}

/**
 * `npm run test:quick`, before a commit: the build, then beside each other the jest tests related to
 * what changed since the last commit and one e2e group (`E2E_ONLY`, default post) on the default n8n.
 */
function quickPlan() {
	return {
		tasks: [
			{ name: 'build', cmd: 'npm', args: ['run', 'build'] },
			{
				name: 'jest (changed)',
				cmd: 'npx',
				args: ['jest', '--onlyChanged', '--passWithNoTests'],
				after: ['build'],
			},
			{
				name: `e2e ${process.env.E2E_ONLY || 'post'}`,
				cmd: 'node',
				args: ['build/test/e2e/run-e2e.js'],
				env: { E2E_ONLY: process.env.E2E_ONLY || 'post' },
				after: ['build'],
			},
		],
	};
}

const plan = process.env.CI_PLAN
	? JSON.parse(readFileSync(process.env.CI_PLAN, 'utf8'))
	: process.argv.includes('--quick')
		? quickPlan()
		: ciPlan();
if (process.argv.includes('--list')) {
	for (const t of plan.tasks) {
		const env = Object.entries(t.env ?? {}).map(([k, v]) => `${k}=${v} `);
		const after = t.after?.length ? `   (after ${t.after.join(', ')})` : '';
		console.log(
			`[${t.lane ?? t.name}] ${env.join('')}${[t.cmd, ...(t.args ?? [])].join(' ')}${after}`,
		);
	}
	process.exit(0);
}
const graceMs = Number(process.env.CI_GRACE_MS || 30_000);
// The ports every suite of this run claims (scripts/n8n/ports.ts), so that no two get the same.
const claims = mkdtempSync(join(tmpdir(), 'sp-ci-ports-'));
process.env.SP_PORT_CLAIMS = claims;
const { code } = await runLanes(plan.tasks, { pools: plan.pools, cwd: root, graceMs });
rmSync(claims, { recursive: true, force: true });
process.exit(code);
