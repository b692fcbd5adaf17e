import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { apiRequest } from '../../transport';
import { updateDisplayOptions, dryRunField, dryRunOutput, isDryRun } from '../common';
import { explainNotFound, readScheduleId, scheduleIdField, schedulePath } from './shared';

const properties: INodeProperties[] = [
	{
		...scheduleIdField,
		description:
			'The scheduled post to cancel. This cannot be undone: the post is removed and will not be published.',
	},
	dryRunField(),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['schedule'], operation: ['delete'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, i: number): Promise<IDataObject> {
	const id = readScheduleId(this.getNodeParameter('scheduleId', i));
	if (isDryRun.call(this, i)) {
		// What the real request would find: the scheduled post exists for this key's user.
		await explainNotFound(id, () =>
			apiRequest.call(this, 'GET', schedulePath(id), { itemIndex: i }),
		);
		return dryRunOutput([{ method: 'DELETE', path: schedulePath(id) }]);
	}
	await explainNotFound(id, () =>
		apiRequest.call(this, 'DELETE', schedulePath(id), { itemIndex: i }),
	);
	return { id, deleted: true };
}
