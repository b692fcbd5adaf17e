// The shape of the visual template catalog ("Visuals" section): a template and its inputs.
import type { TEMPLATE_INPUT_TYPES, TEMPLATE_KINDS } from '../enums';

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
