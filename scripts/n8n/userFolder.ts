/* eslint-disable @n8n/community-nodes/no-dangerous-functions, @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// The package in an n8n user folder as users get it: the packed tarball installed the way n8n's
// Community Nodes panel installs one (n8n 2.41.1, community-packages.service.js, downloadPackage):
// unpacked into ~/.n8n/nodes/node_modules/<name>, devDependencies, peerDependencies and
// optionalDependencies removed from its package.json, then `npm install` there with n8n's flags.
// Its `require('n8n-workflow')` then finds no copy of its own and takes n8n's (n8n puts its own
// module paths on NODE_PATH), so it runs on the helpers, error classes and constants of the n8n
// under test. A link to the project folder would take the project's devDependency instead: kept
// for a developer who asks for it (SP_PACKAGE=link), refused in CI.
import { execFileSync } from 'child_process';
import {
	existsSync,
	lstatSync,
	mkdirSync,
	mkdtempSync,
	readFileSync,
	readlinkSync,
	rmSync,
	symlinkSync,
	writeFileSync,
} from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { PACKAGE_NAME, PROJECT_ROOT } from './paths';

/** What n8n's installer removes from the package.json, and its flags for `npm install` there. */
const COMMUNITY_INSTALL = JSON.parse(
	readFileSync(join(PROJECT_ROOT, 'scripts', 'n8n', 'communityInstall.json'), 'utf8'),
) as { strippedFields: string[]; npmInstallFlags: string[] };

export type InstallKind = 'tarball' | 'link';

/** `SP_PACKAGE=link` links the project folder (a developer's quick loop); anything else: the tarball. */
export function installKind(): InstallKind {
	const asked = process.env.SP_PACKAGE;
	if (asked === 'link') {
		if (process.env.CI)
			throw new Error('SP_PACKAGE=link is a developer option: CI installs the tarball');
		return 'link';
	}
	if (asked && asked !== 'tarball')
		throw new Error(`SP_PACKAGE=${asked}: use tarball (default) or link`);
	return 'tarball';
}

let packed: string | undefined;

/** The tarball of the built dist/ (no build here: other processes may be loading dist/), once a process. */
export function packedTarball(): string {
	if (packed && existsSync(packed)) return packed;
	if (!existsSync(join(PROJECT_ROOT, 'dist'))) throw new Error('no dist/: run npm run build first');
	const out = mkdtempSync(join(tmpdir(), 'sp-tarball-'));
	packed = execFileSync(
		process.execPath,
		[join(PROJECT_ROOT, 'scripts', 'release.mjs'), 'pack', '--out', out],
		{
			cwd: PROJECT_ROOT,
			encoding: 'utf8',
			env: npmFreeEnv(),
			stdio: ['ignore', 'pipe', 'inherit'],
		},
	).trim();
	return packed;
}

/**
 * The package into `<userFolder>/.n8n/nodes/node_modules/<name>` (whatever was there replaced): the
 * tarball as n8n's panel installs it, or with SP_PACKAGE=link a link to the project. Its folder.
 */
export function installPackage(userFolder: string, kind: InstallKind = installKind()): string {
	return kind === 'link' ? linkPackage(userFolder) : installTarball(userFolder, packedTarball());
}

export function installTarball(userFolder: string, tarball: string): string {
	const modules = join(userFolder, '.n8n', 'nodes', 'node_modules');
	const dir = join(modules, PACKAGE_NAME);
	rmSync(dir, { recursive: true, force: true });
	mkdirSync(dir, { recursive: true });
	execFileSync('tar', ['-xzf', tarball, '-C', dir, '--strip-components=1']);
	const manifest = join(dir, 'package.json');
	const kept = JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, unknown>;
	for (const field of COMMUNITY_INSTALL.strippedFields) delete kept[field];
	writeFileSync(manifest, JSON.stringify(kept, null, 2), 'utf8');
	execFileSync('npm', ['install', ...COMMUNITY_INSTALL.npmInstallFlags, '--loglevel=error'], {
		cwd: dir,
		env: npmFreeEnv(),
		stdio: ['ignore', 'ignore', 'inherit'],
	});
	return dir;
}

/** n8n scans `<N8N_USER_FOLDER>/.n8n/nodes/node_modules/n8n-nodes-*`; a symlink to the project works. */
export function linkPackage(userFolder: string): string {
	const modules = join(userFolder, '.n8n', 'nodes', 'node_modules');
	mkdirSync(modules, { recursive: true });
	const link = join(modules, PACKAGE_NAME);
	const existing = linkTarget(link);
	if (existing === PROJECT_ROOT) return link;
	if (existing !== undefined) rmSync(link, { recursive: true, force: true });
	symlinkSync(PROJECT_ROOT, link, 'dir');
	return link;
}

function linkTarget(path: string): string | null | undefined {
	try {
		return lstatSync(path).isSymbolicLink() ? readlinkSync(path) : null;
	} catch {
		return undefined;
	}
}

/** This machine's environment without the npm_config_* that `npm run` passes down. */
function npmFreeEnv(): NodeJS.ProcessEnv {
	const env: NodeJS.ProcessEnv = {};
	for (const [k, v] of Object.entries(process.env))
		if (!/^npm_(config|lifecycle)_/i.test(k)) env[k] = v;
	return env;
}
