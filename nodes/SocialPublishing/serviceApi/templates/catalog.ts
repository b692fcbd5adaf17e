// The visual template catalog ("Visuals" section): every template, its id and its inputs.
// Pure data and pure helpers: shipped in the node package, no Node.js imports.
import {
	COMBINE_CLIPS,
	IMAGE_SLIDESHOW_TEXT_OVERLAYS,
	INFOGRAPHIC,
	PROMINENT_TEXT,
	TUTORIAL_MINIMALIST_FLAT,
	WHEN_X_THEN_Y,
} from './documentedInputs';
import { parseTemplateId, templateIdIn, type TemplateIdForm } from './ids';
import { aiImageModel, color, input, oneOf } from './inputBuilders';
import type { Template, TemplateInput, TemplateKind, TemplateOutput } from './types';
import {
	aiVideo,
	IMAGES_TEXT_MINIMAL,
	INSTAGRAM_CAROUSEL,
	quoteCard,
	TUTORIAL_MONOCOLOR,
	tweetCard,
} from './undocumentedInputs';

interface Def {
	uuid: string;
	kind?: TemplateKind;
	idForm: TemplateIdForm;
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

export const TEMPLATES: readonly Template[] = DEFS.map((def) => ({
	id: templateIdIn(def.idForm, def.uuid, def.kind),
	uuid: def.uuid,
	...(def.kind && { kind: def.kind }),
	name: def.name,
	description: def.description,
	output: def.output,
	...(def.idForm === 'legacy' && { legacy: true }),
	documented: def.documented,
	inputs: def.inputs,
}));

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
