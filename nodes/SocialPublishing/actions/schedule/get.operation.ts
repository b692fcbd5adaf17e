import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { apiRequest } from '../../transport';
import { updateDisplayOptions } from '../../form';
import { readScheduleId, scheduleIdField, scheduleParams } from './scheduleId';
import { ENDPOINTS } from '../../serviceApi';

const properties: INodeProperties[] = [scheduleIdField];

export const description = updateDisplayOptions(
	{ show: { resource: ['schedule'], operation: ['get'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, i: number): Promise<IDataObject> {
	const id = readScheduleId(this.getNodeParameter('scheduleId', i));
	const response = await apiRequest.call(this, ENDPOINTS.getSchedule, {
		params: scheduleParams(id),
		itemIndex: i,
	});
	// A disconnected account comes as `account: null`: output as it is.
	return response.schedule as IDataObject;
}
