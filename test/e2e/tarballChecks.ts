/* eslint-disable @n8n/community-nodes/no-dangerous-functions, @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// Group `tarball`: the way in before a release, as docs/how-to/install.md gives it. `npm run
// tarball` packs the package (here with --no-build: the suite's build made dist/, which other
// lanes load while this runs) and prints the line that installs it into ~/.n8n/nodes; that line
// runs with `sh` in a clean home folder, and n8n started there with no user folder of ours set
// (so it reads ~/.n8n) lists the package's nodes from the installed copy, which runs on n8n's own
// n8n-workflow (seen inside n8n by scripts/n8n/resolveProbe.ts), also after a later npm install of
// another package in that folder (which, without the line's legacy-peer-deps, pulls n8n-workflow).
import { spawnSync } from 'child_process';
import {
	existsSync,
	lstatSync,
	mkdirSync,
	readdirSync,
	readFileSync,
	realpathSync,
	writeFileSync,
} from 'fs';
import { join } from 'path';

import type { INodeTypeDescription } from 'n8n-workflow';

import { PACKAGE_NAME, PROJECT_ROOT } from '../../scripts/n8n/paths';
import { probedResolutions, probeEnv } from '../../scripts/n8n/resolveProbe';
import { assert, assertEqual, type Suite } from './harness';
import { n8nOwnWorkflow } from './installedPackage';
import { shippedWorkflowChecks } from './shippedWorkflowChecks';

export async function tarballChecks(suite: Suite, bin: string, work: string): Promise<void> {
	const home = join(work, 'tarball-home');
	mkdirSync(home, { recursive: true });
	const printed = await suite.step('npm run tarball (its printed lines)', async () => {
		const run = spawnSync(
			process.execPath,
			[join(PROJECT_ROOT, 'scripts', 'tarball.mjs'), '--no-build', '--out', join(work, 'tarball')],
			{ cwd: PROJECT_ROOT, encoding: 'utf8' },
		);
		if (run.status !== 0) throw new Error(`tarball.mjs exited ${run.status}: ${run.stderr}`);
		return run.stdout;
	});
	const line = printed
		.split('\n')
		.map((l) => l.trim())
		.find(
			(l) =>
				l.startsWith('mkdir -p ~/.n8n/nodes && cd ~/.n8n/nodes && ') && l.includes(' npm install '),
		);
	// n8n's and npm's own settings left out: the user's shell has none of ours.
	const env: Record<string, string> = {};
	for (const [k, v] of Object.entries(process.env))
		if (v !== undefined && !/^(npm_config_|npm_lifecycle_|N8N_|DB_)/i.test(k)) env[k] = v;
	if (process.env.N8N_CACHE_DIR) env.N8N_CACHE_DIR = process.env.N8N_CACHE_DIR;
	env.HOME = home;

	await suite.step('the printed line installs into a clean ~/.n8n/nodes', async () => {
		if (!line) throw new Error(`no ~/.n8n/nodes line in:\n${printed}`);
		const run = spawnSync('sh', ['-c', line], { cwd: home, env, encoding: 'utf8' });
		if (run.status !== 0) throw new Error(`exited ${run.status}: ${run.stderr}`);
	});
	const nodesDir = join(home, '.n8n', 'nodes');
	const installed = join(nodesDir, 'node_modules', PACKAGE_NAME);
	await suite.step('later, another package installed by hand in ~/.n8n/nodes', async () => {
		const other = join(work, 'n8n-nodes-other');
		mkdirSync(other, { recursive: true });
		writeFileSync(
			join(other, 'package.json'),
			JSON.stringify({
				name: 'n8n-nodes-other',
				version: '1.0.0',
				peerDependencies: { 'n8n-workflow': '*' },
			}),
		);
		const run = spawnSync(
			'npm',
			['install', other, '--ignore-scripts', '--no-audit', '--no-fund'],
			{
				cwd: nodesDir,
				env,
				encoding: 'utf8',
			},
		);
		if (run.status !== 0) throw new Error(`npm install exited ${run.status}: ${run.stderr}`);
	});
	const probeOut = join(work, 'tarball-resolutions.jsonl');
	const exported = await suite.step('n8n export:nodes in that home', async () => {
		const output = join(home, 'nodes.json');
		const run = spawnSync(bin, ['export:nodes', `--output=${output}`], {
			cwd: home,
			env: {
				...env,
				N8N_ENCRYPTION_KEY: 'e2e-tarball',
				N8N_DIAGNOSTICS_ENABLED: 'false',
				N8N_LISTEN_ADDRESS: '127.0.0.1',
				...probeEnv(realpathSync(installed), probeOut),
			},
			encoding: 'utf8',
			timeout: 300_000,
		});
		if (run.status !== 0 || !existsSync(output))
			throw new Error(`exited ${run.status}: ${(run.stdout + run.stderr).slice(-3000)}`);
		return JSON.parse(readFileSync(output, 'utf8')) as INodeTypeDescription[];
	});
	const listed = exported.map((n) => n.name);

	suite.test('the package is a real folder in ~/.n8n/nodes, alone, with its version', () => {
		assert(lstatSync(installed).isDirectory(), `${installed} is a folder, not a link`);
		const pkg = JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8'));
		const got = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'));
		assertEqual(got.version, pkg.version, 'installed version');
		assertEqual(
			readdirSync(join(nodesDir, 'node_modules'))
				.filter((f) => !f.startsWith('.'))
				.sort(),
			['n8n-nodes-other', PACKAGE_NAME].sort(),
			'what npm installed (the two packages, no n8n-workflow of their own)',
		);
	});
	suite.test("the installed package runs on n8n's own n8n-workflow", () => {
		const own = n8nOwnWorkflow(bin);
		const seen = [...new Set(probedResolutions(probeOut).map((r) => realpathSync(r.resolved)))];
		assertEqual(seen, [own.file], `n8n-workflow resolved for the package (n8n's: ${own.version})`);
	});
	suite.test('n8n loads both nodes and the tool variant from it', () => {
		const ours = listed.filter((n) => n.startsWith(`${PACKAGE_NAME}.`)).sort();
		assertEqual(
			ours,
			[
				`${PACKAGE_NAME}.socialPublishing`,
				`${PACKAGE_NAME}.socialPublishingTool`,
				`${PACKAGE_NAME}.socialPublishingTrigger`,
			],
			"the package's node types",
		);
	});
	shippedWorkflowChecks(suite, bin, exported);
	await suite.run();
}
