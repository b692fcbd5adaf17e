/* eslint-disable @n8n/community-nodes/no-restricted-imports, @typescript-eslint/no-explicit-any -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// Memory of another process (Linux /proc): its RSS, its peak RSS since a reset, and a full garbage
// collection in it through the V8 inspector (the process runs with --inspect=127.0.0.1:<port>), so
// that each measured run starts from the memory the process really holds.
import { readFileSync, writeFileSync } from 'fs';

export const MIB = 1024 * 1024;

function statusKb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
	const status = readFileSync(`/proc/${pid}/status`, 'utf8');
	const kb = new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1];
	if (!kb) throw new Error(`/proc/${pid}/status has no ${field}`);
	return Number(kb);
}

/** Current RSS of `pid`, in MiB. */
export const rssMib = (pid: number) => statusKb(pid, 'VmRSS') / 1024;

/** Peak RSS of `pid` since the last `resetPeak(pid)` (VmHWM), in MiB. */
export const peakMib = (pid: number) => statusKb(pid, 'VmHWM') / 1024;

/** Sets the kernel's peak-RSS mark of `pid` to its current RSS (`5` to clear_refs). */
export function resetPeak(pid: number): void {
	writeFileSync(`/proc/${pid}/clear_refs`, '5');
}

interface WebSocketLike {
	on(event: string, listener: (...args: any[]) => void): void;
	send(data: string): void;
	close(): void;
}
export type WebSocketClass = new (url: string) => WebSocketLike;

/**
 * Two full collections in the process listening on `inspectorPort` (`HeapProfiler.collectGarbage`),
 * so that buffers and strings of an earlier run are freed before the next baseline is read.
 */
export async function collectGarbage(inspectorPort: number, WebSocket: WebSocketClass) {
	const targets = (await (await fetch(`http://127.0.0.1:${inspectorPort}/json/list`)).json()) as
		Array<{ webSocketDebuggerUrl: string }> | undefined;
	const url = targets?.[0]?.webSocketDebuggerUrl;
	if (!url) throw new Error(`No inspector target on port ${inspectorPort}`);
	const socket = new WebSocket(url);
	await new Promise<void>((resolve, reject) => {
		let sent = 0;
		const next = () =>
			socket.send(JSON.stringify({ id: ++sent, method: 'HeapProfiler.collectGarbage' }));
		socket.on('open', next);
		socket.on('error', reject);
		socket.on('message', (data: Buffer) => {
			const answer = JSON.parse(data.toString()) as { id?: number; error?: { message: string } };
			if (answer.error) reject(new Error(answer.error.message));
			else if (answer.id === 2) resolve();
			else if (answer.id === 1) next();
		});
	});
	socket.close();
}
