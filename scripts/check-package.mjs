// The packed tarball is what n8n checks, so this checks the tarball (`npm run check:package`, after
// `npm run build:package`):
// 1. `npm pack`, then its file list: only dist/**, README.md, LICENSE and package.json; every dist file
//    built from a source that still exists (no stale output); every node and credential of
//    package.json's n8n block inside.
// 2. n8n's community package scanner on the unpacked tarball.
// 3. For each n8n version of scripts/n8n/versions.json (or those given as --n8n <version>): the
//    tarball installed as n8n's Community Nodes panel installs a community package (unpacked into
//    <tmp user folder>/.n8n/nodes/node_modules/<name>, its dev, peer and optional dependencies
//    removed, npm install there with the flags n8n's own installer uses), then
//    `n8n export:nodes` must list every node of the package (and its Tool variant when
//    usableAsTool), and n8n must have installed nothing beside it.
import { execFileSync, spawnSync } from 'child_process';
import {
	closeSync,
	existsSync,
	mkdirSync,
	mkdtempSync,
	openSync,
	readdirSync,
	readFileSync,
	rmSync,
	writeFileSync,
} from 'fs';
import { createRequire } from 'module';
import { tmpdir } from 'os';
import { dirname, join } from 'path';
import { fileURLToPath } from 'url';
import { loadScanner } from './scanner.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'package.json'));
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const versionsFile = JSON.parse(
	readFileSync(join(root, 'scripts', 'n8n', 'versions.json'), 'utf8'),
);
const communityInstall = JSON.parse(
	readFileSync(join(root, 'scripts', 'n8n', 'communityInstall.json'), 'utf8'),
);

const asked = process.argv.flatMap((a, i, all) => (all[i - 1] === '--n8n' ? [a] : []));
const versions = asked.length ? asked : Object.keys(versionsFile.versions);
for (const v of versions) {
	if (!versionsFile.versions[v]) fail(`n8n ${v} is not in scripts/n8n/versions.json`);
}

// What npm always packs beside the `files` list; README images are absolute URLs (lint:metadata).
const TOP_LEVEL = ['README.md', 'LICENSE', 'package.json'];

function fail(message) {
	console.error(`check-package: ${message}`);
	process.exit(1);
}
function step(message) {
	console.log(`\n== ${message}`);
}
// Child processes get this machine's environment without npm's, n8n's or a database's settings
// (N8N_CACHE_DIR, where ensure-n8n.sh keeps the installs, is kept).
function cleanEnv(extra = {}) {
	const env = {};
	for (const [k, v] of Object.entries(process.env)) {
		if (k === 'N8N_CACHE_DIR' || !/^(npm_config_|npm_lifecycle_|N8N_|DB_)/i.test(k)) env[k] = v;
	}
	return { ...env, ...extra };
}

const work = mkdtempSync(join(tmpdir(), 'check-package-'));
const keep = process.env.CHECK_PACKAGE_KEEP === '1';
process.on('exit', () => {
	if (keep) console.log(`(kept ${work})`);
	else rmSync(work, { recursive: true, force: true });
});

// 1. The tarball and its files.
step('npm pack');
if (!existsSync(join(root, 'dist'))) fail('no dist/: run npm run build:package first');
const [packed] = JSON.parse(
	execFileSync('npm', ['pack', '--json', '--pack-destination', work], {
		cwd: root,
		env: cleanEnv(),
		encoding: 'utf8',
		stdio: ['ignore', 'pipe', 'inherit'],
	}),
);
const tarball = join(work, packed.filename);
const files = packed.files.map((f) => f.path).sort();
console.log(
	`${packed.filename}: ${files.length} files, ${(packed.size / 1024).toFixed(0)} kB packed`,
);
for (const f of files.filter((f) => !f.startsWith('dist/'))) console.log(`  ${f}`);
console.log(`  dist/: ${files.filter((f) => f.startsWith('dist/')).length} files`);

const problems = [];
for (const f of files) {
	if (f.startsWith('dist/') || TOP_LEVEL.includes(f)) continue;
	problems.push(`${f} is packed (only dist/**, ${TOP_LEVEL.join(', ')} may be)`);
}
for (const f of TOP_LEVEL)
	if (!files.includes(f)) problems.push(`${f} is missing from the tarball`);
for (const f of files.filter((f) => f.startsWith('dist/'))) {
	// dist/<p>.js, .js.map, .d.ts come from <p>.ts; anything else (icons, codex json) from <p>.
	const rel = f.slice('dist/'.length);
	const source = /\.(js|js\.map|d\.ts)$/.test(rel)
		? rel.replace(/\.(js|js\.map|d\.ts)$/, '.ts')
		: rel;
	if (!existsSync(join(root, source))) {
		problems.push(`${f} has no source ${source} (stale build output: delete dist/ and rebuild)`);
	}
}
for (const f of [...(pkg.n8n?.nodes ?? []), ...(pkg.n8n?.credentials ?? [])]) {
	if (!files.includes(f)) problems.push(`package.json n8n entry ${f} is not in the tarball`);
}
if (Object.keys(pkg.dependencies ?? {}).length)
	problems.push('package.json has runtime dependencies');
if (problems.length) fail(`the tarball's files:\n  ${problems.join('\n  ')}`);
console.log(
	'files: only dist/**, README.md, LICENSE, package.json; every dist file has its source',
);

// 2. n8n's community package scanner on the unpacked tarball.
step('community scanner on the tarball');
const unpacked = join(work, 'unpacked');
mkdirSync(unpacked);
execFileSync('tar', ['-xzf', tarball, '-C', unpacked, '--strip-components=1']);
const { analyzePackage } = await loadScanner();
const scan = await analyzePackage(unpacked);
if (!scan.passed) fail(`community scanner: ${scan.message}\n${scan.details ?? ''}`);
console.log('community scanner: no findings');

// The node types n8n must list: each node of the package, and its Tool variant when usableAsTool.
const expected = [];
for (const file of pkg.n8n.nodes) {
	const exports = require(join(root, file));
	for (const NodeClass of Object.values(exports)) {
		const { description } = new NodeClass();
		expected.push(`${pkg.name}.${description.name}`);
		if (description.usableAsTool) expected.push(`${pkg.name}.${description.name}Tool`);
	}
}

// 3. Installed as a community package into each proven n8n version.
const failures = [];
for (const version of versions) {
	step(`n8n ${version}: the tarball as a community package`);
	const bin = execFileSync('bash', [join(root, 'scripts', 'ensure-n8n.sh')], {
		cwd: root,
		env: cleanEnv({ N8N_VERSION: version }),
		encoding: 'utf8',
		stdio: ['ignore', 'pipe', 'inherit'],
	})
		.trim()
		.split('\n')
		.pop();
	const userFolder = join(work, `n8n-${version}`);
	const nodesDir = join(userFolder, '.n8n', 'nodes');
	const installedPkg = join(nodesDir, 'node_modules', pkg.name);
	// As n8n's Community Nodes panel installs it (scripts/n8n/communityInstall.json).
	mkdirSync(installedPkg, { recursive: true });
	execFileSync('tar', ['-xzf', tarball, '-C', installedPkg, '--strip-components=1']);
	const manifestPath = join(installedPkg, 'package.json');
	const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
	for (const field of communityInstall.strippedFields) delete manifest[field];
	writeFileSync(manifestPath, JSON.stringify(manifest, null, 2));
	execFileSync('npm', ['install', ...communityInstall.npmInstallFlags], {
		cwd: installedPkg,
		env: cleanEnv(),
		stdio: ['ignore', 'inherit', 'inherit'],
	});
	const installed = readdirSync(join(nodesDir, 'node_modules')).filter((f) => !f.startsWith('.'));
	const own = existsSync(join(installedPkg, 'node_modules'))
		? readdirSync(join(installedPkg, 'node_modules')).filter((f) => !f.startsWith('.'))
		: [];
	if (installed.join() !== pkg.name || own.length) {
		failures.push(
			`n8n ${version}: npm installed more than the package: ${[...installed, ...own].join(', ')}`,
		);
		continue;
	}

	const output = join(userFolder, 'nodes.json');
	const log = join(userFolder, 'export-nodes.log');
	const fd = openSync(log, 'w');
	const run = spawnSync(bin, ['export:nodes', `--output=${output}`], {
		cwd: userFolder,
		env: cleanEnv({
			N8N_USER_FOLDER: userFolder,
			N8N_ENCRYPTION_KEY: 'check-package',
			N8N_DIAGNOSTICS_ENABLED: 'false',
			N8N_SECURE_COOKIE: 'false',
			N8N_LISTEN_ADDRESS: '127.0.0.1',
		}),
		stdio: ['ignore', fd, fd],
		timeout: 300_000,
	});
	closeSync(fd);
	const logText = readFileSync(log, 'utf8');
	if (run.status !== 0 || !existsSync(output)) {
		failures.push(
			`n8n ${version}: export:nodes exited ${run.status ?? run.signal ?? run.error}\n${logText.slice(-3000)}`,
		);
		continue;
	}
	const listed = JSON.parse(readFileSync(output, 'utf8')).map((n) => n.name);
	const ours = listed.filter((n) => n.startsWith(`${pkg.name}.`)).sort();
	const missing = expected.filter((n) => !ours.includes(n));
	console.log(
		`n8n ${version} (${bin}): ${listed.length} node types; this package's: ${ours.join(', ')}`,
	);
	if (missing.length) {
		failures.push(
			`n8n ${version}: export:nodes does not list ${missing.join(', ')}\n${logText.slice(-3000)}`,
		);
	}
}

if (failures.length) fail(`\n${failures.join('\n')}`);
console.log(
	`\ncheck-package: passed (${packed.filename}; loaded in n8n ${versions.join(', ')}: ${expected.join(', ')})`,
);
