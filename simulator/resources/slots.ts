// GET/POST /schedule/slots, PATCH /schedule/slots/{id}, DELETE /schedules/slots/{id} (the spec's
// `schedules` segment), POST /schedule/slots/next-available ("Slots").
import { PLATFORMS, WEEKDAYS, type Platform } from '../../nodes/SocialPublishing/spec';
import type { ResourceModule } from '../core/context';
import { ApiError, badRequest, notFound, unprocessable } from '../core/errors';
import type { Slot, UserData } from '../core/types';
import { isObject, optionalString } from '../core/validate';
import { nextFreeSlot } from '../posts/slotTimes';
import { validateSlot, validateTargets } from '../posts/validateSlot';
import { seedSlots } from '../seed/slots';

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
			method: 'GET',
			path: '/schedule/slots',
			handler: (req) => ({ body: { items: [...req.data.slots].sort(slotOrder).map(slotView) } }),
		},
		{
			method: 'POST',
			path: '/schedule/slots',
			handler: (req, ctx) => {
				const list = isObject(req.body) ? req.body.slots : undefined;
				if (!Array.isArray(list) || list.length === 0) {
					throw unprocessable(
						'body.slots is required and must be a non-empty array of {hour, minute, day, selectedTargets}',
					);
				}
				const fields = list.map((s, i) => validateSlot(req.data, s, `body.slots[${i}]`));
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
				return { status: 201, body: { slots: created.map(slotView) } };
			},
		},
		{
			method: 'PATCH',
			path: '/schedule/slots/:id',
			handler: (req) => {
				const slot = findSlot(req.data, req.params.id);
				const patch = isObject(req.body) ? req.body.patch : undefined;
				if (!isObject(patch))
					throw unprocessable('body.patch is required and must be an object {selectedTargets}');
				slot.selectedTargets = validateTargets(
					req.data,
					patch.selectedTargets,
					'body.patch.selectedTargets',
				);
				return { status: 204 };
			},
		},
		{
			method: 'DELETE',
			path: '/schedules/slots/:id',
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
			method: 'POST',
			path: '/schedule/slots/next-available',
			handler: (req, ctx) => {
				const body = isObject(req.body) ? req.body : {};
				if (typeof body.platform !== 'string' || !PLATFORMS.includes(body.platform as Platform)) {
					throw unprocessable(
						`body.platform is required and must be one of: ${PLATFORMS.join(', ')}`,
					);
				}
				const accountId = optionalString(body, 'accountId');
				const subaccountId = optionalString(body, 'subaccountId');
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
