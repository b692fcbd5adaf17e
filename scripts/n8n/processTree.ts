/* eslint-disable @n8n/community-nodes/no-dangerous-functions, @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// The processes a child started (n8n starts its task runners): found through `ps`, so that stopping
// the child can end whatever it left behind; and where a child's output goes.
import { spawnSync, type ChildProcess } from 'child_process';
import { createWriteStream, existsSync, readFileSync } from 'fs';

/** Every live descendant of `pid` (children, their children, ...), by `ps -A -o pid=,ppid=`. */
export function descendants(pid: number): number[] {
	const ps = spawnSync('ps', ['-A', '-o', 'pid=,ppid='], { encoding: 'utf8' });
	if (ps.status !== 0) return [];
	const children = new Map<number, number[]>();
	for (const line of ps.stdout.split('\n')) {
		const [child, parent] = line.trim().split(/\s+/).map(Number);
		if (!child || !parent) continue;
		children.set(parent, [...(children.get(parent) ?? []), child]);
	}
	const found: number[] = [];
	const queue = [pid];
	while (queue.length) {
		for (const child of children.get(queue.shift()!) ?? []) {
			found.push(child);
			queue.push(child);
		}
	}
	return found;
}

/** Running (a zombie, exited but not yet reaped by its parent, counts as gone). */
export function isAlive(pid: number): boolean {
	try {
		process.kill(pid, 0);
	} catch (error) {
		return (error as NodeJS.ErrnoException).code === 'EPERM';
	}
	try {
		const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
		return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
	} catch (error) {
		// Gone since the signal test, or no /proc (macOS: the signal test is all there is).
		return !existsSync('/proc/self') || (error as NodeJS.ErrnoException).code !== 'ENOENT';
	}
}

/** Sends `signal` to each process that is still alive; returns those it reached. */
export function signalAll(pids: number[], signal: NodeJS.Signals): number[] {
	return pids.filter((pid) => {
		try {
			process.kill(pid, signal);
			return true;
		} catch {
			return false;
		}
	});
}

/**
 * Appends a child's stdout and stderr to `file`. Two sources write into one file, so neither may
 * end it (a "write after end" when the other writes on): it ends when the child has closed both.
 */
export function logOutputTo(child: ChildProcess, file: string): void {
	const out = createWriteStream(file, { flags: 'a' });
	child.stdout?.pipe(out, { end: false });
	child.stderr?.pipe(out, { end: false });
	child.once('close', () => out.end());
}

/** The live processes (zombies excluded) of process group `pgid`, by `ps -A -o pid=,pgid=`. */
export function groupMembers(pgid: number): number[] {
	const ps = spawnSync('ps', ['-A', '-o', 'pid=,pgid='], { encoding: 'utf8' });
	if (ps.status !== 0) return [];
	return ps.stdout
		.split('\n')
		.map((line) => line.trim().split(/\s+/).map(Number))
		.filter(([pid, group]) => pid && group === pgid)
		.map(([pid]) => pid)
		.filter(isAlive);
}

/** Sends `signal` to a whole process group; false when the group is gone. */
export function signalGroup(pgid: number, signal: NodeJS.Signals): boolean {
	try {
		process.kill(-pgid, signal);
		return true;
	} catch {
		return false;
	}
}
