// Schemas of the slot endpoints ("Slots"). Which accounts and subaccounts a target may name is
// checked in code (validateTargets.ts).
import { PLATFORMS, WEEKDAYS } from '../../nodes/SocialPublishing/serviceApi';
import type { RouteSchema } from '../core/context';
import { arrayOf, int, noQuery, object, oneOf } from '../http/schema';

/** A string id, or `null` for "all accounts" / "no subaccount"; the key itself is required. */
const idOrNull = { type: ['string', 'null'], minLength: 1 };

const selectedTargets = arrayOf(
	object({ platform: oneOf(PLATFORMS), accountId: idOrNull, subaccountId: idOrNull }, [
		'platform',
		'accountId',
		'subaccountId',
	]),
	{ minItems: 1 },
);

const slot = object(
	{ hour: int(0, 23), minute: int(0, 59), day: oneOf(WEEKDAYS), selectedTargets },
	['hour', 'minute', 'day', 'selectedTargets'],
);

export const listSlots: RouteSchema = { querystring: noQuery };

export const createSlots: RouteSchema = {
	body: object({ slots: arrayOf(slot, { minItems: 1 }) }, ['slots']),
	querystring: noQuery,
};

export const patchSlot: RouteSchema = {
	body: object({ patch: object({ selectedTargets }, ['selectedTargets']) }, ['patch']),
	querystring: noQuery,
};

export const deleteSlot: RouteSchema = { querystring: noQuery };

export const nextAvailable: RouteSchema = {
	body: object({ platform: oneOf(PLATFORMS), accountId: idOrNull, subaccountId: idOrNull }, [
		'platform',
	]),
	querystring: noQuery,
};
