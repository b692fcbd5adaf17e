// A visual template's input specification as the service describes it ("Visuals": GET
// /videos/templates?id=<id>&fields=id,name,description,inputs; shape in SERVICE-FACTS). This one
// description drives the form (resource mapper fields), the checks and the request's `inputs`.
import type {
	FieldType,
	IDataObject,
	INodePropertyOptions,
	ResourceMapperField,
} from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';

import type { TemplateInput, TemplateInputType } from '../../spec';
import { extensionOf, IMAGE_EXTENSIONS, VIDEO_EXTENSIONS } from '../../spec';
import { apiRequest, type SocialPublishingContext } from '../../transport';
import { describeError } from './describeError';
import { fail } from './fieldError';

export type { TemplateInput, TemplateInputType };

export interface TemplateDescription {
	id: string;
	name?: string;
	description?: string;
	inputs: TemplateInput[];
}

/** The fields asked for in the list and the detail (without `fields` the service omits `name`). */
export const TEMPLATE_LIST_FIELDS = 'id,name,description';
export const TEMPLATE_DETAIL_FIELDS = 'id,name,description,inputs';

/** Spec "Visuals": the three template id forms. */
const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
export const TEMPLATE_ID_REGEX = `^(?:/base/v2/[a-z-]+/${UUID}/v1|/video-template/${UUID}|${UUID})$`;
export const TEMPLATE_ID_EXAMPLES =
	'/base/v2/<kind>/<uuid>/v1, /video-template/<uuid> or the bare <uuid>';

export const TEMPLATE_NOT_FOUND_HINT =
	'No template has this ID: pick one from the Template list (or Visual → Get Many Templates). ' +
	`IDs look like ${TEMPLATE_ID_EXAMPLES} and are sent exactly as given.`;

/** A template id given in any of the three forms (surrounding spaces removed, nothing else). */
export function checkTemplateId(field: string, value: unknown): string {
	const id = String(value ?? '').trim();
	if (!id) fail(field, 'is required: pick a template from the list or enter its ID');
	if (!new RegExp(TEMPLATE_ID_REGEX).test(id)) {
		fail(field, `'${id}' is not a template ID: use ${TEMPLATE_ID_EXAMPLES}`);
	}
	return id;
}

/** Adds the hint for a 404 (unknown template) to an error apiRequest threw. */
export async function withTemplateHint<T>(request: () => Promise<T>): Promise<T> {
	try {
		return await request();
	} catch (error) {
		throw describeError(error, (e) => (e.httpCode === '404' ? TEMPLATE_NOT_FOUND_HINT : undefined));
	}
}

/** One template with its input specification. */
export async function fetchTemplate(
	this: SocialPublishingContext,
	id: string,
	itemIndex?: number,
): Promise<TemplateDescription> {
	const response = await withTemplateHint(() =>
		apiRequest.call(this, 'GET', '/videos/templates', {
			qs: { id, fields: TEMPLATE_DETAIL_FIELDS },
			itemIndex,
		}),
	);
	// Spec: the envelope is not shown; the simulator answers `{items: [template]}`.
	const items = Array.isArray(response) ? (response as IDataObject[]) : response.items;
	const template = Array.isArray(items) ? (items[0] as IDataObject | undefined) : response;
	const inputs = template?.inputs;
	if (!template || !Array.isArray(inputs)) {
		throw new NodeApiError(
			this.getNode(),
			{ message: `Template ${id}: the service sent no input specification` },
			{
				message: `Template ${id}: the service sent no input specification`,
				description:
					'GET /videos/templates?id=...&fields=id,name,description,inputs answered without inputs: use Inputs "Using JSON".',
				itemIndex,
			},
		);
	}
	return { ...(template as object), id: String(template.id ?? id), inputs } as TemplateDescription;
}

// ---------------------------------------------------------------------------------------------
// The form: one resource mapper field per input

const FIELD_TYPES: Record<string, FieldType> = {
	text: 'string',
	number: 'number',
	boolean: 'boolean',
	enum: 'options',
	image: 'url',
	video: 'url',
	color: 'string',
	array: 'array',
	object: 'object',
};

function range(min: number | undefined, max: number | undefined, unit = ''): string | undefined {
	if (min !== undefined && max !== undefined) return `${min}-${max}${unit}`;
	if (max !== undefined) return `at most ${max}${unit}`;
	if (min !== undefined) return `at least ${min}${unit}`;
	return undefined;
}

const names = (fields: TemplateInput[] | undefined) =>
	`{${(fields ?? []).map((f) => f.name).join(', ')}}`;

/** What the form shows after an input's label: its type where it is not obvious, and bounds. */
function typeHint(type: TemplateInputType, item = false): string | undefined {
	switch (type.t) {
		case 'text': {
			const length = range(type.minLength, type.maxLength, ' characters');
			const files = type.extensions?.map((e) => e.toUpperCase()).join('/');
			return [files && `${files} URL`, length].filter(Boolean).join(', ') || undefined;
		}
		case 'number':
			return range(type.min, type.max);
		case 'color':
			return 'hex color such as #1A2B3C';
		case 'image':
			return 'image URL';
		case 'video':
			return 'video URL';
		case 'object':
			return `${item ? '' : 'JSON object '}${names(type.fields)}`;
		case 'array': {
			const count = range(type.minItems, type.maxItems) ?? 'any number';
			const itemType = type.itemType;
			const of = itemType ? typeHint(itemType, true) : undefined;
			const noun =
				itemType?.t === 'object' ? 'objects' : itemType?.t === 'text' ? 'texts' : 'items';
			return `JSON list of ${count} ${noun}${of ? ` ${itemType?.t === 'object' ? of : `(each ${of})`}` : ''}`;
		}
		default:
			return undefined;
	}
}

function defaultValue(type: TemplateInputType): ResourceMapperField['defaultValue'] {
	const value = type.default;
	if (value === undefined) return undefined;
	if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) {
		return value as ResourceMapperField['defaultValue'];
	}
	return JSON.stringify(value);
}

function enumOptions(type: TemplateInputType): INodePropertyOptions[] {
	return (type.values ?? []).map((value, k) => ({
		name:
			type.credits?.[k] !== undefined ? `${value} (${type.credits[k]} credits per image)` : value,
		value,
	}));
}

/** The resource mapper's fields for a template's inputs, in the template's order. */
/**
 * Form fields of a template's inputs. With a prompt the AI fills what is left empty, so no field is
 * required in the form (n8n refuses to run a workflow whose required mapper field is empty); the
 * node's own checks still apply.
 */
export function mapperFields(
	inputs: TemplateInput[],
	options: { promptGiven?: boolean } = {},
): ResourceMapperField[] {
	return inputs.map((input) => {
		const hint = typeHint(input.type);
		const label = input.label || input.name;
		const field: ResourceMapperField = {
			id: input.name,
			displayName: hint ? `${label} (${hint})` : label,
			required: input.required === true && !options.promptGiven,
			defaultMatch: false,
			canBeUsedToMatch: false,
			display: true,
			type: FIELD_TYPES[input.type?.t] ?? 'string',
		};
		const dflt = defaultValue(input.type);
		if (dflt !== undefined) field.defaultValue = dflt;
		if (input.type?.t === 'enum') field.options = enumOptions(input.type);
		return field;
	});
}

// ---------------------------------------------------------------------------------------------
// The request: form values typed by the description

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/**
 * The inputs given in the form: empty fields are left out (the service's default or, with a
 * prompt, the AI fills them); numbers, booleans, lists and objects typed as text are converted by
 * the input's type. Keys that are not inputs are kept, for the checks to name them.
 */
export function formInputs(values: IDataObject, inputs: TemplateInput[]): IDataObject {
	const out: IDataObject = {};
	for (const [name, value] of Object.entries(values)) {
		if (isEmpty(value)) continue;
		const type = inputs.find((input) => input.name === name)?.type;
		out[name] = (type ? convert(value, type, name) : value) as IDataObject[string];
	}
	return out;
}

function convert(value: unknown, type: TemplateInputType, name: string): unknown {
	if (typeof value !== 'string') return value;
	const text = value.trim();
	switch (type.t) {
		case 'number':
			return text !== '' && Number.isFinite(Number(text)) ? Number(text) : value;
		case 'boolean':
			return text === 'true' ? true : text === 'false' ? false : value;
		case 'array':
		case 'object':
			try {
				return JSON.parse(text) as unknown;
			} catch (error) {
				const example = type.t === 'array' ? `[${exampleOf(type.itemType)}]` : exampleOf(type);
				return fail(
					`Input ${name}`,
					`is not valid JSON (${(error as Error).message}): give a JSON ${type.t === 'array' ? 'list' : 'object'} such as ${example}`,
				);
			}
		default:
			return value;
	}
}

function exampleOf(type: TemplateInputType | undefined): string {
	if (type?.t === 'object') {
		return `{${(type.fields ?? []).map((f) => `"${f.name}": ${exampleOf(f.type)}`).join(', ')}}`;
	}
	if (type?.t === 'number') return String(type.min ?? 1);
	if (type?.t === 'boolean') return 'true';
	return '"..."';
}

// ---------------------------------------------------------------------------------------------
// The checks: what the service would refuse, refused before sending, naming the input path

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const characters = (text: string) => Array.from(text).length;

function describe(value: unknown): string {
	if (typeof value === 'string')
		return `'${value.length > 60 ? `${value.slice(0, 57)}...` : value}'`;
	if (Array.isArray(value)) return 'a list';
	if (value === null) return 'null';
	return typeof value === 'object' ? 'an object' : `${typeof value} ${String(value)}`;
}

function isHttpUrl(value: string): boolean {
	if (!/^https?:\/\//i.test(value) || !URL.canParse(value)) return false;
	return new URL(value).hostname !== '';
}

/** A count (characters or items) outside its bounds: what it is, what it takes, the fix. */
function bound(
	field: string,
	n: number,
	limits: { min?: number; max?: number },
	unit: 'characters' | 'items',
): void {
	const { min, max } = limits;
	const takes = `it takes ${range(min, max, ` ${unit}`)}`;
	const is =
		unit === 'items' ? `has ${n} ${n === 1 ? 'item' : 'items'}` : `is ${n} characters long`;
	const [more, less] = unit === 'items' ? ['add', 'remove'] : ['lengthen it by', 'shorten it by'];
	if (min !== undefined && n < min) fail(field, `${is}; ${takes}: ${more} ${min - n}`);
	if (max !== undefined && n > max) fail(field, `${is}; ${takes}: ${less} ${n - max}`);
}

function checkUrlKind(path: string, value: unknown, kind: 'image' | 'video'): void {
	const wanted: readonly string[] = kind === 'image' ? IMAGE_EXTENSIONS : VIDEO_EXTENSIONS;
	const other: readonly string[] = kind === 'image' ? VIDEO_EXTENSIONS : IMAGE_EXTENSIONS;
	const noun = kind === 'image' ? 'an image' : 'a video';
	if (typeof value !== 'string' || !isHttpUrl(value)) {
		fail(
			path,
			`${describe(value)} is not a URL: give the http(s) URL of ${noun} (${wanted.join(', ')})`,
		);
	}
	// An unknown or missing extension is left to the service; a file of the other kind is not.
	const ext = extensionOf(new URL(value).pathname);
	if (other.includes(ext)) {
		fail(path, `'${value}' is a .${ext} file: give the URL of ${noun} (${wanted.join(', ')})`);
	}
}

function checkValue(value: unknown, type: TemplateInputType, path: string, prompt: boolean): void {
	const field = `Input ${path}`;
	switch (type.t) {
		case 'text': {
			if (typeof value !== 'string') return fail(field, `is ${describe(value)}: give text`);
			bound(field, characters(value), { min: type.minLength, max: type.maxLength }, 'characters');
			if (type.extensions?.length && value !== '') {
				const ext = extensionOf(value);
				if (!isHttpUrl(value) || !type.extensions.includes(ext)) {
					const files = type.extensions.map((e) => e.toUpperCase()).join(' or ');
					fail(
						field,
						`${describe(value)} is not a URL of a ${files} file: give one such as https://example.com/track.${type.extensions[0]}`,
					);
				}
			}
			return;
		}
		case 'number':
			if (typeof value !== 'number' || !Number.isFinite(value)) {
				return fail(
					field,
					`is ${describe(value)}: give a number ${range(type.min, type.max) ?? ''}`.trim(),
				);
			}
			if (
				(type.min !== undefined && value < type.min) ||
				(type.max !== undefined && value > type.max)
			) {
				fail(field, `is ${value}; it takes ${range(type.min, type.max)}`);
			}
			return;
		case 'boolean':
			if (typeof value !== 'boolean') fail(field, `is ${describe(value)}: give true or false`);
			return;
		case 'enum':
			if (typeof value !== 'string' || !(type.values ?? []).includes(value)) {
				fail(
					field,
					`${describe(value)} is not allowed: use one of ${(type.values ?? []).join(', ')}`,
				);
			}
			return;
		case 'color':
			if (typeof value !== 'string' || !HEX_COLOR.test(value)) {
				fail(
					field,
					`${describe(value)} is not a hex color: use #RGB, #RRGGBB or #RRGGBBAA such as #1A2B3C`,
				);
			}
			return;
		case 'image':
		case 'video':
			return checkUrlKind(field, value, type.t);
		case 'array':
			if (!Array.isArray(value)) {
				return fail(field, `is ${describe(value)}: give a list (a JSON array)`);
			}
			bound(field, value.length, { min: type.minItems, max: type.maxItems }, 'items');
			if (type.itemType) {
				value.forEach((item, k) => checkValue(item, type.itemType!, `${path}[${k}]`, prompt));
			}
			return;
		case 'object':
			if (!value || typeof value !== 'object' || Array.isArray(value)) {
				return fail(field, `is ${describe(value)}: give an object ${names(type.fields)}`);
			}
			return checkFields(value as IDataObject, type.fields ?? [], `${path}.`, prompt);
		default:
			// A type this node does not know: the service checks it.
			return;
	}
}

function checkFields(
	given: IDataObject,
	spec: TemplateInput[],
	prefix: string,
	prompt: boolean,
): void {
	const known = spec.map((input) => input.name);
	for (const key of Object.keys(given)) {
		if (!known.includes(key)) {
			fail(
				`Input ${prefix}${key}`,
				`is not an input of this template: use ${known.length ? `one of ${known.join(', ')}` : 'none'}`,
			);
		}
	}
	for (const input of spec) {
		const value = given[input.name];
		const path = `${prefix}${input.name}`;
		if (input.required && (value === null || value === '')) {
			fail(`Input ${path}`, 'is required and must not be empty: give a value, or leave it out');
		}
		if (value === undefined || value === null) {
			// Missing: the default fills it, else (with a prompt) the AI does.
			if (input.required && input.type.default === undefined && !prompt) {
				fail(
					`Input ${path}`,
					'is required: give a value, or write a Prompt so that the AI fills what is left empty',
				);
			}
			continue;
		}
		checkValue(value, input.type, path, prompt);
	}
}

/**
 * Checks given inputs against the template's description (spec "Visuals", the template tables):
 * required inputs (unless a prompt lets the AI fill them or a default does), lengths, item counts,
 * ranges, enum values, hex colours, media URLs. Throws a FieldError naming the input path.
 */
export function checkTemplateInputs(
	given: IDataObject,
	template: TemplateDescription,
	hasPrompt: boolean,
): void {
	checkFields(given, template.inputs, '', hasPrompt);
}
