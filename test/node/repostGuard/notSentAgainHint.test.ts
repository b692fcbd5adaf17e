// Issue 61, item 1: when items were not sent again, or were sent although something similar is on
// the service, the output panel says so in one line each (n8n's execution hint, in the run data the
// editor shows), with the count; a run that sent everything as usual has none. Through n8n-core's
// engine, on the test's clock.
import type { IDataObject, INodeExecutionData } from 'n8n-workflow';

import { byId, runInEngine } from '../../helpers/n8n';
import { useSimulator } from '../../helpers/simulator';
import { useTestClock } from '../../helpers/testClock';
import { seeded, type Seeded } from '../postHelpers';
import { accountsOf, PHOTO, unique } from './guardHelpers';
import { STATUS_HINT } from '../../../nodes/SocialPublishing/actions/post/statusHint';

const clock = useTestClock();
const sim = useSimulator({ rateLimits: false });
let s: Seeded;
beforeAll(async () => {
	s = await seeded(sim);
});

const ON_X = () => ({ platform: 'twitter', account: byId(s.account.twitter) });

async function hintsOf(items: INodeExecutionData[], target: IDataObject = ON_X()) {
	const run = await runInEngine({
		sim,
		resource: 'post',
		operation: 'create',
		parameters: { ...target, text: '={{ $json.text }}' },
		items,
		mode: 'trigger',
		active: true,
	});
	expect(run.error).toBeUndefined();
	const [task] = run.run.data.resultData.runData['Social Publishing'];
	const hints = task.hints ?? [];
	return { hints, messages: hints.map((h) => h.message), out: run.items.map((item) => item.json) };
}

it('a run that sent every item shows only how to get the status; the next, with one repeat among two, shows the count', async () => {
	const [first, second] = [unique('Sent once'), unique('New today')];
	expect((await hintsOf([{ json: { text: first } }])).messages).toEqual([STATUS_HINT]);
	const { hints, out } = await hintsOf([{ json: { text: second } }, { json: { text: first } }]);
	expect(out.map((json) => json.notSentAgain)).toEqual([undefined, true]);
	expect(hints).toEqual([
		{ message: STATUS_HINT, type: 'info', location: 'outputPane' },
		{
			message: '1 of 2 items were not sent again: already sent before. See notSentAgainReason.',
			type: 'info',
			location: 'outputPane',
		},
	]);
});

it('one item not sent again: the hint says so of the item', async () => {
	const text = unique('Once is enough');
	await hintsOf([{ json: { text } }]);
	const { hints } = await hintsOf([{ json: { text } }]);
	expect(hints.map((hint) => hint.message)).toEqual([
		'The item was not sent again: already sent before. See notSentAgainReason.',
	]);
});

it('a post sent although a similar one is on the service: the hint says so, the item says why with a code', async () => {
	const text = unique('Two accounts');
	const instagram = await accountsOf(sim, 'instagram');
	const [a, b] = instagram.map((account) => ({
		platform: 'instagram',
		account: byId(account.id),
		media: PHOTO,
	}));
	expect((await hintsOf([{ json: { text } }], a)).messages).toEqual([STATUS_HINT]);
	await clock.advance(10_000);
	// Account B, the same text: the list cannot tell whose the published one is, so it is sent.
	const { hints, out } = await hintsOf(
		[{ json: { text: unique('Other') } }, { json: { text } }],
		b,
	);
	expect(out.map((json) => json.alreadyOnServiceCode)).toEqual([undefined, 'similarOnService']);
	expect(String(out[1].alreadyOnServiceCheck).split(/\s+/).length).toBeLessThanOrEqual(25);
	expect(hints.map((hint) => hint.message)).toEqual([
		STATUS_HINT,
		'1 of 2 items were sent although something similar is on the service. See alreadyOnServiceCheck.',
	]);
});

it('with Wait for Completion on, no status hint: the output has the status and link', async () => {
	const { messages, out } = await hintsOf([{ json: { text: unique('Waited for') } }], {
		...ON_X(),
		waitForCompletion: true,
	});
	expect(out[0].status).toBe('published');
	expect(messages).toEqual([]);
});
