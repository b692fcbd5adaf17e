// Schemas of the analytics endpoints ("Analytics").
import {
	ANALYTICS_SORT,
	ANALYTICS_SORT_DEFAULT,
	PAGE_SIZES,
	PLATFORMS,
} from '../../nodes/SocialPublishing/serviceApi';
import type { RouteSchema } from '../core/context';
import { isoDate, noQuery, oneOf, pageLimit, query } from '../http/schema';

export const topPosts: RouteSchema = {
	querystring: query(
		{
			since: isoDate,
			until: isoDate,
			// Any platform value: the five without metrics return an empty list.
			platform: oneOf(PLATFORMS),
			sortBy: { ...oneOf(ANALYTICS_SORT), default: ANALYTICS_SORT_DEFAULT },
			limit: pageLimit(PAGE_SIZES.analytics),
		},
		{ unknown: 'refuse' },
	),
};

export const postAnalytics: RouteSchema = { querystring: noQuery };
