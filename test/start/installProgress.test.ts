/* eslint-disable @n8n/community-nodes/no-dangerous-functions, @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// scripts/n8n/install-progress.mjs: npm's http/timing lines become a few lines saying what it does.
import { spawnSync } from 'child_process';
import { join } from 'path';

const FILTER = join(__dirname, '..', '..', 'scripts', 'n8n', 'install-progress.mjs');

function filter(lines: string[], ...args: string[]): string[] {
	const result = spawnSync(process.execPath, [FILTER, ...args], {
		input: lines.join('\n') + '\n',
		encoding: 'utf8',
	});
	expect(result.status).toBe(0);
	return result.stdout
		.trimEnd()
		.split('\n')
		.map((line) => line.replace(/^ {2}\[[^\]]+\] /, ''));
}

const NPM_INSTALL = [
	'npm warn Unknown user config "nodedir". This will stop working in the next major version of npm.',
	'npm http fetch GET 200 https://registry.npmjs.org/n8n 301ms (cache miss)',
	'npm http fetch GET 200 https://registry.npmjs.org/@n8n%2fapi-types 20ms (cache hit)',
	'npm timing idealTree:#root Completed in 3000ms',
	'npm timing idealTree:node_modules/n8n Completed in 1ms',
	'npm timing idealTree:node_modules/@n8n/api-types Completed in 1ms',
	'npm timing idealTree:node_modules/sqlite3 Completed in 1ms',
	'npm warn EBADENGINE Unsupported engine {',
	"npm warn EBADENGINE   package: 'utilium@3.9.0',",
	"npm warn EBADENGINE   required: { node: '>=22.0.0' },",
	'npm warn EBADENGINE }',
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

describe('install-progress.mjs', () => {
	it('prints the phases of npm install, npm summary, errors; drops the noise', () => {
		expect(filter(NPM_INSTALL, 'npm install')).toEqual([
			'dependency tree resolved: 3 packages (145 s)',
			'(npm warned that 1 packages ask for a newer Node: harmless for n8n here)',
			expect.stringMatching(/^unpacked 3 packages \(120 s\)/),
			'running the install script of sqlite3@5.1.7',
			'npm error something failed',
			'added 3 packages in 5m',
			'npm did not run 1 install scripts (ssh2)',
		]);
	});

	it('a quiet phase still says what it is at, every 10 s at most (a native build)', () => {
		const result = spawnSync(
			'bash',
			[
				'-c',
				`(printf '  CC(target) Release/obj.target/x/sqlite3.o\\n   |  ^~~~\\n'; sleep 16) | "${process.execPath}" "${FILTER}" sqlite3 "building sqlite3"`,
			],
			{ encoding: 'utf8' },
		);
		expect(result.stdout.trim()).toMatch(
			/\[sqlite3, 1\d s\] building sqlite3: compiling sqlite3\.o$/,
		);
	}, 30_000);
});
