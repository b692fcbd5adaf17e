import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { apiRequest } from '../../transport';
import { fail, updateDisplayOptions } from '../../form';
import { ENDPOINTS } from '../../serviceApi';

const properties: INodeProperties[] = [
	{
		displayName: 'Post Submission ID',
		name: 'postSubmissionId',
		type: 'string',
		default: '',
		required: true,
		placeholder: 'e.g. psub_000001',
		description: 'The postSubmissionId returned when the post was created',
	},
];

export const description = updateDisplayOptions(
	{ show: { resource: ['post'], operation: ['get'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, i: number): Promise<IDataObject> {
	const id = String(this.getNodeParameter('postSubmissionId', i, '') ?? '').trim();
	if (!id) {
		fail('Post Submission ID', 'is required: use the postSubmissionId output by Post → Create');
	}
	const response = await apiRequest.call(this, ENDPOINTS.getPost, {
		params: { postSubmissionId: ['Post Submission ID', id] },
		itemIndex: i,
	});
	return { postSubmissionId: id, ...response };
}
