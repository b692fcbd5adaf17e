import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { findNextSlot, inTimezone } from '../../calendar';
import { updateDisplayOptions } from '../../form';
import { readQuery, targetFields } from './targets';

const properties: INodeProperties[] = targetFields(
	'The platform whose next free slot to find (a slot is free when no post of it is queued there)',
);

export const description = updateDisplayOptions(
	{ show: { resource: ['slot'], operation: ['findNextAvailable'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, i: number): Promise<IDataObject> {
	const slot = await findNextSlot.call(this, i, readQuery(this, i));
	return { ...slot, workflowTimezone: inTimezone(Date.parse(slot.slotTime), this.getTimezone()) };
}
