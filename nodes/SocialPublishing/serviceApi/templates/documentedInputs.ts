// The inputs of the templates whose inputs the spec tabulates (`documented: true`).
import {
	aiImageModel,
	aspect,
	bool,
	color,
	fontInput,
	group,
	input,
	list,
	num,
	oneOf,
	POSITIONS,
	slideDuration,
	text,
} from './inputBuilders';
import type { TemplateInput } from './types';

export const IMAGE_SLIDESHOW_TEXT_OVERLAYS: TemplateInput[] = [
	input(
		'slides',
		'Slides',
		list(
			group(
				{
					...input('imageSource', 'Image Source', text(1), true),
					description: 'An image URL, or an AI prompt describing the image to generate',
				},
				input('textOverlay', 'Text Overlay', text(undefined, 300, '')),
			),
			1,
			50,
		),
		true,
	),
	aiImageModel(),
	input('textPosition', 'Text Position', oneOf(POSITIONS, 'top')),
	{
		...input('customTextPositionPercent', 'Custom Text Position (%)', num(0, 100)),
		description: 'Vertical position in percent; overrides textPosition',
	},
	input('textStyle', 'Text Style', oneOf(['minimal', 'elegant', 'modern'], 'modern')),
	input('textColor', 'Text Color', color('#000000')),
	aspect('9:16'),
	slideDuration(),
	input('transition', 'Transition', oneOf(['none', 'fade', 'slide', 'zoom'], 'none')),
];

export const COMBINE_CLIPS: TemplateInput[] = [
	input(
		'videoClips',
		'Video Clips',
		list(group(input('url', 'Video URL', { t: 'video' }, true)), 1, 20),
		true,
	),
	input('trimSilence', 'Trim Silence', bool()),
	input(
		'titleConfig',
		'Title',
		group(
			input('enabled', 'Enabled', bool()),
			input('text', 'Text', text(undefined, undefined, 'My Video')),
			input('position', 'Position', oneOf(POSITIONS, 'top')),
			input('duration', 'Duration (s)', num(1, 10, 4)),
			input('style', 'Style', oneOf(['minimal', 'bold', 'elegant', 'modern'], 'minimal')),
		),
	),
	input(
		'captionsConfig',
		'Captions',
		group(
			input('enabled', 'Enabled', bool()),
			input('style', 'Style', oneOf(['minimal', 'bold', 'highlight', 'tiktok'], 'minimal')),
			input('position', 'Position', oneOf(POSITIONS, 'bottom')),
		),
	),
	input(
		'musicConfig',
		'Music',
		group(
			input('enabled', 'Enabled', bool()),
			input('url', 'Music URL (MP3/WAV)', { t: 'text', extensions: ['mp3', 'wav'] }),
			input('volume', 'Volume', num(0, 100, 30)),
		),
	),
	input(
		'transitionConfig',
		'Transition',
		group(
			input('type', 'Type', oneOf(['none', 'fade', 'crossfade', 'slide', 'zoom'], 'none')),
			input('duration', 'Duration (s)', num(0, 2, 0.5)),
		),
	),
	{ ...input('maxDuration', 'Max Duration (s)', num(0, 600, 0)), description: '0 = no limit' },
	aspect('9:16'),
];

export const TUTORIAL_MINIMALIST_FLAT: TemplateInput[] = [
	fontInput(),
	input('mainTitle', 'Main Title', text(5, 50, 'How to get started'), true),
	input('authorName', 'Author Name', text(undefined, 60, 'Your Name'), true),
	input('ctaButtonText', 'CTA Button Text', text(undefined, 50, 'Swipe'), true),
	input('contentItems', 'Content Items', list(text(10, 300), 1), true),
	input('backgroundColor', 'Background Color', color('#F5D5C8')),
	input('borderColor', 'Border Color', color('#000000')),
	input('textColor', 'Text Color', color('#000000')),
	input('ctaTitle', 'CTA Title', text(5, 150, 'Want more tips like these?'), true),
	input('ctaActions', 'CTA Actions', list(text(1, 50), 1, 100), true),
	input('profileName', 'Profile Name', text(undefined, 60, 'Your Name'), true),
	input('profileTitle', 'Profile Title', text(undefined, 80, 'Creator'), true),
	input('profileDescription', 'Profile Description', text(10, 250), true),
	input('profileCta', 'Profile CTA', text(undefined, 50, 'Follow for more'), true),
	input('profileImage', 'Profile Image', { t: 'image' }),
	aspect('1:1', ['1:1', '4:5', '9:16']),
];

export const WHEN_X_THEN_Y: TemplateInput[] = [
	input('firstSlideText', 'First Slide Text', text(30, 70), true),
	input('firstSlideImagePrompt', 'First Slide Image Prompt', text(1, 400), true),
	input('comparisonTextTop', 'Comparison Text (Top)', text(1, 50), true),
	input('comparisonTextBottom', 'Comparison Text (Bottom)', text(1, 50), true),
	input('lastSlideText', 'Last Slide Text', text(1, 350), true),
	input('lastSlideImagePrompt', 'Last Slide Image Prompt', text(1, 400), true),
	input(
		'slides',
		'Slides',
		list(
			group(
				input('topComparisonExampleText', 'Top Example', text(20, 200), true),
				input('bottomComparisonExampleText', 'Bottom Example', text(20, 200), true),
			),
			1,
			20,
		),
		true,
	),
	slideDuration(),
	aspect('4:5'),
];

export const PROMINENT_TEXT: TemplateInput[] = [
	input(
		'slides',
		'Slides',
		list(
			group(
				{
					...input('image', 'Image Prompt', text(20, 400), true),
					description: 'AI prompt for the image',
				},
				input('text', 'Text', text(30, 200), true),
			),
			1,
			20,
		),
		true,
	),
	slideDuration(),
	aspect('4:5'),
];

export const INFOGRAPHIC: TemplateInput[] = [
	{
		...input(
			'description',
			'Description',
			text(10, 500, 'Five habits for productive mornings'),
			true,
		),
		description: 'Topic and content of the infographic',
	},
	{
		...input('footerText', 'Footer Text', text(2, 100, 'Follow for more'), true),
		description: 'Call-to-action text placed in the design',
	},
];
