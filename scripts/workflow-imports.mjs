// `npm run lint:imports` (part of `npm run lint`): every value the built package takes from
// n8n-workflow (functions, classes, constants; types are gone from dist/) must be exported by the
// n8n-workflow of each n8n version in scripts/n8n/versions.json. An installed community package runs
// on the n8n-workflow of the n8n that loads it, not on this project's devDependency: n8n 2.40 and
// later lack sleepWithAbort, which 2.8 has, and a node that imports it fails at its first call.
//
// Each version's n8n-workflow is read from that n8n's install in the cache (scripts/ensure-n8n.sh),
// or, when that is not installed (yet), from the registry: the version n8n pins (`npm view`), installed
// once into <cache>/n8n-workflow-<version>. Also refused: a subpath import (`n8n-workflow/dist/...`),
// which no release promises to keep.
//   node scripts/workflow-imports.mjs [--dist <dir>] [--versions <versions.json>]
import { execFileSync } from 'node:child_process';
import {
	existsSync,
	mkdirSync,
	readdirSync,
	readFileSync,
	renameSync,
	rmSync,
	writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const CACHE = process.env.N8N_CACHE_DIR || join(homedir(), '.cache', 'n8n-nodes-social-publishing');

/** Every `<binding>.<name>` of a `require("n8n-workflow")` binding in the built .js files. */
export function importedValues(distDir) {
	const uses = new Map(); // name -> files
	const subpaths = [];
	for (const file of jsFiles(distDir)) {
		const code = readFileSync(file, 'utf8');
		const rel = relative(distDir, file);
		for (const m of code.matchAll(/require\(["'](n8n-workflow\/[^"']+)["']\)/g))
			subpaths.push(`${rel}: ${m[1]}`);
		for (const m of code.matchAll(
			/(\w+)\s*=\s*(?:__importStar\()?require\(["']n8n-workflow["']\)/g,
		)) {
			for (const use of code.matchAll(new RegExp(`\\b${m[1]}\\.([A-Za-z_$][\\w$]*)`, 'g'))) {
				if (!uses.has(use[1])) uses.set(use[1], new Set());
				uses.get(use[1]).add(rel);
			}
		}
	}
	return { uses, subpaths };
}

function jsFiles(dir) {
	return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
		const path = join(dir, entry.name);
		if (entry.isDirectory()) return jsFiles(path);
		return entry.name.endsWith('.js') ? [path] : [];
	});
}

/** The folder of the n8n-workflow that n8n `version` runs on: its cached install, else the registry's. */
export function workflowFolder(version, log = () => {}) {
	const n8nDir = join(CACHE, `n8n-${version}`);
	if (existsSync(join(n8nDir, '.install-complete'))) {
		const fromN8n = createRequire(join(n8nDir, 'node_modules', 'n8n', 'package.json'));
		return dirname(fromN8n.resolve('n8n-workflow/package.json'));
	}
	const pinned = execFileSync('npm', ['view', `n8n@${version}`, 'dependencies.n8n-workflow'], {
		encoding: 'utf8',
		env: cleanEnv(),
	}).trim();
	if (!/^\d+\.\d+\.\d+$/.test(pinned))
		throw new Error(`n8n ${version} pins n8n-workflow "${pinned}", not an exact version`);
	const dir = join(CACHE, `n8n-workflow-${pinned}`);
	const installed = join(dir, 'node_modules', 'n8n-workflow');
	if (!existsSync(join(dir, '.install-complete'))) {
		log(
			`n8n ${version} is not installed in ${CACHE}: its n8n-workflow ${pinned} from the registry`,
		);
		const tmp = `${dir}.tmp-${process.pid}`;
		rmSync(tmp, { recursive: true, force: true });
		mkdirSync(tmp, { recursive: true });
		writeFileSync(join(tmp, 'package.json'), '{ "private": true }');
		execFileSync(
			'npm',
			[
				'install',
				`n8n-workflow@${pinned}`,
				'--ignore-scripts',
				'--no-audit',
				'--no-fund',
				'--loglevel=error',
			],
			{ cwd: tmp, env: cleanEnv(), stdio: ['ignore', 'ignore', 'inherit'] },
		);
		writeFileSync(join(tmp, '.install-complete'), '');
		rmSync(dir, { recursive: true, force: true });
		renameSync(tmp, dir);
	}
	return installed;
}

/** What that n8n-workflow exports at run time (its CommonJS entry, as n8n requires it). */
export function exportedNames(folder) {
	return new Set(Object.keys(createRequire(join(folder, 'package.json'))(folder)));
}

function cleanEnv() {
	const env = {};
	for (const [k, v] of Object.entries(process.env))
		if (!/^npm_(config|lifecycle)_/i.test(k)) env[k] = v;
	return env;
}

function main() {
	const argv = process.argv.slice(2);
	const distIndex = argv.indexOf('--dist');
	const dist = distIndex >= 0 ? argv[distIndex + 1] : join(root, 'dist');
	if (!existsSync(dist)) {
		console.error(`workflow-imports: no ${dist}: run npm run build:package first`);
		process.exit(1);
	}
	const { uses, subpaths } = importedValues(dist);
	const versionsIndex = argv.indexOf('--versions');
	const versionsFile =
		versionsIndex >= 0 ? argv[versionsIndex + 1] : join(root, 'scripts', 'n8n', 'versions.json');
	const versions = Object.keys(JSON.parse(readFileSync(versionsFile, 'utf8')).versions);
	const problems = subpaths.map((s) => `${s}: import n8n-workflow itself, not a file inside it`);
	for (const version of versions) {
		const folder = workflowFolder(version, (line) => console.log(line));
		const { version: wf } = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8'));
		const exported = exportedNames(folder);
		const missing = [...uses.keys()].filter((name) => !exported.has(name)).sort();
		for (const name of missing)
			problems.push(
				`${name}, used in ${[...uses.get(name)].join(', ')}, is not exported by n8n-workflow ${wf} (n8n ${version})`,
			);
		console.log(
			`n8n ${version} (n8n-workflow ${wf}): ${missing.length ? `${missing.length} missing` : 'all there'}`,
		);
	}
	if (problems.length) {
		console.error(
			`workflow-imports: the package takes from n8n-workflow what an n8n it claims lacks:\n  ${problems.join('\n  ')}\n` +
				'Write it in the package instead (transport/), or drop that n8n from scripts/n8n/versions.json.',
		);
		process.exit(1);
	}
	console.log(
		`workflow-imports: ${[...uses.keys()].sort().join(', ')} from n8n-workflow, in every version of versions.json`,
	);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
