// Issue 52, items 1 and 3: the default window covers a daily schedule, and in production
// executions (a trigger started them: n8n saves the node's static data after each) the node's
// record of its sends tells accounts of one platform apart, which the service's post list cannot.
// Through n8n-core's engine (WorkflowExecute with its lifecycle hooks), on the test's clock.
import type { IDataObject } from 'n8n-workflow';

import { byId, fromList, runInEngine, withExecuteContext } from '../../helpers/n8n';
import { addFaults } from '../../helpers/requestLog';
import { useSimulator } from '../../helpers/simulator';
import { useTestClock } from '../../helpers/testClock';
import { RECORD_MAX } from '../../../nodes/SocialPublishing/transport';
import { sendRecordOf } from '../../../nodes/SocialPublishing/transport/exactlyOnce/sendRecord';
import { seeded, type Seeded } from '../postHelpers';
import { accountsOf, guard, PHOTO, unique, type Stored } from './guardHelpers';

const clock = useTestClock();
const sim = useSimulator({ rateLimits: false, durations: { messageSendMs: 1 } });
let s: Seeded;
let otherInstagram: string;
beforeAll(async () => {
	s = await seeded(sim);
	otherInstagram = (await accountsOf(sim, 'instagram')).find(
		(a) => a.id !== s.account.instagram,
	).id;
});
afterEach(() => sim.control('DELETE', '/faults'));
const { manual, production, post } = guard(sim, () => s);
const published = () => clock.advance(10_000);
const HOUR = 3_600_000;

describe('the default window covers a workflow that runs once a day', () => {
	it('the same post 25 hours later is not sent; 7 days later it is (manual executions, the list)', async () => {
		const text = unique('Daily special: flat white');
		expect((await manual('post', 'create', post('twitter', { text }))).sent).toEqual(['/posts']);
		await published();
		await clock.advance(25 * HOUR);
		const nextDay = await manual('post', 'create', post('twitter', { text }));
		expect(nextDay.sent).toEqual([]);
		expect(nextDay.json.notSentAgain).toBe(true);
		await clock.advance(7 * 24 * HOUR);
		expect((await manual('post', 'create', post('twitter', { text }))).sent).toEqual(['/posts']);
	});

	it('the same in production executions, by the record of sends', async () => {
		const stored: Stored = {};
		const text = unique('Daily special: cortado');
		const params = post('instagram', { text, media: PHOTO });
		const first = await production(stored, 'post', 'create', params);
		expect(first.sent).toEqual(['/posts']);
		await published();
		await clock.advance(25 * HOUR);
		const nextDay = await production(stored, 'post', 'create', params);
		expect(nextDay.sent).toEqual([]);
		expect(nextDay.json).toMatchObject({
			notSentAgain: true,
			postSubmissionId: first.json.postSubmissionId,
			status: 'published',
		});
		await clock.advance(7 * 24 * HOUR);
		expect((await production(stored, 'post', 'create', params)).sent).toEqual(['/posts']);
	});
});

describe('two Instagram accounts in production executions', () => {
	it('a repeat on account A is not sent; the same text on account B is', async () => {
		const stored: Stored = {};
		const text = unique('Two shops, one caption');
		const onA = post('instagram', { text, media: PHOTO });
		const onB = post('instagram', { text, media: PHOTO }, otherInstagram);
		const first = await production(stored, 'post', 'create', onA);
		expect(first.sent).toEqual(['/posts']);
		await published();
		const again = await production(stored, 'post', 'create', onA);
		expect(again.sent).toEqual([]);
		expect(again.json.alreadyOnServiceCheck).toMatch(
			/^this workflow sent the same post at .* \(post .*\), now published: not sent again$/,
		);
		const toB = await production(stored, 'post', 'create', onB);
		expect(toB.sent).toEqual(['/posts']);
		expect(toB.json.alreadyOnServiceCheck).toMatch(
			/which of the 2 connected Instagram accounts made it.*this workflow's record of its sends has no such post within the window: sent$/,
		);
		await published();
		// And now B's repeat is caught too, and A's still is.
		expect((await production(stored, 'post', 'create', onB)).sent).toEqual([]);
		expect((await production(stored, 'post', 'create', onA)).sent).toEqual([]);
	});

	it('a recorded post that failed does not count: sent again', async () => {
		const stored: Stored = {};
		const params = post('instagram', { text: unique('[simulate:reject] refused'), media: PHOTO });
		await production(stored, 'post', 'create', params);
		await published();
		const again = await production(stored, 'post', 'create', params);
		expect(again.sent).toEqual(['/posts']);
		expect(again.json.alreadyOnServiceCheck).toMatch(/and it failed: sent again$/);
	});

	it('reading the recorded post fails: not sent again (the service took it), and the output says so', async () => {
		const stored: Stored = {};
		const params = post('instagram', { text: unique('Read fails'), media: PHOTO });
		const first = await production(stored, 'post', 'create', params);
		await published();
		await addFaults(sim, {
			method: 'GET',
			path: `/posts/${String(first.json.postSubmissionId)}`,
			status: 500,
			count: 5,
		});
		const again = await production(stored, 'post', 'create', params);
		expect(again.sent).toEqual([]);
		expect(again.json).toMatchObject({
			postSubmissionId: first.json.postSubmissionId,
			notSentAgain: true,
		});
		expect(again.json.alreadyOnServiceCheck).toMatch(/reading it now failed .*: not sent again$/);
	});
});

describe('media uploaded from files', () => {
	const photo = {
		data: Buffer.from('ffd8ffe000104a464946000101', 'hex'),
		mimeType: 'image/jpeg',
		fileName: 'latte-art.jpg',
	};
	it("the service's list holds the URLs a post was sent with (a file's upload gets a new one each run)", async () => {
		const text = unique('Listed as sent');
		await manual('post', 'create', post('twitter', { text, media: PHOTO }));
		await published();
		const listed = (await sim.api().get('/posts', { platform: ['twitter'] })).body.items.find(
			(p: IDataObject) => p.text === text,
		);
		expect(listed.mediaUrls).toEqual([PHOTO]);
	});

	it('manual executions cannot tell an uploaded file again (sent, with why); production ones can, by the record', async () => {
		const text = unique('From a file');
		const params = post('instagram', { text, media: 'photo' });
		const first = await manual('post', 'create', params, { binary: { photo } });
		expect(first.sent).toEqual(['/posts']);
		await published();
		const again = await manual('post', 'create', params, { binary: { photo } });
		expect(again.sent).toEqual(['/posts']);
		expect(again.json.alreadyOnServiceCheck).toMatch(/its media are files uploaded by this run/);

		const stored: Stored = {};
		const fromFile = post('instagram', { text: unique('From a file, production'), media: 'photo' });
		expect(
			(await production(stored, 'post', 'create', fromFile, { binary: { photo } })).sent,
		).toEqual(['/posts']);
		await published();
		const repeat = await production(stored, 'post', 'create', fromFile, { binary: { photo } });
		expect(repeat.sent).toEqual([]);
		const otherFile = { ...photo, fileName: 'flat-white.jpg' };
		expect(
			(await production(stored, 'post', 'create', fromFile, { binary: { photo: otherFile } })).sent,
		).toEqual(['/posts']);
	});
});

describe("the Sheets template's row, set back to ready after one target failed (production executions)", () => {
	it('sends only the target that failed: the others, with the same Drive image, are found in the record', async () => {
		const stored: Stored = {};
		const photo = {
			data: Buffer.from('ffd8ffe000104a46494600010101', 'hex'),
			mimeType: 'image/jpeg',
			fileName: 'drive-file.jpg',
		};
		const params = {
			postTo: 'targets',
			text: unique('Row 12 of the calendar'),
			media: 'data',
			targets: {
				target: [
					{ platform: 'twitter', account: byId(s.account.twitter) },
					{ platform: 'instagram', account: byId(s.account.instagram) },
					{ platform: 'linkedin', account: byId(s.account.linkedin) },
					{
						platform: 'facebook',
						account: byId(s.account.facebook),
						facebookPage: byId(s.subaccounts.facebook[0].id),
					},
				],
			},
		};
		const extra = {
			binary: { data: photo },
			settings: { onError: 'continueErrorOutput' as const },
		};
		await addFaults(sim, {
			method: 'POST',
			path: '/posts',
			status: 422,
			body: { message: 'Page / subaccount not found', reqId: 'req-refused' },
			bodyContains: '"targetType":"facebook"',
			count: 1,
		});
		const first = await production(stored, 'post', 'create', params, extra);
		expect(first.sent).toEqual(['/posts', '/posts', '/posts', '/posts']);
		await published();
		const again = await production(stored, 'post', 'create', params, extra);
		expect(again.sent).toEqual(['/posts']);
		const bodies = (await sim.requests({ method: 'POST', path: '/posts' })).slice(-1);
		expect(bodies[0].body.post.content.platform).toBe('facebook');
		expect(again.items.filter((i) => i.notSentAgain === true)).toHaveLength(3);
	});
});

describe('the record of sends', () => {
	it('a manual execution saves none; a production one saves only the sends the window needs', async () => {
		const text = unique('Recorded');
		const manualRun = await runInEngine({
			sim,
			resource: 'post',
			operation: 'create',
			parameters: post('twitter', { text }),
			mode: 'manual',
		});
		expect(manualRun.error).toBeUndefined();
		expect(manualRun.savedStaticData).toBeUndefined();
		const stored: Stored = {};
		await production(
			stored,
			'post',
			'create',
			post('twitter', { text: unique('Kept'), alreadyOnServiceWindow: 1 }),
		);
		const record = stored.data!.sentWithinWindow as Record<string, IDataObject[]>;
		expect(Object.keys(stored.data!)).toEqual(['sentWithinWindow']);
		expect(Object.values(record).flat()).toHaveLength(1);
		// After the window, the next send drops it.
		await clock.advance(2 * HOUR);
		await production(
			stored,
			'post',
			'create',
			post('twitter', { text: unique('Next'), alreadyOnServiceWindow: 1 }),
		);
		expect(Object.values(stored.data!.sentWithinWindow as object).flat()).toHaveLength(1);
		// The window at 0: nothing recorded, nothing saved.
		const off = await runInEngine({
			sim,
			resource: 'post',
			operation: 'create',
			parameters: post('twitter', { text: unique('Off'), alreadyOnServiceWindow: 0 }),
			mode: 'trigger',
		});
		expect(off.savedStaticData).toBeUndefined();
	});

	it('is not started where n8n gave the execution none of the stored data; once stored, it is kept up', async () => {
		const params = (text: string) => post('twitter', { text });
		// A queue-mode worker of n8n 2.40+ runs a job with the workflow's snapshot: not published, no static data.
		const worker = await runInEngine({
			sim,
			resource: 'post',
			operation: 'create',
			parameters: params(unique('On a worker')),
			mode: 'trigger',
			active: false,
		});
		expect(worker.error).toBeUndefined();
		expect(worker.savedStaticData).toBeUndefined();
		expect(worker.items[0].json.alreadyOnServiceCheck).toBeUndefined();
		// After a Wait the execution may have been resumed from the database, without static data.
		const resumed = await runInEngine({
			sim,
			resource: 'post',
			operation: 'create',
			parameters: params(unique('After a Wait')),
			mode: 'webhook',
			active: true,
			parents: [
				{
					name: 'Wait',
					type: 'n8n-nodes-base.wait',
					typeVersion: 1.1,
					parameters: { resume: 'webhook' },
				},
			],
		});
		expect(resumed.error).toBeUndefined();
		expect(resumed.savedStaticData).toBeUndefined();
		// A record read from the stored data is kept up wherever it runs.
		const stored: Stored = {};
		await production(stored, 'post', 'create', params(unique('Started')));
		const kept = await runInEngine({
			sim,
			resource: 'post',
			operation: 'create',
			parameters: params(unique('Kept up')),
			mode: 'webhook',
			active: false,
			staticData: JSON.parse(JSON.stringify(stored.data)),
		});
		expect(Object.values(kept.savedStaticData!.sentWithinWindow as object).flat()).toHaveLength(2);
	});

	it('a repeat in an execution without the record: the list decides, and the output says why', async () => {
		const other = otherInstagram;
		const text = unique('No record given');
		await production({}, 'post', 'create', post('instagram', { text, media: PHOTO }, other));
		await published();
		const run = await runInEngine({
			sim,
			resource: 'post',
			operation: 'create',
			parameters: post('instagram', { text, media: PHOTO }),
			mode: 'trigger',
			active: false,
		});
		expect(run.items[0].json.alreadyOnServiceCheck).toMatch(
			/this execution may lack the workflow's stored data.*: sent$/,
		);
	});

	it(`keeps at most ${RECORD_MAX} sends, the newest`, async () => {
		const { result } = await withExecuteContext(
			{ sim, mode: 'trigger', active: true },
			async function () {
				const record = sendRecordOf(this)!;
				for (let k = 0; k < RECORD_MAX + 5; k++) {
					record.add(
						`key${k}`,
						{ at: new Date(Date.now() + k).toISOString(), id: `p${k}`, run: 'r' },
						HOUR,
					);
				}
				const kept = this.getWorkflowStaticData('node').sentWithinWindow as Record<string, unknown>;
				return {
					count: Object.keys(kept).length,
					oldest: kept.key0,
					newest: kept[`key${RECORD_MAX + 4}`],
				};
			},
		);
		expect(result).toMatchObject({
			count: RECORD_MAX,
			oldest: undefined,
			newest: [expect.any(Object)],
		});
	});
});

describe('comments and messages in production executions', () => {
	it('a comment repeated by a new execution is found by the record', async () => {
		const stored: Stored = {};
		const postId = String(
			(await sim.api().get('/posts', { platform: ['instagram'], status: ['published'] })).body
				.items[0].id,
		);
		const params = { post: byId(postId), text: unique('See you at the shop') };
		expect((await production(stored, 'comment', 'create', params)).sent).toEqual(['/comments']);
		const again = await production(stored, 'comment', 'create', params);
		expect(again.sent).toEqual([]);
		expect(again.json.alreadyOnServiceCheck).toMatch(/^this workflow sent the same comment at/);
	});

	it('a private reply to another comment of the same person is sent; to the same comment it is not', async () => {
		const ig = s.account.instagram;
		const comment = () =>
			sim.control('POST', '/activity/comment', {
				platform: 'instagram',
				accountId: ig,
				authorId: '7300000000077',
				text: 'How much is it?',
			});
		const first = await comment();
		const text = unique('Hi! 12 EUR a bag.');
		const reply = (to: IDataObject) =>
			manual('message', 'send', {
				account: fromList(ig),
				replyType: 'privateReply',
				comment: fromList(String(to.id)),
				text,
			});
		expect((await reply(first)).sent).toEqual(['/messages']);
		await clock.advance(60_000);
		const second = await comment();
		const toSecond = await reply(second);
		expect(toSecond.sent).toEqual(['/messages']);
		expect(toSecond.json.notSentAgain).toBeUndefined();
		const sameAgain = await reply(second);
		expect(sameAgain.sent).toEqual([]);
		expect(sameAgain.json.notSentAgain).toBe(true);
	});
});
