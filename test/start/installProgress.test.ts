/* eslint-disable @n8n/community-nodes/no-dangerous-functions, @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// scripts/n8n/install-progress.mjs: npm's http/timing lines become a few lines saying what it does, in
// one unit (packages, of what package-lock.json plans), with du's size; npm's warnings counted into a log.
import { spawn, spawnSync } from 'child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';

const FILTER = join(__dirname, '..', '..', 'scripts', 'n8n', 'install-progress.mjs');

let dir: string;
beforeEach(() => {
	dir = mkdtempSync(join(tmpdir(), 'install-progress-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The filter's lines (without the "[label, time]" prefix), run in `dir` as ensure-n8n.sh runs it. */
function filter(lines: string[], args: string[], env: Record<string, string> = {}): string[] {
	const result = spawnSync(process.execPath, [FILTER, ...args], {
		input: lines.join('\n') + '\n',
		encoding: 'utf8',
		cwd: dir,
		env: { ...process.env, ...env },
	});
	expect(result.status).toBe(0);
	return result.stdout
		.trimEnd()
		.split('\n')
		.map((line) => line.replace(/^ {2}\[[^\]]+\] /, ''));
}

const ERESOLVE = [
	'npm warn ERESOLVE overriding peer dependency',
	'npm warn While resolving: @langchain/langgraph@1.7.3',
	'npm warn Found: @langchain/core@1.2.8',
	'npm warn node_modules/@langchain/core',
	'npm warn',
	'npm warn Could not resolve dependency:',
	'npm warn peer @langchain/core@"^1.3.4" from @langchain/langgraph@1.7.3',
];

const NPM_INSTALL = [
	'npm warn Unknown env config "nodedir". This will stop working in the next major version of npm.',
	'npm http fetch GET 200 https://registry.npmjs.org/n8n 301ms (cache miss)',
	'npm http fetch GET 200 https://registry.npmjs.org/@n8n%2fapi-types 20ms (cache hit)',
	'npm timing idealTree:#root Completed in 3000ms',
	'npm timing idealTree:node_modules/n8n Completed in 1ms',
	...ERESOLVE,
	'npm timing idealTree:node_modules/@n8n/api-types Completed in 1ms',
	'npm timing idealTree:node_modules/sqlite3 Completed in 1ms',
	'npm warn EBADENGINE Unsupported engine {',
	"npm warn EBADENGINE   package: 'utilium@3.9.0',",
	"npm warn EBADENGINE   required: { node: '>=22.0.0' },",
	'npm warn EBADENGINE }',
	'npm warn deprecated glob@7.2.3: Glob versions prior to v9 are no longer supported',
	'npm timing idealTree Completed in 145000ms',
	'npm http fetch GET 200 https://registry.npmjs.org/n8n/-/n8n-2.8.4.tgz 900ms (cache miss)',
	'npm http cache sqlite3@https://registry.npmjs.org/sqlite3/-/sqlite3-5.1.7.tgz 0ms (cache hit)',
	'npm timing reifyNode:node_modules/n8n Completed in 5000ms',
	'npm timing reifyNode:node_modules/@n8n/api-types Completed in 5000ms',
	'npm timing reifyNode:node_modules/sqlite3 Completed in 5000ms',
	'npm timing reify:unpack Completed in 120000ms',
	'> sqlite3@5.1.7 install',
	'prebuild-install warn install No prebuilt binaries found (target=20.20.2 runtime=node arch=x64)',
	'  CC(target) Release/obj.target/sqlite3/gen/sqlite-autoconf-3440200/sqlite3.o',
	'npm timing reify:build Completed in 100000ms',
	'npm error something failed',
	'added 3 packages in 5m',
	'npm warn install-scripts 1 packages have install scripts not yet covered by allowScripts:',
	'npm warn install-scripts   ssh2@1.15.0 (install: node install.js)',
];

const WARNED =
	'npm printed 4 warnings (1 deprecated package, 1 package that asks for another Node, 1 peer-dependency conflict npm resolved, 1 unknown npm setting (nodedir, set here for native builds))';

/** A lockfile: what this machine (linux x64) gets of it, and what it does not. */
const LOCK = {
	lockfileVersion: 3,
	packages: {
		'': { dependencies: { n8n: '2.8.4' } },
		'node_modules/n8n': { version: '2.8.4' },
		'node_modules/@n8n/api-types': { version: '1.0.0' },
		'node_modules/n8n/node_modules/sqlite3': { version: '5.1.7' },
		'node_modules/already-there': { version: '1.0.0' },
		'node_modules/@esbuild/darwin-arm64': { version: '0.25.0', os: ['darwin'], cpu: ['arm64'] },
		'node_modules/in-a-bundle': { version: '1.0.0', inBundle: true },
		'node_modules/a-link': { resolved: 'packages/a', link: true },
	},
};
const linuxX64 = process.platform === 'linux' && process.arch === 'x64';

describe('install-progress.mjs', () => {
	it('prints the phases of npm install, npm summary, errors; warnings counted in one line', () => {
		expect(filter(NPM_INSTALL, ['npm install'])).toEqual([
			// Without INSTALL_LOG the warnings themselves are shown, as npm printed them.
			...NPM_INSTALL.filter((l) => /^npm warn/.test(l) && !/install-scripts/.test(l)),
			'package list resolved (145 s)',
			expect.stringMatching(/^unpacked 3 packages \(120 s\), \d+ MB on disk$/),
			'running the install script of sqlite3@5.1.7',
			'npm error something failed',
			'added 3 packages in 5m',
			'npm did not run 1 install scripts (ssh2)',
			WARNED,
		]);
	});

	it('with INSTALL_LOG, npm output goes to the log: the terminal gets how many warnings and where', () => {
		const log = join(dir, 'npm-install.log');
		const lines = filter(NPM_INSTALL, ['npm install'], { INSTALL_LOG: log });
		expect(lines.filter((l) => /^npm warn/.test(l))).toEqual([]);
		expect(lines.at(-1)).toBe(`${WARNED}: all of npm's output is in ${log}`);
		expect(readFileSync(log, 'utf8')).toBe(NPM_INSTALL.join('\n') + '\n');
	});

	(linuxX64 ? it : it.skip)(
		'an install from a lockfile counts packages unpacked of what the lockfile plans here',
		() => {
			writeFileSync(join(dir, 'package-lock.json'), JSON.stringify(LOCK));
			mkdirSync(join(dir, 'node_modules', 'already-there'), { recursive: true });
			writeFileSync(
				join(dir, 'node_modules', 'already-there', 'package.json'),
				JSON.stringify({ version: '1.0.0' }),
			);
			// n8n, @n8n/api-types and the nested sqlite3: not the installed one, the other platform's,
			// the bundled one or the link.
			expect(
				filter(
					[
						'npm timing idealTree Completed in 2000ms',
						'npm timing reifyNode:node_modules/n8n Completed in 5000ms',
						'npm timing reifyNode:node_modules/@n8n/api-types Completed in 5000ms',
						'npm timing reifyNode:node_modules/n8n/node_modules/sqlite3 Completed in 5000ms',
						'npm timing reify:unpack Completed in 9000ms',
						'added 3 packages in 20s',
					],
					['npm install'],
				),
			).toEqual([
				'package-lock.json read and checked (2 s)',
				expect.stringMatching(/^unpacked 3 of 3 packages \(9 s\), \d+ MB on disk$/),
				'added 3 packages in 20s',
			]);
		},
	);

	(linuxX64 ? it : it.skip)(
		'npm install --package-lock-only over a lockfile ends with what it plans',
		() => {
			writeFileSync(join(dir, 'package-lock.json'), JSON.stringify(LOCK));
			expect(filter(['npm timing idealTree Completed in 4000ms'], ['checking'])).toEqual([
				'package-lock.json read and checked (4 s)',
				'package-lock.json: 4 packages to unpack',
			]);
		},
	);

	it('one install of several npm runs (a recorded n8n 2.8.4 install): one clock, one warning count', () => {
		const recorded = join(__dirname, '..', 'fixtures', 'npm-install-2.8.4');
		const log = join(dir, 'npm-install.log');
		const env = {
			...process.env,
			INSTALL_LOG: log,
			INSTALL_WARNINGS: `${log}.warnings.json`,
			// The install started 10 minutes ago (the Node it runs on, say, took that long).
			INSTALL_STARTED: String(Date.now() - 600_000),
		};
		const run = (args: string[], input: string) => {
			const result = spawnSync(process.execPath, [FILTER, ...args], {
				input,
				encoding: 'utf8',
				cwd: dir,
				env,
			});
			expect(result.status).toBe(0);
			return result.stdout.trimEnd().split('\n').filter(Boolean);
		};
		const phases: Array<[string, string[]]> = [
			['phase1.txt', ['Resolving the package list']],
			['phase2.txt', ['Resolving the package list']],
			['phase3.txt', ['Downloading and unpacking']],
			['phase4.txt', ['Building the database driver', 'sqlite3 for Node v20']],
		];
		const lines = phases.flatMap(([file, args]) => {
			if (file === 'phase2.txt') writeFileSync(join(dir, 'package-lock.json'), '{"packages":{}}');
			return run(args, readFileSync(join(recorded, file), 'utf8')).map((line) => ({
				phase: args[0],
				line,
			}));
		});
		// Each line names its phase and the time since the install started, never restarting.
		const seconds = lines.map(({ phase, line }) => {
			const m = /^ {2}\[([^,]+), (?:(\d+) min )?(\d+) s\] /.exec(line);
			expect(m?.[1]).toBe(phase);
			return Number(m?.[2] ?? 0) * 60 + Number(m?.[3]);
		});
		expect(seconds[0]).toBeGreaterThanOrEqual(600);
		expect(seconds).toEqual([...seconds].sort((a, b) => a - b));
		expect(lines.map((l) => l.phase)).toEqual(
			expect.arrayContaining([
				'Resolving the package list',
				'Downloading and unpacking',
				'Building the database driver',
			]),
		);
		// No run counts its own warnings; the count at the end has each distinct warning once
		// (the four runs printed 7, 7, 4 and 1 on their own).
		expect(lines.filter(({ line }) => /warning/.test(line))).toEqual([]);
		expect(run(['--warnings'], '')).toEqual([
			`  npm printed 10 warnings (2 packages that ask for another Node, 7 peer-dependency conflicts npm resolved, 1 other): all of npm's output is in ${log}`,
		]);
	});

	// Real time is the thing under test (the filter's own 1 s ticker, in its own process). The input
	// stays open until the line came, not for a fixed 16 s: a filter that started late on a loaded
	// machine still gets its 10 s. The line's own clock still says it came within 10-19 s.
	it('a quiet phase still says what it is at, every 10 s at most (a native build)', async () => {
		const child = spawn(process.execPath, [FILTER, 'sqlite3', 'building sqlite3'], { cwd: dir });
		let stdout = '';
		const closed = new Promise((resolve) => child.on('close', resolve));
		await new Promise<void>((resolve) => {
			// 40 s at most: a filter that never says it gets its failure below, not jest's timeout.
			const cap = setTimeout(resolve, 40_000);
			child.stdout.on('data', (chunk: Buffer) => {
				stdout += chunk.toString();
				if (/building sqlite3/.test(stdout)) resolve(clearTimeout(cap));
			});
			child.stdin.write('  CC(target) Release/obj.target/x/sqlite3.o\n   |  ^~~~\n');
		});
		child.stdin.end();
		await closed;
		expect(stdout.trim()).toMatch(/\[sqlite3, 1\d s\] building sqlite3: compiling sqlite3\.o$/);
	}, 60_000);
});
