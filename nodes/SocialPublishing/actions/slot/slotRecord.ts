// Fields, checks and outputs the Slot operations share ("Slots").
import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import type { Weekday } from '../../serviceApi';
import { apiRequest } from '../../transport';
import { slotInTimezone } from '../../calendar';
import { checkRequiredText, fail } from '../../form';
import { ENDPOINTS } from '../../serviceApi';

export const slotIdField: INodeProperties = {
	displayName: 'Slot ID',
	name: 'slotId',
	type: 'string',
	default: '',
	required: true,
	placeholder: 'e.g. slot_1a2b3c',
	description: 'The ID of the weekly slot (the ID that Slot → Get Many lists)',
};

export const readSlotId = (value: unknown) => checkRequiredText('Slot ID', value);

export interface Slot extends IDataObject {
	id: string;
	day: Weekday;
	hour: number;
	minute: number;
}

/** The slot as the service sends it, plus its next occurrence in the workflow timezone. */
export const slotOutput = (slot: Slot, timeZone: string): IDataObject => ({
	...slot,
	workflowTimezone: slotInTimezone(slot, timeZone),
});

/** A dry run's read: the slot exists for this key's user (what the real request would find). */
export async function checkSlotExists(
	this: IExecuteFunctions,
	i: number,
	id: string,
): Promise<void> {
	const response = await apiRequest.call(this, ENDPOINTS.listSlots, { itemIndex: i });
	const slots = (response.items as Slot[] | undefined) ?? [];
	if (!slots.some((slot) => String(slot.id) === id)) {
		fail(
			'Slot ID',
			`no slot ${id} for the user of this API key: list the slots with Slot → Get Many`,
		);
	}
}
