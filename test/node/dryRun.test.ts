// Dry Run on every creating or changing operation (issue 14 item 6), through n8n's execution code
// against the simulator: the dry run sends no write (request log) and changes nothing; the same
// parameters without Dry Run then send exactly the planned requests, the body compared byte for
// byte as serialized JSON. Media are described ("would upload N bytes inline as x.jpg") in place of
// the hosted URL the real run gets. Post → Create with several targets: crossPost.test.ts.
import { randomBytes } from 'crypto';
import type { IDataObject } from 'n8n-workflow';

import { byId, fromList, runNode, type RunNodeOptions } from '../helpers/n8n';
import { logMark, requestsSince, type LoggedRequest } from '../helpers/requestLog';
import { allPages, useSimulator } from '../helpers/simulator';
import { seeded, type Seeded } from './postHelpers';
import { SLIDESHOW_TEMPLATE } from '../helpers/fixtures';

const sim = useSimulator({
	rateLimits: false,
	durations: { messageSendMs: 1, commentStepMs: 200 },
});
let s: Seeded;
beforeAll(async () => {
	s = await seeded(sim);
});

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const PHOTO = randomBytes(2048);
const photo = (fileName = 'cover.jpg', mimeType = 'image/jpeg', data = PHOTO) => ({
	photo: { data, mimeType, fileName },
});

type Planned = { method: string; path: string; body?: IDataObject };
type Extra = Partial<Omit<RunNodeOptions, 'sim' | 'resource' | 'operation' | 'parameters'>>;

const WRITES = ['POST', 'PATCH', 'PUT', 'DELETE'];
/** A read sent as POST (spec "Slots"): it finds the next free time, it changes nothing. */
const READ_BY_POST = 'POST /schedule/slots/next-available';
const writesIn = (log: LoggedRequest[]) =>
	log.filter((r) => WRITES.includes(r.method) && `${r.method} ${r.path}` !== READ_BY_POST);
const storagePuts = async (): Promise<any[]> =>
	((await sim.control('GET', '/storage-log')).items as any[]).filter((e) => e.method === 'PUT');

/** Every dry-run output and error of the file, to look for the API key in at the end. */
const dryOutputs: unknown[] = [];

function run(resource: string, operation: string, parameters: IDataObject, extra: Extra = {}) {
	return runNode({ sim, resource, operation, parameters, ...extra });
}

/**
 * Runs the operation with Dry Run: no write reaches the service (reads the checks need may), the
 * storage host gets nothing, and the output is `{dryRun: true, requests}`. Then the same
 * parameters without Dry Run: returns the planned requests and the writes the real run sent.
 */
async function dryThenReal(
	resource: string,
	operation: string,
	parameters: IDataObject,
	extra: Extra = {},
	unchanged?: () => Promise<unknown>,
) {
	const stateBefore = unchanged ? await unchanged() : undefined;
	const putsBefore = (await storagePuts()).length;
	const mark = await logMark(sim);
	const dry = await run(resource, operation, { ...parameters, dryRun: true }, extra);
	dryOutputs.push(dry.items, dry.error);
	expect(dry.error).toBeUndefined();
	const dryLog = await requestsSince(sim, mark);
	expect(writesIn(dryLog)).toEqual([]);
	expect((await storagePuts()).length).toBe(putsBefore);
	if (unchanged) expect(await unchanged()).toEqual(stateBefore);
	expect(dry.items).toHaveLength(1);
	expect(dry.items[0].json.dryRun).toBe(true);
	expect(dry.items[0].pairedItem).toEqual({ item: 0 });
	const planned = dry.items[0].json.requests as unknown as Planned[];

	const realMark = await logMark(sim);
	const real = await run(resource, operation, parameters, extra);
	expect(real.error).toBeUndefined();
	const sent = writesIn(await requestsSince(sim, realMark));
	return { dry, dryLog, planned, real, sent };
}

/** The planned requests are the sent ones: method, path, and the body byte for byte. */
function expectSameRequests(planned: Planned[], sent: LoggedRequest[]) {
	expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual(
		planned.map((p) => `${p.method} ${p.path}`),
	);
	for (const [n, request] of sent.entries()) {
		expect(JSON.stringify(planned[n].body)).toBe(JSON.stringify(request.body));
	}
}

/** The same as a field error of a real run, and nothing sent by either. */
async function sameFieldError(
	resource: string,
	operation: string,
	parameters: IDataObject,
	message: string | RegExp,
	extra: Extra = {},
) {
	const mark = await logMark(sim);
	const dry = await run(resource, operation, { ...parameters, dryRun: true }, extra);
	dryOutputs.push(dry.items, dry.error?.message, dry.error?.description);
	const real = await run(resource, operation, parameters, extra);
	expect(dry.items).toEqual([]);
	if (typeof message === 'string') expect(dry.error?.message).toBe(message);
	else expect(dry.error?.message).toMatch(message);
	expect(real.error?.message).toBe(dry.error?.message);
	expect(real.error?.description).toBe(dry.error?.description);
	expect(writesIn(await requestsSince(sim, mark))).toEqual([]);
}

const descriptionOf = (binary: Buffer, how: string, fileName: string) =>
	`would upload ${binary.length} bytes ${how} as ${fileName}`;

describe('Post → Create (one platform)', () => {
	const listPosts = async () =>
		(await sim.api().get('/posts')).body.items.map((p: IDataObject) => p.id);
	const scheduleCount = async () => (await sim.api().get('/schedules')).body.count;

	it('text and media URLs, now: POST /posts planned, nothing created; the real run sends that body', async () => {
		const { planned, sent, real } = await dryThenReal(
			'post',
			'create',
			{
				platform: 'bluesky',
				account: byId(s.account.bluesky),
				text: 'Dry run, then real',
				media: 'https://cdn.example.com/a.jpg, https://cdn.example.com/b.png',
			},
			{},
			listPosts,
		);
		expect(planned).toEqual([
			{
				method: 'POST',
				path: '/posts',
				body: {
					post: {
						accountId: s.account.bluesky,
						content: {
							text: 'Dry run, then real',
							mediaUrls: ['https://cdn.example.com/a.jpg', 'https://cdn.example.com/b.png'],
							platform: 'bluesky',
						},
						target: { targetType: 'bluesky' },
					},
				},
			},
		]);
		expectSameRequests(planned, sent);
		expect(real.items[0].json.postSubmissionId).toMatch(/\S/);
	});

	it('a page post scheduled at a time: the scheduling fields are in the planned body too', async () => {
		const { planned, sent } = await dryThenReal(
			'post',
			'create',
			{
				platform: 'facebook',
				account: byId(s.account.facebook),
				facebookPage: byId(s.subaccounts.facebook[0].id),
				text: 'Scheduled dry run',
				media: 'https://cdn.example.com/page.jpg',
				schedule: 'at',
				scheduledTime: '2031-05-01T09:30:00+02:00',
			},
			{},
			scheduleCount,
		);
		expect(JSON.stringify(planned[0].body)).toContain('2031-05-01');
		expectSameRequests(planned, sent);
	});

	it('a binary image is described, not uploaded; the real run uploads it and sends the hosted URL', async () => {
		const { planned, sent } = await dryThenReal(
			'post',
			'create',
			{
				platform: 'instagram',
				account: byId(s.account.instagram),
				text: 'Binary in a dry run',
				media: 'photo, https://cdn.example.com/second.jpg',
			},
			{ binary: photo() },
			listPosts,
		);
		const body = planned[0].body as any;
		expect(body.post.content.mediaUrls).toEqual([
			descriptionOf(PHOTO, 'inline', 'cover.jpg'),
			'https://cdn.example.com/second.jpg',
		]);
		expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /media', 'POST /posts']);
		const posted = sent[1].body as any;
		const hosted = posted.post.content.mediaUrls[0];
		expect(hosted.startsWith(`${sim.storageUrl}/files/`)).toBe(true);
		// Byte for byte once the described upload is given the hosted URL it got.
		body.post.content.mediaUrls[0] = hosted;
		expect(JSON.stringify(body)).toBe(JSON.stringify(posted));
	});

	it('a binary of unknown type: refused by the dry run as by the real run, nothing sent', async () => {
		const mark = await logMark(sim);
		const parameters = {
			platform: 'bluesky',
			account: byId(s.account.bluesky),
			text: 'Unknown type',
			media: 'photo',
		};
		const blob = { photo: { data: PHOTO, mimeType: 'application/octet-stream', fileName: 'blob' } };
		const dry = await run('post', 'create', { ...parameters, dryRun: true }, { binary: blob });
		dryOutputs.push(dry.items, dry.error?.message, dry.error?.description);
		const real = await run('post', 'create', parameters, { binary: blob });
		expect(writesIn(await requestsSince(sim, mark))).toEqual([]);
		expect(dry.items).toEqual([]);
		const what = "file type of 'blob' (MIME type 'application/octet-stream')";
		expect(real.error?.message).toContain(`Cannot tell the ${what}`);
		// The same words: the dry run's check names the field, the real run's refusal names the item.
		expect(dry.error?.message).toContain(`Media: Cannot tell the ${what}`);
	});
});

describe('Comment → Create', () => {
	let postId: string;
	let parent: IDataObject;
	const commentsOn = async () => (await allPages(sim, '/comments', { postId })).map((c) => c.id);

	beforeAll(async () => {
		const comments = (await sim.api().get('/comments', { limit: 100 })).body.items as IDataObject[];
		parent = comments.find(
			(c) =>
				c.platform === 'instagram' &&
				c.postId &&
				c.parentCommentId === null &&
				c.status === 'posted',
		)!;
		postId = String(parent.postId);
	});

	it('a comment: POST /comments planned and nothing created; the real run sends that body', async () => {
		const { planned, sent } = await dryThenReal(
			'comment',
			'create',
			{ post: fromList(postId), text: 'Thanks for all the love!' },
			{},
			commentsOn,
		);
		expect(planned).toEqual([
			{ method: 'POST', path: '/comments', body: { postId, text: 'Thanks for all the love!' } },
		]);
		expectSameRequests(planned, sent);
	});

	it('a reply (the parent is read, not written), waiting in the real run', async () => {
		const { planned, sent, dryLog, real } = await dryThenReal(
			'comment',
			'create',
			{
				post: byId(postId),
				text: 'See you on Sunday!',
				parentComment: byId(String(parent.id)),
				waitForCompletion: true,
			},
			{},
			commentsOn,
		);
		expect(dryLog.map((r) => `${r.method} ${r.path}`)).toEqual([`GET /comments/${parent.id}`]);
		expect(planned[0].body).toEqual({
			postId,
			text: 'See you on Sunday!',
			parentCommentId: parent.id,
		});
		expectSameRequests(planned, sent);
		expect(real.items[0].json.status).toBe('posted');
	});

	it('a bad field: the same error as a real run, nothing sent', async () => {
		await sameFieldError(
			'comment',
			'create',
			{ post: byId(postId), text: 'a'.repeat(2201) },
			'Text: is 2201 characters; a comment on Instagram takes at most 2200: shorten it by 1',
		);
	});
});

describe('Message → Send', () => {
	let accountId: string;
	let conversation: IDataObject;
	const messagesIn = async () =>
		(await allPages(sim, '/messages', { conversationId: String(conversation.id) })).map(
			(m) => m.id,
		);

	beforeAll(async () => {
		const accounts = (await sim.api().get('/users/me/accounts')).body.items as IDataObject[];
		accountId = String(accounts.find((a) => a.platform === 'instagram')!.id);
		const conversations = await allPages(sim, '/conversations');
		conversation = conversations.find(
			(c) => c.participants[0].name === 'Maya Chen' && c.accountId === accountId,
		);
	});

	const recipient = () => byId(String((conversation.participants as IDataObject[])[0].id));

	it('a reply: POST /messages planned and nothing sent; the real run sends that body', async () => {
		const { planned, sent, real } = await dryThenReal(
			'message',
			'send',
			{
				account: fromList(accountId),
				replyType: 'reply',
				conversation: fromList(String(conversation.id)),
				recipient: recipient(),
				text: 'Thanks! Your order ships tomorrow.',
			},
			{},
			messagesIn,
		);
		expect(planned).toEqual([
			{
				method: 'POST',
				path: '/messages',
				body: {
					accountId,
					recipientId: (conversation.participants as IDataObject[])[0].id,
					text: 'Thanks! Your order ships tomorrow.',
					target: { targetType: 'instagram', responseType: 'RESPONSE' },
				},
			},
		]);
		expectSameRequests(planned, sent);
		expect(real.items[0].json.status).toBe('sent');
	});

	it('a message tag', async () => {
		const { planned, sent } = await dryThenReal(
			'message',
			'send',
			{
				account: fromList(accountId),
				replyType: 'messageTag',
				tag: 'HUMAN_AGENT',
				recipient: recipient(),
				text: 'An agent will call you.',
				waitForCompletion: false,
			},
			{},
			messagesIn,
		);
		expect(JSON.stringify(planned[0].body)).toContain('HUMAN_AGENT');
		expectSameRequests(planned, sent);
	});

	it('a bad field: the same error as a real run, nothing sent', async () => {
		await sameFieldError(
			'message',
			'send',
			{ account: fromList(accountId), replyType: 'reply', recipient: recipient(), text: '  ' },
			'Text: is required: enter the message',
		);
	});
});

describe('Visual → Create', () => {
	const template = SLIDESHOW_TEMPLATE;
	const inputs = {
		slides: [{ imageSource: 'https://example.com/beans.jpg', textOverlay: 'Fresh beans' }],
	};

	it('POST /videos/from-templates planned (the template is read); the real run sends that body', async () => {
		const { planned, sent, dryLog, real } = await dryThenReal('visual', 'create', {
			template: byId(template.id),
			inputsMode: 'json',
			inputsJson: JSON.stringify(inputs),
			options: { title: 'Dry beans', render: true, isDraft: false },
		});
		expect(dryLog.every((r) => r.method === 'GET')).toBe(true);
		expect(planned).toEqual([
			{
				method: 'POST',
				path: '/videos/from-templates',
				body: {
					templateId: template.id,
					inputs,
					title: 'Dry beans',
					render: true,
					isDraft: false,
				},
			},
		]);
		expectSameRequests(planned, sent);
		expect(real.items[0].json.id).toMatch(/\S/);
	});

	it('a bad field: the same error as a real run, nothing sent', async () => {
		await sameFieldError(
			'visual',
			'create',
			{ template: byId(template.id), inputsMode: 'json', inputsJson: '{"slides": [' },
			/^Inputs \(JSON\): is not valid JSON/,
		);
	});
});

describe('Source → Create', () => {
	it.each([
		[{ sourceType: 'article', url: 'https://blog.example.com/posts/dry-run' }],
		[
			{
				sourceType: 'text',
				text: 'Raw notes: grind fresh, weigh 16:1.',
				customInstructions: 'Five bullet points',
			},
		],
	])(
		'%j: POST /source-resolutions-v3 planned, none sent; the real run sends that body',
		async (parameters) => {
			const { planned, sent, dryLog } = await dryThenReal('source', 'create', {
				...parameters,
				waitForCompletion: false,
			});
			expect(dryLog).toEqual([]);
			expect(planned).toHaveLength(1);
			expect(planned[0].path).toBe('/source-resolutions-v3');
			expectSameRequests(planned, sent);
		},
	);

	it('a bad field: the same error as a real run, nothing sent', async () => {
		await sameFieldError(
			'source',
			'create',
			{ sourceType: 'audio', url: 'https://cdn.example.com/episode.txt' },
			/^Audio URL: 'https:\/\/cdn\.example\.com\/episode\.txt' ends in \.txt/,
		);
	});
});

describe('Schedule → Update and Delete', () => {
	async function scheduled(platform: string, inMs: number): Promise<string> {
		const res = await sim.api().post('/posts', {
			post: {
				accountId: s.account[platform],
				content: { text: `Scheduled on ${platform}`, mediaUrls: [], platform },
				target: { targetType: platform },
			},
			scheduledTime: new Date(sim.clock.now() + inMs).toISOString(),
		});
		expect(res.status).toBe(201);
		return (await sim.api().get(`/posts/${res.body.postSubmissionId}`)).body.scheduleId;
	}
	const scheduleOf = (id: string) => async () => {
		const res = await sim.api().get(`/schedules/${id}`);
		return [res.status, res.body];
	};

	it('a new time: PATCH planned, the schedule unchanged; the real run sends that body', async () => {
		const id = await scheduled('twitter', 7 * DAY);
		const year = new Date().getUTCFullYear() + 1;
		const { planned, sent } = await dryThenReal(
			'schedule',
			'update',
			{ scheduleId: id, timeChange: 'at', scheduledTime: `${year}-02-03T08:15:00` },
			{ timezone: 'America/New_York' },
			scheduleOf(id),
		);
		expect(planned).toEqual([
			{
				method: 'PATCH',
				path: `/schedules/${id}`,
				body: { patch: { scheduledTime: `${year}-02-03T08:15:00.000-05:00` } },
			},
		]);
		expectSameRequests(planned, sent);
	});

	it('text and binary media: the upload is described; the real run uploads, then sends that draft', async () => {
		const id = await scheduled('twitter', 8 * DAY);
		const { planned, sent, dryLog } = await dryThenReal(
			'schedule',
			'update',
			{
				scheduleId: id,
				updateFields: { text: 'New text', media: 'photo, https://cdn.example.com/b.png' },
			},
			{ binary: photo('new.jpg') },
			scheduleOf(id),
		);
		expect(dryLog.map((r) => `${r.method} ${r.path}`)).toEqual([`GET /schedules/${id}`]);
		const body = planned[0].body as any;
		expect(body.patch.draft.content.text).toBe('New text');
		expect(body.patch.draft.content.mediaUrls).toEqual([
			descriptionOf(PHOTO, 'inline', 'new.jpg'),
			'https://cdn.example.com/b.png',
		]);
		expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([
			'POST /media',
			`PATCH /schedules/${id}`,
		]);
		const patched = sent[1].body as any;
		const hosted = patched.patch.draft.content.mediaUrls[0];
		expect(hosted.startsWith(`${sim.storageUrl}/files/`)).toBe(true);
		body.patch.draft.content.mediaUrls[0] = hosted;
		expect(planned[0].path).toBe(`/schedules/${id}`);
		expect(JSON.stringify(body)).toBe(JSON.stringify(patched));
	});

	it('the next free slot: its read-only POST next-available runs, the PATCH is only planned', async () => {
		const id = await scheduled('twitter', 10 * DAY + 5 * HOUR);
		const { planned, sent, real, dryLog } = await dryThenReal(
			'schedule',
			'update',
			{ scheduleId: id, timeChange: 'nextFreeSlot' },
			{},
			scheduleOf(id),
		);
		expect(dryLog.map((r) => `${r.method} ${r.path}`)).toEqual([
			`GET /schedules/${id}`,
			READ_BY_POST,
		]);
		expect(planned).toEqual([
			{
				method: 'PATCH',
				path: `/schedules/${id}`,
				body: { patch: { scheduledTime: real.items[0].json.scheduledTime } },
			},
		]);
		expectSameRequests(planned, sent);
	});

	it('a bad field: the same error as a real run, nothing sent', async () => {
		const id = await scheduled('twitter', 9 * DAY);
		await sameFieldError(
			'schedule',
			'update',
			{ scheduleId: id, timeChange: 'at', scheduledTime: '2020-01-01T10:00:00Z' },
			/in the past/,
		);
	});

	it('Delete: DELETE planned, the post stays scheduled; the real run deletes it', async () => {
		const id = await scheduled('bluesky', 12 * DAY);
		const { planned, sent, real } = await dryThenReal(
			'schedule',
			'delete',
			{ scheduleId: id },
			{},
			scheduleOf(id),
		);
		expect(planned).toEqual([{ method: 'DELETE', path: `/schedules/${id}` }]);
		expectSameRequests(planned, sent);
		expect(real.items[0].json).toEqual({ id, deleted: true });
		expect((await sim.api().get(`/schedules/${id}`)).status).toBe(404);
	});
});

describe('Slot → Create, Update Targets, Delete', () => {
	const slots = async () => (await sim.api().get('/schedule/slots')).body.items as IDataObject[];
	const all = (platform: string) => ({ platform, accountId: null, subaccountId: null });

	it('Create: POST /schedule/slots planned, no slot created; the real run sends that body', async () => {
		const { planned, sent, dryLog } = await dryThenReal(
			'slot',
			'create',
			{ days: ['monday', 'thursday'], hour: 21, minute: 35, platform: 'bluesky' },
			{},
			slots,
		);
		expect(dryLog).toEqual([]);
		expect(planned).toEqual([
			{
				method: 'POST',
				path: '/schedule/slots',
				body: {
					slots: [
						{ hour: 21, minute: 35, day: 'monday', selectedTargets: [all('bluesky')] },
						{ hour: 21, minute: 35, day: 'thursday', selectedTargets: [all('bluesky')] },
					],
				},
			},
		]);
		expectSameRequests(planned, sent);
	});

	it('Create with Replace Its Targets over an existing slot: the PATCH and the POST planned, in order', async () => {
		const made = await sim.api().post('/schedule/slots', {
			slots: [{ hour: 20, minute: 10, day: 'tuesday', selectedTargets: [all('twitter')] }],
		});
		expect(made.status).toBe(201);
		const existing = (await slots()).find(
			(x) => x.day === 'tuesday' && x.hour === 20 && x.minute === 10,
		)!;
		const { planned, sent, dryLog, dry } = await dryThenReal(
			'slot',
			'create',
			{
				days: ['tuesday', 'friday'],
				hour: 20,
				minute: 10,
				platform: 'linkedin',
				options: { onExisting: 'replaceTargets' },
			},
			{},
			slots,
		);
		expect(dryLog.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /schedule/slots']);
		expect(planned).toEqual([
			{
				method: 'PATCH',
				path: `/schedule/slots/${existing.id}`,
				body: { patch: { selectedTargets: [all('linkedin')] } },
			},
			{
				method: 'POST',
				path: '/schedule/slots',
				body: {
					slots: [{ hour: 20, minute: 10, day: 'friday', selectedTargets: [all('linkedin')] }],
				},
			},
		]);
		expect(dry.items[0].json.unchanged).toEqual([]);
		expectSameRequests(planned, sent);
		const after = (await slots()).find((x) => x.id === existing.id)!;
		expect(after.selectedTargets).toEqual([all('linkedin')]);
	});

	it('Update Targets: PATCH planned, the slot unchanged; the real run sends that body', async () => {
		const made = await sim.api().post('/schedule/slots', {
			slots: [{ hour: 19, minute: 40, day: 'wednesday', selectedTargets: [all('twitter')] }],
		});
		expect(made.status).toBe(201);
		const slotId = String(
			(await slots()).find((x) => x.day === 'wednesday' && x.hour === 19 && x.minute === 40)!.id,
		);
		const { planned, sent } = await dryThenReal(
			'slot',
			'updateTargets',
			{
				slotId,
				platform: 'facebook',
				accountScope: 'one',
				account: byId(s.account.facebook),
				moreTargets: { targets: [{ platform: 'threads' }] },
			},
			{},
			slots,
		);
		expect(planned).toHaveLength(1);
		expect(planned[0]).toMatchObject({ method: 'PATCH', path: `/schedule/slots/${slotId}` });
		expectSameRequests(planned, sent);
	});

	it('Delete: DELETE planned, the slot stays; the real run deletes it', async () => {
		const made = await sim.api().post('/schedule/slots', {
			slots: [{ hour: 18, minute: 25, day: 'saturday', selectedTargets: [all('pinterest')] }],
		});
		expect(made.status).toBe(201);
		const slotId = String(
			(await slots()).find((x) => x.day === 'saturday' && x.hour === 18 && x.minute === 25)!.id,
		);
		const { planned, sent } = await dryThenReal('slot', 'delete', { slotId }, {}, slots);
		expect(planned).toEqual([{ method: 'DELETE', path: `/schedules/slots/${slotId}` }]);
		expectSameRequests(planned, sent);
		expect((await slots()).find((x) => x.id === slotId)).toBeUndefined();
	});

	it('a bad field: the same error as a real run, nothing sent', async () => {
		await sameFieldError(
			'slot',
			'create',
			{ days: ['monday', 'monday'], hour: 7, minute: 0, platform: 'twitter' },
			'Days: monday is listed twice: one slot per day and time, remove the repeat',
		);
	});
});

describe('Media → Upload, Upload From URL, Create Upload Link', () => {
	it('Upload inline: POST /media with the bytes described; the real run sends them as a data URL', async () => {
		const { planned, sent, real } = await dryThenReal(
			'media',
			'upload',
			{ binaryPropertyName: 'photo' },
			{ binary: photo('latte.jpg') },
		);
		expect(planned).toEqual([
			{
				method: 'POST',
				path: '/media',
				body: { url: descriptionOf(PHOTO, 'inline', 'latte.jpg') },
			},
		]);
		expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /media']);
		// Everything but the described bytes: the same keys, the data URL of that many bytes.
		const body = sent[0].body as { url: string };
		expect(Object.keys(body)).toEqual(Object.keys(planned[0].body!));
		expect(body.url.startsWith('data:image/jpeg;base64,')).toBe(true);
		expect(real.items[0].json).toMatchObject({
			method: 'inline',
			size: PHOTO.length,
			fileName: 'latte.jpg',
		});
	});

	it('Upload presigned (Always Use Direct Upload): POST /media/uploads byte for byte, the PUT described', async () => {
		const putsBefore = (await storagePuts()).length;
		const { planned, sent, real } = await dryThenReal(
			'media',
			'upload',
			{ binaryPropertyName: 'photo', options: { forcePresigned: true } },
			{ binary: photo('card.png', 'image/png') },
		);
		expect(planned).toEqual([
			{ method: 'POST', path: '/media/uploads', body: { filename: 'card.png' } },
			{
				method: 'PUT',
				path: expect.stringContaining('presignedUrl'),
				body: { bytes: descriptionOf(PHOTO, 'presigned', 'card.png') },
			},
		]);
		// The PUT goes to the storage host (its own log), not to the API.
		expectSameRequests(planned.slice(0, 1), sent);
		const puts = (await storagePuts()).slice(putsBefore);
		expect(puts).toHaveLength(1);
		expect(puts[0]).toMatchObject({ status: 200, bytes: PHOTO.length, carriedApiKeyHeader: false });
		expect(real.items[0].json).toMatchObject({ method: 'presigned', fileName: 'card.png' });
	});

	it('Upload From URL: POST /media planned; the real run sends that body', async () => {
		const { planned, sent } = await dryThenReal('media', 'uploadFromUrl', {
			url: 'https://cdn.example.com/beans.jpg',
		});
		expect(planned).toEqual([
			{ method: 'POST', path: '/media', body: { url: 'https://cdn.example.com/beans.jpg' } },
		]);
		expectSameRequests(planned, sent);
	});

	it('Create Upload Link: POST /media/uploads planned; the real run sends that body', async () => {
		const { planned, sent } = await dryThenReal('media', 'createUploadLink', {
			filename: 'clip.mp4',
		});
		expect(planned).toEqual([
			{ method: 'POST', path: '/media/uploads', body: { filename: 'clip.mp4' } },
		]);
		expectSameRequests(planned, sent);
	});

	it('bad fields: the same errors as a real run, nothing sent or uploaded', async () => {
		const putsBefore = (await storagePuts()).length;
		await sameFieldError(
			'media',
			'createUploadLink',
			{ filename: 'clip' },
			/^File Name: 'clip' has no extension/,
		);
		await sameFieldError(
			'media',
			'upload',
			{ binaryPropertyName: 'file' },
			"Input Binary Field: the input item has no binary field 'file': use one of photo",
			{ binary: photo() },
		);
		await sameFieldError('media', 'uploadFromUrl', { url: 'ftp://example.com/a.jpg' }, /^URL: /);
		expect((await storagePuts()).length).toBe(putsBefore);
	});

	it('a binary of unknown type, inline or presigned: refused by the dry run as by the real run', async () => {
		const blob = { photo: { data: PHOTO, mimeType: 'application/octet-stream', fileName: 'blob' } };
		const what =
			"Cannot tell the file type of 'blob' (MIME type 'application/octet-stream'): the service takes images, videos, audio and PDF";
		const fix = 'set the file name or MIME type in the node that produced the binary';
		for (const options of [{}, { forcePresigned: true }]) {
			const mark = await logMark(sim);
			const parameters = { binaryPropertyName: 'photo', options };
			const dry = await run('media', 'upload', { ...parameters, dryRun: true }, { binary: blob });
			dryOutputs.push(dry.items, dry.error?.message, dry.error?.description);
			const real = await run('media', 'upload', parameters, { binary: blob });
			expect(writesIn(await requestsSince(sim, mark))).toEqual([]);
			expect(dry.items).toEqual([]);
			// The same words: the dry run's check names the field, the real run's refusal names the item.
			expect(dry.error?.message).toContain(`Input Binary Field: ${what}`);
			expect(dry.error?.message).toContain(fix);
			expect(real.error?.message).toBe(what);
			expect(real.error?.description).toContain(fix);
		}
	});
});

it('the API key appears nowhere in any dry-run output or error', () => {
	expect(dryOutputs.length).toBeGreaterThan(20);
	const all = JSON.stringify(dryOutputs, (_key, value) =>
		value instanceof Error ? { ...value, message: value.message } : value,
	);
	expect(all).not.toContain(sim.apiKey);
});
