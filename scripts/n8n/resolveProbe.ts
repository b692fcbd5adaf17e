/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// Which n8n-workflow the installed package runs on, seen inside a real n8n process: loaded there with
// `node --require` (NODE_OPTIONS, from probeEnv), this file records each `require('n8n-workflow')`
// made by a file of the package, with the file it resolved to, one JSON line each. It changes
// nothing: the resolution is Node's and n8n's own (n8n puts its module paths on NODE_PATH).
import Module from 'module';
import { appendFileSync, existsSync, readFileSync } from 'fs';
import { sep } from 'path';

const OUT = 'SP_RESOLVE_PROBE_OUT';
const FROM = 'SP_RESOLVE_PROBE_PACKAGE';

export interface Resolution {
	from: string;
	resolved: string;
}

/** The environment that loads this probe into n8n, watching the package in `packageDir`. */
export function probeEnv(packageDir: string, out: string): Record<string, string> {
	const options = [process.env.NODE_OPTIONS, `--require ${__filename}`].filter(Boolean).join(' ');
	return { NODE_OPTIONS: options, [OUT]: out, [FROM]: packageDir };
}

export function probedResolutions(out: string): Resolution[] {
	if (!existsSync(out)) return [];
	return readFileSync(out, 'utf8')
		.split('\n')
		.filter(Boolean)
		.map((line) => JSON.parse(line) as Resolution);
}

const out = process.env[OUT];
const packageDir = process.env[FROM];
if (out && packageDir) {
	type Resolve = (request: string, parent?: { filename?: string }, ...rest: unknown[]) => string;
	const mod = Module as unknown as { _resolveFilename: Resolve };
	const original = mod._resolveFilename;
	mod._resolveFilename = function (this: unknown, request, parent, ...rest) {
		const resolved = original.call(this, request, parent, ...rest);
		if (request === 'n8n-workflow' && parent?.filename?.startsWith(packageDir + sep)) {
			appendFileSync(out, JSON.stringify({ from: parent.filename, resolved }) + '\n');
		}
		return resolved;
	} as Resolve;
}
