// Fields and checks shared by the two analytics operations.
import type { INodeProperties } from 'n8n-workflow';

import { fail } from '../../form';

/** Spec "Analytics": collection checkpoints after publish (1 day is the first on Starter). */
export const CHECKPOINT_RULE =
	'Metrics are collected at checkpoints, never on request: the first about a day after publishing (2 hours on Creator and Agency plans).';

export const numericMetricsOption: INodeProperties = {
	displayName: 'Add Numeric Metrics',
	name: 'numericMetrics',
	type: 'boolean',
	default: false,
	description:
		'Whether to add a number beside each count the service sends as text (likesCount "120" → likes 120) and each breakdown. The texts stay exact.',
	hint: `Posts without metrics yet stay as they are. ${CHECKPOINT_RULE}`,
};

/** A whole number within bounds (a number field can receive anything from an expression). */
export function checkIntegerInRange(
	field: string,
	value: unknown,
	bounds: { min: number; max: number },
): number {
	const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
	if (typeof n !== 'number' || !Number.isInteger(n) || n < bounds.min || n > bounds.max) {
		fail(
			field,
			`'${String(value)}' is not allowed: use a whole number from ${bounds.min} to ${bounds.max}`,
		);
	}
	return n;
}
