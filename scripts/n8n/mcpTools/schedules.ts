// The schedule tools: the posts scheduled for the future; list, read, change and delete them.
import { DRY_RUN, LIMIT, expr } from './builders';
import type { McpTool } from './types';

export const SCHEDULE_TOOLS: McpTool[] = [
	{
		name: 'list_schedules',
		rest: 'GET /schedules',
		resource: 'schedule',
		operation: 'getAll',
		description:
			"The posts scheduled for the future, soonest first, with their draft. A schedule's id is the scheduleId of service_get_schedule, service_update_schedule and service_delete_schedule.",
		args: { limit: LIMIT(50, 20) },
		parameters: (arg) => ({ returnAll: false, limit: expr(arg('limit')) }),
	},
	{
		name: 'get_schedule',
		rest: 'GET /schedules/{id}',
		resource: 'schedule',
		operation: 'get',
		description: 'One scheduled post: its time, account and draft.',
		args: {
			scheduleId: {
				type: 'string',
				description:
					'The id from service_list_schedules (or a scheduled item of service_list_posts)',
			},
		},
		parameters: (arg) => ({ scheduleId: expr(arg('scheduleId')) }),
	},
	{
		name: 'update_schedule',
		rest: 'PATCH /schedules/{id}',
		resource: 'schedule',
		operation: 'update',
		write: true,
		description:
			'Change a scheduled post: its time (in the future), its text and/or its media; what is left out stays. Call it with dryRun true first: it shows the full draft that would be sent.',
		args: {
			scheduleId: { type: 'string', description: 'The id from service_list_schedules' },
			scheduledTime: {
				type: 'string',
				description:
					'The new time, ISO 8601 with a timezone offset, in the future; leave out to keep the time',
				default: '',
			},
			text: { type: 'string', description: 'The new text; leave out to keep it', default: '' },
			mediaUrls: {
				type: 'string',
				description: 'The new media URLs, separated by commas; leave out to keep them',
				default: '',
			},
			dryRun: DRY_RUN,
		},
		parameters: (arg) => ({
			scheduleId: expr(arg('scheduleId')),
			timeChange: expr(`${arg('scheduledTime')} ? 'at' : 'keep'`),
			scheduledTime: expr(arg('scheduledTime')),
			// Left out = kept: an empty Text would be a change to an empty text.
			updateFields: {
				text: expr(`${arg('text')} === '' ? undefined : ${arg('text')}`),
				media: expr(arg('mediaUrls')),
			},
			dryRun: expr(arg('dryRun')),
		}),
	},
	{
		name: 'delete_schedule',
		rest: 'DELETE /schedules/{id}',
		resource: 'schedule',
		operation: 'delete',
		write: true,
		description:
			'Cancel a scheduled post for good (it will not publish). Call it with dryRun true first.',
		args: {
			scheduleId: { type: 'string', description: 'The id from service_list_schedules' },
			dryRun: DRY_RUN,
		},
		parameters: (arg) => ({ scheduleId: expr(arg('scheduleId')), dryRun: expr(arg('dryRun')) }),
	},
];
