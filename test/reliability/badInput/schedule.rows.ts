// Bad inputs of Schedule → Get, Delete, Update, Get Many.
import { future, seed, type Rows } from './harness';

export const SCHEDULE_ROWS: Rows = {
	// ---------------------------------------------------------------- schedule
	'Schedule → Get: ID missing': () => ({
		resource: 'schedule',
		operation: 'get',
		bad: { scheduleId: ' ' },
		good: { scheduleId: seed.schedule },
		field: 'Schedule ID',
		fix: /required/,
	}),
	'Schedule → Delete: ID missing': () => ({
		resource: 'schedule',
		operation: 'delete',
		bad: { scheduleId: '' },
		good: { scheduleId: '={{ $json.id }}' },
		itemJson: (n) => ({ id: seed.schedules[n] }),
		field: 'Schedule ID',
		fix: /required/,
	}),
	'Schedule → Update: nothing to change': () => ({
		resource: 'schedule',
		operation: 'update',
		bad: { scheduleId: seed.schedule, updateFields: {} },
		good: { scheduleId: seed.schedule, updateFields: { text: 'Updated text' } },
		field: 'Update Fields',
		fix: /nothing to change/,
	}),
	'Schedule → Update: time in the past': () => ({
		resource: 'schedule',
		operation: 'update',
		bad: { scheduleId: seed.schedule, timeChange: 'at', scheduledTime: '2020-01-01T10:00:00Z' },
		good: { scheduleId: seed.schedule, timeChange: 'at', scheduledTime: future(5) },
		field: 'Scheduled Time',
		fix: /in the past/,
	}),
	'Schedule → Update: time not a date': () => ({
		resource: 'schedule',
		operation: 'update',
		bad: { scheduleId: seed.schedule, timeChange: 'at', scheduledTime: 'next tuesday' },
		good: { scheduleId: seed.schedule, timeChange: 'at', scheduledTime: future(5) },
		field: 'Scheduled Time',
		fix: /not a date and time/,
	}),
	'Schedule → Update: time change not allowed': () => ({
		resource: 'schedule',
		operation: 'update',
		bad: { scheduleId: seed.schedule, timeChange: 'soon', updateFields: { text: 'Updated' } },
		good: { scheduleId: seed.schedule, timeChange: 'keep', updateFields: { text: 'Updated' } },
		field: 'New Time',
		fix: /'soon' is not allowed/,
	}),
	'Schedule → Update: media neither URL nor binary': () => ({
		resource: 'schedule',
		operation: 'update',
		bad: { scheduleId: seed.schedule, updateFields: { media: 'nope' } },
		good: { scheduleId: seed.schedule, updateFields: { media: 'https://cdn.example.com/1.jpg' } },
		field: 'Media',
		fix: /neither a URL nor a binary/,
	}),
	'Schedule → Update: an empty thread post': () => ({
		resource: 'schedule',
		operation: 'update',
		bad: {
			scheduleId: seed.schedule,
			updateFields: { additionalPosts: { posts: [{ text: ' ', media: '' }] } },
		},
		good: {
			scheduleId: seed.schedule,
			updateFields: { additionalPosts: { posts: [{ text: '2/2', media: '' }] } },
		},
		field: 'Post 1',
		fix: /is empty/,
	}),
	'Schedule → Update: platform options for no platform': () => ({
		resource: 'schedule',
		operation: 'update',
		bad: {
			scheduleId: seed.schedule,
			platform: 'myspace',
			threadsOptions: {},
			updateFields: { text: 'Updated' },
		},
		good: {
			scheduleId: seed.schedule,
			platform: '',
			threadsOptions: {},
			updateFields: { text: 'Updated' },
		},
		field: 'Change Platform Options',
		fix: /use one of|allowed/,
	}),
	'Schedule → Update: thread posts on a LinkedIn draft': () => ({
		resource: 'schedule',
		operation: 'update',
		bad: {
			scheduleId: seed.linkedinSchedule,
			updateFields: { additionalPosts: { posts: [{ text: 'more', media: '' }] } },
		},
		good: {
			scheduleId: seed.schedule,
			updateFields: { additionalPosts: { posts: [{ text: 'more', media: '' }] } },
		},
		field: 'Thread Posts',
		fix: /only on/,
		allowed: ['GET /schedules/:id'],
	}),
	'Schedule → Get Many: limit 0': () => ({
		resource: 'schedule',
		operation: 'getAll',
		bad: { limit: 0 },
		good: { limit: 2 },
		field: 'Limit',
		fix: /whole number of 1 or more: use 1 or more, or turn on Return All/,
	}),
};
