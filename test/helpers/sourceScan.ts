/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// The node's source files as text, for the tests that prove a fact is written in one place only.
import { readdirSync, readFileSync, statSync } from 'fs';
import { join, relative } from 'path';

export const NODES_ROOT = join(__dirname, '../../nodes');

function files(dir: string): string[] {
	return readdirSync(dir).flatMap((name) => {
		const path = join(dir, name);
		return statSync(path).isDirectory() ? files(path) : [path];
	});
}

export interface SourceFile {
	/** Below nodes/, e.g. `SocialPublishing/transport/paging.ts`. */
	path: string;
	text: string;
}

/** Every TypeScript file under nodes/. */
export function nodeSources(): SourceFile[] {
	return files(NODES_ROOT)
		.filter((path) => path.endsWith('.ts'))
		.map((path) => ({ path: relative(NODES_ROOT, path), text: readFileSync(path, 'utf8') }));
}

/** The code without its comments (a comment may name what the code must not). */
export const codeOf = (text: string) =>
	text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
