import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { apiRequest } from '../../transport';
import { updateDisplayOptions } from '../common';
import { explainNotFound, readScheduleId, scheduleIdField, schedulePath } from './shared';

const properties: INodeProperties[] = [scheduleIdField];

export const description = updateDisplayOptions(
	{ show: { resource: ['schedule'], operation: ['get'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, i: number): Promise<IDataObject> {
	const id = readScheduleId(this.getNodeParameter('scheduleId', i));
	const response = await explainNotFound(id, () =>
		apiRequest.call(this, 'GET', schedulePath(id), { itemIndex: i }),
	);
	// A disconnected account comes as `account: null`: output as it is.
	return response.schedule as IDataObject;
}
