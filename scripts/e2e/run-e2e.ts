// `npm run test:e2e`: the built package inside real n8n 2.8.4, against the simulator.
import { existsSync, mkdtempSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { startSimulator, type Simulator } from '../../simulator';
import { N8nCli } from '../n8n/cli';
import { n8nEnv } from '../n8n/env';
import { ensureN8n } from '../n8n/install';
import { PACKAGE_NAME, PROJECT_ROOT } from '../n8n/paths';
import { freePort } from '../n8n/ports';
import { N8nRestClient, startN8nServer, type N8nServer } from '../n8n/server';
import { linkPackage } from '../n8n/userFolder';
import { SetupFailed, Suite } from './harness';
import { calendarChecks } from './calendarChecks';
import { chainChecks } from './chainChecks';
import { crossPostChecks } from './crossPostChecks';
import { cliChecks, exampleChecks } from './cliChecks';
import { E2E_CREDENTIALS, type E2eContext } from './context';
import { editorChecks } from './editorChecks';
import { engagementChecks } from './engagementChecks';
import { mcpChecks } from './mcpChecks';
import { postChecks } from './postChecks';
import { restChecks } from './restChecks';
import { triggerChecks } from './triggerChecks';
import { visualRestChecks } from './visualRestChecks';

/**
 * `E2E_ONLY=post,trigger` runs only those groups (names as below) after the setup steps; the full
 * suite (no E2E_ONLY) is what `.ci/run` runs.
 */
const ONLY = (process.env.E2E_ONLY ?? '')
	.split(',')
	.map((s) => s.trim())
	.filter(Boolean);
const selected = (group: string) => !ONLY.length || ONLY.includes(group);

async function main(): Promise<number> {
	const started = Date.now();
	const suite = new Suite();
	const userFolder = mkdtempSync(join(tmpdir(), 'sp-e2e-n8n-'));
	let sim: Simulator | undefined;
	let server: N8nServer | undefined;
	const serverLog = join(userFolder, 'n8n-start.log');
	console.log(`E2E: ${PACKAGE_NAME} in real n8n (user folder ${userFolder})`);
	try {
		const bin = await suite.step('ensure n8n 2.8.4 (cached install)', async () => ensureN8n());
		await suite.step('package is built', async () => {
			if (
				!existsSync(
					join(PROJECT_ROOT, 'dist', 'nodes', 'SocialPublishing', 'SocialPublishing.node.js'),
				)
			) {
				throw new Error('dist/ has no node: run `npm run build` first');
			}
		});
		sim = await suite.step('start the simulator', () =>
			startSimulator({ port: 0, storagePort: 0 }),
		);
		linkPackage(userFolder);
		const filesDir = join(userFolder, 'e2e-files');
		const cli = new N8nCli(
			bin,
			n8nEnv({ userFolder, brokerPort: await freePort(), fileAccessDir: filesDir }),
		);
		const ctx: E2eContext = { sim, cli, credentials: E2E_CREDENTIALS(sim), filesDir };

		await cliChecks(suite, ctx); // also the setup every group needs (credentials, workflows)
		if (selected('examples')) await exampleChecks(suite, ctx);
		if (selected('post')) await postChecks(suite, ctx);
		if (selected('crossPost')) await crossPostChecks(suite, ctx);
		if (selected('calendar')) await calendarChecks(suite, ctx);
		if (selected('engagement')) await engagementChecks(suite, ctx);
		if (selected('trigger')) await triggerChecks(suite, ctx, { bin, userFolder, log: serverLog });
		if (selected('chain')) await chainChecks(suite, ctx);

		const port = await freePort();
		server = await suite.step('n8n start (editor + REST)', async () =>
			startN8nServer({
				bin,
				env: n8nEnv({ userFolder, port, brokerPort: await freePort() }),
				port,
				log: serverLog,
			}),
		);
		const rest = new N8nRestClient(server.url);
		await suite.step('owner setup (REST sign-in cookie)', () =>
			rest.ensureOwner({
				email: 'e2e@example.com',
				firstName: 'End',
				lastName: 'ToEnd',
				password: 'E2e-password-1',
			}),
		);
		if (selected('rest')) await restChecks(suite, { ...ctx, rest });
		if (selected('visualRest')) await visualRestChecks(suite, { ...ctx, rest });
		if (selected('mcp')) await mcpChecks(suite, { ...ctx, rest }, server.url);
		if (selected('editor')) await editorChecks(suite, { ...ctx, rest, url: server.url });
	} catch (error) {
		if (error instanceof SetupFailed) console.log(`\n${error.message}`);
		else {
			suite.failed++;
			console.log(`\nUnexpected error: ${(error as Error)?.stack ?? error}`);
		}
	} finally {
		await server?.stop();
		await sim?.close();
	}
	const seconds = ((Date.now() - started) / 1000).toFixed(1);
	if (suite.failed) {
		console.log(`\nKept for inspection: ${userFolder} (n8n start log: ${serverLog})`);
	} else {
		rmSync(userFolder, { recursive: true, force: true });
	}
	console.log(`\n${suite.passed} passed, ${suite.failed} failed (${seconds} s)`);
	return suite.failed ? 1 : 0;
}

main().then(
	(code) => process.exit(code),
	(error) => {
		console.error(error);
		process.exit(1);
	},
);
