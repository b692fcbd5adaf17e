/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports, no-console -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// The one runner of the suites that drive real n8n (`run-e2e.ts`, `test/scale/run-scale.ts`): a
// working folder, the first steps every suite needs, and the end whatever happens: a failed step, an
// unexpected error, Ctrl-C or a kill stop everything the suite started, the folder is kept only after
// a failure, and the exit code says whether every check passed.
import { existsSync, mkdtempSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { killAllN8nNow, n8nBoots, stopAllN8n } from '../../scripts/n8n/children';
import { ensureN8n } from '../../scripts/n8n/install';
import { PROJECT_ROOT } from '../../scripts/n8n/paths';
import { SetupFailed, Suite } from './harness';

export interface SuiteRun {
	/** Prefix of the working folder in the system's temp folder. */
	folderPrefix: string;
	/** The first line printed, given the working folder. */
	title: (folder: string) => string;
	/** The checks. A failed setup step throws `SetupFailed`, which ends them. */
	checks: (suite: Suite, folder: string) => Promise<void>;
	/** Stops what `checks` started (n8n processes are stopped after it anyway). */
	stop?: () => Promise<void>;
	/** Where to look after a failure (printed beside the kept folder). */
	inspect?: string;
	/** Before the folder is kept after a failure (e.g. drop a database's data files). */
	beforeKeep?: (folder: string) => void;
}

export function runSuite(run: SuiteRun): void {
	const stopEverything = async () => {
		try {
			await run.stop?.();
		} catch (error) {
			console.log(`  (while stopping: ${(error as Error).message})`);
		}
		// Whatever a failed step left running (an n8n started inside it, a task runner): ended here.
		const left = await stopAllN8n();
		if (left.length) console.log(`\nStopped what was still running: pids ${left.join(', ')}`);
	};
	const onSignal = (signal: NodeJS.Signals) => {
		console.log(`\n${signal}: stopping everything the suite started`);
		void stopEverything().finally(() => process.exit(130));
	};
	process.once('SIGINT', onSignal);
	process.once('SIGTERM', onSignal);
	process.once('exit', killAllN8nNow);
	main(run, stopEverything).then(
		(code) => process.exit(code),
		(error) => {
			console.error(error);
			process.exit(1);
		},
	);
}

async function main(run: SuiteRun, stopEverything: () => Promise<void>): Promise<number> {
	const started = Date.now();
	const suite = new Suite();
	const folder = mkdtempSync(join(tmpdir(), run.folderPrefix));
	console.log(run.title(folder));
	try {
		await run.checks(suite, folder);
	} catch (error) {
		if (error instanceof SetupFailed) console.log(`\n${error.message}`);
		else {
			suite.failed++;
			console.log(`\nUnexpected error: ${(error as Error)?.stack ?? error}`);
		}
	} finally {
		await stopEverything();
	}
	const seconds = ((Date.now() - started) / 1000).toFixed(1);
	const boots = n8nBoots();
	const commands = Object.entries(boots.byCommand).map(([command, n]) => `${n} ${command}`);
	console.log(`\nn8n booted ${boots.total} times by this suite (${commands.join(', ') || 'none'})`);
	if (suite.failed) {
		run.beforeKeep?.(folder);
		console.log(`\nKept for inspection: ${folder}${run.inspect ? ` (${run.inspect})` : ''}`);
	} else {
		rmSync(folder, { recursive: true, force: true });
	}
	console.log(`\n${suite.passed} passed, ${suite.failed} failed (${seconds} s)`);
	return suite.failed ? 1 : 0;
}

/** The steps every suite starts with: the n8n install (cached) and the built package. */
export async function n8nAndPackage(suite: Suite, version: string): Promise<string> {
	const bin = await suite.step(`ensure n8n ${version} (cached install)`, async () =>
		ensureN8n(version),
	);
	await suite.step('package is built', async () => {
		const node = join(
			PROJECT_ROOT,
			'dist',
			'nodes',
			'SocialPublishing',
			'SocialPublishing.node.js',
		);
		if (!existsSync(node)) throw new Error('dist/ has no node: run `npm run build` first');
	});
	return bin;
}
