// Pinterest: a board (required), optional title, alt text and link.
import { boardLocator } from '../../accounts';
import { checkNumericId } from '../../form';
import {
	EXAMPLE_ID,
	forPlatform,
	locator,
	optionsCollection,
	plan,
	readAll,
	targetField,
	type PlatformModule,
} from './platformModule';

const board = boardLocator({
	name: 'pinterestBoard',
	displayName: 'Board',
	description: 'The board to pin to',
	displayOptions: forPlatform('pinterest'),
});

const options = optionsCollection(
	'pinterest',
	{ displayName: 'Pinterest Options', name: 'pinterestOptions' },
	[
		targetField.text({
			displayName: 'Alt Text',
			name: 'altText',
			description: 'Describes the image for people using screen readers',
		}),
		targetField.url({
			displayName: 'Link',
			name: 'link',
			placeholder: 'https://example.com/recipe',
			description: 'Destination URL of the pin',
		}),
		targetField.text({
			displayName: 'Title',
			name: 'title',
			description: 'Title of the pin, shown above its description',
		}),
	],
);

export const pinterest: PlatformModule = {
	fields: [board, options.property],
	read: (t) =>
		readAll(
			() => plan({ boardId: checkNumericId('Board', locator(t, 'pinterestBoard'), EXAMPLE_ID) }),
			() => options.readPlan(t),
		),
	options: { property: options.property, read: options.readPlan },
};
