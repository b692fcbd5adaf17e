// The form kit every resource uses: Return All + Limit, platform options, Wait for Completion.
import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import type { Platform } from '../serviceApi';
import { PLATFORM_LABELS } from '../serviceApi';
import { checkBoolean, checkLimit } from './checks';
import { fail } from '../transport/fieldError';
import { optionLabel, readOption } from './options';

export const returnAllField: INodeProperties = {
	displayName: 'Return All',
	name: 'returnAll',
	type: 'boolean',
	default: false,
	description: 'Whether to return all results or only up to a given limit',
};

/** Limit for Return All = false; `defaultValue` when the endpoint's own default page size differs. */
export function limitField(max: number, defaultValue?: number): INodeProperties {
	return {
		displayName: 'Limit',
		name: 'limit',
		type: 'number',
		typeOptions: { minValue: 1, maxValue: max },
		default: 50,
		description: 'Max number of results to return',
		displayOptions: { show: { returnAll: [false] } },
		...(defaultValue !== undefined ? { default: Math.min(defaultValue, max) } : {}),
	};
}

/** Return All and Limit as one number: how many items to return, `Infinity` for all. */
export function readLimit(this: IExecuteFunctions, i: number, defaultLimit = 50): number {
	return checkBoolean('Return All', this.getNodeParameter('returnAll', i, false))
		? Infinity
		: checkLimit(this.getNodeParameter('limit', i, defaultLimit));
}

export const platformOptions = (platforms: readonly Platform[]) =>
	platforms
		.map((value) => ({ name: PLATFORM_LABELS[value], value }))
		.sort((a, b) => a.name.localeCompare(b.name));

/**
 * Wait for Completion and its timeout, for an asynchronous creation, in its Options collection.
 * `waitDescription` says what is output and what is missed without waiting; `afterTimeout` what
 * may still happen after a timeout.
 */
export function waitForCompletionFields(options: {
	default: boolean;
	waitDescription: string;
	timeoutSeconds: number;
	afterTimeout: string;
}): INodeProperties[] {
	const wait: INodeProperties = {
		displayName: 'Wait for Completion',
		name: 'waitForCompletion',
		type: 'boolean',
		default: false,
	};
	const timeout: INodeProperties = {
		displayName: WAIT_TIMEOUT_LABEL,
		name: 'waitTimeout',
		type: 'number',
		typeOptions: { minValue: 1, numberPrecision: 0 },
		default: 60,
	};
	return [
		{ ...wait, default: options.default, description: options.waitDescription },
		{
			...timeout,
			default: options.timeoutSeconds,
			description: `With Wait for Completion on: how long to wait before giving up (${options.afterTimeout})`,
		},
	];
}

/**
 * Wait for Completion and its timeout, read before anything is created: a timeout below 1 s would
 * create the resource and fail at once.
 */
const WAIT_TIMEOUT_LABEL = 'Wait Timeout (Seconds)';

export function readWait(
	ctx: IExecuteFunctions,
	i: number,
	defaults: { wait: boolean; timeoutSeconds: number },
): { wait: boolean; timeoutSeconds: number } {
	const wait = readOption(ctx, i, 'waitForCompletion', defaults.wait) === true;
	if (!wait) return { wait, timeoutSeconds: defaults.timeoutSeconds };
	const raw = readOption(ctx, i, 'waitTimeout', defaults.timeoutSeconds);
	const timeoutSeconds = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
	if (
		typeof timeoutSeconds !== 'number' ||
		!Number.isFinite(timeoutSeconds) ||
		timeoutSeconds < 1
	) {
		fail(
			optionLabel(WAIT_TIMEOUT_LABEL),
			`'${String(raw)}' is not a number of seconds of 1 or more: give how long to wait, such as ${defaults.timeoutSeconds}`,
		);
	}
	return { wait, timeoutSeconds: timeoutSeconds as number };
}
