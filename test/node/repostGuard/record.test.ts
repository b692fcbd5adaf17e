// Issue 60: the record of sends lives in n8n's database (its store of processed values, here the
// stand-in of test/helpers/n8n/processedStore.ts behind n8n-core's own helpers), so every
// execution of the saved workflow finds it: manual, trigger, webhook, a queue-mode worker's job, a
// sub-workflow, a Retry, after a Wait. With two Instagram accounts only the record can tell whose
// post is on the service. Through n8n-core's engine, on the test's clock.
import type { IDataObject, WorkflowExecuteMode } from 'n8n-workflow';

import { runInEngine, runNode } from '../../helpers/n8n';
import { processedRow } from '../../helpers/n8n/processedStore';
import { addFaults, logMark, requestsSince } from '../../helpers/requestLog';
import { useSimulator } from '../../helpers/simulator';
import { useTestClock } from '../../helpers/testClock';
import { seeded, type Seeded } from '../postHelpers';
import { accountsOf, guard, PHOTO, unique } from './guardHelpers';

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
const { production, post } = guard(sim, () => s);
const published = () => clock.advance(10_000);
const HOUR = 3_600_000;
const WAIT = {
	name: 'Wait',
	type: 'n8n-nodes-base.wait',
	typeVersion: 1.1,
	parameters: { resume: 'timeInterval', amount: 70, unit: 'seconds' },
};

/** The executions users run every day, as n8n-core starts them. */
const EXECUTIONS: Array<
	[string, { mode: WorkflowExecuteMode; active: boolean; parents?: [typeof WAIT] }]
> = [
	['a manual execution (Execute pressed twice)', { mode: 'manual', active: false }],
	['a trigger of the published workflow', { mode: 'trigger', active: true }],
	[
		"a queue-mode worker's job (n8n 2.40+: not published, no static data)",
		{ mode: 'trigger', active: false },
	],
	[
		'a webhook delivered twice, resumed after a Wait',
		{ mode: 'webhook', active: true, parents: [WAIT] },
	],
	['a sub-workflow (mode integrated)', { mode: 'integrated', active: false }],
];

describe.each(EXECUTIONS)('two Instagram accounts, in %s', (_, how) => {
	it('a repeat on account A is not sent (its output reads as the first); the same text on account B is', async () => {
		const text = unique('Two shops, one caption');
		const onA = post('instagram', { text, media: PHOTO });
		const onB = post('instagram', { text, media: PHOTO }, otherInstagram);
		const first = await production('post', 'create', onA, how);
		expect(first.sent).toEqual(['/posts']);
		await published();
		const again = await production('post', 'create', onA, how);
		expect(again.sent).toEqual([]);
		expect(again.json).toMatchObject({
			notSentAgain: true,
			postSubmissionId: first.json.postSubmissionId,
			status: 'published',
		});
		expect(again.json.notSentAgainReason).toMatch(
			/^Already on the service: this workflow sent it at .* \(post .*\), now published\.$/,
		);
		expect(again.json.alreadyOnServiceCheck).toBeUndefined();
		// Post → Get reads the id the repeat output: a Create → Wait → Get → If loop goes on as before.
		const got = await runNode({
			sim,
			resource: 'post',
			operation: 'get',
			parameters: { postSubmissionId: again.json.postSubmissionId },
		});
		expect(got.items[0].json).toMatchObject({ status: 'published' });
		const toB = await production('post', 'create', onB, how);
		expect(toB.sent).toEqual(['/posts']);
		expect(toB.json.alreadyOnServiceCheck).toMatch(
			/^Sent: a similar post is on the service, but the list does not show if it was a feed post.*\.$/,
		);
		await published();
		expect((await production('post', 'create', onB, how)).sent).toEqual([]);
		expect((await production('post', 'create', onA, how)).sent).toEqual([]);
	});
});

describe('the window, through the record', () => {
	it('a repeat 25 hours later is not sent; 7 days later it is (default 36 hours)', async () => {
		const params = post('instagram', { text: unique('Daily special: cortado'), media: PHOTO });
		const first = await production('post', 'create', params);
		expect(first.sent).toEqual(['/posts']);
		await published();
		await clock.advance(25 * HOUR);
		const nextDay = await production('post', 'create', params);
		expect(nextDay.sent).toEqual([]);
		expect(nextDay.json.postSubmissionId).toBe(first.json.postSubmissionId);
		await clock.advance(7 * 24 * HOUR);
		expect((await production('post', 'create', params)).sent).toEqual(['/posts']);
	});
});

describe('the window, to the minute', () => {
	it("a send in the window's first hour but before its start does not count: sent", async () => {
		// The record asks about whole hours: the send's minute decides at the window's start.
		await clock.advance(HOUR - (clock.now() % HOUR) + 10 * 60_000);
		const params = post('instagram', {
			text: unique('Just outside'),
			media: PHOTO,
			alreadyOnServiceWindow: 1,
		});
		expect((await production('post', 'create', params)).sent).toEqual(['/posts']);
		await clock.advance(HOUR + 20 * 60_000);
		const later = await production('post', 'create', params);
		expect(later.sent).toEqual(['/posts']);
		expect(later.json.notSentAgain).toBeUndefined();
	});
});

describe('what counts as sent', () => {
	it('a recorded post that failed does not count; a later one that succeeded does (not sent a third time)', async () => {
		const params = post('instagram', { text: unique('The second try worked'), media: PHOTO });
		const first = await production('post', 'create', params);
		await published();
		const failed = {
			method: 'GET',
			path: `/posts/${String(first.json.postSubmissionId)}`,
			status: 200,
			body: {
				postSubmissionId: first.json.postSubmissionId,
				status: 'failed',
				errorMessage: 'Media could not be fetched',
			},
			count: 1,
		};
		await addFaults(sim, failed);
		const second = await production('post', 'create', params);
		expect(second.sent).toEqual(['/posts']);
		expect(second.json.alreadyOnServiceCheck).toMatch(/^Sent again: .* failed\.$/);
		expect(second.json.alreadyOnServiceCode).toBe('earlierFailed');
		await published();
		await addFaults(sim, failed);
		const third = await production('post', 'create', params);
		expect(third.sent).toEqual([]);
		expect(third.json).toMatchObject({
			notSentAgain: true,
			postSubmissionId: second.json.postSubmissionId,
		});
	});

	it('reading the recorded post fails: not sent again (the service took it), and the output says so', async () => {
		const params = post('instagram', { text: unique('Read fails'), media: PHOTO });
		const first = await production('post', 'create', params);
		await published();
		await addFaults(sim, {
			method: 'GET',
			path: `/posts/${String(first.json.postSubmissionId)}`,
			status: 500,
			count: 5,
		});
		const again = await production('post', 'create', params);
		expect(again.sent).toEqual([]);
		expect(again.json).toMatchObject({
			postSubmissionId: first.json.postSubmissionId,
			notSentAgain: true,
		});
		expect(again.json.notSentAgainReason).toMatch(/reading it now failed .*\.$/);
	});
});

describe('written when it is sent', () => {
	it("the node writes nothing to static data; the record is in n8n's store as soon as the create is answered", async () => {
		const run = await runInEngine({
			sim,
			resource: 'post',
			operation: 'create',
			parameters: post('twitter', { text: unique('Recorded at once') }),
			mode: 'trigger',
			active: true,
		});
		expect(run.error).toBeUndefined();
		expect(run.savedStaticData).toBeUndefined();
		// Slot, minute, run, token (6) and the id: a UUID's 32 hex digits, else its bytes in hex, with
		// a kind before and (not a UUID) an end after.
		const id = String(run.items[0].json.postSubmissionId);
		const idSymbols = /^[0-9a-f-]{36}$/.test(id) ? 33 : 2 + 2 * Buffer.byteLength(id);
		expect(processedRow()).toHaveLength(1 + 1 + 1 + 6 + idSymbols);
	});

	it('a create the service refused (4xx) is not left in the record', async () => {
		await addFaults(sim, {
			method: 'POST',
			path: '/posts',
			status: 422,
			body: { message: 'Invalid account', reqId: 'req-refused' },
			count: 1,
		});
		const params = post('twitter', { text: unique('Refused once') });
		const refused = await production('post', 'create', params);
		expect(refused.error?.message).toMatch(/Invalid account/);
		expect(processedRow()).toEqual([]);
		expect((await production('post', 'create', params)).sent).toEqual(['/posts']);
	});

	it('the window at 0: nothing is recorded', async () => {
		await production(
			'post',
			'create',
			post('twitter', { text: unique('Off'), alreadyOnServiceWindow: 0 }),
		);
		expect(processedRow()).toEqual([]);
	});
});

describe('where n8n keeps no record', () => {
	it('a workflow never saved sends, and says why', async () => {
		const params = post('instagram', { text: unique('Not saved yet'), media: PHOTO });
		await production('post', 'create', params, { workflowId: null, mode: 'manual', active: false });
		await published();
		const again = await production('post', 'create', params, {
			workflowId: null,
			mode: 'manual',
			active: false,
		});
		expect(again.sent).toEqual(['/posts']);
		expect(again.json.alreadyOnServiceCheck).toMatch(
			/; n8n keeps no record of sends until the workflow is saved\.$/,
		);
	});
});

describe('two nodes of one workflow with the same create', () => {
	it('the copy runs first in the same execution: one POST /posts, the node after it is told so', async () => {
		const params = post('youtube', {
			text: unique('Two nodes, one execution'),
			media: 'https://cdn.example.com/clip.mp4',
			youtubeTitle: 'Launch',
		});
		const mark = await logMark(sim);
		const run = await runInEngine({
			sim,
			resource: 'post',
			operation: 'create',
			parameters: params,
			mode: 'trigger',
			active: true,
			nodeId: 'node-b',
			copyBefore: { nodeId: 'node-a' },
		});
		expect(run.error).toBeUndefined();
		const [copyRun] = run.run.data.resultData.runData['Social Publishing copy'];
		const sentByCopy = copyRun.data!.main[0]![0].json;
		const creates = await requestsSince(sim, mark, { method: 'POST', path: '/posts' });
		expect(creates).toHaveLength(1);
		expect(sentByCopy.notSentAgain).toBeUndefined();
		expect(run.items[0].json).toMatchObject({
			notSentAgain: true,
			postSubmissionId: sentByCopy.postSubmissionId,
		});
	});

	it("a copied node (another node id) finds the first one's send in the next execution", async () => {
		const params = post('youtube', {
			text: unique('Two YouTube nodes'),
			media: 'https://cdn.example.com/clip.mp4',
			youtubeTitle: 'Launch',
		});
		const first = await production('post', 'create', params, { nodeId: 'node-a' });
		expect(first.sent).toEqual(['/posts']);
		// The second node runs while the first post is still in progress: followed to its end.
		const copied = await production('post', 'create', params, { nodeId: 'node-b' });
		expect(copied.sent).toEqual([]);
		expect(copied.json).toMatchObject({
			notSentAgain: true,
			postSubmissionId: first.json.postSubmissionId,
		});
	});
});

export type { IDataObject };
