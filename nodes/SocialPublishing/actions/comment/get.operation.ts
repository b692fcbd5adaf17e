import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { apiRequest } from '../../transport';
import { fail, readLocatorId, updateDisplayOptions } from '../../form';
import { commentLocator } from './commentFields';
import { HINTS } from './hints';
import { readLocator } from '../../form/locator';
import { ENDPOINTS } from '../../serviceApi';

const properties: INodeProperties[] = [
	commentLocator({
		name: 'comment',
		displayName: 'Comment',
		required: true,
		description: 'The comment to get, with its status (poll it to follow a comment you created)',
	}),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['comment'], operation: ['get'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, i: number): Promise<IDataObject> {
	const id = readLocator(this, 'comment', i);
	if (!id) fail('Comment', 'is required: pick it from the list or enter its ID (e.g. cmt_000001)');
	readLocatorId('Comment', id, 'Comment → Get Many');
	return await apiRequest.call(this, ENDPOINTS.getComment, {
		params: { commentId: ['Comment', id] },
		itemIndex: i,
		hints: HINTS.get,
	});
}
