// No leftovers (group `leftovers`): this suite run again as a child with its trigger setup failing on
// purpose right after `n8n start` succeeded (E2E_FAIL_STEP), the case that once left an `n8n start`
// and its task runner running. The child records every n8n process group it starts
// (SP_N8N_GROUPS_FILE, children.ts); after it exits none of them may hold a live process.
import { spawn } from 'child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { GROUPS_FILE_ENV } from '../n8n/children';
import { groupMembers } from '../n8n/processTree';
import { assert, assertEqual, assertIncludes, type Suite } from './harness';

const FAIL_STEP = 'n8n start';

export async function leftoverChecks(suite: Suite, version: string): Promise<void> {
	const dir = mkdtempSync(join(tmpdir(), 'sp-e2e-leftovers-'));
	const groupsFile = join(dir, 'groups.txt');
	try {
		const run = await suite.step(
			`the suite again, its trigger step "${FAIL_STEP}" failing on purpose`,
			() =>
				new Promise<{ code: number | null; output: string }>((resolve, reject) => {
					const child = spawn(process.execPath, [join(__dirname, 'run-e2e.js')], {
						env: {
							...process.env,
							E2E_N8N: version,
							E2E_ONLY: 'trigger',
							E2E_FAIL_STEP: FAIL_STEP,
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
		suite.test('the failed setup step shows as FAILED and the run exits 1', () => {
			assertEqual(run.code, 1, 'exit code of the failing run');
			assertIncludes(run.output, `- ${FAIL_STEP} ... FAILED`, 'its step line');
			assertIncludes(run.output, 'failing on purpose', 'the reason');
		});
		suite.test('the n8n it had started was still running at the failure, and was stopped', () => {
			// The step's n8n never reached the trigger checks' own cleanup: the suite's finally ended it.
			assertIncludes(run.output, 'Stopped what was still running: pids', 'the cleanup line');
		});
		suite.test('no process is left in any n8n process group the run started', () => {
			assert(groups.length >= 2, `the run recorded ${groups.length} n8n process groups`);
			const left = groups.flatMap((pgid) => groupMembers(pgid));
			assertEqual(left, [], 'live processes in those groups after the run');
		});
		await suite.run();
		const kept = /Kept for inspection: (\S+)/.exec(run.output)?.[1];
		if (kept?.startsWith(tmpdir())) rmSync(kept, { recursive: true, force: true });
	} finally {
		rmSync(dir, { recursive: true, force: true });
	}
}
