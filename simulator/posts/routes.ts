// POST /posts, GET /posts/{postSubmissionId}, GET /posts, GET /published-posts; control action
// `activity/published-post` (a post published outside the service).
import {
	ENDPOINTS,
	DAY_MS,
	POSTS_DEFAULT_WINDOW_DAYS,
} from '../../nodes/SocialPublishing/serviceApi';
import { routeOf, type Json, type ResourceModule } from '../core/context';
import { badRequest, notFound, unprocessable } from '../core/errors';
import { paginate } from '../core/pagination';
import { queryTime } from '../core/validate';
import { seedPosts } from '../seed/posts';
import { nextFreeSlot, slotAt, type SlotQuery } from '../slots/slotTimes';
import { createSubmission, queuePublish, schedulePost } from './engine';
import { publishedOutside } from './external';
import { parseScheduling } from './scheduling';
import * as schemas from './schemas';
import { validatePost } from './validatePost';
import { postListEntries, publishedView, submissionView } from './views';

export const posts: ResourceModule = {
	name: 'posts',
	seed: seedPosts,
	control: { 'activity/published-post': publishedOutside },
	routes: [
		{
			...routeOf(ENDPOINTS.createPost),
			schema: schemas.createPost,
			handler: (req, ctx) => {
				const valid = validatePost(req.data, req.body.post as Json);
				const now = ctx.clock.now();
				const { scheduledAt, useNextFreeSlot } = parseScheduling(req.body, now);
				const slotQuery: SlotQuery = {
					platform: valid.targetType,
					accountId: valid.account.id,
					subaccountId: typeof valid.target.pageId === 'string' ? valid.target.pageId : undefined,
				};
				let at = scheduledAt;
				let slotId = at !== undefined ? slotAt(req.data, at, slotQuery)?.id : undefined;
				if (at === undefined && useNextFreeSlot) {
					const next = nextFreeSlot(req.data, now, slotQuery);
					if (next === 'no-slots') {
						throw badRequest(
							`useNextFreeSlot: no slot is configured for ${valid.targetType} account ${valid.account.id}; create one with POST /schedule/slots or pass scheduledTime`,
						);
					}
					if (next === 'all-occupied') {
						throw badRequest(
							`useNextFreeSlot: every ${valid.targetType} slot is occupied; add a slot or pass scheduledTime`,
						);
					}
					at = next.time;
					slotId = next.slot.id;
				}
				const submission = createSubmission(req.data, ctx, valid.post);
				if (at !== undefined)
					schedulePost(req.data, ctx, submission, at, { slotId, byClient: true });
				else queuePublish(req.data, ctx, submission);
				return { status: 201, body: { postSubmissionId: submission.id } };
			},
		},
		{
			...routeOf(ENDPOINTS.getPost),
			schema: schemas.getSubmission,
			handler: (req) => {
				const submission = req.data.submissions.get(req.params.postSubmissionId);
				if (!submission) throw notFound(`Post submission ${req.params.postSubmissionId} not found`);
				return { body: submissionView(req.data, submission) };
			},
		},
		{
			...routeOf(ENDPOINTS.listPosts),
			schema: schemas.listPosts,
			handler: (req, ctx) => {
				const now = ctx.clock.now();
				const { query } = req;
				const since = queryTime(query, 'since') ?? now - POSTS_DEFAULT_WINDOW_DAYS * DAY_MS;
				const until = queryTime(query, 'until') ?? now + POSTS_DEFAULT_WINDOW_DAYS * DAY_MS;
				if (since > until) throw unprocessable('since must not be later than until');
				const limit = query.limit as number;
				const states = (query.status as string[] | undefined) ?? [];
				const platforms = (query.platform as string[] | undefined) ?? [];
				const cursor = query.cursor as string | undefined;
				const entries = postListEntries(req.data, now).filter(
					(e) =>
						e.time >= since &&
						e.time <= until &&
						(!states.length || states.includes(e.state)) &&
						(!platforms.length || platforms.includes(e.platform)),
				);
				const page = paginate(entries, {
					list: 'GET /posts',
					key: (e) => e.time,
					limit,
					cursor,
				});
				const body: Record<string, unknown> = { items: page.items.map((e) => e.view) };
				if (page.cursor) body.cursor = page.cursor;
				return { body };
			},
		},
		{
			...routeOf(ENDPOINTS.listPublishedPosts),
			schema: schemas.searchPublished,
			handler: (req, ctx) => {
				const { query } = req;
				const platform = query.platform as string | undefined;
				const offset = query.offset as number;
				const limit = query.limit as number;
				const terms = ((query.query as string | undefined) ?? '')
					.toLowerCase()
					.split(/\s+/)
					.filter(Boolean);
				const dir = query.sortBy === 'oldest' ? 1 : -1;
				const matches = req.data.publishedPosts
					.filter((p) => !platform || p.platform === platform)
					.filter((p) => terms.every((t) => p.text.toLowerCase().includes(t)))
					.sort((a, b) => (a.createdAt - b.createdAt) * dir || (a.id < b.id ? -dir : dir));
				const now = ctx.clock.now();
				return {
					body: {
						items: matches.slice(offset, offset + limit).map((p) => publishedView(p, now)),
						count: matches.length,
					},
				};
			},
		},
	],
};
