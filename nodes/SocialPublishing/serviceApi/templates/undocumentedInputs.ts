// The inputs of the templates whose inputs the spec does not show: minimal plausible specifications.
import {
	aspect,
	color,
	fontInput,
	group,
	input,
	list,
	oneOf,
	slideDuration,
	text,
} from './inputBuilders';
import type { TemplateInput } from './types';

export const INSTAGRAM_CAROUSEL: TemplateInput[] = [
	input(
		'slides',
		'Slides',
		list(
			group(
				input('image', 'Image', { t: 'image' }, true),
				input('text', 'Text', text(undefined, 300, '')),
			),
			1,
			20,
		),
		true,
	),
	aspect('4:5', ['1:1', '4:5']),
];
export const quoteCard = (extra: TemplateInput[]): TemplateInput[] => [
	input('quote', 'Quote', text(10, 300), true),
	input('author', 'Author', text(undefined, 60, '')),
	fontInput(),
	...extra,
	aspect('1:1', ['1:1', '4:5', '9:16']),
];
export const tweetCard = (extra: TemplateInput[]): TemplateInput[] => [
	input('tweets', 'Tweets', list(group(input('text', 'Text', text(1, 280), true)), 1, 20), true),
	input('authorName', 'Author Name', text(1, 60, 'Your Name'), true),
	input('authorHandle', 'Author Handle', text(1, 30, 'yourhandle'), true),
	input('profileImage', 'Profile Image', { t: 'image' }),
	...extra,
	aspect('4:5', ['1:1', '4:5', '9:16']),
];
export const TUTORIAL_MONOCOLOR: TemplateInput[] = [
	fontInput(),
	input('mainTitle', 'Main Title', text(5, 50, 'How to get started'), true),
	input('contentItems', 'Content Items', list(text(10, 300), 1), true),
	input('backgroundColor', 'Background Color', color('#1E3A8A')),
	input('textColor', 'Text Color', color('#FFFFFF')),
	aspect('1:1', ['1:1', '4:5', '9:16']),
];
export const IMAGES_TEXT_MINIMAL: TemplateInput[] = [
	input(
		'slides',
		'Slides',
		list(
			group(
				input('image', 'Image', text(1), true),
				input('text', 'Text', text(undefined, 200, '')),
			),
			1,
			20,
		),
		true,
	),
	slideDuration(),
	aspect('9:16'),
];
const VOICES = ['warm-female', 'warm-male', 'energetic-female', 'energetic-male', 'calm-narrator'];
export const aiVideo = (scriptMax: number, extra: TemplateInput[]): TemplateInput[] => [
	input('script', 'Script', text(10, scriptMax), true),
	input('voice', 'Voice', oneOf(VOICES, 'calm-narrator')),
	...extra,
	aspect('9:16', ['16:9', '1:1', '9:16']),
];
