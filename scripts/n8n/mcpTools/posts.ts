// The post tools: create a post, its status, the list of posts.
import {
	FACEBOOK_MEDIA_TYPES,
	INSTAGRAM_MEDIA_TYPES,
} from '../../../nodes/SocialPublishing/serviceApi';
import { DRY_RUN, LIMIT, PLATFORMS, expr, list, locator } from './builders';
import type { McpTool } from './types';
import { ALREADY_ON_SERVICE_DEFAULT_HOURS } from '../../../nodes/SocialPublishing/form/alreadyOnService';

export const POST_TOOLS: McpTool[] = [
	{
		name: 'create_post',
		rest: 'POST /posts',
		resource: 'post',
		operation: 'create',
		write: true,
		description: `Publish a post on one connected account, now, at scheduledTime, or in the next free slot. Call it with dryRun true first: the post is checked and the request it would send is returned, nothing is published. Then call it without dryRun; the answer has the postSubmissionId for service_get_post_status (or waits for the result with waitForCompletion). Platform needs: facebook a pageId; pinterest a boardId; youtube a title; tiktok a privacyLevel; instagram, tiktok, pinterest and youtube media. Calling it again for a post already on the service (same account, text, media and time, within ${ALREADY_ON_SERVICE_DEFAULT_HOURS} hours) publishes nothing: the answer is the earlier post with notSentAgain true. Limit: 30 posts a minute.`,
		args: {
			accountId: {
				type: 'string',
				description: 'The id of the account to post from, from service_list_accounts',
			},
			platform: {
				type: 'string',
				description: `The platform of that account as service_list_accounts gives it: ${PLATFORMS}`,
			},
			text: { type: 'string', description: 'The text of the post' },
			mediaUrls: {
				type: 'string',
				description:
					'Public image or video URLs, separated by commas (a file uploaded through service_create_presigned_upload_url is its publicUrl); leave out for a text-only post',
				default: '',
			},
			scheduledTime: {
				type: 'string',
				description:
					'Publish at this time instead of now: ISO 8601 with a timezone offset such as 2026-05-01T09:30:00+02:00; leave out to publish now',
				default: '',
			},
			useNextFreeSlot: {
				type: 'boolean',
				description:
					'true: publish in the next free posting slot of the platform (needs a slot; ignored when scheduledTime is given)',
				default: false,
			},
			pageId: {
				type: 'string',
				description:
					"facebook (required there): the id of the page; linkedin: a company page id, left out for the personal profile. Page ids are the account's subaccounts, which no tool here lists yet: ask the user for the id",
				default: '',
			},
			mediaType: {
				type: 'string',
				description: `facebook: ${orList(FACEBOOK_MEDIA_TYPES)} (a reel is one video); instagram: ${orList(INSTAGRAM_MEDIA_TYPES)}; left out: detected from the media`,
				default: '',
			},
			trial: {
				type: 'string',
				description:
					'instagram reels: true to post as a trial reel (shown to non-followers first), or its graduation strategy MANUAL or SS_PERFORMANCE; leave out for a normal post',
				default: '',
			},
			privacyLevel: {
				type: 'string',
				description:
					'tiktok (required there): PUBLIC_TO_EVERYONE, MUTUAL_FOLLOW_FRIENDS, FOLLOWER_OF_CREATOR or SELF_ONLY',
				default: '',
			},
			additionalPosts: {
				type: 'string',
				description:
					'twitter, bluesky, threads: the posts that continue a thread, as a JSON array [{"text": "2/3", "mediaUrls": ["https://..."]}, ...]; leave out for a single post',
				default: '',
			},
			boardId: {
				type: 'string',
				description:
					'pinterest (required there): the id of the board, from service_list_pinterest_boards',
				default: '',
			},
			title: {
				type: 'string',
				description:
					'youtube (required there): the video title; pinterest and tiktok: an optional title',
				default: '',
			},
			privacyStatus: {
				type: 'string',
				description: 'youtube: public, private or unlisted',
				default: 'public',
			},
			playlistIds: {
				type: 'string',
				description:
					"youtube: ids of playlists to add the video to, separated by commas (the youtube account's subaccounts, which no tool here lists yet: ask the user)",
				default: '',
			},
			thumbnailUrl: {
				type: 'string',
				description: 'youtube: a public image URL for the thumbnail (needs a verified account)',
				default: '',
			},
			waitForCompletion: {
				type: 'boolean',
				description:
					'true: wait (up to 2 minutes) until the post is published or failed and return that; false or left out: return the postSubmissionId at once',
				default: false,
			},
			firstComment: {
				type: 'string',
				description:
					'instagram and facebook, publishing now: a comment posted on the post as soon as it is published (hashtags, a link, a call to action); leave out for none',
				default: '',
			},
			dryRun: DRY_RUN,
		},
		parameters: (arg) => ({
			postTo: 'platform',
			platform: expr(arg('platform')),
			account: locator(arg('accountId')),
			text: expr(arg('text')),
			media: expr(arg('mediaUrls')),
			facebookPage: locator(arg('pageId')),
			linkedinPage: locator(arg('pageId')),
			facebookOptions: { mediaType: expr(arg('mediaType')) },
			instagramOptions: {
				mediaType: expr(arg('mediaType')),
				trialReel: expr(`!['', 'false'].includes(String(${arg('trial')}))`),
				trialGraduationStrategy: expr(
					`['', 'true', 'false'].includes(String(${arg('trial')})) ? '' : ${arg('trial')}`,
				),
			},
			tiktokPrivacyLevel: expr(arg('privacyLevel')),
			tiktokOptions: { title: expr(arg('title')) },
			pinterestBoard: locator(arg('boardId')),
			pinterestOptions: { title: expr(arg('title')) },
			youtubeTitle: expr(arg('title')),
			// The service's tool has no webhook target: filled so that n8n publishes the workflow (a
			// platform from an expression shows every platform's required field).
			webhookUrl: expr("''"),
			youtubePrivacyStatus: expr(arg('privacyStatus')),
			youtubeOptions: {
				playlistIds: expr(list(arg('playlistIds'))),
				thumbnail: expr(arg('thumbnailUrl')),
			},
			// n8n keeps no expression in place of a whole Thread Posts collection: the JSON field.
			additionalPostsJson: expr(arg('additionalPosts')),
			schedule: expr(
				`${arg('scheduledTime')} ? 'at' : ${arg('useNextFreeSlot')} ? 'nextFreeSlot' : 'now'`,
			),
			scheduledTime: expr(arg('scheduledTime')),
			waitForCompletion: expr(arg('waitForCompletion')),
			firstComment: expr(arg('firstComment')),
			waitTimeout: 120,
			dryRun: expr(arg('dryRun')),
		}),
	},
	{
		name: 'get_post_status',
		rest: 'GET /posts/{postSubmissionId}',
		resource: 'post',
		operation: 'get',
		description:
			'The status of a post made by service_create_post: in-progress, published (with its URL), scheduled or failed (with the reason).',
		args: {
			postSubmissionId: {
				type: 'string',
				description: 'The postSubmissionId that service_create_post returned',
			},
		},
		parameters: (arg) => ({ postSubmissionId: expr(arg('postSubmissionId')) }),
	},
	{
		name: 'list_posts',
		rest: 'GET /posts',
		resource: 'post',
		operation: 'getAll',
		description:
			"The user's posts (scheduled, published, failed), newest first. A published item's id is the publishedPostId of service_get_post_analytics; a scheduled item's id is the scheduleId of service_get_schedule.",
		args: {
			since: {
				type: 'string',
				description: 'ISO 8601; default 7 days ago',
				default: '',
			},
			until: {
				type: 'string',
				description: 'ISO 8601; default 7 days from now',
				default: '',
			},
			status: {
				type: 'string',
				description: 'Only these states, separated by commas: scheduled, published, failed',
				default: '',
			},
			platform: {
				type: 'string',
				description: `Only these platforms, separated by commas: ${PLATFORMS}`,
				default: '',
			},
			limit: LIMIT(250, 50),
		},
		parameters: (arg) => ({
			returnAll: false,
			limit: expr(arg('limit')),
			filters: {
				since: expr(arg('since')),
				until: expr(arg('until')),
				status: expr(list(arg('status'))),
				platform: expr(list(arg('platform'))),
			},
		}),
	},
];

/** `a, b or c`. */
function orList(values: readonly string[]): string {
	return `${values.slice(0, -1).join(', ')} or ${values[values.length - 1]}`;
}
