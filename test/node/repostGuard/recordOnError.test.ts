// Issue 60: the record's own refusal ("an earlier attempt … the service does not list it yet") is
// an item error like any other, under each On Error setting: under Stop it fails the execution,
// under Continue it is the item's output, under Continue (using error output) it goes to the error
// output; the other items are sent either way. Through n8n-core's engine, on the test's clock.
import type { INode, INodeExecutionData } from 'n8n-workflow';

import { byId, runInEngine } from '../../helpers/n8n';
import { useSimulator } from '../../helpers/simulator';
import { useTestClock } from '../../helpers/testClock';
import { seeded, type Seeded } from '../postHelpers';
import { unique } from './guardHelpers';

useTestClock();
const sim = useSimulator({ rateLimits: false });
let s: Seeded;
beforeAll(async () => {
	s = await seeded(sim);
});
afterEach(() => sim.control('DELETE', '/faults'));

const NOT_LISTED_YET =
	/^An earlier attempt of this workflow to send the same post at .* ended without a clear answer, and the service does not list it yet: not sent again/;

const run = (items: INodeExecutionData[], onError?: INode['onError']) =>
	runInEngine({
		sim,
		resource: 'post',
		operation: 'create',
		parameters: {
			platform: 'twitter',
			account: byId(s.account.twitter),
			text: '={{ $json.text }}',
		},
		items,
		mode: 'trigger',
		active: true,
		...(onError ? { settings: { onError } } : {}),
	});

const sentTexts = async (texts: string[]) =>
	(await sim.requests({ method: 'POST', path: '/posts' }))
		.map((r) => r.body.post.content.text as string)
		.filter((text) => texts.includes(text));

/**
 * An execution whose create of `lost` ended without a clear answer (a 503, not processed), then
 * the next execution, with another post and then `lost`: `lost` is in the record as an attempt the
 * service does not list yet.
 */
async function afterAnUnclearAttempt(onError?: INode['onError']) {
	const [lost, other] = [unique('Unclear answer'), unique('Another post')];
	await sim.control('POST', '/faults', {
		method: 'POST',
		path: '/posts',
		status: 503,
		count: 1,
		bodyContains: lost,
	});
	const first = await run([{ json: { text: lost } }]);
	expect(first.error?.message).toMatch(/HTTP 503/);
	const next = await run([{ json: { text: other } }, { json: { text: lost } }], onError);
	return { next, lost, other };
}

it('Stop: the execution fails with the refusal, and the unclear post is not sent again', async () => {
	const { next, lost } = await afterAnUnclearAttempt();
	expect(next.error?.message).toMatch(NOT_LISTED_YET);
	expect(next.error?.description).toMatch(/Run the item again after .* \(Retry\)/);
	// The one POST of `lost` is the first execution's attempt.
	expect(await sentTexts([lost])).toEqual([lost]);
});

it('Continue: the refusal is the item’s output, the other item is sent', async () => {
	const { next, lost, other } = await afterAnUnclearAttempt('continueRegularOutput');
	expect(next.error).toBeUndefined();
	const [main] = next.outputs;
	expect(main.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 1 }]);
	expect(main[0].json).toMatchObject({ postSubmissionId: expect.any(String) });
	expect(String(main[1].json.error)).toMatch(NOT_LISTED_YET);
	expect(await sentTexts([lost, other])).toEqual([lost, other]);
});

it('Continue (using error output): the refused item goes to the error output, the other to the main one', async () => {
	const { next, lost, other } = await afterAnUnclearAttempt('continueErrorOutput');
	expect(next.error).toBeUndefined();
	const [main, failed] = next.outputs;
	expect(main.map((item) => [item.pairedItem, typeof item.json.postSubmissionId])).toEqual([
		[{ item: 0 }, 'string'],
	]);
	expect(failed.map((item) => item.pairedItem)).toEqual([{ item: 1 }]);
	expect(String(failed[0].json.message)).toMatch(NOT_LISTED_YET);
	expect(await sentTexts([lost, other])).toEqual([lost, other]);
});
