import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { directMediaUrl } from '../../mediaLinks';
import { apiRequest } from '../../transport';
import {
	checkHttpUrl,
	updateDisplayOptions,
	dryRunField,
	optionsField,
	readDryRun,
} from '../../form';
import { ENDPOINTS } from '../../serviceApi';

const properties: INodeProperties[] = [
	{
		displayName: 'URL',
		name: 'url',
		type: 'string',
		default: '',
		required: true,
		placeholder: 'e.g. https://example.com/photo.jpg',
		description:
			'Public URL of the file for the service to copy and host. A Google Drive or Dropbox share link is sent as the direct download link of its file.',
	},
	optionsField([dryRunField()]),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['media'], operation: ['uploadFromUrl'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, i: number): Promise<IDataObject> {
	const url = directMediaUrl('URL', checkHttpUrl('URL', this.getNodeParameter('url', i, '')));
	readDryRun.call(this, i);
	const response = await apiRequest.call(this, ENDPOINTS.uploadMedia, {
		body: { url },
		kind: 'create',
		itemIndex: i,
	});
	return { url: response.url, sourceUrl: url, method: 'url' };
}
