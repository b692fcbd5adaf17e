// POST /posts, GET /posts/{postSubmissionId}, GET /posts, GET /published-posts; control action
// `activity/published-post` (a post published outside the service).
import {
	DAY_MS,
	PAGE_SIZES,
	PLATFORMS,
	POST_LIST_STATES,
	POSTS_DEFAULT_WINDOW_DAYS,
	PUBLISHED_POSTS_SORT,
} from '../../nodes/SocialPublishing/spec';
import type { ResourceModule } from '../core/context';
import { badRequest, notFound, unprocessable } from '../core/errors';
import { paginate } from '../core/pagination';
import { parseEnum, parseEnumList, parseIsoDate, parseLimit, parseOffset } from '../core/validate';
import { createSubmission, queuePublish, schedulePost } from '../posts/engine';
import { publishedOutside } from '../posts/external';
import { parseScheduling } from '../posts/scheduling';
import { nextFreeSlot, slotAt, type SlotQuery } from '../posts/slotTimes';
import { validatePost } from '../posts/validatePost';
import { postListEntries, publishedView, submissionView } from '../posts/views';
import { seedPosts } from '../seed/posts';

export const posts: ResourceModule = {
	name: 'posts',
	seed: seedPosts,
	control: { 'activity/published-post': publishedOutside },
	routes: [
		{
			method: 'POST',
			path: '/posts',
			rateGroup: 'createPost',
			handler: (req, ctx) => {
				const valid = validatePost(req.data, req.body);
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
				if (at !== undefined) schedulePost(req.data, ctx, submission, at, slotId);
				else queuePublish(req.data, ctx, submission);
				return { status: 201, body: { postSubmissionId: submission.id } };
			},
		},
		{
			method: 'GET',
			path: '/posts/:postSubmissionId',
			rateGroup: 'readPosts',
			handler: (req) => {
				const submission = req.data.submissions.get(req.params.postSubmissionId);
				if (!submission) throw notFound(`Post submission ${req.params.postSubmissionId} not found`);
				return { body: submissionView(req.data, submission) };
			},
		},
		{
			method: 'GET',
			path: '/posts',
			rateGroup: 'readPosts',
			handler: (req, ctx) => {
				const now = ctx.clock.now();
				const since = parseIsoDate(req.query, 'since') ?? now - POSTS_DEFAULT_WINDOW_DAYS * DAY_MS;
				const until = parseIsoDate(req.query, 'until') ?? now + POSTS_DEFAULT_WINDOW_DAYS * DAY_MS;
				if (since > until) throw unprocessable('since must not be later than until');
				const limit = parseLimit(req.query, PAGE_SIZES.posts);
				const states = parseEnumList(req.query, 'status', POST_LIST_STATES);
				const platforms = parseEnumList(req.query, 'platform', PLATFORMS);
				const cursor = req.query.string('cursor');
				if (cursor === '')
					throw unprocessable(
						'cursor is invalid: pass the cursor from the previous response unchanged',
					);
				const entries = postListEntries(req.data, now).filter(
					(e) =>
						e.time >= since &&
						e.time <= until &&
						(!states.length || states.includes(e.state)) &&
						(!platforms.length || (platforms as readonly string[]).includes(e.platform)),
				);
				const page = paginate(entries, { key: (e) => e.time, limit, cursor });
				const body: Record<string, unknown> = { items: page.items.map((e) => e.view) };
				if (page.cursor) body.cursor = page.cursor;
				return { body };
			},
		},
		{
			method: 'GET',
			path: '/published-posts',
			handler: (req, ctx) => {
				const search = req.query.string('query');
				const platform = parseEnum(req.query, 'platform', PLATFORMS);
				const sortBy = parseEnum(req.query, 'sortBy', PUBLISHED_POSTS_SORT) ?? 'newest';
				const offset = parseOffset(req.query);
				const limit = parseLimit(req.query, PAGE_SIZES.publishedPosts);
				const terms = (search ?? '').toLowerCase().split(/\s+/).filter(Boolean);
				const dir = sortBy === 'oldest' ? 1 : -1;
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
