// Issue 54: a batch of posts with Wait for Completion sends its creates one after the other and waits
// for their outcomes side by side, in n8n-core's whole engine. Outputs keep their order and pairing,
// failures leave as under every On Error setting, Stop stops at the first failure in item order,
// and each post costs one create and one status read (the look-ups share one read of the list). On
// the test's clock: the simulator publishes a post 3 s after its create, and the first status read
// comes one poll interval (3 s) after the create.
import type { IDataObject } from 'n8n-workflow';

import { retryExecution, runInEngine } from '../../helpers/n8n';
import { addFaults, logMark } from '../../helpers/requestLog';
import { batchKit, idsOf, paired } from './batchHelpers';
import { useSimulator } from '../../helpers/simulator';
import { useTestClock } from '../../helpers/testClock';
import { seeded, type Seeded } from '../postHelpers';

useTestClock();
const sim = useSimulator({ rateLimits: false });
let s: Seeded;
beforeAll(async () => {
	s = await seeded(sim);
});
afterEach(() => sim.control('DELETE', '/faults'));

const { posts, options, run, sentSince } = batchKit(sim, () => s);

async function refuse() {
	await addFaults(sim, {
		method: 'POST',
		path: '/posts',
		status: 422,
		body: { statusCode: 422, message: 'The post was refused (test)', reqId: 'req-test' },
		bodyContains: 'refuse-me',
		count: 100,
	});
}

/**
 * The waits overlap: item k+1's create goes out before item k's first status read (one after the
 * other, each read would follow its own create). On the test's clock a read of an earlier item may
 * come between later creates (see test/helpers/testClock.ts), so only this order is fixed.
 */
function expectOverlap(sent: string[], creates: number) {
	for (let k = 1; k < creates; k++) {
		const read = sent.indexOf(`read ${k}`);
		if (read >= 0) expect(sent.indexOf(`create ${k + 1}`)).toBeLessThan(read);
	}
}

describe('a batch with Wait for Completion', () => {
	it('each create goes out before the earlier post is read; one status read a post, one look-up for all', async () => {
		const { items } = posts(10);
		const mark = await logMark(sim);
		const result = await run(items, true);
		expect(result.error).toBeUndefined();
		const [main] = result.outputs;
		expect(paired(main)).toEqual(items.map((_, item) => ({ item })));
		expect(main.map((item) => item.json.status)).toEqual(Array(10).fill('published'));
		const sent = await sentSince(mark, idsOf(main));
		expect(sent.filter((x) => !x.startsWith('read'))).toEqual([
			'look-up',
			...items.map((_, k) => `create ${k + 1}`),
		]);
		expect(sent.filter((x) => x.startsWith('read')).sort()).toEqual(
			items.map((_, k) => `read ${k + 1}`).sort(),
		);
		expectOverlap(sent, 10);
	});
});

describe('two failures in a batch of 10 (item 3 refused at its create, item 7 at publishing)', () => {
	const marks = { refused: [2], rejected: [6] };

	it('Continue: every item in order on the main output, the two failures as items with their errors', async () => {
		await refuse();
		const { items } = posts(10, marks);
		const mark = await logMark(sim);
		const result = await run(items, true, { settings: { onError: 'continueRegularOutput' } });
		expect(result.error).toBeUndefined();
		const [main] = result.outputs;
		expect(paired(main)).toEqual(items.map((_, item) => ({ item })));
		const errors = main.map((item) => item.json.error);
		expect(errors[2]).toMatch(/The post was refused \(test\)/);
		expect(errors[6]).toBe('The post failed to publish: The twitter platform rejected the post');
		expect(main.filter((item) => item.json.status === 'published')).toHaveLength(8);
		const sent = await sentSince(mark, idsOf(main));
		// Ten creates (one refused), and one status read for each of the nine created.
		expect(sent.filter((x) => !x.startsWith('read'))).toEqual([
			'look-up',
			...items.map((_, k) => `create ${k + 1}`),
		]);
		expect(sent.filter((x) => x.startsWith('read'))).toHaveLength(9);
		expect(sent).not.toContain('read 3');
		expectOverlap(sent, 10);
	});

	it('Continue (using error output): eight on the main output, the two failures on the error output, paired', async () => {
		await refuse();
		const { items } = posts(10, marks);
		const result = await run(items, true, { settings: { onError: 'continueErrorOutput' } });
		expect(result.error).toBeUndefined();
		const [main, failed] = result.outputs;
		expect(paired(main)).toEqual([0, 1, 3, 4, 5, 7, 8, 9].map((item) => ({ item })));
		expect(paired(failed)).toEqual([{ item: 2 }, { item: 6 }]);
		expect(failed.map((item) => Object.keys(item.json))).toEqual([
			['message', 'error'],
			['message', 'error'],
		]);
		expect(String(failed[1].json.message)).toMatch(/^The post failed to publish/);
		expect((failed[1].json.error as IDataObject).resource).toMatchObject({ status: 'failed' });
	});

	it('Stop: the refused create stops the batch; the items before it are waited for, none after it is sent', async () => {
		await refuse();
		const { items } = posts(10, marks);
		const mark = await logMark(sim);
		const result = await run(items, true, { settings: { onError: 'stopWorkflow' } });
		expect(result.error?.message).toMatch(/The post was refused \(test\)/);
		expect(result.error?.description ?? '').not.toMatch(/already been sent/);
		const sent = await sentSince(mark);
		// Item 3 is refused before item 1's first status read is due.
		expect(sent.filter((x) => !x.startsWith('read'))).toEqual([
			'look-up',
			'create 1',
			'create 2',
			'create 3',
		]);
		expect(sent.filter((x) => x.startsWith('read'))).toHaveLength(2);
	});

	it('Stop: a post that fails at publishing stops the batch at that item; those sent after it are named', async () => {
		const { items } = posts(10, { rejected: [1] });
		const mark = await logMark(sim);
		const result = await run(items, true, { settings: { onError: 'stopWorkflow' } });
		expect(result.error?.message).toBe(
			'The post failed to publish: The twitter platform rejected the post',
		);
		const sent = await sentSince(mark);
		const creates = sent.filter((x) => x.startsWith('create'));
		// Item 3 at least was sent before item 2's failure was known; no create after it.
		expect(creates.length).toBeGreaterThanOrEqual(3);
		expect(creates).toEqual(creates.map((_, k) => `create ${k + 1}`));
		const after = creates.slice(2).map((_, k) => k + 3);
		expect(result.error?.description).toContain(
			`Item(s) ${after.join(', ')} after it had already been sent while it was waited for.`,
		);
	});

	it('the same batch without waiting sends the same creates; waiting adds one status read per post', async () => {
		await refuse();
		const without = posts(10, { refused: [2, 6] });
		const withWait = posts(10, { refused: [2, 6] });
		const settings = { onError: 'continueErrorOutput' as const };
		const markA = await logMark(sim);
		const a = await run(without.items, false, { settings });
		const sentA = await sentSince(markA, idsOf(a.outputs[0]));
		const markB = await logMark(sim);
		const b = await run(withWait.items, true, { settings });
		const sentB = await sentSince(markB, idsOf(b.outputs[0]));
		expect(sentB.filter((x) => !x.startsWith('read'))).toEqual(sentA);
		expect(sentB.filter((x) => x.startsWith('read'))).toHaveLength(8);
		expect(paired(b.outputs[0])).toEqual(paired(a.outputs[0]));
		expect(paired(b.outputs[1])).toEqual(paired(a.outputs[1]));
		expect(b.outputs[1].map((item) => item.json.message)).toEqual(
			a.outputs[1].map((item) => item.json.message),
		);
		expect(b.outputs[0].map((item) => item.json.postSubmissionId)).toEqual(
			b.outputs[0].map(() => expect.any(String)),
		);
	});

	it("the editor's Retry after a Stop: the posts sent while the failed one was waited for are not sent again", async () => {
		const { items } = posts(4, { rejected: [1] });
		const mark = await logMark(sim);
		const parameters = { settings: { onError: 'stopWorkflow' as const } };
		const first = await run(items, true, parameters);
		expect(first.error?.message).toMatch(/^The post failed to publish/);
		const creates = (await sentSince(mark)).filter((x) => x.startsWith('create'));
		expect(creates.length).toBeGreaterThanOrEqual(3);
		const again = await logMark(sim);
		const retried = await runInEngine(
			options(items, true, parameters),
			retryExecution(first.stored),
		);
		expect(retried.error?.message).toMatch(/^The post failed to publish/);
		// Only the items the first run never reached are sent.
		expect((await sentSince(again)).filter((x) => x.startsWith('create'))).toEqual(
			[1, 2, 3, 4].slice(creates.length).map((n) => `create ${n}`),
		);
	});

	it('Retry On Fail under Stop: the tries send no create twice', async () => {
		const { items } = posts(4, { rejected: [1] });
		const mark = await logMark(sim);
		const result = await run(items, true, {
			settings: { onError: 'stopWorkflow' },
			retryOnFail: { maxTries: 2 },
		});
		expect(result.error?.message).toMatch(/^The post failed to publish/);
		const sent = await sentSince(mark);
		expect(sent.filter((x) => x.startsWith('create'))).toEqual([
			'create 1',
			'create 2',
			'create 3',
			'create 4',
		]);
	});
});
