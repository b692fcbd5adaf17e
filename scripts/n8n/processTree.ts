// The processes a child started (n8n starts its task runners): found through `ps`, so that stopping
// the child can end whatever it left behind.
import { spawnSync } from 'child_process';

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

export function isAlive(pid: number): boolean {
	try {
		process.kill(pid, 0);
		return true;
	} catch (error) {
		return (error as NodeJS.ErrnoException).code === 'EPERM';
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
