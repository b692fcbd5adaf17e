// "Skip If Already on the Service Within": before a post, comment or message is sent, the node looks
// for the same one in its record of its sends (in n8n's database) and among what the service lists (a scheduled
// workflow that runs again, a redelivered webhook, Execute pressed twice). The other half of one
// idea with "Skip Identical Creates Within", which covers this execution only. The rule itself:
// transport/exactlyOnce/ (docs/explanation/exactly-once.md).
import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { fail } from '../transport/fieldError';

/** A workflow that runs once a day runs again 24 hours later, give or take its own run time. */
export const ALREADY_ON_SERVICE_DEFAULT_HOURS = 36;

const WHAT: Record<'post' | 'comment' | 'message', string> = {
	post: "its own record of what it sent and the service's posts of the last this many hours for the same post (same account, page or board, platform, text, media, options and scheduled time; a failed one does not count)",
	comment:
		"its own record of what it sent and the post's comments of the last this many hours for the same comment (same text, same comment replied to; a failed one does not count)",
	message:
		"its own record of what it sent and the account's sent messages of the last this many hours for the same message (same recipient, same text; a failed one does not count)",
};

export function alreadyOnServiceField(kind: keyof typeof WHAT): INodeProperties {
	return {
		displayName: 'Skip If Already on the Service Within (Hours)',
		name: 'alreadyOnServiceWindow',
		type: 'number',
		typeOptions: { minValue: 0, numberPrecision: 2 },
		default: ALREADY_ON_SERVICE_DEFAULT_HOURS,
		description: `Before sending, the node looks through ${WHAT[kind]}. Found: nothing is sent and the output is the earlier ${kind}, marked notSentAgain, so a saved workflow that runs again (its status update failed, a webhook came twice, Execute pressed twice, on any worker) does not ${kind === 'message' ? 'send' : 'publish'} it twice: n8n keeps the record of what this workflow sent in its database. The default, ${ALREADY_ON_SERVICE_DEFAULT_HOURS} hours, covers a workflow that runs once a day: what it sent yesterday is not sent again today, while a weekly repeat goes out. To send the same text again on purpose sooner, set fewer hours than between the two, or 0 to turn the look-up off. The field above does the same within one execution.`,
	};
}

/** Hours of the window (0: no look-up); a value that is not a number of hours is an error. */
export function readAlreadyOnServiceWindow(ctx: IExecuteFunctions, i: number): number {
	const value = ctx.getNodeParameter(
		'alreadyOnServiceWindow',
		i,
		ALREADY_ON_SERVICE_DEFAULT_HOURS,
	) as unknown;
	const hours = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
	if (typeof hours !== 'number' || !Number.isFinite(hours) || hours < 0) {
		fail(
			'Skip If Already on the Service Within (Hours)',
			`${JSON.stringify(value)} is not a number of hours: use 0 or more (0 turns the look-up off)`,
		);
	}
	return hours as number;
}
