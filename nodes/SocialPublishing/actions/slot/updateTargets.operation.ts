import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { apiRequest } from '../../transport';
import { updateDisplayOptions, dryRunField, dryRunOutput, isDryRun } from '../common';
import { checkSlotExists, explainSlotNotFound, readSlotId, slotIdField } from './shared';
import { moreTargetsField, readTargets, targetFields } from './targets';
import { pathTo } from '../../transport/path';

const properties: INodeProperties[] = [
	slotIdField,
	{
		displayName:
			'The targets below replace all targets of the slot: include every platform and account that should keep it',
		name: 'replaceNotice',
		type: 'notice',
		default: '',
	},
	...targetFields('The platform the slot is for'),
	moreTargetsField,
	dryRunField(),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['slot'], operation: ['updateTargets'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, i: number): Promise<IDataObject> {
	const id = readSlotId(this.getNodeParameter('slotId', i));
	const selectedTargets = readTargets(this, i);
	const path = pathTo('/schedule/slots/{}', ['Slot', id]);
	if (isDryRun.call(this, i)) {
		await checkSlotExists.call(this, i, id);
		return dryRunOutput([{ method: 'PATCH', path, body: { patch: { selectedTargets } } }]);
	}
	await explainSlotNotFound(id, () =>
		apiRequest.call(this, 'PATCH', pathTo('/schedule/slots/{}', ['Slot', id]), {
			body: { patch: { selectedTargets } },
			itemIndex: i,
		}),
	);
	return { id, updated: true, selectedTargets };
}
