// Small builders that keep the input tables close to the spec's, and the inputs many templates share.
import { AI_IMAGE_MODEL_DEFAULT, AI_IMAGE_MODELS } from './aiImageModels';
import { TEMPLATE_FONTS } from './fonts';
import type { TemplateInput, TemplateInputType } from './types';

const ASPECT_RATIOS = ['16:9', '1:1', '4:5', '9:16'];
export const POSITIONS = ['top', 'center', 'bottom'];

export const text = (min?: number, max?: number, dflt?: string): TemplateInputType => ({
	t: 'text',
	...(dflt !== undefined && { default: dflt }),
	...(min !== undefined && { minLength: min }),
	...(max !== undefined && { maxLength: max }),
});
export const num = (min: number, max: number, dflt?: number): TemplateInputType => ({
	t: 'number',
	...(dflt !== undefined && { default: dflt }),
	min,
	max,
});
export const bool = (dflt = false): TemplateInputType => ({ t: 'boolean', default: dflt });
export const oneOf = (values: string[], dflt?: string): TemplateInputType => ({
	t: 'enum',
	values,
	...(dflt !== undefined && { default: dflt }),
});
export const color = (dflt?: string): TemplateInputType => ({
	t: 'color',
	...(dflt && { default: dflt }),
});
export const list = (
	itemType: TemplateInputType,
	minItems?: number,
	maxItems?: number,
): TemplateInputType => ({
	t: 'array',
	itemType,
	...(minItems !== undefined && { minItems }),
	...(maxItems !== undefined && { maxItems }),
});
export const group = (...fields: TemplateInput[]): TemplateInputType => ({ t: 'object', fields });
export const input = (
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
export const aspect = (dflt: string, values = ASPECT_RATIOS) =>
	input('aspectRatio', 'Aspect Ratio', oneOf(values, dflt));
export const slideDuration = () => input('slideDuration', 'Slide Duration (s)', num(1, 10, 5));
export const fontInput = () => input('font', 'Font', oneOf([...TEMPLATE_FONTS], 'font-sans'));
export const aiImageModel = (): TemplateInput => ({
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
