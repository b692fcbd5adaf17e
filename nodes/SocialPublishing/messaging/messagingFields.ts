// What Conversation and Message share ("Conversations and messages", Instagram only): the
// conversation locator.
import type { IDisplayOptions, INodeProperties } from 'n8n-workflow';

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
