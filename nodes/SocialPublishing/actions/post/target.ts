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
import {
	mediaExtension,
	mediaKind,
	resolveMediaRefs,
	splitList,
	type MediaRef,
} from '../media/references';
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

const EXAMPLE_ID = '123456789012345';

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
/** Entries of a multiple-value fixedCollection inside an options collection. */
const entries = (value: unknown) =>
	((value as IDataObject | undefined)?.values as IDataObject[] | undefined) ?? [];

/** Copies the optional fields of a platform's options collection, checked by kind. */
function copyOptions(
	t: TargetContext,
	options: IDataObject,
	prefix: string,
	target: IDataObject,
	fields: Record<string, [label: string, kind: 'text' | 'boolean' | 'url' | readonly string[]]>,
) {
	for (const [key, [label, kind]] of Object.entries(fields)) {
		const value = options[key];
		const field = `${prefix} → ${label}`;
		if (kind === 'boolean') {
			if (value !== undefined) target[key] = checkBoolean(t.fail, field, value);
		} else if (!isSet(value)) {
			continue;
		} else if (kind === 'text') {
			target[key] = String(value);
		} else if (kind === 'url') {
			target[key] = checkHttpUrl(t.fail, field, value);
		} else {
			target[key] = checkEnum(t.fail, field, value, kind);
		}
	}
}

/** Cover image or thumbnail: exactly one URL or binary property. */
function singleImage(t: TargetContext, field: string, value: unknown): MediaRef | undefined {
	const refs = resolveMediaRefs.call(t.ctx, t.i, field, value);
	if (refs.length > 1) t.fail(field, 'takes a single image: give one URL or one binary property');
	if (refs[0] && mediaKind(refs[0]) === 'video') t.fail(field, 'must be an image, not a video');
	return refs[0];
}

const facebook: TargetReader = (t) => {
	const pageId = checkNumericId(t.fail, 'Facebook Page', locator(t, 'facebookPage'), EXAMPLE_ID);
	const target: IDataObject = { pageId };
	copyOptions(t, collection(t, 'facebookOptions'), 'Facebook Options', target, {
		mediaType: ['Media Type', FACEBOOK_MEDIA_TYPES],
		link: ['Link', 'url'],
	});
	return plan(target);
};

const instagram: TargetReader = (t) => {
	const prefix = 'Instagram Options';
	const options = collection(t, 'instagramOptions');
	const target: IDataObject = {};
	const mediaFields: Record<string, MediaRef> = {};
	copyOptions(t, options, prefix, target, { mediaType: ['Media Type', INSTAGRAM_MEDIA_TYPES] });
	const altTexts = entries(options.altTexts);
	if (altTexts.length) {
		const images = t.media.filter((m) => mediaKind(m) !== 'video').length;
		if (altTexts.length !== images) {
			t.fail(
				`${prefix} → Alt Texts`,
				`${altTexts.length} alt text(s) given for ${images} image(s): ` +
					'give exactly one alt text per image, in the order of the media',
			);
		}
		target.altText = altTexts.map((a) => String(a.text ?? ''));
	}
	if (isSet(options.collaborators)) target.collaborators = splitList(options.collaborators);
	if (isSet(options.coverImage)) {
		const cover = singleImage(t, `${prefix} → Cover Image`, options.coverImage);
		if (cover) mediaFields.coverImageUrl = cover;
	}
	copyOptions(t, options, prefix, target, {
		shareToFeed: ['Share to Feed', 'boolean'],
		audioName: ['Audio Name', 'text'],
	});
	const trial: IDataObject = {};
	copyOptions(t, options, prefix, trial, {
		trialReel: ['Trial Reel', 'boolean'],
		trialGraduationStrategy: [
			'Trial Reel Graduation Strategy',
			INSTAGRAM_TRIAL_GRADUATION_STRATEGIES,
		],
	});
	if (trial.trialReel === true) {
		// REST reference: a boolean; tool reference: {graduationStrategy}. The object only when chosen.
		target.trial = trial.trialGraduationStrategy
			? { graduationStrategy: trial.trialGraduationStrategy }
			: true;
	}
	return plan(target, mediaFields);
};

const TIKTOK_TOGGLES: Array<[key: string, parameter: string, label: string]> = [
	['disabledComments', 'tiktokDisabledComments', 'Disable Comments'],
	['disabledDuet', 'tiktokDisabledDuet', 'Disable Duet'],
	['disabledStitch', 'tiktokDisabledStitch', 'Disable Stitch'],
	['isBrandedContent', 'tiktokIsBrandedContent', 'Branded Content'],
	['isYourBrand', 'tiktokIsYourBrand', 'Promotes Your Own Brand'],
	['isAiGenerated', 'tiktokIsAiGenerated', 'AI Generated'],
];

const tiktok: TargetReader = (t) => {
	const prefix = 'TikTok Options';
	const privacyLevel = param(t, 'tiktokPrivacyLevel', '');
	if (!isSet(privacyLevel)) {
		const choices = TIKTOK_PRIVACY_LEVELS.join(', ');
		t.fail('Privacy Level', `is required for TikTok: choose one of ${choices}`);
	}
	const target: IDataObject = {
		privacyLevel: checkEnum(t.fail, 'Privacy Level', privacyLevel, TIKTOK_PRIVACY_LEVELS),
	};
	for (const [key, name, label] of TIKTOK_TOGGLES) {
		target[key] = checkBoolean(t.fail, label, param(t, name, false));
	}
	const options = collection(t, 'tiktokOptions');
	copyOptions(t, options, prefix, target, {
		title: ['Title', 'text'],
		autoAddMusic: ['Auto Add Music', 'boolean'],
		isDraft: ['Save as Draft', 'boolean'],
	});
	if (isSet(options.imageCoverIndex)) {
		const field = `${prefix} → Image Cover Index`;
		const index = checkNonNegativeInteger(t.fail, field, options.imageCoverIndex);
		if (t.media.length && index >= t.media.length) {
			t.fail(field, `${index} is past the last image: use 0 to ${t.media.length - 1}`);
		}
		target.imageCoverIndex = index;
	}
	if (isSet(options.videoCoverTimestamp)) {
		const field = `${prefix} → Video Cover Time (Milliseconds)`;
		const timestamp = options.videoCoverTimestamp;
		target.videoCoverTimestamp = checkNonNegativeInteger(t.fail, field, timestamp);
	}
	return plan(target);
};

const pinterest: TargetReader = (t) => {
	const target: IDataObject = {
		boardId: checkNumericId(t.fail, 'Board', locator(t, 'pinterestBoard'), EXAMPLE_ID),
	};
	copyOptions(t, collection(t, 'pinterestOptions'), 'Pinterest Options', target, {
		title: ['Title', 'text'],
		altText: ['Alt Text', 'text'],
		link: ['Link', 'url'],
	});
	return plan(target);
};

const threads: TargetReader = (t) => {
	const target: IDataObject = {};
	copyOptions(t, collection(t, 'threadsOptions'), 'Threads Options', target, {
		replyControl: ['Reply Control', THREADS_REPLY_CONTROLS],
	});
	return plan(target);
};

const youtube: TargetReader = (t) => {
	const prefix = 'YouTube Options';
	const target: IDataObject = {
		title: checkRequiredText(t.fail, 'Video Title', param(t, 'youtubeTitle', '')),
		privacyStatus: checkEnum(
			t.fail,
			'Privacy Status',
			param(t, 'youtubePrivacyStatus', ''),
			YOUTUBE_PRIVACY_STATUSES,
		),
		shouldNotifySubscribers: checkBoolean(
			t.fail,
			'Notify Subscribers',
			param(t, 'youtubeNotifySubscribers', true),
		),
	};
	const options = collection(t, 'youtubeOptions');
	const mediaFields: Record<string, MediaRef> = {};
	copyOptions(t, options, prefix, target, {
		isMadeForKids: ['Made for Kids', 'boolean'],
		containsSyntheticMedia: ['Contains Synthetic Media', 'boolean'],
	});
	// Playlist ids come from the service's subaccount list: sent as given, in order.
	const playlists = splitList(options.playlistIds);
	if (playlists.length) target.playlistIds = playlists;
	if (isSet(options.thumbnail)) {
		const thumbnail = singleImage(t, `${prefix} → Thumbnail`, options.thumbnail);
		if (thumbnail) mediaFields.thumbnailUrl = thumbnail;
	}
	return plan(target, mediaFields);
};

const linkedin: TargetReader = (t) => {
	const target: IDataObject = {};
	const page = locator(t, 'linkedinPage');
	if (isSet(page)) target.pageId = checkNumericId(t.fail, 'Company Page', page, EXAMPLE_ID);
	checkLinkedInCarousel(t);
	return plan(target);
};

/** LinkedIn: 2-10 JPG/PNG images make a document carousel; videos cannot be mixed in. */
function checkLinkedInCarousel(t: TargetContext) {
	const count = t.media.length;
	if (count < 2) return;
	const { minImages, maxImages, extensions } = LINKEDIN_CAROUSEL;
	if (t.media.some((m) => mediaKind(m) === 'video')) {
		t.fail(
			'Media',
			`a LinkedIn post with ${count} media items is a carousel, which cannot include videos: ` +
				'post the video on its own',
		);
	}
	if (count > maxImages) {
		t.fail(
			'Media',
			`a LinkedIn carousel takes ${minImages}-${maxImages} images, not ${count}: ` +
				`remove ${count - maxImages}`,
		);
	}
	const other = t.media.find((m) => {
		const ext = mediaExtension(m);
		return ext !== '' && !(extensions as readonly string[]).includes(ext);
	});
	if (other) {
		t.fail(
			'Media',
			`a LinkedIn carousel takes JPG or PNG images only, not .${mediaExtension(other)}: ` +
				'convert it or post it on its own',
		);
	}
}

const webhook: TargetReader = (t) =>
	plan({ url: checkHttpUrl(t.fail, 'Webhook URL', param(t, 'webhookUrl', '')) });

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
