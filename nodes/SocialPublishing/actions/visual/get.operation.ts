import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { apiRequest } from '../../transport';
import { updateDisplayOptions } from '../../form';
import { downloadResult } from './download';
import { downloadFields, readVisualId, visualIdField } from './visualFields';
import { ENDPOINTS } from '../../serviceApi';

const properties: INodeProperties[] = [
	{
		...visualIdField,
		description: 'The visual to get, with its status and, once done, its media URLs',
	},
	...downloadFields,
];

export const description = updateDisplayOptions(
	{ show: { resource: ['visual'], operation: ['get'] } },
	properties,
);

export const VISUAL_NOT_FOUND_HINT =
	'No visual has this ID for this credential: check Visual ID (the ID Visual → Create From Template returned). A deleted visual, or one of another user of the service, is not visible.';

/** GET /videos/creations/{id}: the item inside `{item}` (or the flat answer). */
export async function getVisual(
	this: IExecuteFunctions,
	i: number,
	id: string,
): Promise<IDataObject> {
	const response = await apiRequest.call(this, ENDPOINTS.getVisual, {
		params: { id: ['Visual ID', id] },
		itemIndex: i,
		hints: { 404: VISUAL_NOT_FOUND_HINT },
	});
	return (
		response.item && typeof response.item === 'object' ? response.item : response
	) as IDataObject;
}

export async function execute(this: IExecuteFunctions, i: number): Promise<IDataObject> {
	const id = readVisualId.call(this, i);
	const visual = await getVisual.call(this, i, id);
	if (!this.getNodeParameter('download', i, false) || visual.status !== 'done') return visual;
	const property = String(this.getNodeParameter('binaryPropertyName', i, 'data'));
	return (await downloadResult.call(this, i, visual, property)) as unknown as IDataObject;
}
