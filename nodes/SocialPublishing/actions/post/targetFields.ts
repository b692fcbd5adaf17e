// The `target` fields of every platform ("Publish a post"), each shown only for its platform.
import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';

import type { TargetType } from '../../spec';
import {
	FACEBOOK_MEDIA_TYPES,
	INSTAGRAM_MEDIA_TYPES,
	INSTAGRAM_TRIAL_GRADUATION_STRATEGIES,
	THREADS_REPLY_CONTROLS,
	TIKTOK_PRIVACY_LEVELS,
	YOUTUBE_PRIVACY_STATUSES,
} from '../../spec';
import { boardLocator, subaccountLocator } from '../common';

const forPlatform = (platform: TargetType) => ({ show: { platform: [platform] } });

const LABELS: Record<string, string> = {
	photo: 'Photo',
	video: 'Video',
	link: 'Link',
	carousel: 'Carousel',
	reel: 'Reel',
	story: 'Story',
	PUBLIC_TO_EVERYONE: 'Public to Everyone',
	MUTUAL_FOLLOW_FRIENDS: 'Mutual Follow Friends',
	FOLLOWER_OF_CREATOR: 'Followers of Creator',
	SELF_ONLY: 'Only Me',
	public: 'Public',
	private: 'Private',
	unlisted: 'Unlisted',
	everyone: 'Everyone',
	accounts_you_follow: 'Accounts You Follow',
	mentioned_only: 'Mentioned Only',
	MANUAL: 'Manual',
	SS_PERFORMANCE: 'Based on Performance',
};

const DESCRIPTIONS: Record<string, string> = {
	MANUAL: 'You decide in Instagram when the trial reel is shown to all followers',
	SS_PERFORMANCE: 'Graduates automatically if it performs well',
};

const options = (values: readonly string[]): INodePropertyOptions[] =>
	values.map((value) => ({
		name: LABELS[value] ?? value,
		value,
		...(DESCRIPTIONS[value] ? { description: DESCRIPTIONS[value] } : {}),
	}));

const autoDetect: INodePropertyOptions = {
	name: 'Auto-Detect From Media',
	value: '',
	description: 'Leave it to the service to detect the type from the media',
};

/** A field taking one URL or the name of a binary property of the input item. */
function imageSourceField(displayName: string, name: string, description: string): INodeProperties {
	return {
		displayName,
		name,
		type: 'string',
		default: '',
		placeholder: 'e.g. https://example.com/cover.jpg or data',
		description: `${description} A public URL, or the name of a binary property of the input item (uploaded first)`,
	};
}

const facebook: INodeProperties[] = [
	subaccountLocator({
		name: 'facebookPage',
		displayName: 'Facebook Page',
		description: 'The page to post to',
		placeholder: 'Select a Facebook page...',
		searchListMethod: 'searchFacebookPages',
		displayOptions: forPlatform('facebook'),
	}),
	{
		displayName: 'Facebook Options',
		name: 'facebookOptions',
		type: 'collection',
		placeholder: 'Add Option',
		default: {},
		displayOptions: forPlatform('facebook'),
		options: [
			{
				displayName: 'Link',
				name: 'link',
				type: 'string',
				default: '',
				placeholder: 'https://example.com/article',
				description: 'URL for a link post',
			},
			{
				displayName: 'Media Type',
				name: 'mediaType',
				type: 'options',
				options: [autoDetect, ...options(FACEBOOK_MEDIA_TYPES)],
				default: '',
				description: 'Facebook videos are published as reels',
			},
		],
	},
];

const instagram: INodeProperties[] = [
	{
		displayName: 'Instagram Options',
		name: 'instagramOptions',
		type: 'collection',
		placeholder: 'Add Option',
		default: {},
		displayOptions: forPlatform('instagram'),
		options: [
			{
				displayName: 'Alt Texts',
				name: 'altTexts',
				type: 'fixedCollection',
				typeOptions: { multipleValues: true },
				default: {},
				placeholder: 'Add Alt Text',
				description:
					'One alt text per image, in the order of the media; the count must match the images',
				options: [
					{
						displayName: 'Alt Text',
						name: 'values',
						values: [{ displayName: 'Text', name: 'text', type: 'string', default: '' }],
					},
				],
			},
			{
				displayName: 'Audio Name',
				name: 'audioName',
				type: 'string',
				default: '',
				description: 'Name of the audio of a reel',
			},
			{
				displayName: 'Collaborators',
				name: 'collaborators',
				type: 'string',
				default: '',
				placeholder: 'e.g. friend.one, friend.two',
				description: 'Instagram usernames to invite as collaborators, comma-separated',
			},
			imageSourceField('Cover Image', 'coverImage', 'Cover image of a reel.'),
			{
				displayName: 'Media Type',
				name: 'mediaType',
				type: 'options',
				options: [autoDetect, ...options(INSTAGRAM_MEDIA_TYPES)],
				default: '',
			},
			{
				displayName: 'Share to Feed',
				name: 'shareToFeed',
				type: 'boolean',
				default: true,
				description: 'Whether a reel also appears in the feed',
			},
			{
				displayName: 'Trial Reel',
				name: 'trialReel',
				type: 'boolean',
				default: false,
				description: 'Whether to post the reel as a trial reel (shown to non-followers first)',
			},
			{
				displayName: 'Trial Reel Graduation Strategy',
				name: 'trialGraduationStrategy',
				type: 'options',
				options: [
					{
						name: 'Not Set',
						value: '',
						description: 'Trial reel without a graduation rule',
					},
					...options(INSTAGRAM_TRIAL_GRADUATION_STRATEGIES),
				],
				default: '',
				description: 'How a trial reel graduates from non-followers to all followers',
				displayOptions: { show: { trialReel: [true] } },
			},
		],
	},
];

const tiktokToggle = (displayName: string, name: string, description: string): INodeProperties => ({
	displayName,
	name,
	type: 'boolean',
	default: false,
	required: true,
	description,
	displayOptions: forPlatform('tiktok'),
});

const tiktok: INodeProperties[] = [
	{
		displayName: 'Privacy Level',
		name: 'tiktokPrivacyLevel',
		type: 'options',
		options: options(TIKTOK_PRIVACY_LEVELS),
		default: '',
		required: true,
		description: 'Who can see the video (TikTok asks the creator to choose it explicitly)',
		displayOptions: forPlatform('tiktok'),
	},
	tiktokToggle('Disable Comments', 'tiktokDisabledComments', 'Whether comments are turned off'),
	tiktokToggle('Disable Duet', 'tiktokDisabledDuet', 'Whether duets are turned off'),
	tiktokToggle('Disable Stitch', 'tiktokDisabledStitch', 'Whether stitches are turned off'),
	tiktokToggle(
		'Branded Content',
		'tiktokIsBrandedContent',
		'Whether the post promotes a third party (sponsored content)',
	),
	tiktokToggle(
		'Promotes Your Own Brand',
		'tiktokIsYourBrand',
		'Whether the post promotes your own business',
	),
	tiktokToggle('AI Generated', 'tiktokIsAiGenerated', 'Whether the content is AI-generated'),
	{
		displayName: 'TikTok Options',
		name: 'tiktokOptions',
		type: 'collection',
		placeholder: 'Add Option',
		default: {},
		displayOptions: forPlatform('tiktok'),
		options: [
			{
				displayName: 'Auto Add Music',
				name: 'autoAddMusic',
				type: 'boolean',
				default: false,
				description: 'Whether TikTok adds music to a photo post',
			},
			{
				displayName: 'Image Cover Index',
				name: 'imageCoverIndex',
				type: 'number',
				typeOptions: { minValue: 0 },
				default: 0,
				description: 'Position (from 0) of the image used as cover of a photo post',
			},
			{
				displayName: 'Save as Draft',
				name: 'isDraft',
				type: 'boolean',
				default: false,
				description:
					'Whether to send the post to the TikTok inbox as a draft instead of publishing',
			},
			{
				displayName: 'Title',
				name: 'title',
				type: 'string',
				default: '',
				description: 'Title of the TikTok post (photo posts show it above the description)',
			},
			{
				displayName: 'Video Cover Time (Milliseconds)',
				name: 'videoCoverTimestamp',
				type: 'number',
				typeOptions: { minValue: 0 },
				default: 0,
				description: 'Frame of the video used as cover, in milliseconds from the start',
			},
		],
	},
];

const pinterest: INodeProperties[] = [
	boardLocator({
		name: 'pinterestBoard',
		displayName: 'Board',
		description: 'The board to pin to',
		displayOptions: forPlatform('pinterest'),
	}),
	{
		displayName: 'Pinterest Options',
		name: 'pinterestOptions',
		type: 'collection',
		placeholder: 'Add Option',
		default: {},
		displayOptions: forPlatform('pinterest'),
		options: [
			{
				displayName: 'Alt Text',
				name: 'altText',
				type: 'string',
				default: '',
				description: 'Describes the image for people using screen readers',
			},
			{
				displayName: 'Link',
				name: 'link',
				type: 'string',
				default: '',
				placeholder: 'https://example.com/recipe',
				description: 'Destination URL of the pin',
			},
			{
				displayName: 'Title',
				name: 'title',
				type: 'string',
				default: '',
				description: 'Title of the pin, shown above its description',
			},
		],
	},
];

const threads: INodeProperties[] = [
	{
		displayName: 'Threads Options',
		name: 'threadsOptions',
		type: 'collection',
		placeholder: 'Add Option',
		default: {},
		displayOptions: forPlatform('threads'),
		options: [
			{
				displayName: 'Reply Control',
				name: 'replyControl',
				type: 'options',
				options: options(THREADS_REPLY_CONTROLS),
				default: 'everyone',
				description: 'Who can reply to the post',
			},
		],
	},
];

const youtube: INodeProperties[] = [
	{
		displayName: 'Video Title',
		name: 'youtubeTitle',
		type: 'string',
		default: '',
		required: true,
		displayOptions: forPlatform('youtube'),
	},
	{
		displayName: 'Privacy Status',
		name: 'youtubePrivacyStatus',
		type: 'options',
		options: options(YOUTUBE_PRIVACY_STATUSES),
		default: 'public',
		required: true,
		displayOptions: forPlatform('youtube'),
	},
	{
		displayName: 'Notify Subscribers',
		name: 'youtubeNotifySubscribers',
		type: 'boolean',
		default: true,
		required: true,
		description: 'Whether subscribers are notified of the new video',
		displayOptions: forPlatform('youtube'),
	},
	{
		displayName: 'YouTube Options',
		name: 'youtubeOptions',
		type: 'collection',
		placeholder: 'Add Option',
		default: {},
		displayOptions: forPlatform('youtube'),
		options: [
			{
				displayName: 'Contains Synthetic Media',
				name: 'containsSyntheticMedia',
				type: 'boolean',
				default: false,
				description: 'Whether the video contains realistic altered or synthetic content',
			},
			{
				displayName: 'Made for Kids',
				name: 'isMadeForKids',
				type: 'boolean',
				default: false,
				description: 'Whether the video is made for kids',
			},
			{
				displayName: 'Playlist Names or IDs',
				name: 'playlistIds',
				type: 'multiOptions',
				typeOptions: { loadOptionsMethod: 'getPlaylists', loadOptionsDependsOn: ['account.value'] },
				default: [],
				description:
					'Playlists of the channel to add the video to. Choose from the list, or specify IDs using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
			},
			imageSourceField(
				'Thumbnail',
				'thumbnail',
				'Custom thumbnail (YouTube allows it for verified channels in good standing).',
			),
		],
	},
];

const linkedin: INodeProperties[] = [
	subaccountLocator({
		name: 'linkedinPage',
		displayName: 'Company Page',
		required: false,
		description: 'Leave empty to post to the personal profile of the account',
		placeholder: 'Select a company page (empty = personal profile)...',
		searchListMethod: 'searchLinkedInPages',
		displayOptions: forPlatform('linkedin'),
	}),
];

const webhook: INodeProperties[] = [
	{
		displayName: 'Webhook URL',
		name: 'webhookUrl',
		type: 'string',
		default: '',
		required: true,
		placeholder: 'https://example.com/hooks/posts',
		description: 'The address the service delivers the post to',
		displayOptions: forPlatform('webhook'),
	},
];

export const targetFields: INodeProperties[] = [
	...facebook,
	...instagram,
	...tiktok,
	...pinterest,
	...threads,
	...youtube,
	...linkedin,
	...webhook,
];
