// "Skip If Already Sent": before a post, comment or message is sent, the node looks
// for the same one in its record of its sends (in n8n's database) and among what the service lists (a scheduled
// workflow that runs again, a redelivered webhook, Execute pressed twice). The other half of one
// idea with "Skip Identical Calls", which covers this execution only. The rule itself:
// transport/exactlyOnce/ (docs/explanation/exactly-once.md).
import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { fail } from '../transport/fieldError';
import { more } from './docsLink';
import { optionLabel, readOption } from './options';

/** A workflow that runs once a day runs again 24 hours later, give or take its own run time. */
export const ALREADY_ON_SERVICE_DEFAULT_HOURS = 36;

export const ALREADY_SENT_LABEL = 'Skip If Already Sent (Hours)';

export function alreadyOnServiceField(kind: 'post' | 'comment' | 'message'): INodeProperties {
	return {
		displayName: ALREADY_SENT_LABEL,
		name: 'alreadyOnServiceWindow',
		type: 'number',
		typeOptions: { minValue: 0, numberPrecision: 0 },
		default: ALREADY_ON_SERVICE_DEFAULT_HOURS,
		description:
			`Before sending, look for the same ${kind} sent in the last this many hours, on the service. Found: not sent, the earlier one is output. 0: off.` +
			more('explanation/exactly-once.md#a-workflow-that-runs-again'),
	};
}

/** Hours of the window (0: no look-up); a value that is not a number of hours is an error. */
export function readAlreadyOnServiceWindow(ctx: IExecuteFunctions, i: number): number {
	const value = readOption(ctx, i, 'alreadyOnServiceWindow', ALREADY_ON_SERVICE_DEFAULT_HOURS);
	const hours = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
	if (typeof hours !== 'number' || !Number.isFinite(hours) || hours < 0) {
		fail(
			optionLabel(ALREADY_SENT_LABEL),
			`${JSON.stringify(value)} is not a number of hours: use 0 or more (0 turns the look-up off)`,
		);
	}
	return hours as number;
}
