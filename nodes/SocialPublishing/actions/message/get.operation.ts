import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { MESSAGE_RETENTION_DAYS, ENDPOINTS } from '../../serviceApi';
import { apiRequest } from '../../transport';
import { fail, updateDisplayOptions } from '../../form';

const properties: INodeProperties[] = [
	{
		displayName: 'Message ID',
		name: 'messageId',
		type: 'string',
		default: '',
		required: true,
		placeholder: 'e.g. msg_000001',
		description: 'The ID of the message, as output by Message → Send or Get Many',
	},
];

export const description = updateDisplayOptions(
	{ show: { resource: ['message'], operation: ['get'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, i: number): Promise<IDataObject> {
	const id = String(this.getNodeParameter('messageId', i, '') ?? '').trim();
	if (!id) fail('Message ID', 'is required: use the id output by Message → Send or Get Many');
	return await apiRequest.call(this, ENDPOINTS.getMessage, {
		params: { messageId: ['Message ID', id] },
		itemIndex: i,
		hints: {
			404: `No message ${id} was found: check the ID. Messages are kept for ${MESSAGE_RETENTION_DAYS} days; older ones are no longer returned.`,
		},
	});
}
