#!/usr/bin/env node
// Runs a compiled dev entry point (`node scripts/run-built.js simulator/cli -- --port 4010`), compiling
// with tsconfig.dev.json only when a TypeScript source is newer than the build: the simulator must be
// ready in under 2 s, and a full compile takes ~15 s.
const { execFileSync } = require('child_process');
const fs = require('fs');
const path = require('path');

const root = path.resolve(__dirname, '..');
const [entry, ...args] = process.argv.slice(2);
if (!entry) {
	console.error('usage: node scripts/run-built.js <entry without .ts> [args...]');
	process.exit(2);
}
const target = path.join(root, 'build', `${entry}.js`);

function newestSource(dir) {
	let newest = 0;
	if (!fs.existsSync(dir)) return newest;
	for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
		const p = path.join(dir, e.name);
		if (e.isDirectory()) newest = Math.max(newest, newestSource(p));
		else if (/\.(ts|json)$/.test(e.name)) newest = Math.max(newest, fs.statSync(p).mtimeMs);
	}
	return newest;
}

const sources = ['simulator', 'nodes', 'credentials', 'scripts', 'benchmarks'].map((d) =>
	path.join(root, d),
);
const built = fs.existsSync(target) ? fs.statSync(target).mtimeMs : 0;
if (Math.max(...sources.map(newestSource)) > built) {
	console.error('Compiling (tsconfig.dev.json)...');
	execFileSync(
		process.execPath,
		[require.resolve('typescript/bin/tsc'), '-p', path.join(root, 'tsconfig.dev.json')],
		{
			stdio: 'inherit',
			cwd: root,
		},
	);
	// tsc leaves an unchanged output's mtime alone; mark the entry fresh so the next start skips tsc.
	const now = new Date();
	fs.utimesSync(target, now, now);
}
process.argv = [process.argv[0], target, ...args];
require(target);
