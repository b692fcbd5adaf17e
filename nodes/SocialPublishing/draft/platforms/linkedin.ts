// LinkedIn: an optional company page; 2-10 JPG/PNG images make a document carousel.
import { LINKEDIN_CAROUSEL } from '../../serviceApi';
import { mediaExtension, mediaKind } from '../media';
import { subaccountLocator } from '../../accounts';
import { checkNumericId, fail, isSet } from '../../form';
import {
	EXAMPLE_ID,
	forPlatform,
	locator,
	plan,
	readAll,
	type PlatformModule,
	type TargetContext,
} from './platformModule';

const page = subaccountLocator({
	name: 'linkedinPage',
	displayName: 'Company Page',
	required: false,
	description: 'Leave empty to post to the personal profile of the account',
	placeholder: 'Select a company page (empty = personal profile)...',
	searchListMethod: 'searchLinkedInPages',
	displayOptions: forPlatform('linkedin'),
});

/** LinkedIn: 2-10 JPG/PNG images make a document carousel; videos cannot be mixed in. */
function checkCarousel(t: TargetContext) {
	const count = t.media.length;
	if (count < 2) return;
	const { minImages, maxImages, extensions } = LINKEDIN_CAROUSEL;
	if (t.media.some((m) => mediaKind(m) === 'video')) {
		fail(
			'Media',
			`a LinkedIn post with ${count} media items is a carousel, which cannot include videos: ` +
				'post the video on its own',
		);
	}
	if (count > maxImages) {
		fail(
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
		fail(
			'Media',
			`a LinkedIn carousel takes JPG or PNG images only, not .${mediaExtension(other)}: ` +
				'convert it or post it on its own',
		);
	}
}

export const linkedin: PlatformModule = {
	fields: [page],
	read(t) {
		const pageId = locator(t, 'linkedinPage');
		return readAll(
			() =>
				plan(isSet(pageId) ? { pageId: checkNumericId('Company Page', pageId, EXAMPLE_ID) } : {}),
			() => (checkCarousel(t), plan({})),
		);
	},
};
