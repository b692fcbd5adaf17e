// Issue 16, item 1: faults injected through the simulator's control API (`/__control/faults`) on
// every operation, through n8n's real execution code.
//  - 1000+ creates (posts, comments, messages, visuals, sources, media from URL, inline and presigned
//    uploads, slots) each meet a fault drawn from a fixed sequence: none, slow, 500/502/503 before or
//    after the service processed the request, a dropped connection before or after, a timeout. The
//    simulator ends with at most one resource per attempted create (exactly one where the create
//    went through), every create request was sent once, and every failure says the item may or may
//    not have been created and where to check.
//  - Every read operation is retried after 500/502/503, resets and timeouts, and waits out a slow
//    answer; changing requests (PATCH/DELETE) are never retried.
//  - 429: waits what it states, retries, gives up after a bounded number of waits, for every kind of
//    create (posts are in test/node/postRateLimit.test.ts, the transport in transport.test.ts).
//  - The presigned PUT is never retried (decision in README "Behaviour worth knowing").
import { once } from 'events';
import { readFileSync } from 'fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'http';
import type { AddressInfo } from 'net';

import type { IDataObject, INodeExecutionData } from 'n8n-workflow';

import { RETRY_POLICY } from '../../nodes/SocialPublishing/transport';
import { byId, runNode, runPoll } from '../helpers/n8n';
import { addFaults, logMark, requestsSince, type FaultSpec } from '../helpers/requestLog';
import { useSimulator } from '../helpers/simulator';
import { QUOTE_TEMPLATE, SEEDED } from '../helpers/fixtures';

const sim = useSimulator({ rateLimits: false, durations: { messageSendMs: 1 } });
const savedPolicy = { ...RETRY_POLICY };
const TIMEOUT_MS = 250;
beforeEach(() => {
	// Short per-attempt timeout and read backoff keep the suite fast; the rules are the same.
	Object.assign(RETRY_POLICY, { timeoutMs: TIMEOUT_MS, readBackoffMs: [20, 20, 20] });
});
afterEach(async () => {
	Object.assign(RETRY_POLICY, savedPolicy);
	await sim.control('DELETE', '/faults');
});

const QUOTE = QUOTE_TEMPLATE.id;
const MAYA = SEEDED.maya;
const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const ambiguous = /may or may not have been processed/;

let igPost = '';
let fbPost = '';
beforeAll(async () => {
	const published = (await sim.api().get('/published-posts', { limit: 100 })).body.items;
	igPost = published.find((p: any) => p.platform === 'instagram').id;
	fbPost = published.find((p: any) => p.platform === 'facebook').id;
});

// ---------------------------------------------------------------------------------------------
// 1000 faulted creates

type FaultKind =
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
function faultSequence(n: number, seed: number): FaultKind[] {
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

function faultFor(path: string, kind: FaultKind, bodyContains: string): FaultSpec {
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
			return { ...base, delayMs: TIMEOUT_MS + 150 };
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

const processed = (kind: FaultKind) =>
	kind === 'none' || kind === 'slow' || kind.endsWith('-after') || kind === 'timeout';
const fails = (kind: FaultKind) => kind !== 'none' && kind !== 'slow';

interface CreateGroup {
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

const user = () => sim.ctx.state.users[0];
const files = () => [...((sim.ctx.storage as any).files as Map<string, any>).values()];
const pendingUploads = () => [...((sim.ctx.storage as any).uploads as Map<string, any>).values()];
/** The marker, a `|` and padding to whole base64 groups: its base64 is a prefix of the data URL's. */
const inlineHead = (marker: string) =>
	`${marker}|`.padEnd(Math.ceil((marker.length + 1) / 3) * 3, '.');
const inlineBytes = (marker: string) => Buffer.from(inlineHead(marker).padEnd(512, '.'));
const quoted = (marker: string) => JSON.stringify(marker);
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

const GROUPS = (): CreateGroup[] => [
	{
		name: 'posts',
		path: '/posts',
		count: 280,
		resource: 'post',
		operation: 'create',
		parameters: { platform: 'twitter', account: byId('1001'), text: '={{ $json.marker }}' },
		item: (marker) => ({ json: { marker } }),
		stored: (marker) =>
			[...user().submissions.values()].filter((s: any) => s.post?.content?.text === marker).length,
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
		item: (marker, n) => ({ json: { marker, post: n % 2 ? igPost : fbPost } }),
		stored: (marker) => user().comments.filter((c: any) => c.text === marker).length,
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
		stored: (marker) => user().messages.filter((m: any) => m.text === marker).length,
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
			[...user().visuals.values()].filter((v: any) => v.inputs?.quote === marker).length,
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
		stored: (marker) => [...user().sources.values()].filter((s: any) => s.text === marker).length,
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
			files().filter((f) => f.redirect === `https://cdn.example.com/${marker}.jpg`).length,
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
		item: (marker) => ({
			json: { marker },
			binary: {
				data: {
					data: inlineBytes(marker).toString('base64'),
					mimeType: 'image/jpeg',
					fileName: `${marker}.jpg`,
				},
			},
		}),
		stored: (marker) =>
			files().filter(
				(f) => f.path && !f.redirect && readFileSync(f.path).equals(inlineBytes(marker)),
			).length,
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
		item: (marker) => ({
			json: { marker },
			binary: {
				data: {
					data: inlineBytes(marker).toString('base64'),
					mimeType: 'image/jpeg',
					fileName: `${marker}.jpg`,
				},
			},
		}),
		stored: (marker) => pendingUploads().filter((u) => u.filename === `${marker}.jpg`).length,
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
			return user().slots.filter(
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
function slotTime(n: number) {
	const day = WEEKDAYS[n % 7];
	const hour = Math.floor(n / 7) % 24;
	// Not on :00, :15, :30 or :45, where the seeded slots are.
	const minute = [1, 7, 13, 19, 22, 28, 34, 38, 44, 52, 58][n % 11];
	return { day, hour, minute };
}

describe('1000 faulted creates', () => {
	it('never duplicate: one request per item, at most one resource per attempt, ambiguous failures say so', async () => {
		const groups = GROUPS();
		const total = groups.reduce((sum, g) => sum + g.count, 0);
		expect(total).toBeGreaterThanOrEqual(1000);
		const summary: Record<string, Record<string, number>> = {};
		let seed = 7;
		for (const group of groups) {
			const kinds = faultSequence(group.count, seed++);
			const items = kinds.map((_, n) => {
				const marker =
					group.name === 'slots'
						? (({ day, hour, minute }) => `${day}:${hour}:${minute}`)(slotTime(n))
						: `F-${group.name.replace(/\W/g, '')}-${n}`;
				return group.item(marker, n);
			});
			const markers = items.map((item) => String(item.json.marker));
			await sim.control('DELETE', '/faults');
			await sim.control('POST', '/faults', {
				items: kinds.flatMap((kind, n) =>
					kind === 'none' ? [] : [faultFor(group.path, kind, group.match(markers[n]))],
				),
			});
			const started = Date.now();
			const mark = await logMark(sim);
			const run = await runNode({
				sim,
				resource: group.resource,
				operation: group.operation,
				parameters: group.parameters,
				items,
				continueOnFail: true,
			});
			expect(run.error).toBeUndefined();
			// Requests the simulator processes after a timeout finish within the fault's delay.
			await settle(TIMEOUT_MS + 300);

			const logged = (await requestsSince(sim, mark, { method: 'POST', path: group.path })).filter(
				(r) => group.markerOf(r.body) !== undefined,
			);
			const counts: Record<string, number> = {};
			for (const r of logged) {
				const marker = group.markerOf(r.body)!;
				counts[marker] = (counts[marker] ?? 0) + 1;
			}
			expect(run.items).toHaveLength(items.length);
			const outcome: Record<string, number> = { created: 0, failed: 0 };
			kinds.forEach((kind, n) => {
				const marker = markers[n];
				const out = run.items[n];
				const where = `${group.name} item ${n} (${kind})`;
				expect([where, out.pairedItem]).toEqual([where, { item: n }]);
				// Sent once, never retried.
				expect([where, counts[marker]]).toEqual([where, 1]);
				const stored = group.stored(marker);
				expect([where, stored <= 1]).toEqual([where, true]);
				if (!fails(kind) && !out.json.error) {
					outcome.created++;
					expect([where, stored]).toEqual([where, 1]);
					return;
				}
				outcome.failed++;
				// A failure without an injected fault can only be a timeout of a loaded machine.
				const text = `${out.json.error}\n${out.json.description}`;
				if (!fails(kind)) expect([where, text]).toEqual([where, expect.stringMatching(/timeout/)]);
				expect([where, text]).toEqual([where, expect.stringMatching(ambiguous)]);
				expect([where, text]).toEqual([where, expect.stringMatching(/not retried/)]);
				expect([where, text]).toEqual([where, expect.stringMatching(group.check)]);
				if (!processed(kind)) expect([where, stored]).toEqual([where, 0]);
				if (kind.endsWith('-after')) expect([where, stored]).toEqual([where, 1]);
			});
			// Every fault was met: one create request per item.
			expect(await sim.control('GET', '/faults')).toEqual({ items: [] });
			summary[group.name] = { items: items.length, ...outcome, ms: Date.now() - started };
		}
		if (process.env.FAULTS_TIMING) {
			// eslint-disable-next-line @typescript-eslint/no-require-imports
			require('fs').writeFileSync(process.env.FAULTS_TIMING, JSON.stringify(summary, null, 1));
		}
		// Faults really were met: about 40% of 1070 creates failed.
		const failed = Object.values(summary).reduce((sum, s) => sum + s.failed, 0);
		expect(failed).toBeGreaterThan(total * 0.25);
	}, 300_000);
});

// ---------------------------------------------------------------------------------------------
// Reads: retried with backoff after every ambiguous failure, patient with a slow answer

interface ReadCase {
	resource: string;
	operation: string;
	parameters: () => IDataObject;
	method?: string;
	path: () => string;
}

/** A list operation, asked for 5 items. */
function listRead(resource: string, operation: string, path: string): ReadCase {
	return { resource, operation, parameters: () => ({ limit: 5 }), path: () => path };
}

const READS: ReadCase[] = [
	{ resource: 'account', operation: 'getMe', parameters: () => ({}), path: () => '/users/me' },
	{
		resource: 'account',
		operation: 'getAll',
		parameters: () => ({}),
		path: () => '/users/me/accounts',
	},
	{
		resource: 'account',
		operation: 'getAllSubaccounts',
		parameters: () => ({ account: byId('1004') }),
		path: () => '/users/me/accounts/1004/subaccounts',
	},
	{
		resource: 'account',
		operation: 'getAllBoards',
		parameters: () => ({ account: byId('1006') }),
		path: () => '/social/pinterest/boards',
	},
	listRead('post', 'getAll', '/posts'),
	listRead('post', 'searchPublished', '/published-posts'),
	listRead('analytics', 'getTopPosts', '/analytics'),
	{
		resource: 'analytics',
		operation: 'getPostAnalytics',
		parameters: () => ({ publishedPost: byId(fbPost) }),
		path: () => `/posts/${fbPost}/analytics`,
	},
	listRead('comment', 'getAll', '/comments'),
	listRead('conversation', 'getAll', '/conversations'),
	listRead('message', 'getAll', '/messages'),
	listRead('visual', 'getAllTemplates', '/videos/templates'),
	listRead('schedule', 'getAll', '/schedules'),
	listRead('slot', 'getAll', '/schedule/slots'),
	{
		resource: 'slot',
		operation: 'findNextAvailable',
		parameters: () => ({ platform: 'twitter' }),
		method: 'POST',
		path: () => '/schedule/slots/next-available',
	},
];

/** Reads of one resource by ID: taken from the simulator at run time. */
async function readsById(): Promise<ReadCase[]> {
	const api = sim.api();
	const comment = (await api.get('/comments', { limit: 1 })).body.items[0].id;
	const conversation = (await api.get('/conversations', { limit: 1 })).body.items[0].id;
	const message = (await api.get('/messages', { limit: 1 })).body.items[0].id;
	const schedule = (await api.get('/schedules', { limit: 1 })).body.items[0].id;
	const submission = (
		await api.post('/posts', {
			post: {
				accountId: '1001',
				content: { text: 'Read under faults', mediaUrls: [], platform: 'twitter' },
				target: { targetType: 'twitter' },
			},
		})
	).body.postSubmissionId;
	const source = (
		await api.post('/source-resolutions-v3', { source: { sourceType: 'text', text: 'Notes' } })
	).body.id;
	const visual = (
		await api.post('/videos/from-templates', {
			templateId: QUOTE,
			inputs: { quote: 'A quote read under faults' },
		})
	).body.item.id;
	return [
		{
			resource: 'post',
			operation: 'get',
			parameters: () => ({ postSubmissionId: submission }),
			path: () => `/posts/${submission}`,
		},
		{
			resource: 'comment',
			operation: 'get',
			parameters: () => ({ comment: byId(comment) }),
			path: () => `/comments/${comment}`,
		},
		{
			resource: 'conversation',
			operation: 'get',
			parameters: () => ({ conversation: byId(conversation) }),
			path: () => `/conversations/${conversation}`,
		},
		{
			resource: 'message',
			operation: 'get',
			parameters: () => ({ messageId: message }),
			path: () => `/messages/${message}`,
		},
		{
			resource: 'schedule',
			operation: 'get',
			parameters: () => ({ scheduleId: schedule }),
			path: () => `/schedules/${schedule}`,
		},
		{
			resource: 'source',
			operation: 'get',
			parameters: () => ({ sourceId: source }),
			path: () => `/source-resolutions-v3/${source}`,
		},
		{
			resource: 'visual',
			operation: 'get',
			parameters: () => ({ visualId: visual }),
			path: () => `/videos/creations/${visual}`,
		},
	];
}

describe('reads are retried with backoff', () => {
	it('every read operation: 500, reset and timeout, then 502, 503 and a slow answer', async () => {
		const cases = [...READS, ...(await readsById())];
		expect(cases.length).toBeGreaterThanOrEqual(22);
		for (const read of cases) {
			const method = read.method ?? 'GET';
			const path = read.path();
			for (const round of [
				[{ status: 500 }, { reset: true }, { delayMs: TIMEOUT_MS + 150 }],
				[{ status: 502 }, { status: 503 }, { delayMs: 40 }],
			] as FaultSpec[][]) {
				await sim.control('DELETE', '/faults');
				await addFaults(sim, ...round.map((fault) => ({ ...fault, method, path })));
				const mark = await logMark(sim);
				const started = Date.now();
				const run = await runNode({
					sim,
					resource: read.resource,
					operation: read.operation,
					parameters: read.parameters(),
				});
				const where = `${read.resource} → ${read.operation} ${JSON.stringify(round)}`;
				expect([where, run.error?.message]).toEqual([where, undefined]);
				expect(run.items.length).toBeGreaterThanOrEqual(1);
				await settle(round[2].delayMs! > TIMEOUT_MS ? 200 : 0);
				const attempts = await requestsSince(sim, mark, { method, path });
				// The slow answer (round 2) is the third attempt and succeeds: no fourth one.
				expect([where, attempts.length]).toEqual([where, round[2].delayMs! > TIMEOUT_MS ? 4 : 3]);
				// Backoff: attempts are spaced (20 ms each here, RETRY_POLICY.readBackoffMs).
				expect(Date.now() - started).toBeGreaterThanOrEqual(40);
			}
		}
	}, 60_000);

	it('gives up after the bounded number of retries, with the attempts in the error', async () => {
		await addFaults(sim, { method: 'GET', path: '/schedule/slots', status: 503, count: 10 });
		const mark = await logMark(sim);
		const run = await runNode({ sim, resource: 'slot', operation: 'getAll', parameters: {} });
		expect(run.error?.description).toContain(
			`Gave up after ${RETRY_POLICY.readMaxRetries + 1} attempts`,
		);
		expect(await requestsSince(sim, mark, { path: '/schedule/slots' })).toHaveLength(
			RETRY_POLICY.readMaxRetries + 1,
		);
	});

	it('the trigger: a poll retries a read that met a 502 and emits the events', async () => {
		await addFaults(sim, { method: 'GET', path: '/comments', status: 502 });
		const mark = await logMark(sim);
		const poll = await runPoll({ sim, mode: 'manual', parameters: { event: 'newComment' } });
		expect(poll.items?.[0]?.length).toBe(1);
		const log = await requestsSince(sim, mark, { path: '/comments' });
		expect(log.map((r) => r.status)).toEqual([502, 200]);
	});
});

// ---------------------------------------------------------------------------------------------
// Changing requests: never retried after an ambiguous failure

describe('changing requests (PATCH, DELETE) are never retried', () => {
	it('each write operation: one request, and an error that says to check', async () => {
		const api = sim.api();
		const visual = (
			await api.post('/videos/from-templates', {
				templateId: QUOTE,
				inputs: { quote: 'A quote to delete under faults' },
			})
		).body.item.id;
		const slot = (
			await api.post('/schedule/slots', {
				slots: [
					{
						day: 'saturday',
						hour: 22,
						minute: 11,
						selectedTargets: [{ platform: 'bluesky', accountId: null, subaccountId: null }],
					},
				],
			})
		).body.items[0].id;
		const scheduled = async () => {
			const submission = (
				await api.post('/posts', {
					post: {
						accountId: '1008',
						content: { text: 'Write under faults', mediaUrls: [], platform: 'bluesky' },
						target: { targetType: 'bluesky' },
					},
					scheduledTime: new Date(Date.now() + 9 * 86_400_000).toISOString(),
				})
			).body.postSubmissionId;
			return (await api.get(`/posts/${submission}`)).body.scheduleId as string;
		};
		const [toUpdate, toDelete] = [await scheduled(), await scheduled()];
		const writes: Array<[string, string, IDataObject, string, string, RegExp]> = [
			[
				'visual',
				'delete',
				{ visualId: visual },
				'DELETE',
				`/videos/${visual}`,
				/read the resource again/,
			],
			[
				'schedule',
				'update',
				{ scheduleId: toUpdate, updateFields: { text: 'Changed' } },
				'PATCH',
				`/schedules/${toUpdate}`,
				/Schedule → Get/,
			],
			[
				'schedule',
				'delete',
				{ scheduleId: toDelete },
				'DELETE',
				`/schedules/${toDelete}`,
				/Schedule → Get/,
			],
			[
				'slot',
				'updateTargets',
				{ slotId: slot, platform: 'threads', accountScope: 'all' },
				'PATCH',
				`/schedule/slots/${slot}`,
				/Slot → Get Many/,
			],
			['slot', 'delete', { slotId: slot }, 'DELETE', `/schedules/slots/${slot}`, /Slot → Get Many/],
		];
		for (const [resource, operation, parameters, method, path, check] of writes) {
			// A delete is processed by the last fault only: the ones before must still find the target.
			const faults: Array<Omit<FaultSpec, 'path'>> =
				method === 'PATCH'
					? [
							{ status: 503, when: 'after' },
							{ reset: true },
							{ delayMs: TIMEOUT_MS + 150, when: 'after', status: 500 },
						]
					: [{ reset: true }, { status: 502 }, { status: 503, when: 'after' }];
			for (const fault of faults) {
				await sim.control('DELETE', '/faults');
				await addFaults(sim, { ...fault, method, path });
				const mark = await logMark(sim);
				const run = await runNode({ sim, resource, operation, parameters });
				const where = `${resource} → ${operation} ${JSON.stringify(fault)}`;
				expect([where, run.error?.message]).toEqual([where, expect.stringMatching(ambiguous)]);
				expect([where, run.error?.description]).toEqual([where, expect.stringMatching(check)]);
				await settle(fault.delayMs ? 200 : 0);
				expect([where, (await requestsSince(sim, mark, { method, path })).length]).toEqual([
					where,
					1,
				]);
			}
		}
	}, 30_000);
});

// ---------------------------------------------------------------------------------------------
// 429 on every kind of create (posts: test/node/postRateLimit.test.ts)

describe('429', () => {
	const limited = (path: string, count = 1): FaultSpec => ({
		method: 'POST',
		path,
		count,
		status: 429,
		body: { statusCode: 429, message: 'Rate limit exceeded, retry in 1 seconds' },
	});

	it('each create waits the stated second, is retried once, and is created once', async () => {
		const creates: Array<[string, string, IDataObject, string, () => number]> = [
			[
				'comment',
				'create',
				{ post: byId(igPost), text: 'Limited comment' },
				'/comments',
				() => user().comments.filter((c: any) => c.text === 'Limited comment').length,
			],
			[
				'message',
				'send',
				{
					account: byId('1002'),
					replyType: 'reply',
					recipient: byId(MAYA),
					text: 'Limited message',
					waitForCompletion: false,
				},
				'/messages',
				() => user().messages.filter((m: any) => m.text === 'Limited message').length,
			],
			[
				'source',
				'create',
				{ sourceType: 'text', text: 'Limited source', waitForCompletion: false },
				'/source-resolutions-v3',
				() => [...user().sources.values()].filter((s: any) => s.text === 'Limited source').length,
			],
			[
				'visual',
				'create',
				{
					template: byId(QUOTE),
					inputsMode: 'json',
					inputsJson: JSON.stringify({ quote: 'Limited visual quote' }),
				},
				'/videos/from-templates',
				() =>
					[...user().visuals.values()].filter(
						(v: any) => v.inputs?.quote === 'Limited visual quote',
					).length,
			],
			[
				'media',
				'uploadFromUrl',
				{ url: 'https://cdn.example.com/limited.jpg' },
				'/media',
				() => files().filter((f) => f.redirect === 'https://cdn.example.com/limited.jpg').length,
			],
			[
				'slot',
				'create',
				{ days: ['friday'], hour: 21, minute: 17, platform: 'threads', accountScope: 'all' },
				'/schedule/slots',
				() => user().slots.filter((s: any) => s.hour === 21 && s.minute === 17).length,
			],
		];
		for (const [, , , path] of creates) await addFaults(sim, limited(path));
		const mark = await logMark(sim);
		// Concurrently: each waits its own second.
		const runs = await Promise.all(
			creates.map(async ([resource, operation, parameters]) => {
				const started = Date.now();
				const run = await runNode({ sim, resource, operation, parameters });
				return { run, elapsed: Date.now() - started };
			}),
		);
		for (const [n, [resource, operation, , path, stored]] of creates.entries()) {
			const where = `${resource} → ${operation}`;
			const { run, elapsed } = runs[n];
			expect([where, run.error?.message]).toEqual([where, undefined]);
			expect([where, elapsed >= 1000]).toEqual([where, true]);
			const log = await requestsSince(sim, mark, { method: 'POST', path });
			expect([where, log.map((r) => r.status)]).toEqual([where, [429, 201]]);
			expect([where, stored()]).toEqual([where, 1]);
		}
	}, 20_000);

	it('a bounded number of waits, then a clear error: not processed, nothing created; other items go on', async () => {
		RETRY_POLICY.rateLimitMaxWaits = 1;
		await addFaults(sim, limited('/comments', 2));
		const mark = await logMark(sim);
		const items = [{ json: { text: 'Bounded A' } }, { json: { text: 'Bounded B' } }];
		const run = await runNode({
			sim,
			resource: 'comment',
			operation: 'create',
			parameters: { post: byId(igPost), text: '={{ $json.text }}' },
			items,
			continueOnFail: true,
		});
		expect(run.items.map((i) => i.pairedItem)).toEqual([{ item: 0 }, { item: 1 }]);
		expect(run.items[0].json.error).toBe(
			'Rate limit still exceeded for POST /comments after waiting 1 time(s)',
		);
		expect(run.items[0].json.description).toMatch(
			/The request was not processed: run it again later/,
		);
		expect(run.items[0].json.httpCode).toBe('429');
		expect(run.items[1].json.id).toBeDefined();
		const log = await requestsSince(sim, mark, { method: 'POST', path: '/comments' });
		expect(log.map((r) => [(r.body as IDataObject).text, r.status])).toEqual([
			['Bounded A', 429],
			['Bounded A', 429],
			['Bounded B', 201],
		]);
		expect(user().comments.filter((c: any) => c.text === 'Bounded A')).toHaveLength(0);
	}, 20_000);

	it('a wait longer than the bound fails at once, without waiting', async () => {
		await addFaults(sim, {
			...limited('/source-resolutions-v3'),
			body: { statusCode: 429, message: 'Rate limit exceeded, retry in 10 minutes' },
		});
		const started = Date.now();
		const run = await runNode({
			sim,
			resource: 'source',
			operation: 'create',
			parameters: { sourceType: 'text', text: 'Too long a wait', waitForCompletion: false },
		});
		expect(Date.now() - started).toBeLessThan(2000);
		expect(run.error?.message).toBe(
			`Rate limit exceeded for POST /source-resolutions-v3: the service asks to wait 600 s, longer than the ${RETRY_POLICY.rateLimitMaxWaitSeconds} s this node waits`,
		);
	});
});

// ---------------------------------------------------------------------------------------------
// The presigned PUT: never retried (README "Behaviour worth knowing")

/** A storage host that answers each PUT from a script and records what reached it. */
async function scriptedStorage(answers: Array<'503' | 'reset' | '403' | '200'>) {
	const seen: Array<{ method: string; url: string; headers: IncomingHttpHeaders; bytes: number }> =
		[];
	const server: Server = createServer((req, res) => {
		let bytes = 0;
		req.on('data', (chunk: Buffer) => (bytes += chunk.length));
		req.on('end', () => {
			seen.push({ method: req.method!, url: req.url!, headers: req.headers, bytes });
			const answer = answers.shift() ?? '200';
			if (answer === 'reset') {
				req.socket.destroy();
				return;
			}
			res.writeHead(Number(answer), { 'content-type': 'application/json' });
			res.end(answer === '200' ? '' : JSON.stringify({ message: `storage says ${answer}` }));
		});
	});
	server.listen(0, '127.0.0.1');
	await once(server, 'listening');
	const { port } = server.address() as AddressInfo;
	return {
		url: `http://127.0.0.1:${port}`,
		seen,
		close: () => new Promise<void>((resolve) => server.close(() => resolve())),
	};
}

/** The next `POST /media/uploads` answers with an upload link to the scripted storage host. */
async function uploadLinkTo(storageUrl: string, fileName: string, fileId: string): Promise<void> {
	await addFaults(sim, {
		method: 'POST',
		path: '/media/uploads',
		status: 201,
		body: {
			presignedUrl: `${storageUrl}/uploads/tok/${fileName}?expires=1&signature=x`,
			publicUrl: `${storageUrl}/files/${fileId}/${fileName}`,
		},
	});
}

describe('the presigned PUT is never retried', () => {
	it.each([
		['a 503', '503' as const, /storage host answered 503/],
		['a dropped connection', 'reset' as const, /could not be reached/],
		['a 403 (expired URL)', '403' as const, /has expired/],
	])(
		'after %s: one PUT, no new upload link, and the error says why and what to do',
		async (_n, answer, detail) => {
			const storage = await scriptedStorage([answer]);
			try {
				await uploadLinkTo(storage.url, 'clip.jpg', 'f1');
				const mark = await logMark(sim);
				const run = await runNode({
					sim,
					resource: 'media',
					operation: 'upload',
					parameters: { binaryPropertyName: 'data', options: { forcePresigned: true } },
					binary: {
						data: { data: Buffer.alloc(3000, 7), mimeType: 'image/jpeg', fileName: 'clip.jpg' },
					},
				});
				expect(run.error?.message).toBe("Uploading 'clip.jpg' to storage failed");
				expect(run.error?.description).toMatch(detail);
				expect(run.error?.description).toMatch(
					/not retried and nothing was posted with this file: run the node again, it asks for a new presigned URL/,
				);
				expect(storage.seen.map((r) => r.method)).toEqual(['PUT']);
				expect(storage.seen[0].headers['service-api-key']).toBeUndefined();
				expect(JSON.stringify(storage.seen[0].headers)).not.toContain(sim.apiKey);
				const log = await requestsSince(sim, mark);
				expect(log.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /media/uploads']);
			} finally {
				await storage.close();
			}
		},
	);

	it('Post → Create with a binary: a failed PUT stops the item before the post is sent', async () => {
		const storage = await scriptedStorage(['503']);
		try {
			await uploadLinkTo(storage.url, 'big.mp4', 'f2');
			const mark = await logMark(sim);
			// Over 15 MB goes presigned.
			const run = await runNode({
				sim,
				resource: 'post',
				operation: 'create',
				parameters: {
					platform: 'twitter',
					account: byId('1001'),
					text: 'With a video',
					media: 'data',
				},
				binary: {
					data: {
						data: Buffer.alloc(15 * 1024 * 1024 + 1, 1),
						mimeType: 'video/mp4',
						fileName: 'big.mp4',
					},
				},
			});
			expect(run.error?.message).toBe("Uploading 'big.mp4' to storage failed");
			expect(storage.seen).toHaveLength(1);
			const log = await requestsSince(sim, mark, { method: 'POST' });
			expect(log.map((r) => r.path)).toEqual(['/media/uploads']);
		} finally {
			await storage.close();
		}
	}, 30_000);
});
