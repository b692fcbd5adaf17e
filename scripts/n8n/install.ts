// Installs n8n 2.8.4 once (cached outside the clone) through scripts/ensure-n8n.sh; returns its bin.
import { spawn, spawnSync } from 'child_process';
import { ENSURE_N8N_SCRIPT } from './paths';

function binFrom(status: number | null, stdout: string): string {
	if (status !== 0) {
		throw new Error(`scripts/ensure-n8n.sh failed (exit ${status}); see the output above`);
	}
	const bin = stdout.trim().split('\n').pop() ?? '';
	if (!bin) throw new Error('scripts/ensure-n8n.sh printed no n8n path');
	return bin;
}

export function ensureN8n(): string {
	const result = spawnSync('bash', [ENSURE_N8N_SCRIPT], {
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
export function ensureN8nInBackground(): N8nInstall {
	const child = spawn('bash', [ENSURE_N8N_SCRIPT], {
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
