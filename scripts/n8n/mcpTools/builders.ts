// What several tools' arguments and parameters share.
import type { ToolArgument } from './types';

export const PLATFORMS =
	'twitter, instagram, linkedin, facebook, tiktok, pinterest, threads, bluesky or youtube';
export const DRY_RUN: ToolArgument = {
	type: 'boolean',
	description:
		'true: check everything and return the requests that would be sent, sending nothing (call it so first); false or left out: do it',
	default: false,
};
export const LIMIT = (max: number, dflt: number): ToolArgument => ({
	type: 'number',
	description: `How many to return at most (the node pages through the service itself; the service pages by ${max})`,
	default: dflt,
});

export const expr = (code: string) => `={{ ${code} }}`;
export const locator = (code: string) => ({ __rl: true, mode: 'id', value: expr(code) });
/** A comma-separated argument as the array a multi-options parameter takes. */
export const list = (code: string) =>
	`String(${code}).split(',').map((s) => s.trim()).filter((s) => s !== '')`;
