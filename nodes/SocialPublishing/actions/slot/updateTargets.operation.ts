import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { apiRequest } from '../../transport';
import { updateDisplayOptions, dryRunField, optionsField, isDryRun } from '../../form';
import { checkSlotExists, readSlotId, slotIdField } from './slotRecord';
import { moreTargetsField, readTargets, targetFields } from './targets';
import { ENDPOINTS } from '../../serviceApi';

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
	optionsField([dryRunField()]),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['slot'], operation: ['updateTargets'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, i: number): Promise<IDataObject> {
	const id = readSlotId(this.getNodeParameter('slotId', i));
	const selectedTargets = readTargets(this, i);
	const params = { id: ['Slot', id] } as const;
	const body = { patch: { selectedTargets } };
	// Dry Run: what the real request would find (the slot exists for this key's user).
	if (isDryRun.call(this, i)) await checkSlotExists.call(this, i, id);
	await apiRequest.call(this, ENDPOINTS.updateSlot, { params, body, itemIndex: i });
	return { id, updated: true, selectedTargets };
}
