// Bad inputs of Analytics → Top Posts and Post Analytics.
import { byId } from '../../helpers/n8n';

import { seed, type Rows } from './harness';

export const ANALYTICS_ROWS: Rows = {
	// ---------------------------------------------------------------- analytics
	'Analytics → Top Posts: sort not a metric': () => ({
		resource: 'analytics',
		operation: 'getTopPosts',
		bad: { sortBy: '={{ "shares_count" }}' },
		good: { sortBy: 'likes_count' },
		field: 'Sort By',
		fix: /use one of/,
	}),
	'Analytics → Top Posts: limit 0': () => ({
		resource: 'analytics',
		operation: 'getTopPosts',
		bad: { limit: 0 },
		good: { limit: 5 },
		field: 'Limit',
		fix: /1.*100/,
	}),
	'Analytics → Top Posts: limit 101': () => ({
		resource: 'analytics',
		operation: 'getTopPosts',
		bad: { limit: 101 },
		good: { limit: 100 },
		field: 'Limit',
		fix: /1.*100/,
	}),
	'Analytics → Top Posts: limit as text': () => ({
		resource: 'analytics',
		operation: 'getTopPosts',
		bad: { limit: '={{ "ten" }}' },
		good: { limit: 10 },
		field: 'Limit',
		fix: /number|1.*100/,
	}),
	'Analytics → Top Posts: limit 2.5': () => ({
		resource: 'analytics',
		operation: 'getTopPosts',
		bad: { limit: 2.5 },
		good: { limit: 2 },
		field: 'Limit',
		fix: /whole|1.*100/,
	}),
	'Analytics → Top Posts: a list as platform': () => ({
		resource: 'analytics',
		operation: 'getTopPosts',
		bad: { filters: { platform: '={{ ["twitter", "threads"] }}' } },
		good: { filters: { platform: 'twitter' } },
		field: 'Filters → Platform',
		fix: /is a list, not text/,
	}),
	'Analytics → Top Posts: since not a date': () => ({
		resource: 'analytics',
		operation: 'getTopPosts',
		bad: { filters: { since: '={{ "last monday" }}' } },
		good: { filters: { since: '2026-01-01T00:00:00Z' } },
		field: 'Filters → Since',
		fix: /not a date/,
	}),
	'Analytics → Top Posts: since later than until': () => ({
		resource: 'analytics',
		operation: 'getTopPosts',
		bad: { filters: { since: '2026-03-02T00:00:00Z', until: '2026-03-01T00:00:00Z' } },
		good: { filters: { since: '2020-03-01T00:00:00Z', until: new Date().toISOString() } },
		field: 'Filters → Since',
		fix: /later than Until/,
	}),
	'Analytics → Top Posts: until not a date': () => ({
		resource: 'analytics',
		operation: 'getTopPosts',
		bad: { filters: { until: '2026-13-45' } },
		good: { filters: { until: '2026-12-31T00:00:00Z' } },
		field: 'Filters → Until',
		fix: /not a date/,
	}),
	'Analytics → Post Analytics: published post missing': () => ({
		resource: 'analytics',
		operation: 'getPostAnalytics',
		bad: { publishedPost: byId('') },
		good: { publishedPost: byId(seed.fbPost) },
		field: 'Published Post',
		fix: /required/,
	}),
	'Analytics → Post Analytics: numeric metrics as text': () => ({
		resource: 'analytics',
		operation: 'getPostAnalytics',
		bad: { publishedPost: byId(seed.fbPost), options: { numericMetrics: '={{ "yes" }}' } },
		good: { publishedPost: byId(seed.fbPost), options: { numericMetrics: true } },
		field: 'Options → Add Numeric Metrics',
		fix: /true or false/,
	}),
};
