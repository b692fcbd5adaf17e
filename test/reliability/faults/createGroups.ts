/* eslint-disable @n8n/community-nodes/no-restricted-imports, @typescript-eslint/no-explicit-any -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// The 1000 faulted creates (creates.test.ts): the fault drawn for each item, and the groups of
// creates, one per kind (posts, comments, messages, visuals, sources, media from URL, inline and
// presigned uploads, slots), with where each stores what it made.
import { readFileSync } from 'fs';

import type { IDataObject, INodeExecutionData } from 'n8n-workflow';

import { byId } from '../../helpers/n8n';
import type { FaultSpec } from '../../helpers/requestLog';
import { CREATE_TIMEOUT_MS, MAYA, QUOTE, type FaultsSimulator } from './harness';

export type FaultKind =
	| 'none'
	| 'slow'
	| '500'
	| '502'
	| '503'
	| '500-after'
	| '502-after'
	| '503-after'
	| 'reset'
	| 'reset-after'
	| 'timeout';

/** A fixed, seeded sequence: about 40% of the creates meet a failure. */
export function faultSequence(n: number, seed: number): FaultKind[] {
	const weights: Array<[FaultKind, number]> = [
		['none', 50],
		['slow', 10],
		['500', 5],
		['502', 4],
		['503', 4],
		['500-after', 5],
		['502-after', 4],
		['503-after', 4],
		['reset', 5],
		['reset-after', 5],
		['timeout', 4],
	];
	const total = weights.reduce((sum, [, w]) => sum + w, 0);
	let state = seed;
	const next = () => {
		state = (state * 1103515245 + 12345) % 2 ** 31;
		return state / 2 ** 31;
	};
	return Array.from({ length: n }, () => {
		let pick = next() * total;
		for (const [kind, weight] of weights) {
			pick -= weight;
			if (pick < 0) return kind;
		}
		return 'none';
	});
}

export function faultFor(path: string, kind: FaultKind, bodyContains: string): FaultSpec {
	// Tied to its item's body: a fault never shifts to another item, whatever the timing.
	const base = { method: 'POST', path, bodyContains };
	switch (kind) {
		case 'none':
			return base;
		case 'slow':
			return { ...base, delayMs: 40 };
		case 'reset':
			return { ...base, reset: true };
		case 'reset-after':
			return { ...base, reset: true, when: 'after' };
		case 'timeout':
			// Processed once the client has given up: the classic "did it go through?".
			return { ...base, delayMs: CREATE_TIMEOUT_MS + 150 };
		default: {
			const [status, when] = kind.split('-');
			return {
				...base,
				status: Number(status),
				body: { message: `Injected ${status}`, reqId: `req-fault-${status}` },
				...(when ? { when: 'after' as const } : {}),
			};
		}
	}
}

export const processed = (kind: FaultKind) =>
	kind === 'none' || kind === 'slow' || kind.endsWith('-after') || kind === 'timeout';
export const fails = (kind: FaultKind) => kind !== 'none' && kind !== 'slow';

export interface CreateGroup {
	name: string;
	path: string;
	count: number;
	resource: string;
	operation: string;
	parameters: IDataObject;
	item: (marker: string, n: number) => INodeExecutionData;
	/** How many resources in the simulator carry this marker. */
	stored: (marker: string) => number;
	/** A text only this item's create request body contains. */
	match: (marker: string) => string;
	/** The marker of a logged create request. */
	markerOf: (body: any) => string | undefined;
	/** Where the ambiguous error says to check. */
	check: RegExp;
}

/** The marker, a `|` and padding to whole base64 groups: its base64 is a prefix of the data URL's. */
const inlineHead = (marker: string) =>
	`${marker}|`.padEnd(Math.ceil((marker.length + 1) / 3) * 3, '.');
const inlineBytes = (marker: string) => Buffer.from(inlineHead(marker).padEnd(512, '.'));

/** One item with a small JPEG whose first bytes name its marker. */
const imageItem = (marker: string) => ({
	json: { marker },
	binary: {
		data: {
			data: inlineBytes(marker).toString('base64'),
			mimeType: 'image/jpeg',
			fileName: `${marker}.jpg`,
		},
	},
});
const quoted = (marker: string) => JSON.stringify(marker);
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

export const GROUPS = (faults: FaultsSimulator): CreateGroup[] => [
	{
		name: 'posts',
		path: '/posts',
		count: 280,
		resource: 'post',
		operation: 'create',
		parameters: { platform: 'twitter', account: byId('1001'), text: '={{ $json.marker }}' },
		item: (marker) => ({ json: { marker } }),
		stored: (marker) =>
			[...faults.user().submissions.values()].filter((s: any) => s.post?.content?.text === marker)
				.length,
		match: quoted,
		markerOf: (body) => body?.post?.content?.text,
		check: /Post → Get Many/,
	},
	{
		name: 'comments',
		path: '/comments',
		count: 140,
		resource: 'comment',
		operation: 'create',
		parameters: { post: byId('={{ $json.post }}'), text: '={{ $json.marker }}' },
		item: (marker, n) => ({
			json: { marker, post: n % 2 ? faults.published.instagram : faults.published.facebook },
		}),
		stored: (marker) => faults.user().comments.filter((c: any) => c.text === marker).length,
		match: quoted,
		markerOf: (body) => body?.text,
		check: /Comment → Get Many/,
	},
	{
		name: 'messages',
		path: '/messages',
		count: 140,
		resource: 'message',
		operation: 'send',
		parameters: {
			account: byId('1002'),
			replyType: 'reply',
			recipient: byId(MAYA),
			text: '={{ $json.marker }}',
			waitForCompletion: false,
		},
		item: (marker) => ({ json: { marker } }),
		stored: (marker) => faults.user().messages.filter((m: any) => m.text === marker).length,
		match: quoted,
		markerOf: (body) => body?.text,
		check: /Message → Get Many/,
	},
	{
		name: 'visuals',
		path: '/videos/from-templates',
		count: 90,
		resource: 'visual',
		operation: 'create',
		parameters: {
			template: byId(QUOTE),
			inputsMode: 'json',
			inputsJson: '={{ JSON.stringify({ quote: $json.marker }) }}',
			waitForCompletion: false,
		},
		item: (marker) => ({ json: { marker } }),
		stored: (marker) =>
			[...faults.user().visuals.values()].filter((v: any) => v.inputs?.quote === marker).length,
		match: quoted,
		markerOf: (body) => body?.inputs?.quote,
		check: /no list of visuals/,
	},
	{
		name: 'sources',
		path: '/source-resolutions-v3',
		count: 90,
		resource: 'source',
		operation: 'create',
		parameters: { sourceType: 'text', text: '={{ $json.marker }}', waitForCompletion: false },
		item: (marker) => ({ json: { marker } }),
		stored: (marker) =>
			[...faults.user().sources.values()].filter((s: any) => s.text === marker).length,
		match: quoted,
		markerOf: (body) => body?.source?.text ?? body?.text,
		check: /no list of sources/,
	},
	{
		name: 'media from URL',
		path: '/media',
		count: 90,
		resource: 'media',
		operation: 'uploadFromUrl',
		parameters: { url: '={{ "https://cdn.example.com/" + $json.marker + ".jpg" }}' },
		item: (marker) => ({ json: { marker } }),
		stored: (marker) =>
			faults.files().filter((f) => f.redirect === `https://cdn.example.com/${marker}.jpg`).length,
		match: (marker) => `/${marker}.jpg"`,
		markerOf: (body) => /cdn\.example\.com\/(.+)\.jpg$/.exec(body?.url ?? '')?.[1],
		check: /hosted copy/,
	},
	{
		name: 'inline uploads',
		path: '/media',
		count: 40,
		resource: 'media',
		operation: 'upload',
		parameters: { binaryPropertyName: 'data' },
		item: imageItem,
		stored: (marker) =>
			faults
				.files()
				.filter((f) => f.path && !f.redirect && readFileSync(f.path).equals(inlineBytes(marker)))
				.length,
		match: (marker) => Buffer.from(inlineHead(marker)).toString('base64'),
		markerOf: (body) => {
			const data = /^data:image\/jpeg;base64,(.*)/.exec(body?.url ?? '')?.[1];
			return data ? Buffer.from(data.slice(0, 40), 'base64').toString().split('|')[0] : undefined;
		},
		check: /hosted copy/,
	},
	{
		name: 'presigned uploads',
		path: '/media/uploads',
		count: 30,
		resource: 'media',
		operation: 'upload',
		parameters: { binaryPropertyName: 'data', options: { forcePresigned: true } },
		item: imageItem,
		stored: (marker) =>
			faults.pendingUploads().filter((u) => u.filename === `${marker}.jpg`).length,
		match: (marker) => JSON.stringify(`${marker}.jpg`),
		markerOf: (body) => /^(.+)\.jpg$/.exec(body?.filename ?? '')?.[1],
		check: /upload link/,
	},
	{
		name: 'slots',
		path: '/schedule/slots',
		count: 100,
		resource: 'slot',
		operation: 'create',
		parameters: {
			days: '={{ [$json.day] }}',
			hour: '={{ $json.hour }}',
			minute: '={{ $json.minute }}',
			platform: 'threads',
			accountScope: 'all',
		},
		item: (marker, n) => ({ json: { marker, ...slotTime(n) } }),
		stored: (marker) => {
			const [day, hour, minute] = marker.split(':');
			return faults
				.user()
				.slots.filter(
					(s: any) => s.day === day && s.hour === Number(hour) && s.minute === Number(minute),
				).length;
		},
		match: (marker) => {
			const [day, hour, minute] = marker.split(':');
			return `"hour":${hour},"minute":${minute},"day":"${day}"`;
		},
		markerOf: (body) => {
			const slot = body?.slots?.[0];
			return slot ? `${slot.day}:${slot.hour}:${slot.minute}` : undefined;
		},
		check: /Slot → Get Many/,
	},
];

/** A free weekly time per slot item (the seeded slots are on whole and half hours). */
export function slotTime(n: number) {
	const day = WEEKDAYS[n % 7];
	const hour = Math.floor(n / 7) % 24;
	// Not on :00, :15, :30 or :45, where the seeded slots are.
	const minute = [1, 7, 13, 19, 22, 28, 34, 38, 44, 52, 58][n % 11];
	return { day, hour, minute };
}
