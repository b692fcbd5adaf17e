// Facebook: a page (required), optional media type and link ("Publish a post": facebook).
import type { FacebookMediaType } from '../../serviceApi';
import { subaccountLocator } from '../../accounts';
import { checkNumericId } from '../../form';
import {
	AUTO_DETECT,
	EXAMPLE_ID,
	forPlatform,
	locator,
	optionsCollection,
	plan,
	readAll,
	targetField,
	type EnumLabels,
	type PlatformModule,
} from './platformModule';

const MEDIA_TYPES: EnumLabels<FacebookMediaType> = { photo: 'Photo', video: 'Video', link: 'Link' };

const page = subaccountLocator({
	name: 'facebookPage',
	displayName: 'Facebook Page',
	description: 'The page to post to',
	placeholder: 'Select a Facebook page...',
	searchListMethod: 'searchFacebookPages',
	displayOptions: forPlatform('facebook'),
});

const options = optionsCollection(
	'facebook',
	{ displayName: 'Facebook Options', name: 'facebookOptions' },
	[
		targetField.url({
			displayName: 'Link',
			name: 'link',
			placeholder: 'https://example.com/article',
			description: 'URL for a link post',
		}),
		targetField.choice(
			{
				displayName: 'Media Type',
				name: 'mediaType',
				description: 'Facebook videos are published as reels',
			},
			MEDIA_TYPES,
			AUTO_DETECT,
		),
	],
);

export const facebook: PlatformModule = {
	fields: [page, options.property],
	read: (t) =>
		readAll(
			() =>
				plan({ pageId: checkNumericId('Facebook Page', locator(t, 'facebookPage'), EXAMPLE_ID) }),
			() => options.readPlan(t),
		),
	options: { property: options.property, read: options.readPlan },
};
