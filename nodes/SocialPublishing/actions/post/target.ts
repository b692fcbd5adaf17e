// Builds and checks `post.target` for each targetType ("Publish a post": required/optional fields).
import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';

import type { TargetType } from '../../spec';
import {
	FACEBOOK_MEDIA_TYPES,
	INSTAGRAM_MEDIA_TYPES,
	INSTAGRAM_TRIAL_GRADUATION_STRATEGIES,
	LINKEDIN_CAROUSEL,
	THREADS_REPLY_CONTROLS,
	TIKTOK_PRIVACY_LEVELS,
	YOUTUBE_PRIVACY_STATUSES,
} from '../../spec';
import { mediaExtension, mediaKind, resolveMediaRefs, splitList, type MediaRef } from '../media/references';
import {
	checkBoolean,
	checkEnum,
	checkHttpUrl,
	checkNonNegativeInteger,
	checkNumericId,
	checkRequiredText,
	type Fail,
} from './checks';

/** `target` without its media-valued fields, plus those fields as media references to upload. */
export interface TargetPlan {
	target: IDataObject;
	mediaFields: Record<string, MediaRef>;
}

interface TargetContext {
	ctx: IExecuteFunctions;
	i: number;
	fail: Fail;
	media: MediaRef[];
}

type TargetReader = (t: TargetContext) => TargetPlan;

const param = (t: TargetContext, name: string, fallback?: unknown) =>
	t.ctx.getNodeParameter(name, t.i, fallback) as unknown;
const locator = (t: TargetContext, name: string) =>
	t.ctx.getNodeParameter(name, t.i, '', { extractValue: true }) as unknown;
const collection = (t: TargetContext, name: string) =>
	(t.ctx.getNodeParameter(name, t.i, {}) ?? {}) as IDataObject;
const isSet = (value: unknown) => value !== undefined && value !== null && value !== '';
const plan = (target: IDataObject, mediaFields: Record<string, MediaRef> = {}): TargetPlan => ({
	target,
	mediaFields,
});

/** Cover image or thumbnail: exactly one URL or binary property. */
function singleImage(t: TargetContext, field: string, value: unknown): MediaRef | undefined {
	const refs = resolveMediaRefs.call(t.ctx, t.i, field, value);
	if (refs.length > 1) t.fail(field, 'takes a single image: give one URL or one binary property');
	if (refs[0] && mediaKind(refs[0]) === 'video') t.fail(field, 'must be an image, not a video');
	return refs[0];
}

const facebook: TargetReader = (t) => {
	const target: IDataObject = { pageId: checkNumericId(t.fail, 'Facebook Page', locator(t, 'facebookPage'), '123456789012345') };
	const options = collection(t, 'facebookOptions');
	if (isSet(options.mediaType)) {
		target.mediaType = checkEnum(t.fail, 'Facebook Options → Media Type', options.mediaType, FACEBOOK_MEDIA_TYPES);
	}
	if (isSet(options.link)) target.link = checkHttpUrl(t.fail, 'Facebook Options → Link', options.link);
	return plan(target);
};

const instagram: TargetReader = (t) => {
	const options = collection(t, 'instagramOptions');
	const target: IDataObject = {};
	const mediaFields: Record<string, MediaRef> = {};
	if (isSet(options.mediaType)) {
		target.mediaType = checkEnum(t.fail, 'Instagram Options → Media Type', options.mediaType, INSTAGRAM_MEDIA_TYPES);
	}
	const altTexts = ((options.altTexts as IDataObject | undefined)?.values as IDataObject[] | undefined) ?? [];
	if (altTexts.length) {
		const images = t.media.filter((m) => mediaKind(m) !== 'video').length;
		if (altTexts.length !== images) {
			t.fail(
				'Instagram Options → Alt Texts',
				`${altTexts.length} alt text(s) given for ${images} image(s): give exactly one alt text per image, in the order of the media`,
			);
		}
		target.altText = altTexts.map((a) => String(a.text ?? ''));
	}
	if (isSet(options.collaborators)) target.collaborators = splitList(options.collaborators);
	if (isSet(options.coverImage)) {
		const cover = singleImage(t, 'Instagram Options → Cover Image', options.coverImage);
		if (cover) mediaFields.coverImageUrl = cover;
	}
	if (options.shareToFeed !== undefined) {
		target.shareToFeed = checkBoolean(t.fail, 'Instagram Options → Share to Feed', options.shareToFeed);
	}
	if (isSet(options.audioName)) target.audioName = String(options.audioName);
	if (options.trialReel !== undefined && checkBoolean(t.fail, 'Instagram Options → Trial Reel', options.trialReel)) {
		// REST reference: boolean; tool reference: {graduationStrategy}. The object only when a strategy is chosen.
		target.trial = isSet(options.trialGraduationStrategy)
			? {
					graduationStrategy: checkEnum(
						t.fail,
						'Instagram Options → Trial Graduation Strategy',
						options.trialGraduationStrategy,
						INSTAGRAM_TRIAL_GRADUATION_STRATEGIES,
					),
				}
			: true;
	}
	return plan(target, mediaFields);
};

const tiktok: TargetReader = (t) => {
	const privacyLevel = param(t, 'tiktokPrivacyLevel', '');
	if (!isSet(privacyLevel)) {
		t.fail('Privacy Level', `is required for TikTok: choose one of ${TIKTOK_PRIVACY_LEVELS.join(', ')}`);
	}
	const target: IDataObject = {
		privacyLevel: checkEnum(t.fail, 'Privacy Level', privacyLevel, TIKTOK_PRIVACY_LEVELS),
	};
	const toggles: Array<[string, string, string]> = [
		['disabledComments', 'tiktokDisabledComments', 'Disable Comments'],
		['disabledDuet', 'tiktokDisabledDuet', 'Disable Duet'],
		['disabledStitch', 'tiktokDisabledStitch', 'Disable Stitch'],
		['isBrandedContent', 'tiktokIsBrandedContent', 'Branded Content'],
		['isYourBrand', 'tiktokIsYourBrand', 'Your Brand'],
		['isAiGenerated', 'tiktokIsAiGenerated', 'AI Generated'],
	];
	for (const [key, name, label] of toggles) target[key] = checkBoolean(t.fail, label, param(t, name, false));
	const options = collection(t, 'tiktokOptions');
	if (isSet(options.title)) target.title = String(options.title);
	for (const [key, label] of [['autoAddMusic', 'Auto Add Music'], ['isDraft', 'Save as Draft']]) {
		if (options[key] !== undefined) target[key] = checkBoolean(t.fail, `TikTok Options → ${label}`, options[key]);
	}
	if (isSet(options.imageCoverIndex)) {
		const index = checkNonNegativeInteger(t.fail, 'TikTok Options → Image Cover Index', options.imageCoverIndex);
		if (t.media.length && index >= t.media.length) {
			t.fail('TikTok Options → Image Cover Index', `${index} is past the last image: use 0 to ${t.media.length - 1}`);
		}
		target.imageCoverIndex = index;
	}
	if (isSet(options.videoCoverTimestamp)) {
		target.videoCoverTimestamp = checkNonNegativeInteger(
			t.fail,
			'TikTok Options → Video Cover Timestamp (Ms)',
			options.videoCoverTimestamp,
		);
	}
	return plan(target);
};

const pinterest: TargetReader = (t) => {
	const target: IDataObject = { boardId: checkNumericId(t.fail, 'Board', locator(t, 'pinterestBoard'), '879609302220000') };
	const options = collection(t, 'pinterestOptions');
	if (isSet(options.title)) target.title = String(options.title);
	if (isSet(options.altText)) target.altText = String(options.altText);
	if (isSet(options.link)) target.link = checkHttpUrl(t.fail, 'Pinterest Options → Link', options.link);
	return plan(target);
};

const threads: TargetReader = (t) => {
	const options = collection(t, 'threadsOptions');
	const target: IDataObject = {};
	if (isSet(options.replyControl)) {
		target.replyControl = checkEnum(t.fail, 'Threads Options → Reply Control', options.replyControl, THREADS_REPLY_CONTROLS);
	}
	return plan(target);
};

const youtube: TargetReader = (t) => {
	const target: IDataObject = {
		title: checkRequiredText(t.fail, 'Video Title', param(t, 'youtubeTitle', '')),
		privacyStatus: checkEnum(t.fail, 'Privacy Status', param(t, 'youtubePrivacyStatus', ''), YOUTUBE_PRIVACY_STATUSES),
		shouldNotifySubscribers: checkBoolean(t.fail, 'Notify Subscribers', param(t, 'youtubeNotifySubscribers', true)),
	};
	const options = collection(t, 'youtubeOptions');
	const mediaFields: Record<string, MediaRef> = {};
	for (const [key, label] of [['isMadeForKids', 'Made for Kids'], ['containsSyntheticMedia', 'Contains Synthetic Media']]) {
		if (options[key] !== undefined) target[key] = checkBoolean(t.fail, `YouTube Options → ${label}`, options[key]);
	}
	const playlists = ((options.playlists as IDataObject | undefined)?.values as IDataObject[] | undefined) ?? [];
	if (playlists.length) {
		target.playlistIds = playlists.map((p) =>
			checkNumericId(t.fail, 'YouTube Options → Playlists', locatorValue(p.playlist), '104857600007919'),
		);
	}
	if (isSet(options.thumbnail)) {
		const thumbnail = singleImage(t, 'YouTube Options → Thumbnail', options.thumbnail);
		if (thumbnail) mediaFields.thumbnailUrl = thumbnail;
	}
	return plan(target, mediaFields);
};

const linkedin: TargetReader = (t) => {
	const target: IDataObject = {};
	const page = locator(t, 'linkedinPage');
	if (isSet(page)) target.pageId = checkNumericId(t.fail, 'Company Page', page, '104857600007919');
	checkLinkedInCarousel(t);
	return plan(target);
};

/** LinkedIn: 2-10 JPG/PNG images make a document carousel; videos cannot be mixed in. */
function checkLinkedInCarousel(t: TargetContext) {
	if (t.media.length < 2) return;
	const { minImages, maxImages, extensions } = LINKEDIN_CAROUSEL;
	if (t.media.some((m) => mediaKind(m) === 'video')) {
		t.fail('Media', `a LinkedIn post with ${t.media.length} media items is a carousel, which cannot include videos: post the video on its own`);
	}
	if (t.media.length > maxImages) {
		t.fail('Media', `a LinkedIn carousel takes ${minImages}-${maxImages} images, not ${t.media.length}: remove ${t.media.length - maxImages}`);
	}
	const other = t.media.find((m) => {
		const ext = mediaExtension(m);
		return ext !== '' && !(extensions as readonly string[]).includes(ext);
	});
	if (other) {
		t.fail('Media', `a LinkedIn carousel takes JPG or PNG images only, not .${mediaExtension(other)}: convert it or post it on its own`);
	}
}

const webhook: TargetReader = (t) => ({
	target: { url: checkHttpUrl(t.fail, 'Webhook URL', param(t, 'webhookUrl', '')) },
	mediaFields: {},
});

const none: TargetReader = () => plan({});

const READERS: Record<TargetType, TargetReader> = {
	twitter: none,
	bluesky: none,
	facebook,
	instagram,
	tiktok,
	pinterest,
	threads,
	youtube,
	linkedin,
	webhook,
};

export function readTarget(
	ctx: IExecuteFunctions,
	i: number,
	fail: Fail,
	platform: TargetType,
	media: MediaRef[],
): TargetPlan {
	return READERS[platform]({ ctx, i, fail, media });
}

/** A resource locator's value inside a collection (not extracted by getNodeParameter). */
function locatorValue(value: unknown): unknown {
	return value && typeof value === 'object' ? (value as IDataObject).value : value;
}
