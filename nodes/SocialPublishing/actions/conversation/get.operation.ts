import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { apiRequest } from '../../transport';
import { fail, updateDisplayOptions } from '../../form';
import { conversationLocator } from '../../messaging';
import { readLocator } from '../../form/locator';
import { ENDPOINTS } from '../../serviceApi';

const properties: INodeProperties[] = [conversationLocator()];

export const description = updateDisplayOptions(
	{ show: { resource: ['conversation'], operation: ['get'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, i: number): Promise<IDataObject> {
	const id = readLocator(this, 'conversation', i);
	if (!id) fail('Conversation', 'is required: pick it from the list or enter its ID');
	return await apiRequest.call(this, ENDPOINTS.getConversation, {
		params: { conversationId: ['Conversation', id] },
		itemIndex: i,
	});
}
