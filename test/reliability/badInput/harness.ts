/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports, @typescript-eslint/no-explicit-any -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// Issue 16, item 2: the harness of the bad-input table (one `<group>.rows.ts` per resource, run by
// the `<group>.test.ts` beside it). Each row runs twice through n8n's real execution code against
// the simulator:
//  1. alone: the error names the field and says how to fix it, and the request log shows that
//     nothing reached the service that a client-side check could have caught (rows list the reads
//     a check needs, such as the template's inputs; a wrong key can only be told by the service);
//  2. with Continue On Fail, between two good items (each changed leaf of the parameters becomes
//     an expression on `$json.bad`): the good items still run, the bad one carries the error, and
//     every output keeps its `pairedItem`.
import { randomBytes } from 'crypto';
import { appendFileSync } from 'fs';

import type { IDataObject, INodeExecutionData } from 'n8n-workflow';

import { byId, runNode, type BinaryInput, type CredentialOverrides } from '../../helpers/n8n';
import { logMark, requestsSince } from '../../helpers/requestLog';
import { startTestSimulator, useSimulator, type TestSimulator } from '../../helpers/simulator';
import { SEEDED, templateNamed } from '../../helpers/fixtures';

export interface Row {
	resource: string;
	operation: string;
	/** The bad item's parameters. */
	bad: IDataObject;
	/** The same parameters made valid (the same keys); absent for credential rows. */
	good?: IDataObject;
	/** The field the error must name (in the message or the description). */
	field: string;
	/** The fix the error must state (message or description). */
	fix: RegExp;
	/** Requests a row may send before it is refused ("GET /videos/templates"): reads a check needs. */
	allowed?: string[];
	binary?: Record<string, BinaryInput>;
	credentials?: (sim: TestSimulator) => CredentialOverrides;
	timezone?: string;
	/** The row needs its own simulator (a presigned URL that expires at once). */
	expiringUploads?: boolean;
	/** The JSON of input item n (0 and 2 good, 1 bad), e.g. an ID each good item deletes. */
	itemJson?: (n: number) => IDataObject;
}

export type Rows = Record<string, () => Row>;

export const JPEG = randomBytes(2048);
export const IG = SEEDED.instagram;
export const TW = SEEDED.twitter;
export const FB = SEEDED.facebook;
export const FB_PAGE = '104857600015838';
export const MAYA = SEEDED.maya;
export const template = (name: string) => templateNamed(name).id;
export const QUOTE = () => template('Quote Card with Monocolor Background');
export const SLIDESHOW = () => template('Image Slideshow with Text Overlays');
export const TUTORIAL = () => template('Tutorial Carousel with Minimalist Flat Style');
export const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
export const x = (n: number) => 'x'.repeat(n);
export const emoji = '\u{1F600}';

// Filled in beforeAll from the seeded simulator.
export const seed = {
	board: '',
	igPost: '',
	fbPost: '',
	igComment: '',
	igReply: '',
	conversation: '',
	schedule: '',
	linkedinSchedule: '',
	submission: '',
	message: '',
	visuals: [] as string[],
	schedules: [] as string[],
	slots: [] as string[],
	slot: '',
	source: '',
	visual: '',
};

export const post = (
	bad: IDataObject,
	good: IDataObject,
	field: string,
	fix: RegExp,
	extra = {},
): Row => ({
	resource: 'post',
	operation: 'create',
	bad: { platform: 'twitter', account: byId(TW), ...bad },
	good: { platform: 'twitter', account: byId(TW), ...good },
	field,
	fix,
	// The accounts are read to report an account of another platform with every other problem.
	allowed: ['GET /users/me/accounts'],
	...extra,
});

export const slides = (n: number) =>
	Array.from({ length: n }, () => ({
		imageSource: 'https://example.com/beans.jpg',
		textOverlay: 'Fresh beans',
	}));

export const QUOTE_INPUTS = { quote: 'Good coffee takes time.', author: 'Acme' };
export const quote = (inputs: IDataObject) => JSON.stringify({ ...QUOTE_INPUTS, ...inputs });
export const TUTORIAL_INPUTS = {
	contentItems: ['Grind right before brewing'],
	ctaActions: ['Follow'],
	profileDescription: 'Roasting coffee since 2010',
};

export function msg(p: IDataObject): IDataObject {
	return {
		account: byId(IG),
		replyType: 'reply',
		recipient: byId(MAYA),
		text: 'Thanks for writing!',
		waitForCompletion: false,
		...p,
	};
}

export function vis(p: IDataObject): IDataObject {
	return {
		template: byId(QUOTE()),
		inputsMode: 'json',
		inputsJson: JSON.stringify(QUOTE_INPUTS),
		waitForCompletion: false,
		...p,
	};
}

export function src(p: IDataObject): IDataObject {
	return { waitForCompletion: false, ...p };
}

export function slot(p: IDataObject): IDataObject {
	// Each item its own time (item JSON, see nextSlotTime); a time already taken is kept.
	return {
		days: ['sunday'],
		hour: '={{ $json.hour }}',
		minute: '={{ $json.minute }}',
		platform: 'bluesky',
		accountScope: 'all',
		options: { onExisting: 'keep' },
		...p,
	};
}

let slotCounter = 0;
export function nextSlotTime(): IDataObject {
	const k = slotCounter++;
	return { hour: 1 + (k % 22), minute: (k * 7) % 60 };
}
// ---------------------------------------------------------------------------------------------

/** Parameters of a good/bad pair as one set: every differing leaf reads `$json.bad`. */
export function mergeOnBad(bad: unknown, good: unknown): unknown {
	const isPlain = (v: unknown) => !!v && typeof v === 'object' && !Array.isArray(v);
	if (Array.isArray(bad) && Array.isArray(good) && bad.length === good.length && bad.length) {
		// A fixed collection's list: merged item by item (an expression for the whole list is not read).
		return bad.map((item, n) => mergeOnBad(item, good[n]));
	}
	if (isPlain(bad) && isPlain(good)) {
		const out: IDataObject = {};
		const keys = new Set([...Object.keys(bad as object), ...Object.keys(good as object)]);
		for (const key of keys) {
			out[key] = mergeOnBad((bad as IDataObject)[key], (good as IDataObject)[key]) as IDataObject;
		}
		return out;
	}
	if (JSON.stringify(bad) === JSON.stringify(good)) return bad;
	return `={{ $json.bad ? ${asCode(bad)} : ${asCode(good)} }}`;
}

function asCode(value: unknown): string {
	if (typeof value === 'string') {
		const expression = /^=\{\{([\s\S]*)\}\}$/.exec(value);
		if (expression) return `(${expression[1]})`;
	}
	return value === undefined ? 'undefined' : JSON.stringify(value);
}

export const key = (r: { method: string; path: string }) => `${r.method} ${r.path}`;
const allowedBy =
	(patterns: string[] = []) =>
	(entry: { method: string; path: string }) =>
		patterns.some(
			(p) =>
				p === '*' ||
				new RegExp(`^${p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:id/g, '[^/]+')}$`).test(
					key(entry),
				),
		);

/** The rows' simulator, seeded before the first test; `expiring` issues upload links already expired. */
export function useBadInputSimulators(): { sim: TestSimulator; expiring: TestSimulator } {
	const sim = useSimulator({ rateLimits: false, durations: { messageSendMs: 1 } });
	const expiring = {} as TestSimulator;
	beforeAll(async () => {
		// Upload links issued already expired (a link expires quickly; this one, whatever the timing).
		Object.assign(
			expiring,
			await startTestSimulator({ rateLimits: false, uploadUrlExpiryMs: -60_000 }),
		);
		const api = sim.api();
		const published = (await api.get('/published-posts', { limit: 100 })).body.items;
		seed.fbPost = published.find((p: any) => p.platform === 'facebook').id;
		seed.igPost = published.find((p: any) => p.platform === 'instagram').id;
		const comments = (await api.get('/comments', { limit: 250 })).body.items;
		const top = comments.find(
			(c: any) => c.postId === seed.igPost && !c.parentCommentId && c.status === 'posted',
		);
		seed.igComment = top.id;
		seed.igReply = comments.find((c: any) => c.parentCommentId).id;
		seed.conversation = (await api.get('/conversations', { limit: 1 })).body.items[0].id;
		seed.slot = (await api.get('/schedule/slots')).body.items[0].id;
		seed.board = (
			await api.get('/social/pinterest/boards', { accountId: '1006' })
		).body.items[0].id;
		const submit = async (platform: string, account: string) =>
			(
				await api.post('/posts', {
					post: {
						accountId: account,
						content: { text: `Scheduled on ${platform}`, mediaUrls: [], platform },
						target: { targetType: platform },
					},
					scheduledTime: future(12),
				})
			).body.postSubmissionId;
		await submit('twitter', TW);
		await submit('linkedin', '1003');
		const schedules = (await api.get('/schedules', { limit: 50 })).body.items;
		seed.schedule = schedules.find((s: any) => s.draft.content.platform === 'twitter').id;
		seed.linkedinSchedule = schedules.find((s: any) => s.draft.content.platform === 'linkedin').id;
		const source = await api.post('/source-resolutions-v3', {
			source: { sourceType: 'text', text: 'Coffee notes' },
		});
		seed.source = source.body.id;
		const visual = await api.post('/videos/from-templates', {
			templateId: QUOTE(),
			inputs: QUOTE_INPUTS,
		});
		seed.visual = visual.body.item.id;
		for (let n = 0; n < 3; n++) {
			const created = await api.post('/videos/from-templates', {
				templateId: QUOTE(),
				inputs: QUOTE_INPUTS,
			});
			seed.visuals.push(created.body.item.id);
			const submission = await submit('bluesky', '1008');
			const state = (await api.get(`/posts/${submission}`)).body;
			seed.schedules.push(state.scheduleId ?? state.schedule?.id ?? state.id);
			const slots = await api.post('/schedule/slots', {
				slots: [
					{
						day: 'saturday',
						hour: 23,
						minute: 50 + n,
						selectedTargets: [{ platform: 'bluesky', accountId: null, subaccountId: null }],
					},
				],
			});
			seed.slots.push(slots.body.items[0].id);
		}
		seed.submission = (
			await api.post('/posts', {
				post: {
					accountId: TW,
					content: { text: 'Seeded for Post → Get', mediaUrls: [], platform: 'twitter' },
					target: { targetType: 'twitter' },
				},
			})
		).body.postSubmissionId;
		seed.message = (await api.get('/messages', { limit: 1 })).body.items[0].id;
	}, 30_000);
	afterAll(() => expiring.close?.());
	return { sim, expiring };
}

export const DISCOVER = process.env.BAD_INPUT_DISCOVER === '1';
export const note = (line: string) => appendFileSync('/tmp/bad-input-discover.txt', `${line}\n`);

/** One test per row, named after it, against a seeded simulator of the test file. */
export function describeBadInputs(rows: Rows): void {
	const { sim, expiring } = useBadInputSimulators();
	describe.each(Object.keys(rows))('%s', (name) => {
		it('names the field and the fix; sends nothing a check could catch; Continue On Fail keeps the others', async () => {
			const row = rows[name]();
			const target = row.expiringUploads ? expiring : sim;
			const credentials = row.credentials?.(target);
			const base = {
				sim: target,
				resource: row.resource,
				operation: row.operation,
				binary: row.binary,
				credentials,
				timezone: row.timezone,
			};
			const itemJson =
				row.itemJson ??
				(row.resource === 'slot' && row.operation === 'create' ? nextSlotTime : () => ({}));
			const mark = await logMark(target);
			const alone = await runNode({
				...base,
				parameters: row.bad,
				items: [{ json: { bad: true, ...itemJson(1) } }],
			});
			const sent = await requestsSince(target, mark);
			const text = `${alone.error?.message ?? ''}\n${alone.error?.description ?? ''}`;
			if (DISCOVER) {
				note(
					`${name}\n  message: ${alone.error?.message}\n  description: ${alone.error?.description}\n  sent: ${sent.map((r) => `${key(r)} ${r.status}`).join(', ')}`,
				);
			}
			expect(alone.items).toEqual([]);
			expect(alone.error).toBeDefined();
			expect(text).toContain(row.field);
			expect(text).toMatch(row.fix);
			expect(sent.filter((r) => !allowedBy(row.allowed)(r)).map(key)).toEqual([]);

			// Continue On Fail: good, bad, good.
			const items: INodeExecutionData[] = [0, 1, 2].map((n) => ({
				json: { bad: n === 1, ...itemJson(n) },
			}));
			const parameters = row.good ? (mergeOnBad(row.bad, row.good) as IDataObject) : row.bad;
			const run = await runNode({ ...base, parameters, items, continueOnFail: true });
			if (DISCOVER && run.error) note(`  COF error: ${run.error.message}`);
			expect(run.error).toBeUndefined();
			expect(run.items.every((item) => item.pairedItem !== undefined)).toBe(true);
			const paired = (n: number) =>
				run.items.filter((item) => (item.pairedItem as { item: number }).item === n);
			for (const n of [0, 1, 2]) expect(paired(n).length).toBeGreaterThanOrEqual(1);
			const failed = paired(1);
			expect(failed).toHaveLength(1);
			expect(`${failed[0].json.error}\n${failed[0].json.description ?? ''}`).toMatch(row.fix);
			if (row.good) {
				if (DISCOVER) {
					for (const n of [0, 2])
						for (const o of paired(n)) if (o.json.error) note(`  good ${n}: ${o.json.error}`);
				}
				for (const n of [0, 2]) expect(paired(n).some((item) => item.json.error)).toBe(false);
			} else {
				// A wrong credential fails every item, each on its own output, paired.
				const withoutReqId = (error: unknown) => String(error).replace(/ \(reqId: [^)]+\)/, '');
				for (const n of [0, 2]) {
					expect(withoutReqId(paired(n)[0].json.error)).toBe(withoutReqId(failed[0].json.error));
				}
			}
		});
	});
}
