import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { apiRequest } from '../../transport';
import { checkBoolean, fail, readTokenId, updateDisplayOptions } from '../../form';
import { cleanTranscriptField } from './sourceFields';
import { ENDPOINTS } from '../../serviceApi';

const properties: INodeProperties[] = [
	{
		displayName: 'Source ID',
		name: 'sourceId',
		type: 'string',
		default: '',
		required: true,
		placeholder: 'e.g. 3f1c9a52-6b0e-4d6f-9a27-2f0c4b8e7d15',
		description: 'The ID Source → Create returned',
	},
	cleanTranscriptField,
];

export const description = updateDisplayOptions(
	{ show: { resource: ['source'], operation: ['get'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, i: number): Promise<IDataObject> {
	const id = String(this.getNodeParameter('sourceId', i, '') ?? '').trim();
	if (!id) fail('Source ID', 'is required: enter the ID Source → Create returned');
	readTokenId('Source ID', id, 'use the ID Source → Create returned', 'a source ID');
	const clean = checkBoolean('Clean Transcript', this.getNodeParameter('cleanTranscript', i, true));
	return await apiRequest.call(this, ENDPOINTS.getSource, {
		params: { id: ['Source ID', id] },
		qs: { cleanTranscript: clean },
		itemIndex: i,
	});
}
