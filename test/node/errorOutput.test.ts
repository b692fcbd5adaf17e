/* eslint-disable @typescript-eslint/no-explicit-any -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// Issue 40, item 1: the node's settings behave as on n8n's own nodes, in n8n-core's whole engine
// (WorkflowExecute.processRunExecutionData, which moves failures to the error output). Each run
// mixes good items with a caption over X's limit, a pin the service refuses (422: the board was
// archived after the node checked it, a refusal no check before sending can foresee) and a time in
// the past. On the test's clock: Retry On Fail's wait and Wait for Completion's polls take no real
// time, and the simulated publishing moves only with them.
import type { IDataObject, INode, INodeExecutionData } from 'n8n-workflow';

import { byId, runInEngine, type EngineOptions } from '../helpers/n8n';
import { addFaults } from '../helpers/requestLog';
import { useSimulator } from '../helpers/simulator';
import { useTestClock } from '../helpers/testClock';
import { seeded, type Seeded } from './postHelpers';

useTestClock();
const sim = useSimulator({ rateLimits: false, clockSpeed: 20 });
let s: Seeded;
beforeAll(async () => {
	s = await seeded(sim);
});
/** Every pin sent is refused, as the service refuses one to a board archived meanwhile. */
const REFUSAL = 'Board is archived: unarchive it on Pinterest or choose another';
beforeEach(() =>
	addFaults(sim, {
		method: 'POST',
		path: '/posts',
		bodyContains: '"targetType":"pinterest"',
		status: 422,
		body: { message: REFUSAL, reqId: 'req-archived' },
		count: 1000,
	}),
);
afterEach(() => sim.control('DELETE', '/faults'));

let run = 0;

/** Five rows: good, over X's limit, a pin the service refuses, a time in the past, good. */
function rows(): { tag: string; items: INodeExecutionData[] } {
	const tag = `run ${++run}`;
	const row = (json: IDataObject) => ({
		json: { account: s.account[String(json.platform)], ...json },
	});
	return {
		tag,
		items: [
			row({ row: 1, platform: 'twitter', text: `Good morning (${tag})` }),
			row({ row: 2, platform: 'twitter', text: `${'x'.repeat(290)} (${tag})` }),
			row({
				row: 3,
				platform: 'pinterest',
				text: `A pin (${tag})`,
				media: 'https://cdn.example.com/pin.jpg',
				board: s.boards[0].id,
			}),
			row({
				row: 4,
				platform: 'twitter',
				text: `Too late (${tag})`,
				schedule: 'at',
				scheduledTime: '2020-01-01T10:00:00',
			}),
			row({ row: 5, platform: 'twitter', text: `Good evening (${tag})` }),
		],
	};
}

const fromItem = (field: string, fallback = "''") => `={{ $json.${field} ?? ${fallback} }}`;

function postCreate(
	items: INodeExecutionData[],
	settings: EngineOptions['settings'],
	extra: Partial<EngineOptions> = {},
): EngineOptions {
	return {
		sim,
		resource: 'post',
		operation: 'create',
		parameters: {
			platform: '={{ $json.platform }}',
			account: byId('={{ $json.account }}'),
			text: '={{ $json.text }}',
			media: fromItem('media'),
			pinterestBoard: byId(fromItem('board')),
			schedule: fromItem('schedule', "'now'"),
			scheduledTime: fromItem('scheduledTime'),
			// With the platform an expression, n8n requires every platform's required fields.
			facebookPage: byId(fromItem('page')),
			tiktokPrivacyLevel: fromItem('privacy'),
			youtubeTitle: fromItem('title'),
			webhookUrl: fromItem('webhookUrl'),
		},
		items,
		settings,
		...extra,
	};
}

const paired = (items: INodeExecutionData[]) => items.map((item) => item.pairedItem);

async function sentTexts(tag: string): Promise<string[]> {
	const bodies = (await sim.requests({ method: 'POST', path: '/posts' })).map((r) => r.body);
	return bodies.map((b: any) => String(b.post.content.text)).filter((t) => t.includes(tag));
}

/**
 * An error-output item as n8n's own nodes make it (and as n8n-core moves it): `{message, error}`,
 * the details in `error`. Read back into the main output's shape to compare both.
 */
function fromErrorOutput(item: INodeExecutionData): IDataObject {
	expect(Object.keys(item.json)).toEqual(['message', 'error']);
	const { message, ...details } = item.json.error as IDataObject;
	expect(message).toBe(item.json.message);
	return { error: message, ...details };
}

/** The three failures of rows(), as the node reports them (items 2, 3 and 4). */
function expectTheThreeFailures(
	failed: INodeExecutionData[],
	json = (i: INodeExecutionData) => i.json,
) {
	expect(paired(failed)).toEqual([{ item: 1 }, { item: 2 }, { item: 3 }]);
	const [tooLong, board, past] = failed.map(json);
	expect(tooLong.error).toMatch(/^Text: has 2\d\d characters; X \(Twitter\) allows 280/);
	expect(tooLong.description).toBe('Fix the "Text" field and run again.');
	expect(board.error).toContain(REFUSAL);
	expect(board.httpCode).toBe('422');
	expect(board.description).toMatch(/rejected a value as invalid/);
	expect(past.error).toMatch(/^Scheduled Time: .*in the past/);
	expect(past.description).toBe('Fix the "Scheduled Time" field and run again.');
}

describe('On Error', () => {
	it('Stop Workflow: the first failing item stops the run, its error names the field and the fix', async () => {
		const { tag, items } = rows();
		const result = await runInEngine(postCreate(items, { onError: 'stopWorkflow' }));
		expect(result.error?.message).toMatch(/^Text: .* allows 280: shorten it/);
		expect(result.error?.description).toBe('Fix the "Text" field and run again.');
		expect(result.outputs).toEqual([]);
		expect(await sentTexts(tag)).toEqual([`Good morning (${tag})`]);
	});

	it('Continue: every item on the main output, each failure as an item with its error', async () => {
		const { tag, items } = rows();
		const result = await runInEngine(postCreate(items, { onError: 'continueRegularOutput' }));
		expect(result.error).toBeUndefined();
		expect(result.outputs).toHaveLength(1);
		const [main] = result.outputs;
		expect(paired(main)).toEqual([0, 1, 2, 3, 4].map((item) => ({ item })));
		expectTheThreeFailures(main.slice(1, 4));
		expect(main.map((item) => item.error)).toEqual(Array(5).fill(undefined));
		expect(Object.keys(main[2].json).sort()).toEqual(['description', 'error', 'httpCode']);
		expect(main[0].json.postSubmissionId).toBeTruthy();
		expect(main[4].json.postSubmissionId).toBeTruthy();
		expect(await sentTexts(tag)).toEqual([
			`Good morning (${tag})`,
			`A pin (${tag})`,
			`Good evening (${tag})`,
		]);
	});

	it('Continue (using error output): the good items on the main output, the failures on the error output', async () => {
		const { items } = rows();
		const result = await runInEngine(postCreate(items, { onError: 'continueErrorOutput' }));
		expect(result.error).toBeUndefined();
		expect(result.outputs).toHaveLength(2);
		const [main, failed] = result.outputs;
		expect(paired(main)).toEqual([{ item: 0 }, { item: 4 }]);
		expect(main.map((item) => item.json.error)).toEqual([undefined, undefined]);
		expect(main.map((item) => typeof item.json.postSubmissionId)).toEqual(['string', 'string']);
		expectTheThreeFailures(failed, fromErrorOutput);
	});

	it('Continue (using error output) with Always Output Data: all failing, the main output gets one empty item', async () => {
		const { items } = rows();
		const result = await runInEngine(
			postCreate(items.slice(1, 4), { onError: 'continueErrorOutput', alwaysOutputData: true }),
		);
		const [main, failed] = result.outputs;
		expect(main.map((item) => item.json)).toEqual([{}]);
		expect(paired(failed)).toEqual([{ item: 0 }, { item: 1 }, { item: 2 }]);
		expect(failed.map((item) => Object.keys(item.json))).toEqual(
			Array(3).fill(['message', 'error']),
		);
	});

	it('Continue (using error output) with Execute Once: only the first item runs, and it fails to the error output', async () => {
		const { tag, items } = rows();
		const result = await runInEngine(
			postCreate([items[1], items[0]], { onError: 'continueErrorOutput', executeOnce: true }),
		);
		const [main, failed] = result.outputs;
		expect(main).toEqual([]);
		expect(paired(failed)).toEqual([{ item: 0 }]);
		expect(fromErrorOutput(failed[0]).error).toMatch(/^Text: /);
		expect(await sentTexts(tag)).toEqual([]);
	});

	it('Continue (using error output) with Retry On Fail: the run is tried again, the good post is sent once', async () => {
		const { tag, items } = rows();
		const result = await runInEngine(
			postCreate(
				[items[2], items[0]],
				{ onError: 'continueErrorOutput' },
				{
					retryOnFail: { maxTries: 2 },
				},
			),
		);
		const [main, failed] = result.outputs;
		expect(paired(main)).toEqual([{ item: 1 }]);
		expect(paired(failed)).toEqual([{ item: 0 }]);
		expect(fromErrorOutput(failed[0]).httpCode).toBe('422');
		// The engine ran the node twice (its first item failed): the refused pin went out twice.
		expect(await sentTexts(tag)).toEqual([
			`A pin (${tag})`,
			`Good morning (${tag})`,
			`A pin (${tag})`,
		]);
	});
});

describe('a cross-post with On Error "Continue (using error output)"', () => {
	const crossPost = (targets: IDataObject[], parameters: IDataObject, onError: INode['onError']) =>
		runInEngine({
			sim,
			resource: 'post',
			operation: 'create',
			parameters: { postTo: 'targets', targets: { target: targets }, ...parameters },
			settings: { onError },
		});

	it('a target the service refuses and the one not sent after it go to the error output, the published one to the main output', async () => {
		const targets = [
			{ platform: 'twitter', account: byId(s.account.twitter) },
			{
				platform: 'pinterest',
				account: byId(s.account.pinterest),
				pinterestBoard: byId(s.boards[0].id),
			},
			{ platform: 'linkedin', account: byId(s.account.linkedin) },
		];
		const parameters = {
			text: `Cross-post ${++run}`,
			media: 'https://cdn.example.com/cross.jpg',
		};
		const result = await crossPost(targets, parameters, 'continueErrorOutput');
		expect(result.error).toBeUndefined();
		const [main, failed] = result.outputs;
		expect(main.map((item) => (item.json.target as IDataObject).platform)).toEqual(['twitter']);
		expect(main[0].json.postSubmissionId).toBeTruthy();
		const [refused, notSent] = failed.map(fromErrorOutput);
		expect([refused.target, notSent.target]).toEqual([
			{ index: 2, platform: 'pinterest', accountId: s.account.pinterest },
			{ index: 3, platform: 'linkedin', accountId: s.account.linkedin },
		]);
		expect(paired([...main, ...failed])).toEqual(Array(3).fill({ item: 0 }));
		expect(refused.error).toMatch(/^Target 2 \(Pinterest\): .*Board is archived/);
		expect(refused.httpCode).toBe('422');
		expect(refused.description).toMatch(/Already submitted .*Target 1 \(X/);
		expect(notSent.error).toBe('Not sent: Target 2 (Pinterest) failed before it');

		// Continue (regular output): the same three items, all on the main output, as before.
		const regular = await crossPost(
			targets,
			{ ...parameters, text: `Cross-post ${++run}` },
			'continueRegularOutput',
		);
		expect(regular.outputs).toHaveLength(1);
		expect(regular.outputs[0].map((item) => Boolean(item.json.error))).toEqual([false, true, true]);
	});

	it('with Wait for Completion, a target that failed to publish goes to the error output', async () => {
		const result = await crossPost(
			[
				{ platform: 'twitter', account: byId(s.account.twitter) },
				{
					platform: 'linkedin',
					account: byId(s.account.linkedin),
					text: `Please [simulate:reject] this one ${++run}`,
				},
			],
			{ text: `Waiting ${run}`, waitForCompletion: true, waitTimeout: 60 },
			'continueErrorOutput',
		);
		const [main, failed] = result.outputs;
		expect(main.map((item) => item.json.status)).toEqual(['published']);
		const [rejected] = failed.map(fromErrorOutput);
		expect(rejected.status).toBe('failed');
		expect((rejected.target as IDataObject).platform).toBe('linkedin');
		expect(rejected.postSubmissionId).toBeTruthy();
		expect(rejected.error).toMatch(/^Target 2 \(LinkedIn\): The post failed to publish/);
		expect(paired(failed)).toEqual([{ item: 0 }]);
	});
});
