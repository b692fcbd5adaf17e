/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports, no-console -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// `npm start`: the simulator plus real n8n (the default of scripts/n8n/versions.json, or `--n8n <version>`) with this package, an owner, a credential and every
// demo workflow (only those missing: a user's edits survive restarts). Ctrl-C ends every process it
// started.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'fs';
import { isAbsolute, join, resolve } from 'path';
import { startSimulator, type Simulator } from '../simulator';
import { N8nCli } from './n8n/cli';
import { DEMO_DURATIONS, DEMO_SCHEDULED_PUBLISH_MS } from './n8n/demoDurations';
import { importMissingDemos, publishMcpDemo, type DemoImport } from './n8n/demoWorkflows';
import { n8nEnv } from './n8n/env';
import {
	DEMO_VIDEO,
	exampleWorkflows,
	LOCAL_CREDENTIAL,
	LOCAL_OWNER,
	localCredential,
	writeDemoVideo,
} from './n8n/examples';
import { stopAllN8n } from './n8n/children';
import { ensureN8nInBackground, launcherNode, type N8nInstall } from './n8n/install';
import { PACKAGE_NAME, PROJECT_ROOT } from './n8n/paths';
import { derivedPort, freePort, preferredPort } from './n8n/ports';
import { descendants, isAlive, signalAll } from './n8n/processTree';
import { N8nRestClient, startN8nServer, type N8nServer } from './n8n/server';
import { installKind, installPackage, type InstallKind } from './n8n/userFolder';
import {
	defaultN8nVersion,
	n8nVersionInfo,
	provenN8nVersions,
	versionAtLeast,
} from './n8n/versions';

const HELP = `npm start -- [flags]

Starts the Social Publishing simulator and real n8n ${defaultN8nVersion()} with this package loaded, an owner account,
the credential "${LOCAL_CREDENTIAL.name}" and the demo workflows of examples/workflows/.
The first run installs n8n once into a cache outside the clone: about 5 minutes on an idle machine,
20 to 30 on a busy one, and ${n8nVersionInfo(defaultN8nVersion()).disk ?? 'a few GB'} of disk (phases: Resolving the package list,
Downloading and unpacking, Building the database driver).

  --n8n <version>      another n8n the package is proven on: ${provenN8nVersions().join(', ')}
                       (scripts/n8n/versions.json; each installed once into the cache, with the Node it
                       needs; its own user folder .n8n-local/n8n-<version>/)
  --no-rate-limits     turn the simulator's per-minute rate limits off (env SP_NO_RATE_LIMITS=1)
  --real-schedule      publish scheduled posts at their scheduled time (default: 5 s after they are
                       scheduled, listed in the calendar with their time until then)
  --clock-speed <x>    run the simulator's clock x times faster than real time (default 1). With 60, a
                       post scheduled an hour ahead publishes after a minute; the simulator's "now" then
                       runs ahead of yours (schedule times relative to GET /__control/clock, and
                       messaging windows close sooner)
  --sim-port <n>       simulator port (default 4010, or a free one when taken)
  --port <n>           n8n editor port (default 5678, or a free one when taken)
  --user-folder <dir>  n8n's folder (default .n8n-local/, for another --n8n .n8n-local/n8n-<version>/)
  --link               link the project folder into n8n instead of installing its packed tarball (a
                       developer's loop; the package then runs on the project's n8n-workflow, not on
                       n8n's own as users get it; env SP_PACKAGE=link)
  --help               this text

Posts publish in about 1 s, extractions in 2 s, visuals in 3 s, scheduled posts 5 s after they are
scheduled (demo durations; seeded calendar posts keep their times).
n8n's database, the owner and your edits to the demo workflows persist in .n8n-local/ (git-ignored):
a demo workflow is imported only when it is missing (delete one in n8n to get it back as shipped);
delete .n8n-local/ to start over.`;

/** The editor's workflow list (Overview → Workflows), where the imported demos are. */
const DEMOS_PATH = '/home/workflows';

/** The AI agent demo's MCP server, when it is published (or why it is not). */
type Mcp = Awaited<ReturnType<typeof publishMcpDemo>>;

interface StartOptions {
	rateLimits: boolean;
	realSchedule: boolean;
	clockSpeed: number;
	simPort: number;
	n8nPort: number;
	userFolder: string;
	n8nVersion: string;
	packageInstall: InstallKind;
}

function parseArgs(argv: string[]): StartOptions | 'help' {
	const options: StartOptions = {
		rateLimits: !['1', 'true'].includes(process.env.SP_NO_RATE_LIMITS ?? ''),
		realSchedule: false,
		clockSpeed: 1,
		simPort: 4010,
		n8nPort: 5678,
		userFolder: '',
		n8nVersion: defaultN8nVersion(),
		packageInstall: installKind(),
	};
	for (let i = 0; i < argv.length; i++) {
		const flag = argv[i];
		const value = () => {
			if (i + 1 >= argv.length) throw new Error(`${flag} needs a value`);
			return argv[++i];
		};
		const port = () => {
			const n = Number(value());
			if (!Number.isInteger(n) || n <= 0) throw new Error(`${flag} needs a port number`);
			return n;
		};
		if (flag === '--help' || flag === '-h') return 'help';
		else if (flag === '--no-rate-limits') options.rateLimits = false;
		else if (flag === '--real-schedule') options.realSchedule = true;
		else if (flag === '--link') options.packageInstall = 'link';
		else if (flag === '--sim-port') options.simPort = port();
		else if (flag === '--port') options.n8nPort = port();
		else if (flag === '--n8n') {
			options.n8nVersion = value();
			n8nVersionInfo(options.n8nVersion); // a version not in versions.json: its message
		} else if (flag === '--clock-speed') {
			options.clockSpeed = Number(value());
			if (!(options.clockSpeed > 0)) throw new Error('--clock-speed needs a positive number');
		} else if (flag === '--user-folder') {
			const dir = value();
			options.userFolder = isAbsolute(dir) ? dir : resolve(dir);
		} else throw new Error(`Unknown flag ${flag}; see npm start -- --help`);
	}
	// A database a newer n8n migrated cannot be opened by an older one: each version its own folder.
	options.userFolder ||=
		options.n8nVersion === defaultN8nVersion()
			? join(PROJECT_ROOT, '.n8n-local')
			: join(PROJECT_ROOT, '.n8n-local', `n8n-${options.n8nVersion}`);
	return options;
}

function banner(
	server: N8nServer,
	sim: Simulator,
	options: StartOptions,
	signIn: string,
	demos: DemoImport,
	video: string,
	commentPost: string | undefined,
	mcp: Mcp,
): string {
	const names = (list: DemoImport['imported']) => list.map((w) => `    ${w.name}`);
	const clock =
		options.clockSpeed === 1
			? 'real time'
			: `${options.clockSpeed}x real time (now: GET ${sim.controlUrl}/clock)`;
	return [
		'',
		`n8n is ready with ${PACKAGE_NAME} loaded.`,
		// Signing in at the bare URL may land on n8n's assistant page; this one opens the demos' list.
		`  Editor:        ${server.url}${DEMOS_PATH} (after signing in: the workflow list, demos included)`,
		`  Sign in:       ${signIn}`,
		`  Credential:    "${LOCAL_CREDENTIAL.name}" (points at the simulator)`,
		...(demos.imported.length ? ['  Demo workflows imported now:', ...names(demos.imported)] : []),
		...(demos.kept.length
			? [
					'  Demo workflows already in n8n (kept as they are, with your edits):',
					...names(demos.kept),
				]
			: []),
		...(demos.changed.length
			? [
					'  Changed in examples/workflows/ since they were imported (delete one in n8n and restart',
					'  to get the new version):',
					...demos.changed.map((w) => `    ${w.name} (${w.file})`),
				]
			: []),
		`  Demo video:    ${video} (read by the YouTube demo)`,
		`  Simulator:     ${sim.baseUrl} (rate limits ${options.rateLimits ? 'on' : 'off'}, clock ${clock})`,
		`  Scheduling:    ${options.realSchedule ? 'a scheduled post publishes at its time' : `a scheduled post publishes ${DEMO_SCHEDULED_PUBLISH_MS / 1000} s after it is scheduled (--real-schedule: at its time)`}`,
		`  Demo API key:  ${sim.apiKey}`,
		`  Control API:   ${sim.controlUrl}`,
		...(mcp.url
			? [`  MCP server:    ${mcp.url} (AI agent demo: MCP clients call the node as tools)`]
			: mcp.problem
				? [`  MCP server:    the AI agent demo is not published: ${mcp.problem}`]
				: []),
		...(commentPost
			? [
					'',
					'To see the comment trigger reply: activate "Social Publishing: reply to new Instagram',
					'comments" in the editor, add an audience comment, and the reply follows within a minute:',
					`  curl -X POST ${sim.controlUrl}/activity/comment -H 'content-type: application/json' \\`,
					`    -d '{"postId":"${commentPost}","text":"Love this roast!"}'`,
				]
			: []),
		'',
		'Press Ctrl-C to stop everything.',
	].join('\n');
}

/** An Instagram post published through the service (the comment demo replies only on those). */
async function instagramPost(sim: Simulator): Promise<string | undefined> {
	try {
		const res = await fetch(`${sim.baseUrl}/comments?platform=instagram&limit=50`, {
			headers: { 'service-api-key': sim.apiKey },
		});
		const { items } = (await res.json()) as { items: Array<{ postId: string | null }> };
		return items.find((c) => c.postId)?.postId ?? undefined;
	} catch {
		return undefined;
	}
}

/**
 * Records which n8n last used a user folder; refuses an older n8n on a folder a newer one migrated
 * (n8n does not migrate a database back: it would fail at start with a less clear message).
 */
function checkFolderVersion(userFolder: string, version: string): void {
	const file = join(userFolder, 'n8n-version');
	const last = existsSync(file) ? readFileSync(file, 'utf8').trim() : '';
	if (last && last !== version && versionAtLeast(last, version)) {
		throw new Error(
			`${userFolder} was last used by n8n ${last}, whose database n8n ${version} cannot open: use another --user-folder, or delete that folder to start over`,
		);
	}
	mkdirSync(userFolder, { recursive: true });
	writeFileSync(file, `${version}\n`);
}

async function main(): Promise<void> {
	const parsed = parseArgs(process.argv.slice(2));
	if (parsed === 'help') {
		console.log(HELP);
		return;
	}
	const options = parsed;
	if (
		!existsSync(join(PROJECT_ROOT, 'dist', 'nodes', 'SocialPublishing', 'SocialPublishing.node.js'))
	) {
		throw new Error('dist/ has no node: run `npm run build` (npm start does it for you)');
	}

	let install: N8nInstall | undefined;
	let sim: Simulator | undefined;
	let server: N8nServer | undefined;
	let stopping = false;
	/** Ends n8n (and its task runners), the simulator, then anything else still running below us. */
	const stop = async (code: number) => {
		if (stopping) return;
		stopping = true;
		console.log('\nStopping n8n and the simulator...');
		install?.stop();
		await server?.stop();
		await stopAllN8n(); // an import's task runner, say: every n8n process group we started
		await sim?.close();
		const left = descendants(process.pid).filter(isAlive);
		if (left.length) {
			signalAll(left, 'SIGTERM');
			await new Promise((done) => setTimeout(done, 2_000));
			signalAll(left.filter(isAlive), 'SIGKILL');
		}
		process.exit(code);
	};
	const onSignal = () => {
		if (!stopping) return void stop(0);
		// A second Ctrl-C: no more waiting.
		console.log('Stopping now.');
		signalAll(descendants(process.pid), 'SIGKILL');
		process.exit(130);
	};
	process.on('SIGINT', onSignal);
	process.on('SIGTERM', onSignal);

	try {
		install = ensureN8nInBackground(options.n8nVersion);
		const bin = await install.bin;
		install = undefined;
		if (stopping) return;
		const node = launcherNode(bin);
		console.log(`n8n ${options.n8nVersion} on Node ${node.version} (${node.path})`);
		checkFolderVersion(options.userFolder, options.n8nVersion);

		const simPort = await preferredPort(options.simPort);
		sim = await startSimulator({
			port: simPort,
			storagePort: await derivedPort(simPort + 1),
			rateLimits: options.rateLimits,
			clockSpeed: options.clockSpeed,
			durations: options.realSchedule
				? { ...DEMO_DURATIONS, scheduledPublishWithinMs: undefined }
				: DEMO_DURATIONS,
		});
		console.log(
			`Simulator running at ${sim.baseUrl} (rate limits ${options.rateLimits ? 'on' : 'off'})`,
		);

		const { userFolder } = options;
		console.log(
			options.packageInstall === 'link'
				? `Linking ${PROJECT_ROOT} into n8n (--link: the project's n8n-workflow, not n8n's own)...`
				: "Installing the package's packed tarball into n8n, as its Community Nodes panel does...",
		);
		installPackage(userFolder, options.packageInstall);
		const filesDir = join(userFolder, 'files');
		if (!existsSync(join(filesDir, DEMO_VIDEO.name))) {
			console.log(`Writing a ${DEMO_VIDEO.bytes / 1024 / 1024} MB demo video into ${filesDir}...`);
		}
		const video = writeDemoVideo(filesDir);
		const cli = new N8nCli(
			bin,
			n8nEnv({ userFolder, brokerPort: await freePort(), fileAccessDir: filesDir }),
		);
		console.log('Importing the credential and the missing demo workflows into n8n...');
		await cli.importCredentials([localCredential(sim.baseUrl, sim.apiKey)]);
		const demos = await importMissingDemos(cli, exampleWorkflows(), { userFolder, filesDir });
		if (stopping) return;

		const port = await preferredPort(options.n8nPort);
		const log = join(userFolder, 'n8n.log');
		console.log(`Starting n8n on port ${port} (its log: ${log})...`);
		server = await startN8nServer({
			bin,
			env: n8nEnv({ userFolder, port, brokerPort: await freePort(), fileAccessDir: filesDir }),
			port,
			log,
		});
		server.process.once('exit', (code) => {
			if (stopping) return;
			console.error(`n8n exited unexpectedly (${code}); see ${log}`);
			void stop(1);
		});
		let signIn = `${LOCAL_OWNER.email} / ${LOCAL_OWNER.password}`;
		let mcp: Mcp = {};
		try {
			const rest = new N8nRestClient(server.url);
			await rest.ensureOwner(LOCAL_OWNER);
			mcp = await publishMcpDemo(rest, server.url, demos);
		} catch {
			signIn = `the owner account you set up earlier (delete ${userFolder} to reset it)`;
		}
		console.log(banner(server, sim, options, signIn, demos, video, await instagramPost(sim), mcp));
	} catch (error) {
		if (stopping) return;
		console.error(`npm start failed: ${(error as Error).message ?? error}`);
		await stop(1);
	}
}

main().catch((error) => {
	console.error(error instanceof Error ? error.message : error);
	process.exit(1);
});
