/* eslint-disable @n8n/community-nodes/no-dangerous-functions, @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// What the install page and the Docker example promise follows the project: the release tarball
// they install is this package's version, and the compose file runs the default of
// scripts/n8n/versions.json (the newest n8n proven here), which its comment names. The compose
// file's start script installs again when its tarball address changes (upgrade, roll back).
import { spawnSync } from 'child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';

import { defaultN8nVersion } from '../../scripts/n8n/versions';

const root = join(__dirname, '..', '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const pkg = JSON.parse(read('package.json')) as { name: string; version: string };

describe('the way in', () => {
	it.each(['docs/how-to/install.md', 'examples/docker-compose.yml'])(
		"%s installs the release tarball of the package's version",
		(path) => {
			const urls = read(path).match(
				/https:\/\/github\.com\/[^\s'"`)}]*releases\/download\/[^\s'"`)}]*/g,
			);
			expect(urls?.length).toBeGreaterThan(0);
			for (const url of urls ?? [])
				expect(url).toMatch(
					new RegExp(`/releases/download/v${pkg.version}/${pkg.name}-${pkg.version}\\.tgz$`),
				);
		},
	);

	it("the compose file runs versions.json's default n8n and says so", () => {
		const compose = read('examples/docker-compose.yml');
		expect(compose).toContain(
			`image: docker.n8n.io/n8nio/n8n:\${N8N_VERSION:-${defaultN8nVersion()}}`,
		);
		expect(compose).toContain(`The default is n8n ${defaultN8nVersion()},`);
		expect(read('docs/how-to/install.md')).toContain(
			`examples/docker-compose.yml) runs n8n ${defaultN8nVersion()} (the newest`,
		);
	});
});

/** The compose file's start script as the container's sh gets it (`$$` is Compose's `$`). */
function startScript(): string {
	const lines = read('examples/docker-compose.yml').split('\n');
	const start = lines.indexOf('      - |') + 1;
	const end = lines.findIndex((l, i) => i >= start && !l.startsWith('        '));
	expect(start).toBeGreaterThan(0);
	return lines
		.slice(start, end)
		.map((l) => l.slice(8))
		.join('\n')
		.replace(/\$\$/g, '$');
}

describe("the compose file's start (sh, with npm and tini stubbed: no Docker engine here)", () => {
	let dir: string;
	let log: string;
	beforeAll(() => {
		dir = mkdtempSync(join(tmpdir(), 'sp-compose-'));
		log = join(dir, 'log');
		mkdirSync(join(dir, 'bin'));
		// npm: records the install; an address with "missing" in it answers 404, as a release not cut yet.
		writeFileSync(
			join(dir, 'bin', 'npm'),
			`#!/bin/sh\necho "npm $*" >> "${log}"\ncase "$2" in *missing*) echo "npm error 404 Not Found - GET $2" >&2; exit 1;; esac\nmkdir -p node_modules/${pkg.name}\n`,
			{ mode: 0o755 },
		);
		writeFileSync(join(dir, 'bin', 'tini'), `#!/bin/sh\necho "n8n $*" >> "${log}"\n`, {
			mode: 0o755,
		});
	});
	afterAll(() => rmSync(dir, { recursive: true, force: true }));

	/** One container start with this tarball address: what npm and tini were asked. */
	function start(tarball: string): string[] {
		writeFileSync(log, '');
		const run = spawnSync('sh', ['-c', startScript()], {
			env: {
				PATH: `${join(dir, 'bin')}:${process.env.PATH}`,
				N8N_USER_FOLDER: join(dir, 'home'),
				SOCIAL_PUBLISHING_TARBALL: tarball,
			},
			encoding: 'utf8',
		});
		expect(run.status).toBe(0);
		return readFileSync(log, 'utf8').trim().split('\n');
	}
	const n8n = 'n8n -- /docker-entrypoint.sh';
	const config = 'npm config set legacy-peer-deps=true --location=project';
	const install = (t: string) => [config, `npm install ${t} --omit=dev --ignore-scripts`];

	it('installs at the first start, not again for the same address, again when it changes', () => {
		const v1 = 'https://example.test/v0.1.0/p-0.1.0.tgz';
		const v2 = 'https://example.test/v0.2.0/p-0.2.0.tgz';
		expect(start(v1)).toEqual([...install(v1), n8n]);
		expect(existsSync(join(dir, 'home', '.n8n', 'nodes', 'node_modules', pkg.name))).toBe(true);
		expect(start(v1)).toEqual([n8n]);
		expect(start(v2)).toEqual([...install(v2), n8n]); // upgrade
		expect(start(v1)).toEqual([...install(v1), n8n]); // roll back
	});

	it('starts n8n when the install fails (no release yet), and tries again at the next start', () => {
		const missing = 'https://example.test/missing/p-0.3.0.tgz';
		expect(start(missing)).toEqual([...install(missing), n8n]);
		expect(start(missing)).toEqual([...install(missing), n8n]);
	});

	it('installs a tarball from a folder (npm run tarball) at every start: a rebuilt one keeps its name', () => {
		const local = join(dir, 'p-0.1.0.tgz');
		writeFileSync(local, '');
		expect(start(local)).toEqual([...install(local), n8n]);
		expect(start(local)).toEqual([...install(local), n8n]);
	});
});

// Issue 61, item 9: the page shows exactly what `npm run tarball` prints (scripts/tarballLines.mjs).
describe("the install page's copy of what `npm run tarball` prints", () => {
	it('is the lines the script prints, for a clone at /home/you', () => {
		const clone = `/home/you/${pkg.name}`;
		const out = `${clone}/examples/packages`;
		const built = {
			root: clone,
			out,
			tarball: `${out}/${pkg.name}-${pkg.version}.tgz`,
			name: pkg.name,
			version: pkg.version,
		};
		// The script is an ES module: run as the script runs it.
		const run = spawnSync(
			process.execPath,
			[
				'--input-type=module',
				'-e',
				`import { tarballLines } from ${JSON.stringify(join(root, 'scripts', 'tarballLines.mjs'))};` +
					`console.log(tarballLines(${JSON.stringify(built)}).join('\\n'));`,
			],
			{ encoding: 'utf8' },
		);
		expect(run.stderr).toBe('');
		const page = read('docs/how-to/install.md');
		const block = page.slice(page.indexOf('```text\nBuilt ') + '```text\n'.length);
		expect(block.slice(0, block.indexOf('```')).trimEnd()).toBe(run.stdout.trimEnd());
	});
});
