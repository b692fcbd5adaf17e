import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { apiRequest, apiRequestAllItemsCursor } from '../../transport';
import { platformLabel } from '../../accounts';
import { updateDisplayOptions, dryRunField, optionsField, isDryRun } from '../../form';
import { checkSlotExists, readSlotId, slotIdField, type Slot } from './slotRecord';
import { ENDPOINTS } from '../../serviceApi';

const properties: INodeProperties[] = [
	{
		...slotIdField,
		description:
			'The weekly slot to delete. The service refuses while future scheduled posts use it: move or cancel them first.',
	},
	optionsField([dryRunField()]),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['slot'], operation: ['delete'] } },
	properties,
);

interface ScheduledPost {
	id: string;
	scheduledAt: string;
	draft?: { target?: { targetType?: string }; content?: { text?: string } };
}

/** Future scheduled posts at an occurrence of the slot, on one of its platforms (reads only). */
async function postsInSlot(ctx: IExecuteFunctions, i: number, id: string): Promise<string[]> {
	const slots = (await apiRequest.call(ctx, ENDPOINTS.listSlots, { itemIndex: i })).items as Slot[];
	const slot = slots?.find((s) => s.id === id);
	if (!slot) return [];
	const platforms = new Set(
		((slot.selectedTargets as IDataObject[] | undefined) ?? []).map((t) => t.platform),
	);
	const posts = (await apiRequestAllItemsCursor.call(
		ctx,
		ENDPOINTS.listSchedules,
		{},
		{
			limit: Infinity,
			pageSize: 50,
			itemIndex: i,
		},
	)) as unknown as ScheduledPost[];
	return posts
		.filter((p) => {
			const at = new Date(p.scheduledAt);
			const day = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'][
				at.getUTCDay()
			];
			return (
				day === slot.day &&
				at.getUTCHours() === slot.hour &&
				at.getUTCMinutes() === slot.minute &&
				platforms.has(p.draft?.target?.targetType)
			);
		})
		.map((p) => {
			const text = String(p.draft?.content?.text ?? '');
			const short = text.length > 40 ? `${text.slice(0, 40)}…` : text;
			return `${p.id} (${platformLabel(String(p.draft?.target?.targetType))}, ${p.scheduledAt}, "${short}")`;
		});
}

export async function execute(this: IExecuteFunctions, i: number): Promise<IDataObject> {
	const id = readSlotId(this.getNodeParameter('slotId', i));
	const params = { id: ['Slot', id] } as const;
	// Dry Run: what the real request would find (the slot exists for this key's user).
	if (isDryRun.call(this, i)) await checkSlotExists.call(this, i, id);
	await apiRequest.call(this, ENDPOINTS.deleteSlot, {
		params,
		itemIndex: i,
		// Spec "Slots": 400 while future scheduled posts use the slot.
		hints: {
			400: async () => {
				const posts = await postsInSlot(this, i, id).catch(() => []);
				const which = posts.length
					? `Scheduled posts in this slot: ${posts.join('; ')}. `
					: 'The message above names the scheduled posts that use it. ';
				return (
					`${which}Move each to another time (Schedule → Update, New Time) or cancel it ` +
					'(Schedule → Delete), then delete the slot again.'
				);
			},
		},
	});
	return { id, deleted: true };
}
