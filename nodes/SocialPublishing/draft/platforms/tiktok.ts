// TikTok: privacy level and six switches are required (TikTok asks the creator to set each one).
import type { IDataObject } from 'n8n-workflow';

import type { TikTokPrivacyLevel, TikTokRequiredSwitch } from '../../serviceApi';
import { checkNonNegativeInteger, fail, isSet } from '../../form';
import {
	collectionValue,
	optionsCollection,
	plan,
	readAll,
	targetField,
	topLevel,
	type EnumLabels,
	type PlatformModule,
	type TargetContext,
} from './platformModule';

const PRIVACY_LEVELS: EnumLabels<TikTokPrivacyLevel> = {
	PUBLIC_TO_EVERYONE: 'Public to Everyone',
	MUTUAL_FOLLOW_FRIENDS: 'Mutual Follow Friends',
	FOLLOWER_OF_CREATOR: 'Followers of Creator',
	SELF_ONLY: 'Only Me',
};

/** Form name, label and help of each required switch (names are kept: saved workflows use them). */
const SWITCHES: Record<TikTokRequiredSwitch, [name: string, label: string, description: string]> = {
	disabledComments: [
		'tiktokDisabledComments',
		'Disable Comments',
		'Whether comments are turned off',
	],
	disabledDuet: ['tiktokDisabledDuet', 'Disable Duet', 'Whether duets are turned off'],
	disabledStitch: ['tiktokDisabledStitch', 'Disable Stitch', 'Whether stitches are turned off'],
	isBrandedContent: [
		'tiktokIsBrandedContent',
		'Branded Content',
		'Whether the post promotes a third party (sponsored content)',
	],
	isYourBrand: [
		'tiktokIsYourBrand',
		'Promotes Your Own Brand',
		'Whether the post promotes your own business',
	],
	isAiGenerated: ['tiktokIsAiGenerated', 'AI Generated', 'Whether the content is AI-generated'],
};

const required = topLevel('tiktok', [
	targetField.choice(
		{
			key: 'privacyLevel',
			displayName: 'Privacy Level',
			name: 'tiktokPrivacyLevel',
			default: '',
			required: true,
			description: 'Who can see the video (TikTok asks the creator to choose it explicitly)',
		},
		PRIVACY_LEVELS,
		// Offered so that the empty start is a value the editor accepts; the check asks for a level.
		{ name: 'Not Chosen Yet', value: '', description: 'Choose a level: TikTok requires one' },
	),
	...Object.entries(SWITCHES).map(([key, [name, displayName, description]]) =>
		targetField.boolean({ key, name, displayName, description, required: true }),
	),
]);

const IMAGE_COVER_INDEX = 'imageCoverIndex';

const options = optionsCollection(
	'tiktok',
	{ displayName: 'TikTok Options', name: 'tiktokOptions' },
	[
		targetField.boolean({
			displayName: 'Auto Add Music',
			name: 'autoAddMusic',
			description: 'Whether TikTok adds music to a photo post',
		}),
		targetField.count({
			displayName: 'Image Cover Index',
			name: IMAGE_COVER_INDEX,
			description: 'Position (from 0) of the image used as cover of a photo post',
		}),
		targetField.boolean({
			displayName: 'Save as Draft',
			name: 'isDraft',
			description: 'Whether to send the post to the TikTok inbox as a draft instead of publishing',
		}),
		targetField.text({
			displayName: 'Title',
			name: 'title',
			description: 'Title of the TikTok post (photo posts show it above the description)',
		}),
		targetField.count({
			displayName: 'Video Cover Time (Milliseconds)',
			name: 'videoCoverTimestamp',
			description: 'Frame of the video used as cover, in milliseconds from the start',
		}),
	],
);

function readOptions(t: TargetContext) {
	const target: IDataObject = {};
	options.read(t, target);
	const coverIndex = collectionValue(t, 'tiktokOptions')[IMAGE_COVER_INDEX];
	if (isSet(coverIndex) && t.media.length) {
		const field = options.label(IMAGE_COVER_INDEX);
		const index = checkNonNegativeInteger(field, coverIndex);
		if (index >= t.media.length) {
			fail(field, `${index} is past the last image: use 0 to ${t.media.length - 1}`);
		}
	}
	return plan(target);
}

export const tiktok: PlatformModule = {
	fields: [...required.properties, options.property],
	read: (t) =>
		readAll(
			() => required.readPlan(t),
			() => readOptions(t),
		),
	options: { property: options.property, read: readOptions },
};
