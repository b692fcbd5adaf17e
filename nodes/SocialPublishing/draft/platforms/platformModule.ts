// Building blocks of a platform module: each target field is defined once, with the form field and
// the reader that checks and copies its value into `post.target`. Labels, enum checks, booleans and
// required checks all come from these definitions.
import type {
	IDataObject,
	IExecuteFunctions,
	INodeProperties,
	INodePropertyOptions,
} from 'n8n-workflow';

import type { TargetType } from '../../serviceApi';
import { mediaKind, resolveMediaRefs, type MediaRef } from '../media';
import { platformLabel } from '../../accounts';
import {
	checkBoolean,
	checkEnum,
	checkHttpUrl,
	checkNonNegativeInteger,
	fail,
	FieldError,
	FieldProblems,
	isSet,
	readLocator,
} from '../../form';

/** What a platform reader sees: the item, and the post's media (already checked). */
export interface TargetContext {
	ctx: IExecuteFunctions;
	i: number;
	media: MediaRef[];
	/** Path of the fields: '' at the top of the form, `targets.target[2].` in a cross-post target. */
	prefix?: string;
}

/** `target` without its media-valued fields, plus those fields as media references to upload. */
export interface TargetPlan {
	target: IDataObject;
	mediaFields: Record<string, MediaRef>;
}

export interface PlatformModule {
	/** The form fields of the platform, each shown only when it is chosen. */
	fields: INodeProperties[];
	read(t: TargetContext): TargetPlan;
	/**
	 * The platform's optional settings alone (its "Options" collection): what Schedule → Update
	 * offers, copying only the settings the user added.
	 */
	options?: { property: INodeProperties; read(t: TargetContext): TargetPlan };
}

/** One `target` key: its form field and how a value of it is checked. */
export interface TargetField {
	key: string;
	property: INodeProperties;
	check(label: string, value: unknown): IDataObject[string];
}

export const forPlatform = (platform: TargetType) => ({ show: { platform: [platform] } });

export const param = (t: TargetContext, name: string, fallback?: unknown) =>
	t.ctx.getNodeParameter(`${t.prefix ?? ''}${name}`, t.i, fallback) as unknown;
export const locator = (t: TargetContext, name: string) =>
	readLocator(t.ctx, `${t.prefix ?? ''}${name}`, t.i);

export const collectionValue = (t: TargetContext, name: string) =>
	(t.ctx.getNodeParameter(`${t.prefix ?? ''}${name}`, t.i, {}) ?? {}) as IDataObject;

/** A field's texts; `key` is its name in `post.target` when that differs from the form name. */
type FieldText = Pick<INodeProperties, 'displayName' | 'name'> &
	Partial<Pick<INodeProperties, 'description' | 'placeholder' | 'default' | 'required'>> & {
		key?: string;
	};

function build(
	{ key, ...field }: FieldText,
	property: Partial<INodeProperties>,
	check: TargetField['check'],
): TargetField {
	return { key: key ?? field.name, property: { ...property, ...field } as INodeProperties, check };
}

/** Labels of an enum, keyed by the spec's values: a value without a label does not compile. */
export type EnumLabels<V extends string> = Record<
	V,
	string | { name: string; description: string }
>;

export function enumOptions<V extends string>(labels: EnumLabels<V>): INodePropertyOptions[] {
	return Object.entries<string | { name: string; description: string }>(labels).map(
		([value, label]) => (typeof label === 'string' ? { name: label, value } : { ...label, value }),
	);
}

const text = (field: FieldText) =>
	build(field, { type: 'string', default: '' }, (_label, value) =>
		field.required ? String(value).trim() : String(value),
	);

const url = (field: FieldText) =>
	build(field, { type: 'string', default: '' }, (label, value) => checkHttpUrl(label, value));

const boolean = (field: FieldText) =>
	build(field, { type: 'boolean', default: false }, (label, value) => checkBoolean(label, value));

const count = (field: FieldText) =>
	build(field, { type: 'number', typeOptions: { minValue: 0 }, default: 0 }, (label, value) =>
		checkNonNegativeInteger(label, value),
	);

/** An enum; `first` is an extra leading choice with value '' (auto-detect, not set). */
function choice<V extends string>(
	field: FieldText,
	labels: EnumLabels<V>,
	first?: INodePropertyOptions,
): TargetField {
	const allowed = Object.keys(labels) as V[];
	const options = [...(first ? [first] : []), ...enumOptions(labels)];
	return build(
		field,
		{ type: 'options', options, default: first ? '' : allowed[0] },
		(label, value) => checkEnum(label, value, allowed),
	);
}

export const targetField = { text, url, boolean, count, choice };

/**
 * Fields at the top level of the form (the platform's required ones): every one is read; a
 * required field left empty fails with the choices it takes.
 */
export function topLevel(platform: TargetType, fields: TargetField[]) {
	const properties = fields.map((f) => ({
		...f.property,
		displayOptions: forPlatform(platform),
	}));
	const read = (t: TargetContext, target: IDataObject) => {
		const problems = new FieldProblems();
		for (const { key, property, check } of fields) {
			const value = param(t, property.name, property.default);
			if (property.required && !isSet(typeof value === 'string' ? value.trim() : value)) {
				const choices = (property.options as INodePropertyOptions[] | undefined)?.filter(
					(o) => o.value !== '',
				);
				// As the dropdown shows them; an expression needs the values.
				const label = platformLabel(platform);
				const fix = choices
					? `is required for ${label} posts: choose one of ${choices.map((o) => o.name).join(', ')} (in an expression: ${choices.map((o) => String(o.value)).join(', ')})`
					: `is required for ${label} posts: enter a value${property.placeholder ? ` such as ${property.placeholder}` : ''}`;
				problems.add(new FieldError(property.displayName, fix));
			} else if (isSet(value)) {
				problems.check(() => (target[key] = check(property.displayName, value)));
			}
		}
		problems.throwIfAny();
	};
	const readPlan = (t: TargetContext): TargetPlan => {
		const target: IDataObject = {};
		read(t, target);
		return plan(target);
	};
	return { properties, read, readPlan };
}

/**
 * An options collection ("TikTok Options"): the fields a user adds are checked and copied; `extra`
 * properties are shown in the collection but read by the platform's own code.
 */
export function optionsCollection(
	platform: TargetType,
	collection: { displayName: string; name: string },
	fields: TargetField[],
	extra: INodeProperties[] = [],
) {
	const property: INodeProperties = {
		...collection,
		type: 'collection',
		placeholder: 'Add Option',
		default: {},
		displayOptions: forPlatform(platform),
		options: [...fields.map((f) => f.property), ...extra].sort((a, b) =>
			a.displayName.localeCompare(b.displayName),
		),
	};
	const label = (name: string) =>
		`${collection.displayName} → ${
			[...fields.map((f) => f.property), ...extra].find((p) => p.name === name)?.displayName ?? name
		}`;
	const read = (t: TargetContext, target: IDataObject) => {
		const values = collectionValue(t, collection.name);
		const problems = new FieldProblems();
		for (const { key, property, check } of fields) {
			const value = values[property.name];
			// An added boolean is always sent (false too); other fields only when they hold a value.
			if (property.type === 'boolean' ? value !== undefined : isSet(value)) {
				problems.check(() => (target[key] = check(label(property.name), value)));
			}
		}
		problems.throwIfAny();
		return values;
	};
	/** The plan of a platform whose target holds only this collection's fields. */
	const readPlan = (t: TargetContext): TargetPlan => {
		const target: IDataObject = {};
		read(t, target);
		return plan(target);
	};
	return { property, read, readPlan, label };
}

export const plan = (
	target: IDataObject,
	mediaFields: Record<string, MediaRef> = {},
): TargetPlan => ({ target, mediaFields });

/** The plan of a platform's readers together: every reader runs and every problem is reported. */
export function readAll(...readers: Array<() => TargetPlan>): TargetPlan {
	const problems = new FieldProblems();
	const plans = readers.map((read) => problems.check(read));
	problems.throwIfAny();
	return plan(
		Object.assign({}, ...plans.map((p) => p?.target)) as IDataObject,
		Object.assign({}, ...plans.map((p) => p?.mediaFields)) as Record<string, MediaRef>,
	);
}

/** A field taking one URL or the name of a binary property of the input item. */
export function imageSourceField(
	displayName: string,
	name: string,
	description: string,
): INodeProperties {
	return {
		displayName,
		name,
		type: 'string',
		default: '',
		placeholder: 'e.g. https://example.com/cover.jpg or data',
		description: `${description} A public URL, or the name of a binary property of the input item (uploaded first)`,
	};
}

/** Example of a platform id (pages, boards) for error messages. */
export const EXAMPLE_ID = '123456789012345';

export const AUTO_DETECT: INodePropertyOptions = {
	name: 'Auto-Detect From Media',
	value: '',
	description: 'Leave it to the service to detect the type from the media',
};

/** Cover image or thumbnail: exactly one URL or binary property, and an image. */
export function singleImage(t: TargetContext, field: string, value: unknown): MediaRef | undefined {
	const refs = resolveMediaRefs.call(t.ctx, t.i, field, value);
	if (refs.length > 1) fail(field, 'takes a single image: give one URL or one binary property');
	if (refs[0] && mediaKind(refs[0]) === 'video') fail(field, 'must be an image, not a video');
	return refs[0];
}
