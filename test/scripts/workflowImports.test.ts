/* eslint-disable @n8n/community-nodes/no-dangerous-functions, @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// scripts/workflow-imports.mjs (`npm run lint:imports`): a value the built package takes from
// n8n-workflow that the n8n-workflow of a claimed n8n lacks fails the check. The n8n versions here
// are a cache of our own: fake n8n installs whose n8n-workflow is a folder with the exports we give.
import { spawnSync } from 'child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';

const root = join(__dirname, '..', '..');
const SCRIPT = join(root, 'scripts', 'workflow-imports.mjs');
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A cache with one complete n8n install per version, each n8n-workflow exporting `names`. */
function cache(versions: Record<string, string[]>): string {
	const dir = mkdtempSync(join(tmpdir(), 'sp-wf-imports-'));
	dirs.push(dir);
	for (const [version, names] of Object.entries(versions)) {
		const n8n = join(dir, `n8n-${version}`);
		const wf = join(n8n, 'node_modules', 'n8n-workflow');
		mkdirSync(join(n8n, 'node_modules', 'n8n'), { recursive: true });
		mkdirSync(wf, { recursive: true });
		writeFileSync(join(n8n, '.install-complete'), '');
		writeFileSync(join(n8n, 'node_modules', 'n8n', 'package.json'), '{"name":"n8n"}');
		writeFileSync(join(wf, 'package.json'), `{"name":"n8n-workflow","version":"${version}-wf"}`);
		writeFileSync(
			join(wf, 'index.js'),
			names.map((n) => `exports.${n} = function () {};`).join('\n'),
		);
	}
	return dir;
}

/** A dist/ as tsc writes it: a require binding and its uses, types gone. */
function dist(files: Record<string, string>): string {
	const dir = mkdtempSync(join(tmpdir(), 'sp-wf-dist-'));
	dirs.push(dir);
	for (const [name, code] of Object.entries(files)) {
		mkdirSync(join(dir, name, '..'), { recursive: true });
		writeFileSync(join(dir, name), code);
	}
	return dir;
}

function check(distDir: string, cacheDir: string, versions: string[]) {
	const versionsFile = join(cacheDir, 'versions.json');
	writeFileSync(
		versionsFile,
		JSON.stringify({
			default: versions[0],
			versions: Object.fromEntries(versions.map((v) => [v, {}])),
		}),
	);
	const run = spawnSync(process.execPath, [SCRIPT, '--dist', distDir, '--versions', versionsFile], {
		env: { ...process.env, N8N_CACHE_DIR: cacheDir },
		encoding: 'utf8',
	});
	return { code: run.status, out: run.stdout, err: run.stderr };
}

const BATCH = [
	'"use strict";',
	'const n8n_workflow_1 = require("n8n-workflow");',
	'async function pause(ms, signal) { await (0, n8n_workflow_1.sleepWithAbort)(ms, signal); }',
	'async function wait(ms) { await (0, n8n_workflow_1.sleep)(ms); }',
].join('\n');
const ERRORS = [
	'"use strict";',
	'const n8n_workflow_2 = require("n8n-workflow");',
	'throw new n8n_workflow_2.NodeApiError(node, {});',
].join('\n');

describe('every value taken from n8n-workflow is in every claimed n8n', () => {
	it('fails naming the value, the file and the n8n that lacks it (sleepWithAbort on 2.41)', () => {
		const c = cache({
			'2.8.4': ['sleep', 'sleepWithAbort', 'NodeApiError'],
			'2.41.1': ['sleep', 'NodeApiError'],
		});
		const d = dist({ 'nodes/transport/batch.js': BATCH, 'nodes/errors.js': ERRORS });
		const { code, err, out } = check(d, c, ['2.41.1', '2.8.4']);
		expect(code).toBe(1);
		expect(err).toContain(
			'sleepWithAbort, used in nodes/transport/batch.js, is not exported by n8n-workflow 2.41.1-wf (n8n 2.41.1)',
		);
		expect(err).not.toContain('(n8n 2.8.4)');
		expect(out).toContain('n8n 2.8.4 (n8n-workflow 2.8.4-wf): all there');
	});

	it('passes when each n8n has every value; type-only imports leave nothing in dist/', () => {
		const c = cache({ '2.41.1': ['sleep', 'NodeApiError'], '1.123.81': ['sleep', 'NodeApiError'] });
		const d = dist({
			'a.js': BATCH.replace('sleepWithAbort', 'sleep'),
			'b.js': ERRORS,
			'types.js': '"use strict";\nObject.defineProperty(exports, "__esModule", { value: true });',
		});
		const { code, out } = check(d, c, ['2.41.1', '1.123.81']);
		expect(code).toBe(0);
		expect(out).toContain(
			'NodeApiError, sleep from n8n-workflow, in every version of versions.json',
		);
	});

	it('refuses a file inside n8n-workflow', () => {
		const c = cache({ '2.41.1': ['sleep'] });
		const d = dist({ 'a.js': 'const x = require("n8n-workflow/dist/cjs/utils");' });
		const { code, err } = check(d, c, ['2.41.1']);
		expect(code).toBe(1);
		expect(err).toContain('a.js: n8n-workflow/dist/cjs/utils: import n8n-workflow itself');
	});
});
