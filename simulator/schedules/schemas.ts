// Schemas of the schedule endpoints ("Schedules").
import { PAGE_SIZES } from '../../nodes/SocialPublishing/serviceApi';
import type { RouteSchema } from '../core/context';
import { cursor, noQuery, object, pageLimit, query } from '../http/schema';
import { postObject } from '../posts/schemas';

export const listSchedules: RouteSchema = {
	querystring: query({ limit: pageLimit(PAGE_SIZES.schedules), cursor }, { unknown: 'refuse' }),
};

export const getSchedule: RouteSchema = { querystring: noQuery };

export const patchSchedule: RouteSchema = {
	body: object(
		{
			patch: object({
				// `null` is "not given" here, like an absent field.
				scheduledTime: { type: ['string', 'null'] },
				draft: { ...postObject, type: ['object', 'null'] },
				// "`useNextFreeSlot` is not accepted; use next-available first."
				useNextFreeSlot: { not: {} },
			}),
		},
		['patch'],
	),
	querystring: noQuery,
};

export const deleteSchedule: RouteSchema = { querystring: noQuery };
