import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { apiRequest } from '../../transport';
import { readLimit, limitField, returnAllField, updateDisplayOptions } from '../../form';
import { slotOutput, type Slot } from './slotRecord';
import { ENDPOINTS } from '../../serviceApi';

const properties: INodeProperties[] = [returnAllField, limitField(500, 50)];

export const description = updateDisplayOptions(
	{ show: { resource: ['slot'], operation: ['getAll'] } },
	properties,
);

/** The weekly slots, monday first; `workflowTimezone` shows each in the workflow's timezone. */
export async function execute(this: IExecuteFunctions, i: number): Promise<IDataObject[]> {
	const limit = readLimit.call(this, i);
	const response = await apiRequest.call(this, ENDPOINTS.listSlots, { itemIndex: i });
	const slots = ((response.items as Slot[] | undefined) ?? []).slice(0, limit);
	return slots.map((slot) => slotOutput(slot, this.getTimezone()));
}
