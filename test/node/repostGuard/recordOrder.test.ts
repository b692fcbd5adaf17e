// Issue 60's review, "repeats sent": every recorded send of a create is read, oldest first, until
// one counts. A first try that failed must not hide a second one that was published, or a third
// run posts a duplicate. Production executions through n8n-core's engine, on the test's clock.
import type { IDataObject } from 'n8n-workflow';

import { useSimulator } from '../../helpers/simulator';
import { useTestClock } from '../../helpers/testClock';
import { seeded, type Seeded } from '../postHelpers';
import { guard, PHOTO, unique, type Stored } from './guardHelpers';

const clock = useTestClock();
const sim = useSimulator({ rateLimits: false });
let s: Seeded;
beforeAll(async () => {
	s = await seeded(sim);
});
const { production, post } = guard(sim, () => s);
const published = () => clock.advance(10_000);

describe('the record of sends, oldest first', () => {
	it('a later send that succeeded still counts when an earlier one failed: not sent a third time', async () => {
		const stored: Stored = {};
		const params = post('instagram', { text: unique('The second try worked'), media: PHOTO });
		const second = await production(stored, 'post', 'create', params);
		expect(second.sent).toEqual(['/posts']);
		await published();
		// Before it, the record holds the first try, which the platform refused.
		const refused = await production({}, 'post', 'create', {
			...params,
			text: unique('[simulate:reject] the first try'),
		});
		await published();
		const record = stored.data!.sentWithinWindow as Record<string, IDataObject[]>;
		const [key] = Object.keys(record);
		const [sent] = record[key];
		const earlier = new Date(Date.parse(String(sent.at)) - 60_000).toISOString();
		record[key] = [
			{ ...sent, at: earlier, id: String(refused.json.postSubmissionId), run: 'the first try' },
			sent,
		];
		const third = await production(stored, 'post', 'create', params);
		expect(third.sent).toEqual([]);
		expect(third.json).toMatchObject({
			notSentAgain: true,
			postSubmissionId: second.json.postSubmissionId,
		});
		expect(third.json.alreadyOnServiceCheck).toMatch(/now published: not sent again$/);
	});
});
