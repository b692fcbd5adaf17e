/* eslint-disable @n8n/community-nodes/no-restricted-imports -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// An n8n user folder with this package linked the way n8n finds community packages.
import { lstatSync, mkdirSync, readlinkSync, rmSync, symlinkSync } from 'fs';
import { join } from 'path';
import { PACKAGE_NAME, PROJECT_ROOT } from './paths';

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
