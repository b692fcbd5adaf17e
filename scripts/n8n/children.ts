/* eslint-disable @n8n/community-nodes/no-dangerous-functions, @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// Every n8n process the scripts start (`n8n start`, each CLI command, queue workers) runs in a process
// group of its own, recorded here: whatever it starts (task runners) stays in that group, also when
// n8n itself dies first, so stopping the group ends all of it. `stopAllN8n` is what a suite's
// `finally` and its signal handlers call, so that a failed step anywhere leaves nothing running.
import { spawn, type ChildProcess, type SpawnOptions } from 'child_process';
import { appendFileSync } from 'fs';
import { groupMembers, signalGroup } from './processTree';

const groups = new Set<number>();

/**
 * Set by the leftover check (leftoverChecks.ts) on a suite it runs: each group is also appended to
 * this file, so that the check can look for what the suite left behind after it exited.
 */
export const GROUPS_FILE_ENV = 'SP_N8N_GROUPS_FILE';

/** `spawn(bin, args)` in a new process group that `stopAllN8n` will end. */
export function spawnN8n(bin: string, args: string[], options: SpawnOptions): ChildProcess {
	const child = spawn(bin, args, { ...options, detached: true });
	if (child.pid) {
		groups.add(child.pid);
		const file = process.env[GROUPS_FILE_ENV];
		if (file) appendFileSync(file, `${child.pid}\n`);
	}
	return child;
}

/** Ends one group: SIGTERM, then SIGKILL to what is left after `graceMs`. Returns who was still there. */
export async function stopGroup(pgid: number, graceMs = 5_000): Promise<number[]> {
	const found = groupMembers(pgid);
	if (!found.length) {
		groups.delete(pgid);
		return [];
	}
	signalGroup(pgid, 'SIGTERM');
	const deadline = Date.now() + graceMs;
	while (groupMembers(pgid).length && Date.now() < deadline) {
		await new Promise((resolve) => setTimeout(resolve, 200));
	}
	if (groupMembers(pgid).length) signalGroup(pgid, 'SIGKILL');
	while (groupMembers(pgid).length && Date.now() < deadline + 5_000) {
		await new Promise((resolve) => setTimeout(resolve, 100));
	}
	groups.delete(pgid);
	return found;
}

/** Ends every group started through `spawnN8n` that still has a live process; returns those pids. */
export async function stopAllN8n(): Promise<number[]> {
	const left: number[] = [];
	for (const pgid of [...groups]) left.push(...(await stopGroup(pgid)));
	return left;
}

/** The same, synchronously, for `process.on('exit')`: SIGKILL to every group. */
export function killAllN8nNow(): void {
	for (const pgid of groups) signalGroup(pgid, 'SIGKILL');
	groups.clear();
}
