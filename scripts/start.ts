// `npm start`: the simulator plus real n8n 2.8.4 with this package, a credential and demo workflows.
import { existsSync } from 'fs';
import { join } from 'path';
import { startSimulator, type Simulator } from '../simulator';
import { N8nCli } from './n8n/cli';
import { n8nEnv } from './n8n/env';
import { ensureN8n } from './n8n/install';
import { exampleWorkflows, LOCAL_CREDENTIAL, localCredential } from './n8n/examples';
import { PACKAGE_NAME, PROJECT_ROOT } from './n8n/paths';
import { freePort, preferredPort } from './n8n/ports';
import { N8nRestClient, startN8nServer, type N8nServer, type Owner } from './n8n/server';
import { linkPackage } from './n8n/userFolder';

const LOCAL_OWNER: Owner = {
	email: 'owner@example.com',
	firstName: 'Local',
	lastName: 'Owner',
	password: 'Social-Publishing-1',
};
const USER_FOLDER = join(PROJECT_ROOT, '.n8n-local');

const HELP = `npm start -- [flags]

Starts the Social Publishing simulator and real n8n 2.8.4 with this package loaded.

  --no-rate-limits   turn the simulator's per-minute rate limits off (env SP_NO_RATE_LIMITS=1)
  --sim-port <n>     simulator port (default 4010, or a free one when taken)
  --port <n>         n8n editor port (default 5678, or a free one when taken)
  --help             this text

State (n8n's database, the owner account) persists in .n8n-local/ (git-ignored); delete it to start over.`;

interface StartOptions {
	rateLimits: boolean;
	simPort: number;
	n8nPort: number;
}

function parseArgs(argv: string[]): StartOptions | 'help' {
	const options: StartOptions = {
		rateLimits: !['1', 'true'].includes(process.env.SP_NO_RATE_LIMITS ?? ''),
		simPort: 4010,
		n8nPort: 5678,
	};
	for (let i = 0; i < argv.length; i++) {
		const flag = argv[i];
		const number = () => {
			const value = Number(argv[++i]);
			if (!Number.isInteger(value) || value <= 0) throw new Error(`${flag} needs a port number`);
			return value;
		};
		if (flag === '--help' || flag === '-h') return 'help';
		else if (flag === '--no-rate-limits') options.rateLimits = false;
		else if (flag === '--sim-port') options.simPort = number();
		else if (flag === '--port') options.n8nPort = number();
		else throw new Error(`Unknown flag ${flag}; see npm start -- --help`);
	}
	return options;
}

async function main(): Promise<void> {
	const parsed = parseArgs(process.argv.slice(2));
	if (parsed === 'help') {
		console.log(HELP);
		return;
	}
	if (
		!existsSync(join(PROJECT_ROOT, 'dist', 'nodes', 'SocialPublishing', 'SocialPublishing.node.js'))
	) {
		throw new Error('dist/ has no node: run `npm run build` (npm start does it for you)');
	}
	const bin = ensureN8n();

	let sim: Simulator | undefined;
	let server: N8nServer | undefined;
	let stopping = false;
	const stop = async (code: number) => {
		if (stopping) return;
		stopping = true;
		console.log('\nStopping n8n and the simulator...');
		await server?.stop();
		await sim?.close();
		process.exit(code);
	};
	process.on('SIGINT', () => void stop(0));
	process.on('SIGTERM', () => void stop(0));

	try {
		const simPort = await preferredPort(parsed.simPort);
		sim = await startSimulator({
			port: simPort,
			storagePort: await preferredPort(simPort + 1),
			rateLimits: parsed.rateLimits,
		});
		console.log(
			`Simulator running at ${sim.baseUrl} (rate limits ${parsed.rateLimits ? 'on' : 'off'})`,
		);

		linkPackage(USER_FOLDER);
		const cli = new N8nCli(bin, n8nEnv({ userFolder: USER_FOLDER, brokerPort: await freePort() }));
		console.log('Importing the credential and the demo workflows into n8n...');
		await cli.importCredentials([localCredential(sim.baseUrl, sim.apiKey)]);
		const workflows = exampleWorkflows();
		if (workflows.length) await cli.importWorkflows(workflows);

		const port = await preferredPort(parsed.n8nPort);
		const log = join(USER_FOLDER, 'n8n.log');
		console.log(`Starting n8n on port ${port} (its log: ${log})...`);
		server = await startN8nServer({
			bin,
			env: n8nEnv({ userFolder: USER_FOLDER, port, brokerPort: await freePort() }),
			port,
			log,
		});
		server.process.once('exit', (code) => {
			if (stopping) return;
			console.error(`n8n exited unexpectedly (${code}); see ${log}`);
			void stop(1);
		});
		let signIn = `${LOCAL_OWNER.email} / ${LOCAL_OWNER.password}`;
		try {
			await new N8nRestClient(server.url).ensureOwner(LOCAL_OWNER);
		} catch {
			signIn = 'the owner account you set up earlier (delete .n8n-local/ to reset it)';
		}
		console.log(
			[
				'',
				`n8n is ready with ${PACKAGE_NAME} loaded.`,
				`  Editor:        ${server.url}`,
				`  Sign in:       ${signIn}`,
				`  Credential:    "${LOCAL_CREDENTIAL.name}" (points at the simulator)`,
				`  Workflows:     ${workflows.map((w) => `"${w.name}"`).join(', ') || 'none'}`,
				`  Simulator:     ${sim.baseUrl}`,
				`  Demo API key:  ${sim.apiKey}`,
				`  Control API:   ${sim.controlUrl}`,
				'',
				'Press Ctrl-C to stop everything.',
			].join('\n'),
		);
	} catch (error) {
		console.error(`npm start failed: ${(error as Error).message ?? error}`);
		await stop(1);
	}
}

main().catch((error) => {
	console.error(error instanceof Error ? error.message : error);
	process.exit(1);
});
