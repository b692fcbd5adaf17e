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

import type { TemplateInput, TemplateInputType } from '../serviceApi';
import { apiRequest, type SocialPublishingContext } from '../transport';
import { fail } from '../form';
import { ENDPOINTS } from '../serviceApi';

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

/** One template with its input specification. */
export async function fetchTemplate(
	this: SocialPublishingContext,
	id: string,
	itemIndex?: number,
): Promise<TemplateDescription> {
	const response = await apiRequest.call(this, ENDPOINTS.listTemplates, {
		qs: { id, fields: TEMPLATE_DETAIL_FIELDS },
		itemIndex,
		hints: { 404: TEMPLATE_NOT_FOUND_HINT },
	});
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

/** "1-50", "at most 300 characters": an input's bounds in words (form hints and check messages). */
export function range(
	min: number | undefined,
	max: number | undefined,
	unit = '',
): string | undefined {
	if (min !== undefined && max !== undefined) return `${min}-${max}${unit}`;
	if (max !== undefined) return `at most ${max}${unit}`;
	if (min !== undefined) return `at least ${min}${unit}`;
	return undefined;
}

export const names = (fields: TemplateInput[] | undefined) =>
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
