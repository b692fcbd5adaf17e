import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { apiRequest } from '../../transport';
import { updateDisplayOptions } from '../../form';
import { ENDPOINTS } from '../../serviceApi';

const properties: INodeProperties[] = [];

export const description = updateDisplayOptions(
	{ show: { resource: ['account'], operation: ['getMe'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, i: number): Promise<IDataObject> {
	return await apiRequest.call(this, ENDPOINTS.getMe, { itemIndex: i });
}
