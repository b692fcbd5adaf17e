// Issue 16, item 2, the trigger: a poll with a bad filter fails with the field and the fix, before
// any request, and its position is not moved (nothing saved).
import type { IDataObject } from 'n8n-workflow';

import { byId, runPoll } from '../../helpers/n8n';
import { logMark, requestsSince } from '../../helpers/requestLog';
import { DISCOVER, key, note, useBadInputSimulators } from './harness';

const { sim } = useBadInputSimulators();

const TRIGGER_ROWS: Array<[string, IDataObject, string, RegExp]> = [
	[
		'New Comment: published post not an ID',
		{ event: 'newComment', commentFilters: { post: byId('my post') } },
		'Filters → Published Post',
		/is not an ID: pick it from the list or enter an ID from Post → Search Published/,
	],
	[
		'New Message: conversation not an ID',
		{ event: 'newMessage', messageFilters: { conversation: byId('conv 1') } },
		'Filters → Conversation',
		/is not an ID: pick it from the list/,
	],
	[
		'New Comment: look-back hours negative',
		{ event: 'newComment', options: { includeLastHours: -5 } },
		'Options → Emit Past Events (Hours)',
		/not a number of hours of 0 or more/,
	],
	[
		'Post Published: platform not a platform',
		{ event: 'postPublished', postFilters: { platforms: '={{ ["myspace"] }}' } },
		'Platforms',
		/use one of/,
	],
	// Event allows no expression (noDataExpression): n8n 2.8 evaluates one anyway, n8n 2.40 and later
	// strip its "=" and hand the text over as it is (n8n-workflow's getNodeParameters).
	[
		'event not an event (expression)',
		{ event: '={{ "newLike" }}' },
		'Event',
		/'(newLike|\{\{ "newLike" \}\})' is not allowed: use one of newComment, newMessage/,
	],
];

describe.each(TRIGGER_ROWS)('Trigger: %s', (_name, parameters, field, fix) => {
	it('fails the poll naming the field and the fix, sends nothing, saves nothing', async () => {
		const mark = await logMark(sim);
		const state = { position: 'kept' };
		let error: (Error & { description?: string }) | undefined;
		let saved: boolean | undefined;
		try {
			saved = (await runPoll({ sim, parameters, staticData: state, poll: 'activation' })).saved;
		} catch (caught) {
			error = caught as Error & { description?: string };
		}
		if (DISCOVER) note(`trigger ${_name}: ${error?.message} | ${error?.description}`);
		expect(saved).toBeUndefined();
		const text = `${error?.message}\n${error?.description}`;
		expect(text).toContain(field);
		expect(text).toMatch(fix);
		expect((await requestsSince(sim, mark)).map(key)).toEqual([]);
	});
});
