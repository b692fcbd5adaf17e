/* eslint-disable @typescript-eslint/no-explicit-any -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// Issue 30: the other creating and changing operations through n8n's re-runs (n8n-core's engine).
// Visuals and sources have no list to look in: an earlier attempt with a lost answer stops the item.
// A retried delete whose first try went through is success; slots are looked up in their list.
// On the test's clock: Retry On Fail's waits (n8n-core's 1 s) take no real time.
import type { INodeExecutionData } from 'n8n-workflow';

import { fromList, retryExecution, runInEngine } from '../../helpers/n8n';
import { SEEDED } from '../../helpers/fixtures';
import { useSimulator } from '../../helpers/simulator';
import { useTestClock } from '../../helpers/testClock';
import { IMAGE_SLIDESHOW, json, VALID } from '../visual/visualHelpers';
import { failOnce, sent } from './rerunHelpers';

useTestClock();
const sim = useSimulator({ rateLimits: false });
afterEach(() => sim.control('DELETE', '/faults'));
const one: INodeExecutionData[] = [{ json: {} }];

describe('creates the service cannot list', () => {
	it('Visual → Create: a lost answer stops the item on re-run, naming the attempt; one request', async () => {
		const title = `Visual ${Date.now()}`;
		const options = {
			sim,
			resource: 'visual',
			operation: 'create',
			parameters: {
				template: fromList(IMAGE_SLIDESHOW.id),
				...json(VALID[IMAGE_SLIDESHOW.name]),
				options: { title },
			},
			items: one,
		};
		await failOnce(sim, 'POST', '/videos/from-templates', title, 'after');
		const result = await runInEngine({ ...options, retryOnFail: { maxTries: 3 } });
		expect(await sent(sim, 'POST', '/videos/from-templates', (b) => b.title, [title])).toEqual([
			title,
		]);
		expect(result.error?.message).toMatch(
			/earlier attempt to create the visual \(POST \/videos\/from-templates\) at \S+ ended without a clear answer \(HTTP 504\): not sent again/i,
		);
		expect(result.error?.description).toMatch(/no list of visuals.*new execution/);
	});

	it('Source → Create: the same, and a refused attempt stops too (nothing to look in)', async () => {
		const text = `Transcript ${Date.now()}`;
		const options = {
			sim,
			resource: 'source',
			operation: 'create',
			parameters: { sourceType: 'text', text, waitForCompletion: false },
			items: one,
		};
		await failOnce(sim, 'POST', '/source-resolutions-v3', text, 'before');
		const first = await runInEngine(options);
		const retried = await runInEngine(options, retryExecution(first.stored));
		expect(retried.error?.message).toMatch(/create the extraction .* \(HTTP 503\): not sent again/);
		expect(await sent(sim, 'POST', '/source-resolutions-v3', (b) => b.source.text, [text])).toEqual(
			[text],
		);
	});
});

describe('a replayed answer of any size', () => {
	it('Retry On Fail: a replayed answer far over 4000 characters equals the first run’s output', async () => {
		const stamp = Date.now();
		const texts = [`Big answer A ${stamp}`, `Big answer B ${stamp}`];
		// A nested answer of about 20,000 characters (an extraction's content, its parts).
		const big = {
			id: `src_big_${stamp}`,
			status: 'completed',
			result: {
				title: 'A long article',
				parts: Array.from({ length: 200 }, (_, n) => ({ n, text: `Paragraph ${n} `.repeat(6) })),
				meta: { language: 'en', tags: ['one', 'two'] },
			},
		};
		expect(JSON.stringify(big).length).toBeGreaterThan(20_000);
		const answerWith = (marker: string, count = 1) =>
			sim.control('POST', '/faults', {
				method: 'POST',
				path: '/source-resolutions-v3',
				status: 201,
				body: big,
				count,
				bodyContains: marker,
			});
		// A answers; B is refused once (422), then answers the same: Retry On Fail re-runs the node.
		await answerWith(texts[0]);
		await failOnce(sim, 'POST', '/source-resolutions-v3', texts[1], 'before', 422);
		await answerWith(texts[1]);
		const result = await runInEngine({
			sim,
			resource: 'source',
			operation: 'create',
			parameters: { sourceType: 'text', text: '={{ $json.text }}', waitForCompletion: false },
			items: texts.map((text) => ({ json: { text } })),
			retryOnFail: { maxTries: 2 },
		});
		expect(result.error).toBeUndefined();
		const [replayed, sentNow] = result.items.map((item) => item.json);
		expect(replayed.notSentAgain).toBe(true);
		expect(sentNow.notSentAgain).toBeUndefined();
		const { notSentAgain, sentAt, notSentAgainReason, notSentAgainCode, ...answer } = replayed;
		void [notSentAgain, sentAt, notSentAgainReason, notSentAgainCode];
		expect(answer).toEqual(sentNow);
		expect(answer).toEqual(big);
		expect(await sent(sim, 'POST', '/source-resolutions-v3', (b) => b.source.text, texts)).toEqual([
			texts[0],
			texts[1],
			texts[1],
		]);
	});
});

describe('changes and deletes', () => {
	async function scheduledPost(): Promise<string> {
		const res = await sim.api().post('/posts', {
			post: {
				accountId: SEEDED.twitter,
				content: { text: `Later ${Date.now()}`, mediaUrls: [], platform: 'twitter' },
				target: { targetType: 'twitter' },
			},
			scheduledTime: new Date(sim.clock.now() + 5 * 86_400_000).toISOString(),
		});
		return (await sim.api().get(`/posts/${res.body.postSubmissionId}`)).body.scheduleId;
	}
	const deleteSchedule = (id: string) => ({
		sim,
		resource: 'schedule',
		operation: 'delete',
		parameters: { scheduleId: id },
		items: one,
	});

	it('Schedule → Delete whose answer was lost: the Retry meets 404 and reports the delete done', async () => {
		const id = await scheduledPost();
		await failOnce(sim, 'DELETE', `/schedules/${id}`, '', 'after');
		const first = await runInEngine(deleteSchedule(id));
		expect(first.error?.message).toMatch(/may or may not have been processed/);
		const retried = await runInEngine(deleteSchedule(id), retryExecution(first.stored));
		expect(retried.error).toBeUndefined();
		expect(retried.items[0].json).toMatchObject({ id, deleted: true, notSentAgain: true });
		const deletes = await sim.requests({ method: 'DELETE', path: `/schedules/${id}` });
		expect(deletes.map((r) => r.status)).toEqual([504, 404]);
	});

	it('Schedule → Delete that went through: a re-run sends nothing', async () => {
		const id = await scheduledPost();
		const first = await runInEngine(deleteSchedule(id));
		expect(first.error).toBeUndefined();
		// The stored execution run again from the node (as a failed later node would leave it).
		const data = retryExecution(first.stored);
		data.resultData.runData = {};
		data.executionData!.nodeExecutionStack = [
			{ node: {} as never, data: { main: [one] }, source: null },
		];
		const again = await runInEngine(deleteSchedule(id), data);
		expect(again.error).toBeUndefined();
		expect(again.items[0].json).toMatchObject({ id, deleted: true, notSentAgain: true });
		expect((await sim.requests({ method: 'DELETE', path: `/schedules/${id}` })).length).toBe(1);
	});

	it('Slot → Create whose answer was lost: found in the weekly slots, not created twice', async () => {
		const options = {
			sim,
			resource: 'slot',
			operation: 'create',
			parameters: { days: ['saturday'], hour: 21, minute: 17, platform: 'threads' },
			items: one,
		};
		await failOnce(sim, 'POST', '/schedule/slots', '"minute":17', 'after');
		const result = await runInEngine({ ...options, retryOnFail: { maxTries: 2 } });
		expect(result.error).toBeUndefined();
		expect(result.items[0].json).toMatchObject({ notSentAgain: true });
		const slots = (await sim.api().get('/schedule/slots')).body.items.filter(
			(s: any) => s.day === 'saturday' && s.hour === 21 && s.minute === 17,
		);
		expect(slots).toHaveLength(1);
		expect((await sim.requests({ method: 'POST', path: '/schedule/slots' })).length).toBe(1);
	});
});
