import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { apiRequest, isListedPostId, readListedPost } from '../../transport';
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
		description:
			'The postSubmissionId returned when the post was created (also that of a post Create found already on the service and did not send again)',
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
	if (isListedPostId(id)) {
		const listed = await readListedPost(this, i, id);
		if (!listed) {
			fail(
				'Post Submission ID',
				`"${id}" is not a whole ID of a post found on the service: use the postSubmissionId output by Post → Create as it is`,
			);
		}
		return listed!;
	}
	const response = await apiRequest.call(this, ENDPOINTS.getPost, {
		params: { postSubmissionId: ['Post Submission ID', id] },
		itemIndex: i,
	});
	return { postSubmissionId: id, ...response };
}
