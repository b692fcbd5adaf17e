/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// A webhook call to an n8n that may fail underneath it: binary-memory.ts measures files large enough
// to crash n8n or to leave its execution hanging, and must then tell so instead of waiting forever.
import { readFileSync, statSync } from 'fs';

const UNCAUGHT_GRACE_MS = 15_000;

/**
 * POST to a webhook; gives up when the n8n process is gone, or when n8n's log shows an uncaught
 * error and no answer came within 15 s (n8n 2.40 logged pg's "Cannot create a string longer than
 * 0x1fffffe8 characters" and never finished the execution; 2.8.4 exited).
 */
export async function callUntilN8nFails(url: string, body: object, pid: number, log: string) {
	const logFrom = statSync(log).size;
	const aborter = new AbortController();
	let n8nFailed: string | undefined;
	let errorSeen: number | undefined;
	const watch = setInterval(() => {
		const logged = readFileSync(log, 'utf8').slice(logFrom);
		const error = /^(?:Error: )?(.*(?:Cannot create|heap out of memory|uncaught).*)$/im.exec(
			logged,
		)?.[1];
		if (!isAlive(pid)) n8nFailed = `n8n exited${error ? `: ${error}` : ''}`;
		else if (error && (errorSeen ??= Date.now()) < Date.now() - UNCAUGHT_GRACE_MS)
			n8nFailed = `n8n logged "${error}" and did not answer`;
		if (n8nFailed) aborter.abort();
	}, 500);
	try {
		const res = await fetch(url, {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify(body),
			signal: aborter.signal,
		});
		return { status: res.status, text: await res.text(), n8nFailed };
	} catch (error) {
		if (!n8nFailed && !aborter.signal.aborted) n8nFailed = `no answer: ${String(error)}`;
		return { status: 0, text: '', n8nFailed };
	} finally {
		clearInterval(watch);
	}
}

export const isAlive = (pid: number) => {
	try {
		return !/State:\s+Z/.test(readFileSync(`/proc/${pid}/status`, 'utf8'));
	} catch {
		return false;
	}
};
