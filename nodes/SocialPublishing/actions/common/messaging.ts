// What Conversation and Message share ("Conversations and messages", Instagram only): the
// conversation locator and reading optional locators.
import type { IDisplayOptions, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

export function conversationLocator(
	options: {
		required?: boolean;
		description?: string;
		displayOptions?: IDisplayOptions;
	} = {},
): INodeProperties {
	return {
		displayName: 'Conversation',
		name: 'conversation',
		type: 'resourceLocator',
		default: { mode: 'list', value: '' },
		required: options.required ?? true,
		description: options.description ?? 'An Instagram conversation',
		modes: [
			{
				displayName: 'From List',
				name: 'list',
				type: 'list',
				placeholder: 'Select a conversation...',
				typeOptions: { searchListMethod: 'searchConversations', searchable: true },
			},
			{
				displayName: 'By ID',
				name: 'id',
				type: 'string',
				placeholder: 'e.g. conv_000001',
			},
		],
		...(options.displayOptions ? { displayOptions: options.displayOptions } : {}),
	};
}

/**
 * A locator's (or plain field's) value, trimmed; '' when empty or not shown for the current
 * options (n8n drops hidden parameters, and extracting one of them throws).
 */
export function locatorValue(ctx: IExecuteFunctions, name: string, i: number): string {
	const raw = ctx.getNodeParameter(name, i, '') as unknown;
	const given = raw && typeof raw === 'object' ? (raw as { value?: unknown }).value : raw;
	if (given === undefined || given === null || String(given).trim() === '') return '';
	const value = ctx.getNodeParameter(name, i, '', { extractValue: true });
	return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
}
