// The visual template catalog ("Visuals" section) with each template's input specification.
// Pure data and pure helpers: shipped in the node package, no Node.js imports.
import type { TEMPLATE_INPUT_TYPES, TEMPLATE_KINDS } from './enums';

export type TemplateInputKind = (typeof TEMPLATE_INPUT_TYPES)[number];
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];
export type TemplateOutput = 'image' | 'slideshow' | 'video';

/**
 * The `type` of one input, in the shape the official connector reads (`t`, `default`, `values`,
 * `itemType`), plus the bounds of the spec's tables. `array` items are described by `itemType`;
 * an `object` (an array item or a group such as `titleConfig`) lists its members in `fields`.
 */
export interface TemplateInputType {
	t: TemplateInputKind;
	default?: unknown;
	values?: string[];
	itemType?: TemplateInputType;
	fields?: TemplateInput[];
	/** Numbers: inclusive bounds. */
	min?: number;
	max?: number;
	/** Arrays: item count bounds. */
	minItems?: number;
	maxItems?: number;
	/** Text: length bounds in characters. */
	minLength?: number;
	maxLength?: number;
	/** Text holding a URL: the file extensions it may end in (e.g. MP3/WAV music). */
	extensions?: string[];
	/** Enum: credits each value costs, in the order of `values` (AI image models). */
	credits?: number[];
}

export interface TemplateInput {
	name: string;
	label?: string;
	description?: string;
	type: TemplateInputType;
	/** Required when no `prompt` is given; an input with a `default` may still be omitted. */
	required?: boolean;
}

export interface Template {
	/** The id the catalog lists (one of the three id forms). */
	id: string;
	uuid: string;
	/** Kind segment of the `/base/v2/<kind>/<uuid>/v1` form; absent for legacy and bare ids. */
	kind?: TemplateKind;
	name: string;
	description: string;
	output: TemplateOutput;
	/** Labelled legacy (V1): the single-image infographic family. */
	legacy?: boolean;
	/** Whether the spec tabulates the inputs (otherwise a minimal plausible specification). */
	documented: boolean;
	inputs: TemplateInput[];
}

/** The 15 AI image models in catalog order, with the spec's credits per image. Neutral names. */
export const AI_IMAGE_MODELS: ReadonlyArray<{ value: string; credits: number }> = [
	{ value: 'studio-alpha/sketch-mini', credits: 1 },
	{ value: 'studio-alpha/sketch-pro', credits: 10 },
	{ value: 'studio-beta/render-v2', credits: 15 },
	{ value: 'studio-beta/render-v3-hd', credits: 20 },
	{ value: 'studio-gamma/photo-standard', credits: 15 },
	{ value: 'studio-gamma/photo-ultra', credits: 30 },
	{ value: 'studio-delta/diffusion-base', credits: 10 },
	{ value: 'studio-delta/diffusion-xl', credits: 25 },
	{ value: 'studio-epsilon/illustrate-v1', credits: 15 },
	{ value: 'studio-epsilon/illustrate-v2', credits: 15 },
	{ value: 'studio-zeta/imagine-max', credits: 50 },
	{ value: 'studio-zeta/imagine-max-hd', credits: 50 },
	{ value: 'studio-eta/balanced-v1', credits: 7 },
	{ value: 'studio-eta/balanced-v2', credits: 15 },
	{ value: 'studio-eta/detail-v2', credits: 15 },
];
export const AI_IMAGE_MODEL_DEFAULT = 'studio-eta/balanced-v1';

/** The 24 `font` values (not shown in the spec: plausible generic names). */
export const TEMPLATE_FONTS = [
	'font-sans',
	'font-serif',
	'font-mono',
	'font-display',
	'font-rounded',
	'font-condensed',
	'font-handwritten',
	'font-slab',
	'font-geometric',
	'font-humanist',
	'font-grotesk',
	'font-didone',
	'font-script',
	'font-typewriter',
	'font-retro',
	'font-stencil',
	'font-blackletter',
	'font-pixel',
	'font-brush',
	'font-marker',
	'font-elegant',
	'font-heavy',
	'font-narrow',
	'font-wide',
] as const;

const ASPECT_RATIOS = ['16:9', '1:1', '4:5', '9:16'];
const POSITIONS = ['top', 'center', 'bottom'];

// Small builders keep the tables below close to the spec's.
const text = (min?: number, max?: number, dflt?: string): TemplateInputType => ({
	t: 'text',
	...(dflt !== undefined && { default: dflt }),
	...(min !== undefined && { minLength: min }),
	...(max !== undefined && { maxLength: max }),
});
const num = (min: number, max: number, dflt?: number): TemplateInputType => ({
	t: 'number',
	...(dflt !== undefined && { default: dflt }),
	min,
	max,
});
const bool = (dflt = false): TemplateInputType => ({ t: 'boolean', default: dflt });
const oneOf = (values: string[], dflt?: string): TemplateInputType => ({
	t: 'enum',
	values,
	...(dflt !== undefined && { default: dflt }),
});
const color = (dflt?: string): TemplateInputType => ({
	t: 'color',
	...(dflt && { default: dflt }),
});
const list = (
	itemType: TemplateInputType,
	minItems?: number,
	maxItems?: number,
): TemplateInputType => ({
	t: 'array',
	itemType,
	...(minItems !== undefined && { minItems }),
	...(maxItems !== undefined && { maxItems }),
});
const group = (...fields: TemplateInput[]): TemplateInputType => ({ t: 'object', fields });
const input = (
	name: string,
	label: string,
	type: TemplateInputType,
	required = false,
): TemplateInput => ({
	name,
	label,
	type,
	...(required && { required: true }),
});
const aspect = (dflt: string, values = ASPECT_RATIOS) =>
	input('aspectRatio', 'Aspect Ratio', oneOf(values, dflt));
const slideDuration = () => input('slideDuration', 'Slide Duration (s)', num(1, 10, 5));
const fontInput = () => input('font', 'Font', oneOf([...TEMPLATE_FONTS], 'font-sans'));
const aiImageModel = (): TemplateInput => ({
	name: 'aiImageModel',
	label: 'AI Image Model',
	description: 'Model for AI-generated images; credits per image differ per model',
	type: {
		...oneOf(
			AI_IMAGE_MODELS.map((m) => m.value),
			AI_IMAGE_MODEL_DEFAULT,
		),
		credits: AI_IMAGE_MODELS.map((m) => m.credits),
	},
});

const IMAGE_SLIDESHOW_TEXT_OVERLAYS: TemplateInput[] = [
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

const COMBINE_CLIPS: TemplateInput[] = [
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

const TUTORIAL_MINIMALIST_FLAT: TemplateInput[] = [
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

const WHEN_X_THEN_Y: TemplateInput[] = [
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

const PROMINENT_TEXT: TemplateInput[] = [
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

const INFOGRAPHIC: TemplateInput[] = [
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

// Templates whose inputs the spec does not show: minimal plausible specifications.
const INSTAGRAM_CAROUSEL: TemplateInput[] = [
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
const quoteCard = (extra: TemplateInput[]): TemplateInput[] => [
	input('quote', 'Quote', text(10, 300), true),
	input('author', 'Author', text(undefined, 60, '')),
	fontInput(),
	...extra,
	aspect('1:1', ['1:1', '4:5', '9:16']),
];
const tweetCard = (extra: TemplateInput[]): TemplateInput[] => [
	input('tweets', 'Tweets', list(group(input('text', 'Text', text(1, 280), true)), 1, 20), true),
	input('authorName', 'Author Name', text(1, 60, 'Your Name'), true),
	input('authorHandle', 'Author Handle', text(1, 30, 'yourhandle'), true),
	input('profileImage', 'Profile Image', { t: 'image' }),
	...extra,
	aspect('4:5', ['1:1', '4:5', '9:16']),
];
const TUTORIAL_MONOCOLOR: TemplateInput[] = [
	fontInput(),
	input('mainTitle', 'Main Title', text(5, 50, 'How to get started'), true),
	input('contentItems', 'Content Items', list(text(10, 300), 1), true),
	input('backgroundColor', 'Background Color', color('#1E3A8A')),
	input('textColor', 'Text Color', color('#FFFFFF')),
	aspect('1:1', ['1:1', '4:5', '9:16']),
];
const IMAGES_TEXT_MINIMAL: TemplateInput[] = [
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
const aiVideo = (scriptMax: number, extra: TemplateInput[]): TemplateInput[] => [
	input('script', 'Script', text(10, scriptMax), true),
	input('voice', 'Voice', oneOf(VOICES, 'calm-narrator')),
	...extra,
	aspect('9:16', ['16:9', '1:1', '9:16']),
];

const base = (kind: TemplateKind, uuid: string) => `/base/v2/${kind}/${uuid}/v1`;

interface Def {
	uuid: string;
	kind?: TemplateKind;
	idForm: 'base' | 'bare' | 'legacy';
	name: string;
	description: string;
	output: TemplateOutput;
	inputs: TemplateInput[];
	documented: boolean;
}

const INFOGRAPHICS: Array<[string, string, string]> = [
	['ba536714-3bbd-4e67-8a27-52350c1047ec', 'TV Wall', 'a wall of TV screens'],
	['72934d57-d2f1-47e8-84cf-105ccd3b5763', 'Newspaper', 'a printed newspaper front page'],
	['993dc15c-9d8b-448c-8305-fd3298ec40d3', 'Breaking News', 'a breaking-news broadcast frame'],
	['b038f889-2946-4ef1-8737-36fab71208b4', 'Movie Theater', 'a movie theater in open-book style'],
	['ae587eb0-7863-4fe4-84df-54bda9c6f116', 'Graffiti Mural', 'a graffiti mural on a city wall'],
	['dc61bfa3-d85b-423d-85b5-0bb5f0cc0f5d', 'Bus Ad', 'an advertisement on the side of a bus'],
	['d2b034ae-7a14-4eb1-84e4-33acd4157a4d', 'Billboard', 'a roadside billboard'],
	['e2c9264c-b959-42dc-89ab-16fe253addb8', 'Classroom Chalkboard', 'a classroom chalkboard'],
	['60eb34ef-fb83-4857-873a-d6991225c5a9', 'Whiteboard', 'an office whiteboard'],
	['6a5f0e9b-41ab-4efd-8d36-2b56dd1a5f09', 'Chalkboard', 'a cafe chalkboard'],
	['6350c0a9-8785-4e97-8edc-9c4eba0c89f6', 'Trail Marker', 'a wooden trail marker'],
	['d09e89f7-22af-4d84-80d1-ebb65d79afa8', 'Constellation', 'stars joined into constellations'],
	['f13f3879-f0f9-429d-87bd-119129d54bc1', 'Manga Panel', 'a manga comic panel'],
	['09871670-a767-4786-887e-4ee762b4828a', 'T-Shirt', 'a printed t-shirt'],
	['8d86a7b1-01d5-48ee-8c48-1cf7a15286d9', 'Futuristic Flyer', 'a futuristic event flyer'],
	['1e7f6f3a-c787-4be9-821d-62c53ebe3bf3', 'Book Page', 'an open book page'],
	['c8d8af82-8fc9-4f80-8aa4-de06a3e91458', 'Single Centered Text Quote', 'a centered quote'],
	['31ee6f80-f01f-4d85-8bee-f0280545eb1b', 'Steampunk', 'a steampunk brass-and-gears poster'],
	['99e4b11c-360b-4809-8c9e-cdda54d95883', 'Top Secret', 'a top-secret classified dossier'],
	['af1165a4-d8e4-4478-8137-49d0520fb341', 'Egyptian Hieroglyph', 'an Egyptian hieroglyph wall'],
	['66e69fd2-a382-40a3-837f-b0da47584f49', 'Cave Painting', 'a prehistoric cave painting'],
];

const DEFS: Def[] = [
	{
		uuid: '43bf079e-c6d4-44fa-8cad-2640bcea35f4',
		kind: 'image-slideshow',
		idForm: 'base',
		name: 'Image Slideshow with Text Overlays',
		description:
			'Slideshow of images (URLs or AI-generated from prompts) with a text overlay on each slide.',
		output: 'slideshow',
		inputs: IMAGE_SLIDESHOW_TEXT_OVERLAYS,
		documented: true,
	},
	{
		uuid: '95edb9c3-ab47-4437-87e2-d1c62dac4364',
		idForm: 'bare',
		name: 'Instagram Carousel Slideshow',
		description: 'Carousel of images with short captions, sized for Instagram.',
		output: 'slideshow',
		inputs: INSTAGRAM_CAROUSEL,
		documented: false,
	},
	{
		uuid: '3679e3b2-a58e-43a7-8d8a-4767f26dcef8',
		kind: 'quote-card',
		idForm: 'base',
		name: 'Quote Card with Monocolor Background',
		description: 'A quote and its author on a single-color background.',
		output: 'slideshow',
		inputs: quoteCard([
			input('backgroundColor', 'Background Color', color('#111827')),
			input('textColor', 'Text Color', color('#FFFFFF')),
		]),
		documented: false,
	},
	{
		uuid: '1b24b78f-ae92-4e6f-8b10-49180d9f9836',
		kind: 'quote-card',
		idForm: 'base',
		name: 'Quote Card with Paper Background and Highlight',
		description: 'A quote on a paper texture with highlighted words.',
		output: 'slideshow',
		inputs: quoteCard([input('highlightColor', 'Highlight Color', color('#FDE047'))]),
		documented: false,
	},
	{
		uuid: '5acd2764-aad7-4b4c-83f9-7a71d652660b',
		kind: 'tweet-card',
		idForm: 'base',
		name: 'Tweet Card with Minimal Style',
		description: 'Short posts rendered as minimal tweet-style cards.',
		output: 'slideshow',
		inputs: tweetCard([input('theme', 'Theme', oneOf(['light', 'dark'], 'light'))]),
		documented: false,
	},
	{
		uuid: 'd491d488-5d9e-41a1-8a38-b4a59da39080',
		kind: 'tweet-card',
		idForm: 'base',
		name: 'Tweet Card with Photo/Video Background',
		description: 'Tweet-style cards over a photo or video background.',
		output: 'slideshow',
		inputs: tweetCard([input('backgroundImage', 'Background Image', { t: 'image' })]),
		documented: false,
	},
	{
		uuid: 'be8729c6-a5cf-4a31-86dc-12f0a41360b1',
		kind: 'tutorial-carousel',
		idForm: 'base',
		name: 'Tutorial Carousel with Minimalist Flat Style',
		description:
			'Step-by-step tutorial carousel in a minimalist flat style, ending with a call to action and a profile card.',
		output: 'slideshow',
		inputs: TUTORIAL_MINIMALIST_FLAT,
		documented: true,
	},
	{
		uuid: 'f38dc99a-5f25-4f2e-8cd2-9fc179b63c0e',
		kind: 'tutorial-carousel',
		idForm: 'base',
		name: 'Tutorial Carousel with Monocolor Background',
		description: 'Step-by-step tutorial carousel on a single-color background.',
		output: 'slideshow',
		inputs: TUTORIAL_MONOCOLOR,
		documented: false,
	},
	{
		uuid: 'e4b0f226-ec72-4a88-8dae-c2634fdc27e2',
		kind: 'images-with-text',
		idForm: 'base',
		name: 'Image Slideshow with Prominent Text',
		description: 'Slideshow of AI-generated images, each with prominent text.',
		output: 'slideshow',
		inputs: PROMINENT_TEXT,
		documented: true,
	},
	{
		uuid: 'd3eb4450-ca7f-4e05-86c7-b567f7a74715',
		kind: 'images-with-text',
		idForm: 'base',
		name: 'When X then Y Text Slideshow',
		description: 'Video comparing "when X" with "then Y" across slides of text and AI images.',
		output: 'video',
		inputs: WHEN_X_THEN_Y,
		documented: true,
	},
	{
		uuid: '55071e06-dd31-4a40-8fc9-4917b439b68b',
		kind: 'images-with-text',
		idForm: 'base',
		name: 'Video of Images and Text with Minimal Style',
		description: 'Video of images with minimal text captions.',
		output: 'video',
		inputs: IMAGES_TEXT_MINIMAL,
		documented: false,
	},
	{
		uuid: 'd33e15b5-1529-4af4-8dea-0bf4f9dab934',
		kind: 'combine-clips',
		idForm: 'base',
		name: 'Combine Clips and Apply Basic Edits',
		description:
			'Joins video clips and applies a title, captions, music, transitions and silence trimming.',
		output: 'video',
		inputs: COMBINE_CLIPS,
		documented: true,
	},
	{
		uuid: 'ad3fb774-c33a-4788-8cb0-cd52c9952638',
		kind: 'ai-story-video',
		idForm: 'base',
		name: 'AI Video with AI Voice',
		description: 'AI-generated story video narrated by an AI voice.',
		output: 'video',
		inputs: aiVideo(5000, [aiImageModel()]),
		documented: false,
	},
	{
		uuid: '3f0f0600-0021-4799-8658-5e6a3235e778',
		kind: 'ai-selfie-video',
		idForm: 'base',
		name: 'AI Selfie Talking Video with Consistent Character',
		description: 'Selfie-style talking video with the same AI character in every shot.',
		output: 'video',
		inputs: aiVideo(1500, [input('characterImage', 'Character Image', { t: 'image' })]),
		documented: false,
	},
	{
		uuid: 'e1c3ac90-d0e5-47a2-8ec4-5c38d58f5e73',
		kind: 'ai-avatar-broll',
		idForm: 'base',
		name: 'AI Avatar with AI Generated B-roll',
		description: 'An AI avatar presenting the script, cut with AI-generated B-roll.',
		output: 'video',
		inputs: aiVideo(3000, [
			input(
				'avatar',
				'Avatar',
				oneOf(['presenter-1', 'presenter-2', 'presenter-3'], 'presenter-1'),
			),
		]),
		documented: false,
	},
	...INFOGRAPHICS.map(([uuid, name, look]): Def => ({
		uuid,
		idForm: 'legacy',
		name: `${name} Infographic (V1)`,
		description: `Single-image infographic designed as ${look}. Legacy (V1).`,
		output: name === 'Single Centered Text Quote' ? 'slideshow' : 'image',
		inputs: INFOGRAPHIC,
		documented: true,
	})),
];

function idFor(def: Def): string {
	if (def.idForm === 'base') return base(def.kind!, def.uuid);
	if (def.idForm === 'legacy') return `/video-template/${def.uuid}`;
	return def.uuid;
}

export const TEMPLATES: readonly Template[] = DEFS.map((def) => ({
	id: idFor(def),
	uuid: def.uuid,
	...(def.kind && { kind: def.kind }),
	name: def.name,
	description: def.description,
	output: def.output,
	...(def.idForm === 'legacy' && { legacy: true }),
	documented: def.documented,
	inputs: def.inputs,
}));

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const BASE_ID = new RegExp(`^/base/v2/([a-z-]+)/(${UUID})/v1$`, 'i');
const LEGACY_ID = new RegExp(`^/video-template/(${UUID})$`, 'i');
const BARE_ID = new RegExp(`^(${UUID})$`, 'i');

/** Splits a template id in any of the three forms into its uuid (and the `/base/v2/` kind). */
export function parseTemplateId(id: string): { uuid: string; kind?: string } | undefined {
	const trimmed = id.trim();
	const b = BASE_ID.exec(trimmed);
	if (b) return { kind: b[1].toLowerCase(), uuid: b[2].toLowerCase() };
	const m = LEGACY_ID.exec(trimmed) ?? BARE_ID.exec(trimmed);
	return m ? { uuid: m[1].toLowerCase() } : undefined;
}

/**
 * The template a `templateId` names: the `/base/v2/<kind>/<uuid>/v1` form (its kind must be the
 * template's), the legacy `/video-template/<uuid>` form or the bare uuid.
 */
export function findTemplate(id: string): Template | undefined {
	const parsed = parseTemplateId(id);
	if (!parsed) return undefined;
	const template = TEMPLATES.find((t) => t.uuid === parsed.uuid);
	if (!template) return undefined;
	if (parsed.kind !== undefined && parsed.kind !== template.kind) return undefined;
	return template;
}

/** Credits per image of an `aiImageModel` value, or undefined for an unknown value. */
export function aiImageModelCredits(value: string): number | undefined {
	return AI_IMAGE_MODELS.find((m) => m.value === value)?.credits;
}
