import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { apiRequest } from '../../transport';
import { updateDisplayOptions, dryRunField, optionsField, isDryRun } from '../../form';
import { readScheduleId, scheduleIdField, scheduleParams } from './scheduleId';
import { ENDPOINTS } from '../../serviceApi';

const properties: INodeProperties[] = [
	{
		...scheduleIdField,
		description:
			'The scheduled post to cancel. This cannot be undone: the post is removed and will not be published.',
	},
	optionsField([dryRunField()]),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['schedule'], operation: ['delete'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, i: number): Promise<IDataObject> {
	const id = readScheduleId(this.getNodeParameter('scheduleId', i));
	const params = scheduleParams(id);
	if (isDryRun.call(this, i)) {
		// What the real request would find: the scheduled post exists for this key's user.
		await apiRequest.call(this, ENDPOINTS.getSchedule, { params, itemIndex: i });
	}
	await apiRequest.call(this, ENDPOINTS.deleteSchedule, { params, itemIndex: i });
	return { id, deleted: true };
}
