// The Options collection of an operation, as on n8n's own nodes: how the node runs (Wait for
// Completion, the two Skip windows, Dry Run) and the operation's own optional settings. A value
// not added is absent from the saved parameters: its reader's fallback is its default.
import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

export const OPTIONS = 'options';

/** `Options → <label>`: how an error names a field of the collection. */
export const optionLabel = (label: string) => `Options → ${label}`;

export function optionsField(
	fields: INodeProperties[],
	extra: Partial<INodeProperties> = {},
): INodeProperties {
	return {
		displayName: 'Options',
		name: OPTIONS,
		type: 'collection',
		placeholder: 'Add Option',
		default: {},
		options: [...fields].sort((a, b) => a.displayName.localeCompare(b.displayName)),
		...extra,
	};
}

/** One value of the Options collection; `fallback` when the option was not added. */
export function readOption(
	ctx: IExecuteFunctions,
	i: number,
	name: string,
	fallback: unknown,
): unknown {
	return ctx.getNodeParameter(`${OPTIONS}.${name}`, i, fallback);
}
