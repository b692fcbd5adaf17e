// GET /schedules, GET/PATCH/DELETE /schedules/{id} ("Schedules").
import { ENDPOINTS } from '../../nodes/SocialPublishing/serviceApi';
import { routeOf, type Json, type ResourceModule } from '../core/context';
import { notFound, unprocessable } from '../core/errors';
import { paginate } from '../core/pagination';
import type { ScheduledPost, UserData } from '../core/types';
import { cancelSchedule, postParts, queueScheduled } from '../posts/engine';
import { parseScheduledTime } from '../posts/scheduling';
import { validatePost } from '../posts/validatePost';
import { scheduleView } from '../posts/views';
import { slotAt } from '../slots/slotTimes';
import * as schemas from './schemas';

function findSchedule(data: UserData, id: string, now: number): ScheduledPost {
	const schedule = data.schedules.get(id);
	if (!schedule || schedule.scheduledAt <= now) throw notFound(`Schedule ${id} not found`);
	return schedule;
}

const PATCH_FIELDS = ['scheduledTime', 'draft'];

export const schedules: ResourceModule = {
	name: 'schedules',
	routes: [
		{
			...routeOf(ENDPOINTS.listSchedules),
			schema: schemas.listSchedules,
			handler: (req, ctx) => {
				const limit = req.query.limit as number;
				const cursor = req.query.cursor as string | undefined;
				const now = ctx.clock.now();
				const future = [...req.data.schedules.values()].filter((s) => s.scheduledAt > now);
				const page = paginate(future, {
					list: 'GET /schedules',
					key: (s) => s.scheduledAt,
					limit,
					cursor,
					ascending: true,
				});
				const body: Record<string, unknown> = {
					items: page.items.map((s) => scheduleView(req.data, s)),
					count: String(future.length),
				};
				if (page.cursor) body.cursor = page.cursor;
				return { body };
			},
		},
		{
			...routeOf(ENDPOINTS.getSchedule),
			schema: schemas.getSchedule,
			handler: (req, ctx) => ({
				body: {
					schedule: scheduleView(req.data, findSchedule(req.data, req.params.id, ctx.clock.now())),
				},
			}),
		},
		{
			...routeOf(ENDPOINTS.updateSchedule),
			schema: schemas.patchSchedule,
			handler: (req, ctx) => {
				const now = ctx.clock.now();
				const schedule = findSchedule(req.data, req.params.id, now);
				const patch = req.body.patch as Json;
				const given = PATCH_FIELDS.filter((f) => patch[f] !== undefined && patch[f] !== null);
				if (!given.length)
					throw unprocessable('body.patch must contain at least one of: scheduledTime, draft');
				const scheduledAt =
					patch.scheduledTime !== undefined && patch.scheduledTime !== null
						? parseScheduledTime(patch.scheduledTime, 'body.patch.scheduledTime', now)
						: schedule.scheduledAt;
				const draft =
					patch.draft !== undefined && patch.draft !== null
						? validatePost(req.data, patch.draft as Json, 'patch.draft')
						: undefined;
				if (draft) {
					schedule.draft = draft.post;
					schedule.accountId = draft.account.id;
					const submission = req.data.submissions.get(schedule.submissionId);
					if (submission) {
						submission.post = draft.post;
						submission.accountId = draft.account.id;
						submission.platform = draft.targetType;
					}
				}
				if (scheduledAt !== schedule.scheduledAt || draft) {
					const parts = postParts(schedule.draft);
					schedule.scheduledAt = scheduledAt;
					schedule.slotId = slotAt(req.data, scheduledAt, {
						platform: parts.targetType,
						accountId: parts.accountId,
						subaccountId: typeof parts.target.pageId === 'string' ? parts.target.pageId : undefined,
					})?.id;
					queueScheduled(req.data, ctx, schedule, true);
				}
				return { status: 204 };
			},
		},
		{
			...routeOf(ENDPOINTS.deleteSchedule),
			schema: schemas.deleteSchedule,
			handler: (req, ctx) => {
				cancelSchedule(req.data, findSchedule(req.data, req.params.id, ctx.clock.now()));
				return { status: 204 };
			},
		},
	],
};
