// Issue 52: with several accounts of one platform, a published post's URL names its account on X,
// Threads, Bluesky and TikTok: handles compare without `@` and case; a URL naming none of the
// connected accounts cannot tell. A post queued in the next free slot is found by the record of
// sends in production executions. Its own simulator: it connects a second X account.
import type { IDataObject } from 'n8n-workflow';

import { eachRunAnotherWorkflow } from '../../helpers/n8n';
import { useSimulator } from '../../helpers/simulator';
import { useTestClock } from '../../helpers/testClock';
import { seeded, type Seeded } from '../postHelpers';
import { guard, publishedElsewhere, unique } from './guardHelpers';

const clock = useTestClock();
const sim = useSimulator({ rateLimits: false });
// The service's list is what these tests are about: the record of another workflow has nothing.
eachRunAnotherWorkflow();
let s: Seeded;
let second: string;
beforeAll(async () => {
	s = await seeded(sim);
	second = String(
		(
			await sim.control('POST', '/activity/account', {
				platform: 'twitter',
				username: '@Acme_Roastery',
			})
		).id,
	);
});
const { manual, production, post } = guard(sim, () => s);
const create = (parameters: IDataObject, account?: string) =>
	manual('post', 'create', post('twitter', parameters, account));

describe('two X accounts', () => {
	it("the URL's handle, without @ and in any case, names the account", async () => {
		const text = unique('Handles');
		await publishedElsewhere(sim, {
			accountId: second,
			text,
			postUrl: 'https://x.com/ACME_roastery/status/1890000000000000009',
		});
		// The second account's own repeat is caught; the first account's post is another.
		expect((await create({ text }, second)).sent).toEqual([]);
		expect((await create({ text })).sent).toEqual(['/posts']);
	});

	it('x.com/i/status names no account: it cannot tell, sent, and the output says why', async () => {
		const text = unique('Who posted this');
		await publishedElsewhere(sim, {
			accountId: second,
			text,
			postUrl: 'https://x.com/i/status/1890000000000000010',
		});
		const run = await create({ text });
		expect(run.sent).toEqual(['/posts']);
		expect(run.json.alreadyOnServiceCheck).toMatch(
			/does not say which of 2 X \(Twitter\) accounts made it/,
		);
	});

	it('a handle of no connected account (renamed since): sent, and the output says so', async () => {
		const text = unique('Renamed brand');
		await publishedElsewhere(sim, {
			accountId: second,
			text,
			postUrl: 'https://x.com/old_brand/status/1890000000000000011',
		});
		const run = await create({ text });
		expect(run.sent).toEqual(['/posts']);
		expect(run.json.alreadyOnServiceCheck).toMatch(
			/its URL names no connected X \(Twitter\) account \(old_brand\)/,
		);
	});
});

describe('the next free slot in production executions', () => {
	it('a repeat is found by the record; another account queues its own', async () => {
		const params = { text: unique('Queued once'), schedule: 'nextFreeSlot' };
		const sameWorkflow = { workflowId: 'wf-queued' };
		const first = await production('post', 'create', post('twitter', params), sameWorkflow);
		expect(first.sent).toEqual(['/posts']);
		await clock.advance(5_000);
		const again = await production('post', 'create', post('twitter', params), sameWorkflow);
		expect(again.sent).toEqual([]);
		expect(again.json).toMatchObject({ notSentAgain: true, status: 'scheduled' });
		const other = await production('post', 'create', post('twitter', params, second), sameWorkflow);
		expect(other.sent).toEqual(['/posts']);
	});
});
