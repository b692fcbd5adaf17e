// Installs n8n 2.8.4 once (cached outside the clone) through scripts/ensure-n8n.sh; returns its bin.
import { spawnSync } from 'child_process';
import { ENSURE_N8N_SCRIPT } from './paths';

export function ensureN8n(): string {
	const result = spawnSync('bash', [ENSURE_N8N_SCRIPT], {
		stdio: ['ignore', 'pipe', 'inherit'],
		encoding: 'utf8',
	});
	if (result.status !== 0) {
		throw new Error(`scripts/ensure-n8n.sh failed (exit ${result.status}); see the output above`);
	}
	const bin = result.stdout.trim().split('\n').pop() ?? '';
	if (!bin) throw new Error('scripts/ensure-n8n.sh printed no n8n path');
	return bin;
}
