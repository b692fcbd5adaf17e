// GET/POST /schedule/slots, PATCH /schedule/slots/{id}, DELETE /schedules/slots/{id} (the spec's
// `schedules` segment), POST /schedule/slots/next-available ("Slots").
import {
	ENDPOINTS,
	WEEKDAYS,
	type Platform,
	type Weekday,
} from '../../nodes/SocialPublishing/serviceApi';
import { routeOf, type ResourceModule } from '../core/context';
import { ApiError, badRequest, notFound } from '../core/errors';
import type { Slot, SlotTarget, UserData } from '../core/types';
import { seedSlots } from '../seed/slots';
import * as schemas from './schemas';
import { nextFreeSlot } from './slotTimes';
import { accountOn, validateTargets } from './validateTargets';

interface SlotFields {
	hour: number;
	minute: number;
	day: Weekday;
	selectedTargets: SlotTarget[];
}

const slotView = (s: Slot) => ({
	id: s.id,
	hour: s.hour,
	minute: s.minute,
	day: s.day,
	selectedTargets: s.selectedTargets.map((t) => ({ ...t })),
});

const slotOrder = (a: Slot, b: Slot) =>
	WEEKDAYS.indexOf(a.day) - WEEKDAYS.indexOf(b.day) || a.hour - b.hour || a.minute - b.minute;

function findSlot(data: UserData, id: string): Slot {
	const slot = data.slots.find((s) => s.id === id);
	if (!slot) throw notFound(`Slot ${id} not found`);
	return slot;
}

export const slots: ResourceModule = {
	name: 'slots',
	seed: seedSlots,
	routes: [
		{
			...routeOf(ENDPOINTS.listSlots),
			schema: schemas.listSlots,
			handler: (req) => ({ body: { items: [...req.data.slots].sort(slotOrder).map(slotView) } }),
		},
		{
			...routeOf(ENDPOINTS.createSlots),
			schema: schemas.createSlots,
			handler: (req, ctx) => {
				const fields = (req.body.slots as SlotFields[]).map((s, i) => ({
					...s,
					selectedTargets: validateTargets(
						req.data,
						s.selectedTargets,
						`body.slots[${i}].selectedTargets`,
					),
				}));
				const taken = new Set(req.data.slots.map((s) => `${s.day} ${s.hour}:${s.minute}`));
				fields.forEach((f, i) => {
					const key = `${f.day} ${f.hour}:${f.minute}`;
					if (taken.has(key)) {
						const time = `${String(f.hour).padStart(2, '0')}:${String(f.minute).padStart(2, '0')}`;
						throw new ApiError(
							409,
							`body.slots[${i}]: a slot on ${f.day} at ${time} UTC already exists; change its targets with PATCH /schedule/slots/{id}`,
						);
					}
					taken.add(key);
				});
				const created = fields.map((f) => ({ id: ctx.ids.prefixed('slot'), ...f }));
				req.data.slots.push(...created);
				// `{items}` as a public client of the real service reads it (the spec shows no envelope).
				return { status: 201, body: { items: created.map(slotView) } };
			},
		},
		{
			...routeOf(ENDPOINTS.updateSlot),
			schema: schemas.patchSlot,
			handler: (req) => {
				const slot = findSlot(req.data, req.params.id);
				const patch = req.body.patch as { selectedTargets: SlotTarget[] };
				slot.selectedTargets = validateTargets(
					req.data,
					patch.selectedTargets,
					'body.patch.selectedTargets',
				);
				return { status: 204 };
			},
		},
		{
			...routeOf(ENDPOINTS.deleteSlot),
			schema: schemas.deleteSlot,
			handler: (req, ctx) => {
				const slot = findSlot(req.data, req.params.id);
				const now = ctx.clock.now();
				const linked = [...req.data.schedules.values()].filter((s) => s.slotId === slot.id);
				const future = linked.filter((s) => s.scheduledAt > now);
				if (future.length) {
					throw badRequest(
						`Slot ${slot.id} is used by ${future.length} future scheduled post(s) (${future.map((s) => s.id).join(', ')}); move or delete them first`,
					);
				}
				for (const s of linked) s.slotId = undefined;
				req.data.slots = req.data.slots.filter((s) => s !== slot);
				return { status: 204 };
			},
		},
		{
			...routeOf(ENDPOINTS.findNextSlot),
			schema: schemas.nextAvailable,
			handler: (req, ctx) => {
				const body = req.body as {
					platform: Platform;
					accountId?: string | null;
					subaccountId?: string | null;
				};
				const accountId = body.accountId ?? undefined;
				const subaccountId = body.subaccountId ?? undefined;
				if (accountId !== undefined)
					accountOn(req.data, body.platform, accountId, 'body.accountId', 404);
				const q = { platform: body.platform, accountId, subaccountId };
				const next = nextFreeSlot(req.data, ctx.clock.now(), q);
				const who = accountId ? `${body.platform} account ${accountId}` : body.platform;
				if (next === 'no-slots')
					throw badRequest(
						`No slot is configured for ${who}; create one with POST /schedule/slots`,
					);
				if (next === 'all-occupied') throw badRequest(`Every slot for ${who} is occupied`);
				return {
					status: 201,
					body: { slot: { slotId: next.slot.id, slotTime: new Date(next.time).toISOString() } },
				};
			},
		},
	],
};
