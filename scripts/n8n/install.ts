/* eslint-disable @n8n/community-nodes/no-dangerous-functions, @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// Installs one n8n version once (cached outside the clone, with the Node it runs on) through
// scripts/ensure-n8n.sh; returns the launcher that runs it on that Node (<cache>/n8n-<v>/bin/n8n).
import { spawn, spawnSync } from 'child_process';
import { readFileSync } from 'fs';
import { dirname, join } from 'path';
import { ENSURE_N8N_SCRIPT } from './paths';
import { defaultN8nVersion } from './versions';

function binFrom(status: number | null, stdout: string): string {
	if (status !== 0) {
		throw new Error(`scripts/ensure-n8n.sh failed (exit ${status}); see the output above`);
	}
	const bin = stdout.trim().split('\n').pop() ?? '';
	if (!bin) throw new Error('scripts/ensure-n8n.sh printed no n8n path');
	return bin;
}

export function ensureN8n(version: string = defaultN8nVersion()): string {
	const result = spawnSync('bash', [ENSURE_N8N_SCRIPT, version], {
		stdio: ['ignore', 'pipe', 'inherit'],
		encoding: 'utf8',
	});
	return binFrom(result.status, result.stdout);
}

export interface N8nInstall {
	bin: Promise<string>;
	/** Ends the install (its whole process group: bash, npm, the progress filter). */
	stop(): void;
}

/**
 * The same, without blocking the event loop, so that Ctrl-C can end an install in progress: the
 * script runs in its own process group (the progress lines still reach the terminal).
 */
export function ensureN8nInBackground(version: string = defaultN8nVersion()): N8nInstall {
	const child = spawn('bash', [ENSURE_N8N_SCRIPT, version], {
		stdio: ['ignore', 'pipe', 'inherit'],
		detached: true,
	});
	let stdout = '';
	child.stdout.on('data', (chunk) => (stdout += chunk));
	let done = false;
	const bin = new Promise<string>((resolve, reject) => {
		child.once('error', reject);
		child.once('close', (code) => {
			done = true;
			try {
				resolve(binFrom(code, stdout));
			} catch (error) {
				reject(error);
			}
		});
	});
	return {
		bin,
		stop() {
			if (done || !child.pid) return;
			try {
				process.kill(-child.pid, 'SIGTERM');
			} catch {
				// Already gone.
			}
		},
	};
}

/** The Node a launcher runs n8n on: its path (from the launcher's exec line) and `--version`. */
export function launcherNode(bin: string): { path: string; version: string } {
	const path = /exec "([^"]+\/node)"/.exec(readFileSync(bin, 'utf8'))?.[1];
	if (!path) throw new Error(`${bin} names no node binary`);
	const version = spawnSync(path, ['--version'], { encoding: 'utf8' }).stdout.trim();
	return { path, version };
}

/**
 * What a launcher runs, for callers that must put Node flags before n8n's script (`--cpu-prof` is
 * refused in NODE_OPTIONS): the Node binary, n8n's bin script, and the install's node_modules.
 */
export function launcherParts(bin: string): { node: string; script: string; modules: string } {
	const modules = join(dirname(dirname(bin)), 'node_modules');
	return { node: launcherNode(bin).path, script: join(modules, 'n8n', 'bin', 'n8n'), modules };
}

/** The n8n version a launcher runs (its first comment line, written by ensure-n8n.sh). */
export function launcherVersion(bin: string): string {
	const version = /^# n8n (\S+) on Node/m.exec(readFileSync(bin, 'utf8'))?.[1];
	if (!version) throw new Error(`${bin} is not a launcher written by scripts/ensure-n8n.sh`);
	return version;
}
