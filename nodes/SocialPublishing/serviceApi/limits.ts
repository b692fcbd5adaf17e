// Constants of the spec's "Limits" section and the page-size rules of each list endpoint.

export interface PageSize {
	min: number;
	max: number;
	default: number;
}

export const PAGE_SIZES = {
	posts: { min: 1, max: 250, default: 50 },
	comments: { min: 1, max: 250, default: 50 },
	conversations: { min: 1, max: 250, default: 50 },
	messages: { min: 1, max: 250, default: 50 },
	schedules: { min: 1, max: 50, default: 20 },
	analytics: { min: 1, max: 100, default: 20 },
	publishedPosts: { min: 1, max: 100, default: 20 },
} as const satisfies Record<string, PageSize>;

export const PINTEREST_BOARDS_MAX = 250;

export const COMMENT_TEXT = { min: 1, max: 10000, maxInstagram: 2200 } as const;
export const MESSAGE_TEXT_MAX_BYTES = 1000;

export const MESSAGE_RETENTION_DAYS = 45;
export const PRIVATE_REPLY_WINDOW_DAYS = 7;
export const STANDARD_REPLY_WINDOW_HOURS = 24;

/** Binary upload through automation connectors: up to 15 MiB inline (`POST /media`), larger via presigned upload. */
export const INLINE_UPLOAD_MAX_BYTES = 15 * 1024 * 1024;

/** Default list windows. */
export const POSTS_DEFAULT_WINDOW_DAYS = 7;
export const ANALYTICS_DEFAULT_WINDOW_DAYS = 30;

export const DAY_MS = 24 * 60 * 60 * 1000;
export const HOUR_MS = 60 * 60 * 1000;
export const MINUTE_MS = 60 * 1000;

/** Suggested polling intervals (Asynchrony rule). */
export const POLL_INTERVAL_MS = {
	post: 3000,
	source: 3000,
	visual: 5000,
	comment: 2000,
	message: 2000,
} as const;

/**
 * Rate limits per user, per endpoint group, per minute ("Limits" table).
 * Endpoints not listed there are not limited by the simulator.
 */
export const RATE_LIMITS = {
	createPost: 30,
	readPosts: 60,
	createVisual: 30,
	createSource: 30,
	readSource: 60,
	readComments: 60,
	createComment: 30,
	readConversations: 60,
	createMessage: 30,
	uploadMedia: 30,
	createUpload: 120,
} as const;
export type RateLimitGroup = keyof typeof RATE_LIMITS;
export const RATE_LIMIT_WINDOW_MS = 60_000;
