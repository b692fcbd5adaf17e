// Platform values and per-platform publishing rules ("Publish a post", "Which identifiers each platform needs").

export const PLATFORMS = [
	'twitter',
	'instagram',
	'linkedin',
	'facebook',
	'tiktok',
	'pinterest',
	'threads',
	'bluesky',
	'youtube',
] as const;
export type Platform = (typeof PLATFORMS)[number];

export const PLATFORM_LABELS: Record<Platform, string> = {
	twitter: 'X (Twitter)',
	instagram: 'Instagram',
	linkedin: 'LinkedIn',
	facebook: 'Facebook',
	tiktok: 'TikTok',
	pinterest: 'Pinterest',
	threads: 'Threads',
	bluesky: 'Bluesky',
	youtube: 'YouTube',
};

/** `content.platform` also accepts `other`. */
export const CONTENT_PLATFORMS = [...PLATFORMS, 'other'] as const;
export type ContentPlatform = (typeof CONTENT_PLATFORMS)[number];

/** `target.targetType` also accepts `webhook`. */
export const TARGET_TYPES = [...PLATFORMS, 'webhook'] as const;
export type TargetType = (typeof TARGET_TYPES)[number];

/** Platforms that return engagement metrics. */
export const ANALYTICS_PLATFORMS = [
	'twitter',
	'instagram',
	'facebook',
	'threads',
	'bluesky',
] as const;
export type AnalyticsPlatform = (typeof ANALYTICS_PLATFORMS)[number];

/** Platforms whose posts can carry `content.additionalPosts` (threads). */
export const THREAD_PLATFORMS = ['twitter', 'bluesky', 'threads'] as const;

/** Comments exist on these platforms only. */
export const COMMENT_PLATFORMS = ['facebook', 'instagram'] as const;
export type CommentPlatform = (typeof COMMENT_PLATFORMS)[number];

/** Direct messaging is instagram only. */
export const MESSAGE_PLATFORMS = ['instagram'] as const;
export type MessagePlatform = (typeof MESSAGE_PLATFORMS)[number];

/** Platforms that cannot publish a text-only post: the submission fails without an image or video. */
export const MEDIA_REQUIRED_PLATFORMS = ['instagram', 'tiktok', 'pinterest', 'youtube'] as const;

/** Platforms whose accounts have subaccounts (facebook pages, linkedin company pages, youtube playlists). */
export const SUBACCOUNT_PLATFORMS = ['facebook', 'linkedin', 'youtube'] as const;

/** TikTok's required boolean switches (a creator must set each one explicitly). */
export const TIKTOK_REQUIRED_SWITCHES = [
	'disabledComments',
	'disabledDuet',
	'disabledStitch',
	'isBrandedContent',
	'isYourBrand',
	'isAiGenerated',
] as const;
export type TikTokRequiredSwitch = (typeof TIKTOK_REQUIRED_SWITCHES)[number];

/** Required and optional `target` fields per targetType. */
export const TARGET_FIELDS: Record<
	TargetType,
	{ required: readonly string[]; optional: readonly string[] }
> = {
	twitter: { required: [], optional: [] },
	linkedin: { required: [], optional: ['pageId'] },
	facebook: { required: ['pageId'], optional: ['mediaType', 'link'] },
	instagram: {
		required: [],
		optional: [
			'mediaType',
			'altText',
			'collaborators',
			'coverImageUrl',
			'shareToFeed',
			'audioName',
			'trial',
		],
	},
	tiktok: {
		required: ['privacyLevel', ...TIKTOK_REQUIRED_SWITCHES],
		optional: ['title', 'autoAddMusic', 'isDraft', 'imageCoverIndex', 'videoCoverTimestamp'],
	},
	pinterest: { required: ['boardId'], optional: ['title', 'altText', 'link'] },
	threads: { required: [], optional: ['replyControl'] },
	bluesky: { required: [], optional: [] },
	youtube: {
		required: ['title', 'privacyStatus', 'shouldNotifySubscribers'],
		optional: ['isMadeForKids', 'containsSyntheticMedia', 'playlistIds', 'thumbnailUrl'],
	},
	webhook: { required: ['url'], optional: [] },
};

/** Boolean target fields (sent as JSON booleans). */
export const BOOLEAN_TARGET_FIELDS = [
	'shareToFeed',
	...TIKTOK_REQUIRED_SWITCHES,
	'autoAddMusic',
	'isDraft',
	'shouldNotifySubscribers',
	'isMadeForKids',
	'containsSyntheticMedia',
] as const;

/** The REST reference lists three; the tool reference and the service's own connector add `reel`. */
export const FACEBOOK_MEDIA_TYPES = ['photo', 'video', 'link', 'reel'] as const;
export type FacebookMediaType = (typeof FACEBOOK_MEDIA_TYPES)[number];
/** REST reference lists four; the tool reference adds `story`. */
export const INSTAGRAM_MEDIA_TYPES = ['photo', 'video', 'carousel', 'reel', 'story'] as const;
export type InstagramMediaType = (typeof INSTAGRAM_MEDIA_TYPES)[number];
export const INSTAGRAM_TRIAL_GRADUATION_STRATEGIES = ['MANUAL', 'SS_PERFORMANCE'] as const;
export type InstagramTrialGraduationStrategy =
	(typeof INSTAGRAM_TRIAL_GRADUATION_STRATEGIES)[number];
export const TIKTOK_PRIVACY_LEVELS = [
	'PUBLIC_TO_EVERYONE',
	'MUTUAL_FOLLOW_FRIENDS',
	'FOLLOWER_OF_CREATOR',
	'SELF_ONLY',
] as const;
export type TikTokPrivacyLevel = (typeof TIKTOK_PRIVACY_LEVELS)[number];
export const YOUTUBE_PRIVACY_STATUSES = ['public', 'private', 'unlisted'] as const;
export type YouTubePrivacyStatus = (typeof YOUTUBE_PRIVACY_STATUSES)[number];
/** Not shown in the spec; Meta's Threads API values (the official connector sends `accounts_you_follow`). */
export const THREADS_REPLY_CONTROLS = [
	'everyone',
	'accounts_you_follow',
	'mentioned_only',
] as const;
export type ThreadsReplyControl = (typeof THREADS_REPLY_CONTROLS)[number];

/** Enum-valued target fields and their allowed values. */
export const TARGET_ENUMS: Partial<Record<TargetType, Record<string, readonly string[]>>> = {
	facebook: { mediaType: FACEBOOK_MEDIA_TYPES },
	instagram: { mediaType: INSTAGRAM_MEDIA_TYPES },
	tiktok: { privacyLevel: TIKTOK_PRIVACY_LEVELS },
	youtube: { privacyStatus: YOUTUBE_PRIVACY_STATUSES },
	threads: { replyControl: THREADS_REPLY_CONTROLS },
};

/** LinkedIn document-style carousel: 2-10 JPG/PNG images, no video mixed in. */
export const LINKEDIN_CAROUSEL = {
	minImages: 2,
	maxImages: 10,
	extensions: ['jpg', 'jpeg', 'png'],
} as const;

export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'heic', 'bmp'] as const;
export const VIDEO_EXTENSIONS = ['mp4', 'mov', 'm4v', 'webm', 'avi', 'mkv'] as const;
