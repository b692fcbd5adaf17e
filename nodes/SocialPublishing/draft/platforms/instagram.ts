// Instagram: media type, alt texts, collaborators, reel options (cover, audio, feed, trial).
import type { IDataObject, INodeProperties } from 'n8n-workflow';

import type { InstagramMediaType, InstagramTrialGraduationStrategy } from '../../serviceApi';
import { mediaKind, type MediaRef } from '../media';
import {
	ACCEPTS_LIST,
	checkBoolean,
	checkEnum,
	fail,
	FieldProblems,
	isSet,
	splitList,
} from '../../form';
import {
	AUTO_DETECT,
	collectionValue,
	enumOptions,
	imageSourceField,
	optionsCollection,
	plan,
	singleImage,
	targetField,
	type EnumLabels,
	type PlatformModule,
	type TargetContext,
} from './platformModule';

const MEDIA_TYPES: EnumLabels<InstagramMediaType> = {
	photo: 'Photo',
	video: 'Video',
	carousel: 'Carousel',
	reel: 'Reel',
	story: 'Story',
};

const GRADUATION_STRATEGIES: EnumLabels<InstagramTrialGraduationStrategy> = {
	MANUAL: {
		name: 'Manual',
		description: 'You decide in Instagram when the trial reel is shown to all followers',
	},
	SS_PERFORMANCE: {
		name: 'Based on Performance',
		description: 'Graduates automatically if it performs well',
	},
};

/** Read by this module's own code below (not plain copies into `target`). */
const ownFields: INodeProperties[] = [
	{
		displayName: 'Alt Texts',
		name: 'altTexts',
		type: 'fixedCollection',
		typeOptions: { multipleValues: true },
		default: {},
		placeholder: 'Add Alt Text',
		description:
			'One alt text per image, in the order of the media (a single image or video takes one); the count must match the images',
		options: [
			{
				displayName: 'Alt Text',
				name: 'values',
				values: [{ displayName: 'Text', name: 'text', type: 'string', default: '' }],
			},
		],
	},
	{
		displayName: 'Collaborators',
		name: 'collaborators',
		type: 'string',
		typeOptions: { ...ACCEPTS_LIST },
		default: '',
		placeholder: 'e.g. friend.one, friend.two',
		description: 'Instagram usernames to invite as collaborators, comma-separated',
	},
	imageSourceField('Cover Image', 'coverImage', 'Cover image of a reel.'),
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
			{ name: 'Not Set', value: '', description: 'Trial reel without a graduation rule' },
			...enumOptions(GRADUATION_STRATEGIES),
		],
		default: '',
		description:
			'How a trial reel graduates from non-followers to all followers. Not Set posts a plain trial reel; if the service refuses a strategy, use Not Set.',
		displayOptions: { show: { trialReel: [true] } },
	},
];

const options = optionsCollection(
	'instagram',
	{ displayName: 'Instagram Options', name: 'instagramOptions' },
	[
		targetField.text({
			displayName: 'Audio Name',
			name: 'audioName',
			description: 'Name of the audio of a reel',
		}),
		targetField.choice({ displayName: 'Media Type', name: 'mediaType' }, MEDIA_TYPES, AUTO_DETECT),
		targetField.boolean({
			displayName: 'Share to Feed',
			name: 'shareToFeed',
			default: true,
			description: 'Whether a reel also appears in the feed',
		}),
	],
	ownFields,
);

/**
 * A single media item (reel, story, one image) takes one alt text, sent as a string as the
 * service's own connector does; a carousel takes one per image, as a list (spec: instagram altText).
 */
function altText(t: TargetContext, value: unknown): string | string[] | undefined {
	const texts = ((value as IDataObject | undefined)?.values as IDataObject[] | undefined) ?? [];
	if (!texts.length) return undefined;
	const all = texts.map((a) => String(a.text ?? ''));
	if (t.media.length === 1 && all.length === 1) return all[0];
	const images = t.media.filter((m) => mediaKind(m) !== 'video').length;
	if (all.length !== images) {
		fail(
			options.label('altTexts'),
			`${all.length} alt text(s) given for ${images} image(s): ` +
				'give exactly one alt text per image, in the order of the media',
		);
	}
	return all;
}

function trial(values: IDataObject): IDataObject['trial'] {
	if (values.trialReel === undefined) return undefined;
	if (!checkBoolean(options.label('trialReel'), values.trialReel)) return undefined;
	const strategy = values.trialGraduationStrategy;
	if (!isSet(strategy)) return true;
	// REST reference: a boolean; tool reference: {graduationStrategy}. The object only when chosen.
	const allowed = Object.keys(GRADUATION_STRATEGIES) as InstagramTrialGraduationStrategy[];
	return {
		graduationStrategy: checkEnum(options.label('trialGraduationStrategy'), strategy, allowed),
	};
}

function readOptions(t: TargetContext) {
	const target: IDataObject = {};
	const mediaFields: Record<string, MediaRef> = {};
	const problems = new FieldProblems();
	const values =
		problems.check(() => options.read(t, target)) ?? collectionValue(t, options.property.name);
	const alt = problems.check(() => altText(t, values.altTexts));
	if (alt !== undefined) target.altText = alt;
	if (isSet(values.collaborators)) target.collaborators = splitList(values.collaborators);
	if (isSet(values.coverImage)) {
		const cover = problems.check(() =>
			singleImage(t, options.label('coverImage'), values.coverImage),
		);
		if (cover) mediaFields.coverImageUrl = cover;
	}
	const trialValue = problems.check(() => trial(values));
	if (trialValue !== undefined) target.trial = trialValue;
	problems.throwIfAny();
	return plan(target, mediaFields);
}

export const instagram: PlatformModule = {
	fields: [options.property],
	read: readOptions,
	options: { property: options.property, read: readOptions },
};
