/* eslint-disable @n8n/community-nodes/no-dangerous-functions, @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// Every n8n process the scripts start (`n8n start`, each CLI command, queue workers) runs in a process
// group of its own, recorded here: whatever it starts (task runners) stays in that group, also when
// n8n itself dies first, so stopping the group ends all of it. `stopAllN8n` is what a suite's
// `finally` and its signal handlers call, so that a failed step anywhere leaves nothing running.
import { spawn, type ChildProcess, type SpawnOptions } from 'child_process';
import { appendFileSync, readFileSync } from 'fs';
import { groupMembers, signalGroup } from './processTree';

/** Each group's id and its leader's start time (undefined where /proc is not there). */
const groups = new Map<number, string | undefined>();

/** When process `pid` started (field 22 of /proc/<pid>/stat), or undefined when it is gone. */
function startTime(pid: number): string | undefined {
	try {
		const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
		return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
	} catch {
		return undefined;
	}
}

/**
 * Whether `pgid` is still the group we started. The kernel does not hand out an id while a group of
 * that id has members; once ours is empty, another suite on the machine may get it for a leader of
 * its own (pid_max is 32768 here), and that group must not be signalled. A live process with that
 * id that started at another time is such a stranger.
 */
function isOurs(pgid: number): boolean {
	const started = groups.get(pgid);
	if (started === undefined) return true;
	const now = startTime(pgid);
	return now === undefined || now === started;
}

/**
 * Set by the leftover check (leftoverChecks.ts) on a suite it runs: each group is also appended to
 * this file, so that the check can look for what the suite left behind after it exited.
 */
export const GROUPS_FILE_ENV = 'SP_N8N_GROUPS_FILE';

/** Records a group `stopAllN8n` ends: its id and its leader's start time. */
export function rememberGroup(pgid: number, leaderStartTime: string | undefined): void {
	groups.set(pgid, leaderStartTime);
}

/** How many n8n processes this process started, by command (`start`, `execute`, `import:workflow`). */
const boots = new Map<string, number>();

/** `n8n start` or a CLI command each boot n8n (seconds each): the suites print how often they did. */
export function n8nBoots(): { total: number; byCommand: Record<string, number> } {
	const byCommand = Object.fromEntries([...boots].sort(([a], [b]) => a.localeCompare(b)));
	return { total: [...boots.values()].reduce((sum, n) => sum + n, 0), byCommand };
}

/** `spawn(bin, args)` in a new process group that `stopAllN8n` will end. */
export function spawnN8n(bin: string, args: string[], options: SpawnOptions): ChildProcess {
	boots.set(args[0] ?? '', (boots.get(args[0] ?? '') ?? 0) + 1);
	const child = spawn(bin, args, { ...options, detached: true });
	if (child.pid) {
		rememberGroup(child.pid, startTime(child.pid));
		const file = process.env[GROUPS_FILE_ENV];
		if (file) appendFileSync(file, `${child.pid}\n`);
	}
	return child;
}

/** Ends one group: SIGTERM, then SIGKILL to what is left after `graceMs`. Returns who was still there. */
export async function stopGroup(pgid: number, graceMs = 5_000): Promise<number[]> {
	const found = isOurs(pgid) ? groupMembers(pgid) : [];
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
	for (const pgid of [...groups.keys()]) left.push(...(await stopGroup(pgid)));
	return left;
}

/** The same, synchronously, for `process.on('exit')`: SIGKILL to every group. */
export function killAllN8nNow(): void {
	for (const pgid of groups.keys()) if (isOurs(pgid)) signalGroup(pgid, 'SIGKILL');
	groups.clear();
}
