// The service's 26 tools (spec "Tool-protocol server"), served by the user's own n8n: one table that
// maps each tool to the node's operation and parameters. mcpDemo.ts generates the MCP demo workflow
// from it.

/** The spec's tool names carry this prefix. */
export const TOOL_PREFIX = 'service_';
export const MCP_PATH = 'social-publishing';

/**
 * One flat argument, read by `$fromAI`. `$fromAI` types are string, number, boolean (and json, which
 * n8n cannot make optional: an omitted or empty json argument fails its schema), so lists are
 * comma-separated text. An argument with a `default` is optional in tools/list (n8n's schema gives
 * it a zod default); without one it is required.
 */
export interface ToolArgument {
	type: 'string' | 'number' | 'boolean';
	description: string;
	default?: string | number | boolean;
}

export interface McpTool {
	/** Without the prefix, as in the spec's table. */
	name: string;
	/** The REST endpoint the spec names as its equivalent. */
	rest: string;
	resource: string;
	operation: string;
	/** Creates, changes or deletes something: has an optional `dryRun`. */
	write?: boolean;
	description: string;
	args: Record<string, ToolArgument>;
	/** The node's parameters; `arg('x')` stands for the argument's value in an expression. */
	parameters: (arg: (name: string) => string) => Record<string, unknown>;
}

const PLATFORMS =
	'twitter, instagram, linkedin, facebook, tiktok, pinterest, threads, bluesky or youtube';
const DRY_RUN: ToolArgument = {
	type: 'boolean',
	description:
		'true: check everything and return the requests that would be sent, sending nothing (call it so first); false or left out: do it',
	default: false,
};
const LIMIT = (max: number, dflt: number): ToolArgument => ({
	type: 'number',
	description: `How many to return at most (the node pages through the service itself; the service pages by ${max})`,
	default: dflt,
});

const expr = (code: string) => `={{ ${code} }}`;
const locator = (code: string) => ({ __rl: true, mode: 'id', value: expr(code) });
/** A comma-separated argument as the array a multi-options parameter takes. */
const list = (code: string) =>
	`String(${code}).split(',').map((s) => s.trim()).filter((s) => s !== '')`;

export const MCP_TOOLS: McpTool[] = [
	{
		name: 'get_user',
		rest: 'GET /users/me',
		resource: 'account',
		operation: 'getMe',
		description:
			'The user the API key belongs to (user id, email, subscription status). Use it to check that the connection works.',
		args: {},
		parameters: () => ({}),
	},
	{
		name: 'list_accounts',
		rest: 'GET /users/me/accounts',
		resource: 'account',
		operation: 'getAll',
		description:
			'The connected social accounts: id, platform, fullname, username, and for facebook, linkedin and youtube their subaccounts (pages, playlists). Call it first: its ids are the accountId of service_create_post, service_send_message, service_list_pinterest_boards and the account filters; a subaccount id is the pageId (facebook, linkedin) or one of the playlistIds (youtube) of service_create_post.',
		args: {
			platform: {
				type: 'string',
				description: `Only the accounts of this platform: ${PLATFORMS}; leave out for all`,
				default: '',
			},
		},
		parameters: (arg) => ({
			returnAll: true,
			filters: { platform: expr(arg('platform')) },
			// Spec: list_accounts is GET /users/me/accounts "(with subaccounts)".
			options: { includeSubaccounts: true },
		}),
	},
	{
		name: 'list_pinterest_boards',
		rest: 'GET /social/pinterest/boards',
		resource: 'account',
		operation: 'getAllBoards',
		description:
			'The boards of a pinterest account: id and name. A board id is the boardId of a pinterest post in service_create_post.',
		args: {
			accountId: {
				type: 'string',
				description: 'The id of a pinterest account, from service_list_accounts',
			},
		},
		parameters: (arg) => ({ account: locator(arg('accountId')), returnAll: true }),
	},
	{
		name: 'create_post',
		rest: 'POST /posts',
		resource: 'post',
		operation: 'create',
		write: true,
		description:
			'Publish a post on one connected account, now, at scheduledTime, or in the next free slot. Call it with dryRun true first: the post is checked and the request it would send is returned, nothing is published. Then call it without dryRun; the answer has the postSubmissionId for service_get_post_status (or waits for the result with waitForCompletion). Platform needs: facebook a pageId; pinterest a boardId; youtube a title; tiktok a privacyLevel; instagram, tiktok, pinterest and youtube media. Limit: 30 posts a minute.',
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
				description:
					'facebook: photo, video or link; instagram: photo, video, carousel, reel or story; left out: detected from the media',
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
	{
		name: 'list_top_posts',
		rest: 'GET /analytics',
		resource: 'analytics',
		operation: 'getTopPosts',
		description:
			"The best published posts by one metric, highest first, with their latest metrics (counts are strings). An item's id is the publishedPostId of service_get_post_analytics.",
		args: {
			since: {
				type: 'string',
				description: 'Published on or after (ISO 8601); default 30 days ago',
				default: '',
			},
			until: {
				type: 'string',
				description: 'Published on or before (ISO 8601); default now',
				default: '',
			},
			platform: {
				type: 'string',
				description: 'One of twitter, instagram, facebook, threads, bluesky; leave out for all',
				default: '',
			},
			sortBy: {
				type: 'string',
				description: 'likes_count, comments_count, views_count or reach_count',
				default: 'views_count',
			},
			limit: { type: 'number', description: 'How many posts, 1-100', default: 20 },
		},
		parameters: (arg) => ({
			sortBy: expr(arg('sortBy')),
			limit: expr(arg('limit')),
			filters: {
				since: expr(arg('since')),
				until: expr(arg('until')),
				platform: expr(arg('platform')),
			},
		}),
	},
	{
		name: 'get_post_analytics',
		rest: 'GET /posts/{id}/analytics',
		resource: 'analytics',
		operation: 'getPostAnalytics',
		description:
			'The metrics of one published post and their history (oldest first). Counts are strings.',
		args: {
			publishedPostId: {
				type: 'string',
				description:
					'The id of a published post from service_list_posts or service_list_top_posts (not a postSubmissionId)',
			},
		},
		parameters: (arg) => ({ publishedPost: locator(arg('publishedPostId')) }),
	},
	{
		name: 'list_comments',
		rest: 'GET /comments',
		resource: 'comment',
		operation: 'getAll',
		description:
			"Comments on facebook and instagram posts, newest first. A comment's id is the commentId of service_get_comment, the parentCommentId of service_post_comment and the commentId of service_send_message (a private reply).",
		args: {
			platform: {
				type: 'string',
				description: 'facebook, instagram, or both separated by a comma; leave out for both',
				default: '',
			},
			accountId: {
				type: 'string',
				description: "Only this account's comments (an id from service_list_accounts)",
				default: '',
			},
			postId: {
				type: 'string',
				description: 'Only the comments on this published post (an id from service_list_posts)',
				default: '',
			},
			parentCommentId: {
				type: 'string',
				description: 'Only the replies to this comment (an id from service_list_comments)',
				default: '',
			},
			since: { type: 'string', description: 'Created on or after (ISO 8601)', default: '' },
			until: { type: 'string', description: 'Created on or before (ISO 8601)', default: '' },
			limit: LIMIT(250, 50),
		},
		parameters: (arg) => ({
			returnAll: false,
			limit: expr(arg('limit')),
			filters: {
				platform: expr(list(arg('platform'))),
				account: locator(arg('accountId')),
				post: locator(arg('postId')),
				parentComment: locator(arg('parentCommentId')),
				since: expr(arg('since')),
				until: expr(arg('until')),
			},
		}),
	},
	{
		name: 'get_comment',
		rest: 'GET /comments/{commentId}',
		resource: 'comment',
		operation: 'get',
		description:
			'One comment and its status (queued, processing, posted, failed): poll it after service_post_comment.',
		args: {
			commentId: {
				type: 'string',
				description: 'The id from service_list_comments or service_post_comment',
			},
		},
		parameters: (arg) => ({ comment: locator(arg('commentId')) }),
	},
	{
		name: 'post_comment',
		rest: 'POST /comments',
		resource: 'comment',
		operation: 'create',
		write: true,
		description:
			'Comment on a published facebook or instagram post, or reply to a top-level comment. Call it with dryRun true first. The answer is the comment with status queued: follow it with service_get_comment.',
		args: {
			postId: {
				type: 'string',
				description:
					'The id of the published post, from service_list_posts or service_list_comments',
			},
			text: { type: 'string', description: 'Plain text (instagram: at most 2200 characters)' },
			parentCommentId: {
				type: 'string',
				description:
					'To reply: the id of a posted top-level comment on the same post, from service_list_comments',
				default: '',
			},
			dryRun: DRY_RUN,
		},
		parameters: (arg) => ({
			post: locator(arg('postId')),
			text: expr(arg('text')),
			parentComment: locator(arg('parentCommentId')),
			waitForCompletion: false,
			dryRun: expr(arg('dryRun')),
		}),
	},
	{
		name: 'list_conversations',
		rest: 'GET /conversations',
		resource: 'conversation',
		operation: 'getAll',
		description:
			"Instagram direct-message conversations, most recent activity first, with their participants. A conversation's id is the conversationId of service_get_conversation and service_list_messages; a participant's id is a recipientId of service_send_message.",
		args: {
			accountId: {
				type: 'string',
				description:
					"Only this instagram account's conversations (an id from service_list_accounts)",
				default: '',
			},
			limit: LIMIT(250, 50),
		},
		parameters: (arg) => ({
			account: locator(arg('accountId')),
			returnAll: false,
			limit: expr(arg('limit')),
		}),
	},
	{
		name: 'get_conversation',
		rest: 'GET /conversations/{conversationId}',
		resource: 'conversation',
		operation: 'get',
		description: 'One instagram conversation and its participants.',
		args: {
			conversationId: {
				type: 'string',
				description: 'The id from service_list_conversations',
			},
		},
		parameters: (arg) => ({ conversation: locator(arg('conversationId')) }),
	},
	{
		name: 'list_messages',
		rest: 'GET /messages',
		resource: 'message',
		operation: 'getAll',
		description:
			"Instagram direct messages, newest first (kept 45 days). An incoming message's senderId is the recipientId of service_send_message; a message's id is the messageId of service_get_message.",
		args: {
			conversationId: {
				type: 'string',
				description: "Only this conversation's messages (an id from service_list_conversations)",
				default: '',
			},
			accountId: {
				type: 'string',
				description: "Only this instagram account's messages (an id from service_list_accounts)",
				default: '',
			},
			limit: LIMIT(250, 50),
		},
		parameters: (arg) => ({
			conversation: locator(arg('conversationId')),
			account: locator(arg('accountId')),
			returnAll: false,
			limit: expr(arg('limit')),
		}),
	},
	{
		name: 'get_message',
		rest: 'GET /messages/{messageId}',
		resource: 'message',
		operation: 'get',
		description:
			'One direct message and its status (queued, sent, failed with the reason): poll it after service_send_message.',
		args: {
			messageId: {
				type: 'string',
				description: 'The id from service_send_message or service_list_messages',
			},
		},
		parameters: (arg) => ({ messageId: expr(arg('messageId')) }),
	},
	{
		name: 'send_message',
		rest: 'POST /messages',
		resource: 'message',
		operation: 'send',
		write: true,
		description:
			"Send an instagram direct message, within 24 hours of the contact's last message; with commentId, a private reply to that comment instead (once, within 7 days). Call it with dryRun true first. The answer is the message with status queued: follow it with service_get_message.",
		args: {
			accountId: {
				type: 'string',
				description: 'The instagram account to send from, an id from service_list_accounts',
			},
			platform: {
				type: 'string',
				description: 'instagram (the only platform with direct messages)',
				default: 'instagram',
			},
			recipientId: {
				type: 'string',
				description:
					"The platform id of the person: a participant id from service_list_conversations or an incoming message's senderId from service_list_messages",
			},
			text: { type: 'string', description: 'Plain text, at most 1000 bytes' },
			commentId: {
				type: 'string',
				description:
					'For a private reply to a comment: its id from service_list_comments; leave out for a direct message',
				default: '',
			},
			dryRun: DRY_RUN,
		},
		parameters: (arg) => ({
			account: locator(arg('accountId')),
			// The node has no Platform field (messages are instagram only): another platform is refused
			// as a Reply Type that names it.
			replyType: expr(
				`${arg('platform')} !== 'instagram' ? 'platform ' + ${arg('platform')} + ' (direct messages exist only on instagram)' : ${arg('commentId')} ? 'privateReply' : 'reply'`,
			),
			tag: expr("''"),
			comment: locator(arg('commentId')),
			recipient: locator(arg('recipientId')),
			text: expr(arg('text')),
			waitForCompletion: false,
			dryRun: expr(arg('dryRun')),
		}),
	},
	{
		name: 'create_source',
		rest: 'POST /source-resolutions-v3',
		resource: 'source',
		operation: 'create',
		write: true,
		description:
			"Extract content from a source and wait for it (up to 5 minutes): a youtube or tiktok transcript (English captions only), an article's text, a PDF's text, an audio transcription, a tweet, a transformed text, or AI web research. The answer has status completed with title and content, or failed with the reason. Call it with dryRun true first.",
		args: {
			sourceType: {
				type: 'string',
				description:
					'youtube, tiktok, article, pdf, audio, twitter (these take url), text or perplexity-query (these take text)',
			},
			url: { type: 'string', description: 'The public URL, for the URL types', default: '' },
			text: {
				type: 'string',
				description: 'The raw text (text) or the research question (perplexity-query)',
				default: '',
			},
			customInstructions: {
				type: 'string',
				description: 'How AI should transform the extracted content; leave out to keep it as it is',
				default: '',
			},
			dryRun: DRY_RUN,
		},
		parameters: (arg) => ({
			sourceType: expr(arg('sourceType')),
			url: expr(arg('url')),
			text: expr(arg('text')),
			customInstructions: expr(arg('customInstructions')),
			waitForCompletion: true,
			waitTimeout: 300,
			cleanTranscript: true,
			dryRun: expr(arg('dryRun')),
		}),
	},
	{
		name: 'get_source_status',
		rest: 'GET /source-resolutions-v3/{id}',
		resource: 'source',
		operation: 'get',
		description:
			"An extraction's status (queued, processing, completed with title and content, failed with the reason).",
		args: {
			sourceId: { type: 'string', description: 'The id from service_create_source' },
			cleanTranscript: {
				type: 'boolean',
				description: 'Strip timestamps, numbering and markdown from the content (default true)',
				default: true,
			},
		},
		parameters: (arg) => ({
			sourceId: expr(arg('sourceId')),
			cleanTranscript: expr(arg('cleanTranscript')),
		}),
	},
	{
		name: 'list_visual_templates',
		rest: 'GET /videos/templates',
		resource: 'visual',
		operation: 'getAllTemplates',
		description:
			"The templates for visuals (images, slideshows, carousels, videos). A template's id is the templateId of service_create_visual; ask for the inputs field to see what it takes.",
		args: {
			search: {
				type: 'string',
				description: 'A regular expression over name and description; leave out for all',
				default: '',
			},
			fields: {
				type: 'string',
				description: 'The fields to return, separated by commas: id, name, description, inputs',
				default: 'id,name,description',
			},
		},
		parameters: (arg) => ({
			search: expr(arg('search')),
			fields: expr(list(arg('fields'))),
			returnAll: true,
		}),
	},
	{
		name: 'create_visual',
		rest: 'POST /videos/from-templates',
		resource: 'visual',
		operation: 'create',
		write: true,
		description:
			'Create an image, slideshow, carousel or video from a template, with inputs and/or a prompt that lets AI fill them. Call it with dryRun true first (the inputs are checked against the template). The answer has the id for service_get_visual_status, or with waitForCompletion the finished visual (mediaUrl or imageUrls).',
		args: {
			templateId: {
				type: 'string',
				description: 'The id of the template, from service_list_visual_templates',
			},
			inputs: {
				type: 'string',
				description:
					'The template\'s inputs as a JSON object text, such as {"description":"...","footerText":"..."}; {} when the prompt fills them',
				default: '{}',
			},
			prompt: {
				type: 'string',
				description: 'Free text from which AI fills the inputs (given inputs take precedence)',
				default: '',
			},
			render: { type: 'boolean', description: 'Render the visual (default true)', default: true },
			isDraft: {
				type: 'boolean',
				description: 'Save it as a draft without rendering',
				default: false,
			},
			title: { type: 'string', description: 'A human-readable title', default: '' },
			useBrandKit: {
				type: 'boolean',
				description: 'Apply the brand kit configured in the web app',
				default: false,
			},
			waitForCompletion: {
				type: 'boolean',
				description:
					'true: wait (up to 5 minutes) until the visual is done or failed and return it',
				default: false,
			},
			dryRun: DRY_RUN,
		},
		parameters: (arg) => ({
			template: locator(arg('templateId')),
			prompt: expr(arg('prompt')),
			inputsMode: 'json',
			inputsJson: expr(arg('inputs')),
			waitForCompletion: expr(arg('waitForCompletion')),
			waitTimeout: 300,
			download: false,
			options: {
				render: expr(arg('render')),
				isDraft: expr(arg('isDraft')),
				title: expr(arg('title')),
				useBrandKit: expr(arg('useBrandKit')),
			},
			dryRun: expr(arg('dryRun')),
		}),
	},
	{
		name: 'get_visual_status',
		rest: 'GET /videos/creations/{id}',
		resource: 'visual',
		operation: 'get',
		description:
			"A visual's status (queueing ... done, or creation-from-template-failed); when done, its mediaUrl (video) or imageUrls (images), usable as mediaUrls of service_create_post.",
		args: {
			visualId: { type: 'string', description: 'The id from service_create_visual' },
		},
		parameters: (arg) => ({ visualId: expr(arg('visualId')), download: false }),
	},
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
	{
		name: 'create_presigned_upload_url',
		rest: 'POST /media/uploads',
		resource: 'media',
		operation: 'createUploadLink',
		write: true,
		description:
			'A presigned upload URL for one file: send the bytes with HTTP PUT to presignedUrl (with the right Content-Type, promptly: it expires), then use publicUrl in mediaUrls of service_create_post.',
		args: {
			filename: {
				type: 'string',
				description:
					'The file name with its extension (it sets the content type), such as clip.mp4',
			},
			dryRun: DRY_RUN,
		},
		parameters: (arg) => ({ filename: expr(arg('filename')), dryRun: expr(arg('dryRun')) }),
	},
];

/** `$fromAI('name', 'description', 'type', default)`, the text n8n parses into the tool's schema. */
export function fromAI(name: string, argument: ToolArgument): string {
	const quote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
	const parts = [quote(name), quote(argument.description), quote(argument.type)];
	if (argument.default !== undefined) {
		parts.push(
			typeof argument.default === 'string' ? quote(argument.default) : String(argument.default),
		);
	}
	return `$fromAI(${parts.join(', ')})`;
}

/** The node parameters of one tool, with every `arg(x)` as its `$fromAI` call. */
export function toolParameters(tool: McpTool): Record<string, unknown> {
	const arg = (name: string) => {
		const argument = tool.args[name];
		if (!argument) throw new Error(`${tool.name}: no argument '${name}' in the table`);
		return fromAI(name, argument);
	};
	return {
		descriptionType: 'manual',
		toolDescription: `${tool.description} (REST: ${tool.rest})`,
		resource: tool.resource,
		operation: tool.operation,
		...tool.parameters(arg),
	};
}
