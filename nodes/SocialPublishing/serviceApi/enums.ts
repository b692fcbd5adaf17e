// Enumerations of the interface: statuses, sort orders, source types, slots, messaging.

export const POST_SUBMISSION_STATUSES = [
	'in-progress',
	'published',
	'scheduled',
	'failed',
] as const;
export type PostSubmissionStatus = (typeof POST_SUBMISSION_STATUSES)[number];
/** Polling a submission ends at these. `scheduled` also ends the wait for a scheduled post. */
export const POST_TERMINAL_STATUSES = ['published', 'failed'] as const;

/** `GET /posts` `status` filter and the `state.type` union. */
export const POST_LIST_STATES = ['scheduled', 'published', 'failed'] as const;
export type PostListState = (typeof POST_LIST_STATES)[number];

export const PUBLISHED_POSTS_SORT = ['newest', 'oldest'] as const;
export const ANALYTICS_SORT = [
	'likes_count',
	'comments_count',
	'views_count',
	'reach_count',
] as const;
export type AnalyticsSort = (typeof ANALYTICS_SORT)[number];
export const ANALYTICS_SORT_DEFAULT: AnalyticsSort = 'views_count';
/** Metric name each `sortBy` value sorts on. */
export const ANALYTICS_SORT_METRIC: Record<AnalyticsSort, string> = {
	likes_count: 'likesCount',
	comments_count: 'commentsCount',
	views_count: 'viewsCount',
	reach_count: 'reachCount',
};

export const COMMENT_STATUSES = ['queued', 'processing', 'posted', 'failed', 'deleted'] as const;
export type CommentStatus = (typeof COMMENT_STATUSES)[number];
export const COMMENT_TERMINAL_STATUSES = ['posted', 'failed', 'deleted'] as const;

export const MESSAGE_STATUSES = ['queued', 'sent', 'failed', 'delivered'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
export const MESSAGE_TERMINAL_STATUSES = ['sent', 'failed', 'delivered'] as const;
export const MESSAGE_DIRECTIONS = ['incoming', 'outgoing'] as const;
export const MESSAGE_RESPONSE_TYPES = ['RESPONSE', 'UPDATE', 'MESSAGE_TAG'] as const;
export type MessageResponseType = (typeof MESSAGE_RESPONSE_TYPES)[number];
/** Meta's approved message tags; the spec names `HUMAN_AGENT` as an example. */
export const MESSAGE_TAGS = [
	'HUMAN_AGENT',
	'CONFIRMED_EVENT_UPDATE',
	'POST_PURCHASE_UPDATE',
	'ACCOUNT_UPDATE',
] as const;

export const VISUAL_STEPS = [
	'queueing',
	'generating-script',
	'script-ready',
	'generating-media',
	'media-ready',
	'exporting',
	'done',
] as const;
export type VisualStatus = (typeof VISUAL_STEPS)[number] | 'creation-from-template-failed';
export const VISUAL_FAILED_STATUS = 'creation-from-template-failed';
export const VISUAL_TERMINAL_STATUSES = ['done', VISUAL_FAILED_STATUS] as const;

export const SOURCE_STATUSES = ['queued', 'processing', 'completed', 'failed'] as const;
export type SourceStatus = (typeof SOURCE_STATUSES)[number];
export const SOURCE_TERMINAL_STATUSES = ['completed', 'failed'] as const;
export const SOURCE_TYPES = [
	'youtube',
	'tiktok',
	'article',
	'pdf',
	'audio',
	'twitter',
	'text',
	'perplexity-query',
] as const;
export type SourceType = (typeof SOURCE_TYPES)[number];
/** Source types that take `source.text`; all others take `source.url`. */
export const TEXT_SOURCE_TYPES = ['text', 'perplexity-query'] as const;
export const AUDIO_EXTENSIONS = ['mp3', 'wav', 'm4a', 'ogg', 'flac', 'aac'] as const;

export const WEEKDAYS = [
	'monday',
	'tuesday',
	'wednesday',
	'thursday',
	'friday',
	'saturday',
	'sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const TEMPLATE_FIELDS = ['id', 'name', 'description', 'inputs'] as const;
export const TEMPLATE_INPUT_TYPES = [
	'text',
	'number',
	'boolean',
	'enum',
	'image',
	'video',
	'color',
	'array',
	'object',
] as const;
export const TEMPLATE_KINDS = [
	'image-slideshow',
	'quote-card',
	'tweet-card',
	'tutorial-carousel',
	'images-with-text',
	'combine-clips',
	'ai-story-video',
	'ai-selfie-video',
	'ai-avatar-broll',
] as const;

/** The exact validation message for the retired fields on `POST /videos/creations` (Visuals). */
export const RETIRED_VIDEO_FIELDS_MESSAGE =
	'body.textToImageModel must be object, body.imageToVideoModel must NOT be valid';

/** Media upload unknown error code (Errors). */
export const MEDIA_UNKNOWN_ERROR_CODE = 9999;
