/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// Where the project and its package live, and the names n8n gives the package's node and credential.
import { existsSync, readFileSync } from 'fs';
import { dirname, join } from 'path';

function findProjectRoot(start: string): string {
	let dir = start;
	while (dirname(dir) !== dir) {
		const manifest = join(dir, 'package.json');
		if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).n8n) return dir;
		dir = dirname(dir);
	}
	throw new Error(`No package.json with an "n8n" block above ${start}`);
}

export const PROJECT_ROOT = findProjectRoot(__dirname);
export const PACKAGE_NAME: string = JSON.parse(
	readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8'),
).name;

export const NODE_TYPE = `${PACKAGE_NAME}.socialPublishing`;
export const TOOL_NODE_TYPE = `${PACKAGE_NAME}.socialPublishingTool`;
export const CREDENTIAL_TYPE = 'socialPublishingApi';

export const ENSURE_N8N_SCRIPT = join(PROJECT_ROOT, 'scripts', 'ensure-n8n.sh');
