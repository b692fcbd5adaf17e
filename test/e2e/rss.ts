/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// Peak resident memory of this process's child processes (n8n and its task runners), from /proc.
import { readdirSync, readFileSync } from 'fs';

export interface RssPeak {
	/** Largest sum of VmRSS over all descendants at one sample, in MiB. */
	treeMiB: number;
	/** Largest VmRSS of a single descendant, in MiB. */
	processMiB: number;
	samples: number;
}

/** Samples every `intervalMs` until stopped; undefined where /proc is missing (not Linux). */
export function sampleChildRss(intervalMs = 100): { stop(): RssPeak | undefined } {
	const peak: RssPeak = { treeMiB: 0, processMiB: 0, samples: 0 };
	let supported = true;
	const sample = () => {
		try {
			const rss = descendants(process.pid).map(rssKiB);
			peak.samples++;
			peak.treeMiB = Math.max(peak.treeMiB, rss.reduce((a, b) => a + b, 0) / 1024);
			peak.processMiB = Math.max(peak.processMiB, Math.max(0, ...rss) / 1024);
		} catch {
			supported = false;
		}
	};
	const timer = setInterval(sample, intervalMs);
	return {
		stop() {
			clearInterval(timer);
			return supported && peak.samples ? peak : undefined;
		},
	};
}

function descendants(root: number): number[] {
	const children = new Map<number, number[]>();
	for (const entry of readdirSync('/proc')) {
		if (!/^\d+$/.test(entry)) continue;
		const parent = parentPid(Number(entry));
		if (parent === undefined) continue;
		children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
	}
	const found: number[] = [];
	const queue = [...(children.get(root) ?? [])];
	while (queue.length) {
		const pid = queue.shift()!;
		found.push(pid);
		queue.push(...(children.get(pid) ?? []));
	}
	return found;
}

function parentPid(pid: number): number | undefined {
	try {
		const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
		// The command name is in parentheses and may contain spaces: fields follow the last ')'.
		return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
	} catch {
		return undefined;
	}
}

function rssKiB(pid: number): number {
	try {
		const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
		return match ? Number(match[1]) : 0;
	} catch {
		return 0;
	}
}
