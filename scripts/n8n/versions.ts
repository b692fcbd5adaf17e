/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// The n8n versions the package is proven on, as scripts/n8n/versions.json names them (the one place),
// and which of them a command runs: `--n8n <version>` on its command line, else the E2E_N8N or N8N_VERSION
// environment variable, else the default (the newest, what new users install).
import { readFileSync } from 'fs';
import { join } from 'path';
import { PROJECT_ROOT } from './paths';

export interface N8nVersionInfo {
	/** 'system' = the machine's own Node; a major ('24') = that Node from the registry, cached. */
	node: string;
	/** 'full' = the whole e2e suite; 'compat' = the compatibility set (COMPAT_GROUPS). */
	suite: 'full' | 'compat';
	/** du -sh of its cache folder when last measured ("2.7 GB"), said before a first install. */
	disk?: string;
}

export interface VersionsFile {
	default: string;
	versions: Record<string, N8nVersionInfo>;
}

/**
 * The e2e groups a 'compat' version runs besides the CLI part (the package loads, the Account
 * workflow), each with what it proves in a user's words (the versions table of the docs lists them).
 * .ci/run runs this set on every version but the default, which runs the whole suite.
 */
export const COMPAT_GROUPS: Record<string, string> = {
	tarball:
		"the tarball installed by the install page's line and run on n8n's own n8n-workflow; every shipped workflow loads with no parameter dropped",
	record:
		"one post when Execute is pressed twice, when a webhook comes twice before a Wait, and after a crash and the editor's Retry",
	post: 'a post with media',
	errorOutput: 'the error output',
	batchWait: 'a batch of posts waited for side by side under each On Error setting',
	userAsks: 'share links as media and first comments',
	calendar: 'schedules and slots',
	engagement: 'comments',
	chain: 'a source and a visual',
	trigger: 'the trigger published and polling',
	rest: "the editor's lists",
	visualRest: "a visual template's inputs",
	mcp: 'the MCP tools',
	editor: 'the editor',
	rerun: 'Retry On Fail and Retry',
	approval: 'the approval form',
	runAgain: 'a scheduled workflow run again',
	repostGuard:
		'a daily schedule, a Create → Wait → Get loop and two accounts of one platform run again',
	templates: 'the templates with Google Sheets, Drive, Airtable, Telegram and AI nodes',
};

export const VERSIONS_FILE = join(PROJECT_ROOT, 'scripts', 'n8n', 'versions.json');

export function readVersionsFile(): VersionsFile {
	return JSON.parse(readFileSync(VERSIONS_FILE, 'utf8')) as VersionsFile;
}

export function defaultN8nVersion(): string {
	return readVersionsFile().default;
}

export function provenN8nVersions(): string[] {
	return Object.keys(readVersionsFile().versions);
}

export function n8nVersionInfo(version: string): N8nVersionInfo {
	const { versions } = readVersionsFile();
	const info = versions[version];
	if (!info) {
		throw new Error(
			`n8n ${version} is not in scripts/n8n/versions.json (proven: ${Object.keys(versions).join(', ')})`,
		);
	}
	return info;
}

/** The value after `--n8n` (or `--n8n=<v>`) in argv, if any. */
export function n8nFlag(argv: string[]): string | undefined {
	for (let i = 0; i < argv.length; i++) {
		if (argv[i] === '--n8n') return argv[i + 1];
		if (argv[i].startsWith('--n8n=')) return argv[i].slice('--n8n='.length);
	}
	return undefined;
}

/** The version a command runs: --n8n, E2E_N8N, N8N_VERSION, the default; checked against the file. */
export function selectedN8nVersion(argv: string[] = process.argv): string {
	const version =
		n8nFlag(argv) || process.env.E2E_N8N || process.env.N8N_VERSION || defaultN8nVersion();
	n8nVersionInfo(version);
	return version;
}

/** `a >= b` for dotted numeric versions ('2.40.7' >= '2.40.0'). */
export function versionAtLeast(a: string, b: string): boolean {
	const pa = a.split('.').map(Number);
	const pb = b.split('.').map(Number);
	for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
		const d = (pa[i] ?? 0) - (pb[i] ?? 0);
		if (d) return d > 0;
	}
	return true;
}
