// Facebook: a page (required), optional media type and link ("Publish a post": facebook). A reel
// is one video (the spec's tool reference: facebook videos must use the reel type).
import type { FacebookMediaType } from '../../serviceApi';
import { subaccountLocator } from '../../accounts';
import { checkNumericId, fail } from '../../form';
import { mediaKind } from '../media';
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
	type TargetContext,
	type TargetPlan,
} from './platformModule';

// Saved workflows hold these values: add new ones, never rename.
const MEDIA_TYPES: EnumLabels<FacebookMediaType> = {
	photo: 'Photo',
	video: 'Video',
	link: 'Link',
	reel: { name: 'Reel', description: 'One video, published as a reel' },
};

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
				description:
					'Reel: one video, published as a reel (the service publishes Facebook videos as reels)',
			},
			MEDIA_TYPES,
			AUTO_DETECT,
		),
	],
);

/** The options, and a reel's media checked before sending: exactly one item, not an image. */
function readOptions(t: TargetContext): TargetPlan {
	const read = options.readPlan(t);
	if (read.target.mediaType !== 'reel') return read;
	const images = t.media.filter((m) => mediaKind(m) === 'image').length;
	if (t.media.length !== 1 || images) {
		const given = t.media.length
			? `${t.media.length} media item(s)${images ? `, ${images} of them image(s)` : ''}`
			: 'no media';
		fail(
			options.label('mediaType'),
			`a reel takes exactly one video, got ${given}: give one video in Media, or pick Photo for images`,
		);
	}
	return read;
}

export const facebook: PlatformModule = {
	fields: [page, options.property],
	read: (t) =>
		readAll(
			() =>
				plan({ pageId: checkNumericId('Facebook Page', locator(t, 'facebookPage'), EXAMPLE_ID) }),
			() => readOptions(t),
		),
	options: { property: options.property, read: readOptions },
};
