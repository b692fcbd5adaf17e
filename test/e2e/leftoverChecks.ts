/* eslint-disable @n8n/community-nodes/no-dangerous-functions, @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// No leftovers: a suite run again as a child with one setup step failing on purpose right after its
// work is done (E2E_FAIL_STEP): `n8n start` in the e2e trigger group (the case that once left an
// `n8n start` and its task runner running), the two workers in the scale suite (main, workers,
// Redis and PostgreSQL all up). The child records every n8n process group it starts
// (SP_N8N_GROUPS_FILE, children.ts); after it exits none of them may hold a live process, and no
// process may still name the folder the child kept (Redis, PostgreSQL).
import { spawn, spawnSync } from 'child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { GROUPS_FILE_ENV } from '../../scripts/n8n/children';
import { groupMembers } from '../../scripts/n8n/processTree';
import { assert, assertEqual, assertIncludes, type Suite } from './harness';

export interface FailingRun {
	/** What the check calls the run ("the suite", "the scale suite"). */
	what: string;
	/** The built script, e.g. join(__dirname, 'run-e2e.js'). */
	script: string;
	failStep: string;
	env: Record<string, string>;
	/** The line the child prints when its cleanup ended n8n processes a failed step had left. */
	cleanupLine?: string;
}

export async function leftoverChecks(suite: Suite, version: string): Promise<void> {
	await failOnPurposeChecks(suite, {
		what: 'the suite again, its trigger step',
		script: join(__dirname, 'run-e2e.js'),
		failStep: 'n8n start',
		// E2E_SKIP: the lane running this check (scripts/ci.mjs) may skip the trigger group itself.
		env: { E2E_N8N: version, E2E_ONLY: 'trigger', E2E_SKIP: '' },
		// The step's n8n never reached the trigger checks' own cleanup: the suite's finally ended it.
		cleanupLine: 'Stopped what was still running: pids',
	});
}

export async function failOnPurposeChecks(suite: Suite, run: FailingRun): Promise<void> {
	const dir = mkdtempSync(join(tmpdir(), 'sp-leftovers-'));
	const groupsFile = join(dir, 'groups.txt');
	try {
		const result = await suite.step(
			`${run.what} "${run.failStep}" failing on purpose`,
			() =>
				new Promise<{ code: number | null; output: string }>((resolve, reject) => {
					const child = spawn(process.execPath, [run.script], {
						env: {
							...process.env,
							...run.env,
							E2E_FAIL_STEP: run.failStep,
							[GROUPS_FILE_ENV]: groupsFile,
						},
						stdio: ['ignore', 'pipe', 'pipe'],
					});
					let output = '';
					child.stdout.on('data', (chunk) => (output += chunk));
					child.stderr.on('data', (chunk) => (output += chunk));
					const timer = setTimeout(() => child.kill('SIGTERM'), 600_000);
					child.once('error', reject);
					child.once('close', (code) => {
						clearTimeout(timer);
						resolve({ code, output });
					});
				}),
		);
		const groups = existsSync(groupsFile)
			? readFileSync(groupsFile, 'utf8').split('\n').filter(Boolean).map(Number)
			: [];
		const kept = /Kept for inspection: (\S+)/.exec(result.output)?.[1];
		suite.test(`${run.what}: the failed step shows as FAILED and the run exits 1`, () => {
			assertEqual(result.code, 1, 'exit code of the failing run');
			assertIncludes(result.output, `- ${run.failStep} ... FAILED`, 'its step line');
			assertIncludes(result.output, 'failing on purpose', 'the reason');
		});
		if (run.cleanupLine) {
			const line = run.cleanupLine;
			suite.test(`${run.what}: what it had started was still running, and was stopped`, () =>
				assertIncludes(result.output, line, 'the cleanup line'),
			);
		}
		suite.test(`${run.what}: nothing left running (n8n groups, task runners, services)`, () => {
			assert(groups.length >= 2, `the run recorded ${groups.length} n8n process groups`);
			const left = groups.flatMap((pgid) => groupMembers(pgid));
			assertEqual(left, [], 'live processes in those groups after the run');
			if (kept) {
				const ps = spawnSync('ps', ['-A', '-o', 'pid=,args='], { encoding: 'utf8' }).stdout;
				const naming = ps.split('\n').filter((line) => line.includes(kept));
				assertEqual(naming, [], `processes naming ${kept}`);
			}
		});
		await suite.run();
		if (kept?.startsWith(tmpdir())) rmSync(kept, { recursive: true, force: true });
	} finally {
		rmSync(dir, { recursive: true, force: true });
	}
}
