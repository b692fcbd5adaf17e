/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// `npm run test:e2e`: the built package inside real n8n, against the simulator. The n8n version:
// `E2E_N8N=<version>` (or `-- --n8n <version>`), one of scripts/n8n/versions.json; default: its default.
// A version whose suite is 'compat' runs COMPAT_GROUPS only.
import { readFileSync, readlinkSync, realpathSync } from 'fs';
import { join } from 'path';
import { startSimulator, type Simulator } from '../../simulator';
import { N8nCli } from '../../scripts/n8n/cli';
import { n8nEnv } from '../../scripts/n8n/env';
import { launcherNode } from '../../scripts/n8n/install';
import { PACKAGE_NAME } from '../../scripts/n8n/paths';
import { freePort } from '../../scripts/n8n/ports';
import { descendants } from '../../scripts/n8n/processTree';
import { N8nRestWorkflows } from '../../scripts/n8n/restWorkflows';
import { N8nRestClient, startN8nServer, type N8nServer } from '../../scripts/n8n/server';
import { COMPAT_GROUPS, n8nVersionInfo, selectedN8nVersion } from '../../scripts/n8n/versions';
import { assert, assertEqual, type Suite } from './harness';
import { installedPackage, runsOnN8nsWorkflow, type InstalledPackage } from './installedPackage';
import { n8nAndPackage, runSuite } from './runner';
import { approvalChecks } from './approvalChecks';
import { batchWaitChecks } from './batchWaitChecks';
import { calendarChecks } from './calendarChecks';
import { chainChecks } from './chainChecks';
import { crossPostChecks } from './crossPostChecks';
import { userAsksChecks } from './userAsksChecks';
import { cliChecks, exampleChecks } from './cliChecks';
import { E2E_CREDENTIALS, type E2eContext, type E2eRestContext } from './context';
import { edgeChecks, edgeToolChecks } from './edgeChecks';
import { editorChecks } from './editorChecks';
import { engagementChecks } from './engagementChecks';
import { errorOutputChecks } from './errorOutputChecks';
import { leftoverChecks } from './leftoverChecks';
import { mcpChecks } from './mcpChecks';
import { parallelCallsChecks } from './parallelCallsChecks';
import { postChecks } from './postChecks';
import { rerunChecks } from './rerunChecks';
import { runAgainChecks } from './runAgainChecks';
import { repostGuardChecks } from './repostGuardChecks';
import { repostGuardCliChecks } from './repostGuardCliChecks';
import { recordChecks } from './recordChecks';
import { templateChecks } from './templateChecks';
import { tarballChecks } from './tarballChecks';
import { restChecks } from './restChecks';
import { triggerChecks } from './triggerChecks';
import { visualRestChecks } from './visualRestChecks';

/**
 * `E2E_ONLY=post,trigger` runs only those groups (names as below) after the setup steps;
 * `E2E_SKIP=trigger,rerun` all but those. `.ci/run` (scripts/ci.mjs) runs the full suite split into
 * lanes this way, side by side, so that the groups that mostly wait do not hold up the others.
 */
const groupList = (value: string | undefined) =>
	(value ?? '')
		.split(',')
		.map((s) => s.trim())
		.filter(Boolean);
const ONLY = groupList(process.env.E2E_ONLY);
const SKIP = groupList(process.env.E2E_SKIP);
const VERSION = selectedN8nVersion();
/** versions.json's suite for the version; `E2E_SUITE=compat|full` overrides it (.ci/run: compat). */
const SUITE = (process.env.E2E_SUITE || n8nVersionInfo(VERSION).suite) as 'full' | 'compat';
const selected = (group: string) =>
	(!ONLY.length || ONLY.includes(group)) &&
	!SKIP.includes(group) &&
	(SUITE === 'full' || group in COMPAT_GROUPS);

/**
 * The service takes 2.5-3 s a step to extract a source or render a visual; the checks that wait for
 * them are about the node's polling, not the service's pace: at 0.5 s a step each wait is one poll
 * interval at most. Posts keep their 3 s to publish: the re-run group holds a post the service does
 * not list yet.
 */
const E2E_DURATIONS = { sourceStepMs: 500, visualStepMs: 500 };

let sim: Simulator | undefined;
let server: N8nServer | undefined;

runSuite({
	folderPrefix: 'sp-e2e-n8n-',
	title: (userFolder) =>
		`E2E: ${PACKAGE_NAME} in real n8n ${VERSION} (${SUITE} suite; user folder ${userFolder})`,
	inspect: 'n8n start log: n8n-start.log',
	checks: (suite, userFolder) => checks(suite, userFolder),
	stop: async () => {
		await server?.stop();
		await sim?.close();
	},
});

async function checks(suite: Suite, userFolder: string): Promise<void> {
	const serverLog = join(userFolder, 'n8n-start.log');
	const bin = await n8nAndPackage(suite, VERSION);
	// The tarball of `npm run tarball`, installed with its printed line into a clean home.
	if (selected('tarball')) await tarballChecks(suite, bin, userFolder);
	sim = await suite.step('start the simulator', () =>
		startSimulator({ port: 0, storagePort: 0, durations: E2E_DURATIONS }),
	);
	const installed = await installedPackage(suite, userFolder);
	const filesDir = join(userFolder, 'e2e-files');
	const cli = new N8nCli(
		bin,
		n8nEnv({
			userFolder,
			brokerPort: await freePort(),
			fileAccessDir: filesDir,
			extra: installed.env,
		}),
	);
	const ctx: E2eContext = { sim, cli, credentials: E2E_CREDENTIALS(sim), filesDir };

	await cliChecks(suite, ctx); // also the setup every group needs (credentials, workflows)
	runsOnN8nsWorkflow(suite, bin, installed, VERSION);
	await suite.run();
	if (selected('repostGuard')) await repostGuardCliChecks(suite, ctx);
	// The trigger group starts, restarts and stops n8n on this user folder itself: before the shared one.
	if (selected('trigger')) await triggerChecks(suite, ctx, { bin, userFolder, log: serverLog });
	// The record group kills and starts its own n8n on this user folder: before the shared one.
	if (selected('record'))
		await recordChecks(suite, ctx, {
			bin,
			userFolder,
			log: join(userFolder, 'n8n-record.log'),
			installed,
		});
	// Every other group runs against one `n8n start`, its workflows imported and run over REST.
	if (SERVER_GROUPS.some(selected)) await serverChecks(suite, ctx, { bin, userFolder, installed });
	if (selected('leftovers')) await leftoverChecks(suite, VERSION);
}

/**
 * The groups that run against `n8n start` (editor + REST), started once for all of them: a workflow
 * runs as the editor's "Execute workflow" runs it, with no n8n booted for it (`n8n execute` itself is
 * checked in cliChecks.ts). No group of this run needs it (E2E_ONLY=trigger, say): n8n is not started
 * for them, nor its task runner checked.
 */
const SERVER_GROUPS = [
	'examples',
	'post',
	'crossPost',
	'errorOutput',
	'batchWait',
	'userAsks',
	'calendar',
	'engagement',
	'chain',
	'parallelCalls',
	'edges',
	'rest',
	'visualRest',
	'approval',
	'runAgain',
	'repostGuard',
	'templates',
	'rerun',
	'mcp',
	'editor',
];

async function serverChecks(
	suite: Suite,
	ctx: E2eContext,
	options: { bin: string; userFolder: string; installed: InstalledPackage },
): Promise<void> {
	const { bin, userFolder, installed } = options;
	const serverLog = join(userFolder, 'n8n-start.log');
	const port = await freePort();
	server = await suite.step('n8n start (editor + REST)', async () =>
		startN8nServer({
			bin,
			env: n8nEnv({
				userFolder,
				port,
				brokerPort: await freePort(),
				fileAccessDir: ctx.filesDir,
				extra: installed.env,
			}),
			port,
			log: serverLog,
		}),
	);
	const n8nPid = server.process.pid!;
	suite.test(`n8n and its task runner run on the Node n8n ${VERSION} needs`, async () => {
		const node = launcherNode(bin);
		const expected = realpathSync(node.path);
		// The runner starts a moment after n8n is ready (1.x runs Code nodes in process by default).
		const runnerExpected = Number(VERSION.split('.')[0]) >= 2;
		let runner: number | undefined;
		for (let i = 0; i < (runnerExpected ? 40 : 1) && !runner; i++) {
			runner = descendants(n8nPid).find((pid) =>
				readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('task-runner'),
			);
			if (!runner) await new Promise((resolve) => setTimeout(resolve, 500));
		}
		assert(runner || !runnerExpected, `no task runner below n8n (pid ${n8nPid}) within 20 s`);
		const pids = runner ? [n8nPid, runner] : [n8nPid];
		assertEqual(
			pids.map((pid) => readlinkSync(`/proc/${pid}/exe`)),
			pids.map(() => expected),
			`executables of n8n and its task runner (Node ${node.version} expected)`,
		);
	});
	await suite.run();
	const rest = new N8nRestClient(server.url);
	await suite.step('owner setup (REST sign-in cookie)', () =>
		rest.ensureOwner({
			email: 'e2e@example.com',
			firstName: 'End',
			lastName: 'ToEnd',
			password: 'E2e-password-1',
		}),
	);
	const on: E2eRestContext = { ...ctx, rest, workflows: new N8nRestWorkflows(rest) };
	if (selected('examples')) await exampleChecks(suite, on);
	if (selected('post')) await postChecks(suite, on);
	if (selected('crossPost')) await crossPostChecks(suite, on);
	if (selected('errorOutput')) await errorOutputChecks(suite, on);
	if (selected('batchWait')) await batchWaitChecks(suite, on);
	if (selected('userAsks')) await userAsksChecks(suite, on);
	if (selected('calendar')) await calendarChecks(suite, on);
	if (selected('engagement')) await engagementChecks(suite, on);
	if (selected('chain')) await chainChecks(suite, on);
	if (selected('parallelCalls')) await parallelCallsChecks(suite, on);
	const edges = selected('edges') ? await edgeChecks(suite, on) : undefined;
	if (selected('rest')) await restChecks(suite, on);
	if (selected('visualRest')) await visualRestChecks(suite, on);
	if (selected('approval')) await approvalChecks(suite, on);
	if (selected('runAgain')) await runAgainChecks(suite, on);
	if (selected('repostGuard')) await repostGuardChecks(suite, on, server.url);
	if (selected('templates')) await templateChecks(suite, on, server.url);
	// The re-run group holds items for about 2 minutes: the groups after it fill that wait.
	const rerunAfterHold = selected('rerun') ? await rerunChecks(suite, on, server.url) : undefined;
	if (selected('mcp')) await mcpChecks(suite, on, server.url);
	if (edges) await edgeToolChecks(suite, on, server.url, edges.redirector);
	if (selected('editor')) await editorChecks(suite, { ...on, url: server.url });
	if (rerunAfterHold) await rerunAfterHold();
}
