// "Skip Identical Calls": an AI agent often sends the same create twice in a row (X itself
// refuses a duplicate tweet). Read by the router for every operation.
import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { fail } from '../transport/fieldError';
import { more } from './docsLink';
import { propertyAt } from './parameterRules';
import { OPTIONS, optionLabel, readOption } from './options';

export const IDENTICAL_CREATES_DEFAULT_MINUTES = 10;

export const identicalCreatesField: INodeProperties = {
	displayName: 'Skip Identical Calls (Minutes)',
	name: 'identicalCreateWindow',
	type: 'number',
	typeOptions: { minValue: 0, numberPrecision: 0 },
	default: IDENTICAL_CREATES_DEFAULT_MINUTES,
	description:
		'Within one execution, a create identical to one this node sent less than this many minutes ago is not sent again (an AI agent calling twice). 0: off.' +
		more('explanation/exactly-once.md#identical-creates-in-one-execution'),
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
			has = propertyAt(properties, `${OPTIONS}.${identicalCreatesField.name}`) !== undefined;
			hasField.set(properties, has);
		}
		if (!has) return IDENTICAL_CREATES_DEFAULT_MINUTES;
	}
	const value = readOption(ctx, i, identicalCreatesField.name, IDENTICAL_CREATES_DEFAULT_MINUTES);
	const minutes = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
	if (typeof minutes !== 'number' || !Number.isFinite(minutes) || minutes < 0) {
		fail(
			optionLabel(identicalCreatesField.displayName),
			`${JSON.stringify(value)} is not a number of minutes: use 0 or more (0 sends every time)`,
		);
	}
	return minutes as number;
}
