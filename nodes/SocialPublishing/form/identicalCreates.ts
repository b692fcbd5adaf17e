// "Skip Identical Creates Within": an AI agent often sends the same create twice in a row (X itself
// refuses a duplicate tweet). Read by the router for every operation.
import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { fail } from '../transport/fieldError';

export const IDENTICAL_CREATES_DEFAULT_MINUTES = 10;

export const identicalCreatesField: INodeProperties = {
	displayName: 'Skip Identical Creates Within (Minutes)',
	name: 'identicalCreateWindow',
	type: 'number',
	typeOptions: { minValue: 0 },
	default: IDENTICAL_CREATES_DEFAULT_MINUTES,
	description:
		'When this node already sent exactly the same create (the same request) in this execution within this many minutes, it is not sent again: the output is the earlier result, marked notSentAgain. Catches an AI agent calling this tool twice, or a loop repeating an item. Identical items of one run are each sent. 0 sends every time. Posts, comments and messages are also looked for on the service, across executions: "Skip If Already on the Service Within".',
};

const hasField = new WeakMap<INodeProperties[], boolean>();

/**
 * Minutes of the window; operations without the field (every read) use the default, without
 * asking n8n for a parameter the form does not show (one parameter read per item saved).
 */
export function readIdenticalWindow(
	ctx: IExecuteFunctions,
	i: number,
	properties?: INodeProperties[],
): number {
	if (properties) {
		let has = hasField.get(properties);
		if (has === undefined) {
			has = properties.some((p) => p.name === identicalCreatesField.name);
			hasField.set(properties, has);
		}
		if (!has) return IDENTICAL_CREATES_DEFAULT_MINUTES;
	}
	const value = ctx.getNodeParameter(
		identicalCreatesField.name,
		i,
		IDENTICAL_CREATES_DEFAULT_MINUTES,
	) as unknown;
	const minutes = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
	if (typeof minutes !== 'number' || !Number.isFinite(minutes) || minutes < 0) {
		fail(
			identicalCreatesField.displayName,
			`${JSON.stringify(value)} is not a number of minutes: use 0 or more (0 sends every time)`,
		);
	}
	return minutes as number;
}
