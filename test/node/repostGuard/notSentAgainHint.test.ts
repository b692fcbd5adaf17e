// Issue 61, item 1: when items were not sent again, the output panel says so in one line (n8n's
// execution hint, in the run data the editor shows), with the count; a run that sent everything
// has none. Through n8n-core's engine, on the test's clock.
import type { INodeExecutionData } from 'n8n-workflow';

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

async function hintsOf(items: INodeExecutionData[]) {
	const run = await runInEngine({
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
	});
	expect(run.error).toBeUndefined();
	const [task] = run.run.data.resultData.runData['Social Publishing'];
	return { hints: task.hints ?? [], out: run.items.map((item) => item.json) };
}

it('a run that sent every item shows no hint; the next, with one repeat among two, shows the count', async () => {
	const [first, second] = [unique('Sent once'), unique('New today')];
	expect((await hintsOf([{ json: { text: first } }])).hints).toEqual([]);
	const { hints, out } = await hintsOf([{ json: { text: second } }, { json: { text: first } }]);
	expect(out.map((json) => json.notSentAgain)).toEqual([undefined, true]);
	expect(hints).toEqual([
		{
			message:
				"1 of 2 items were not sent again: already sent before. Each one's notSentAgainReason says when and why.",
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
		"The item was not sent again: already sent before. Its notSentAgainReason says when and why.",
	]);
});
