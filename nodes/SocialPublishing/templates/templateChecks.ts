// The checks of a template's inputs: what the service would refuse, refused before sending, naming
// the input path (spec "Visuals", the template tables). Image and video URLs come back as they are
// sent: a share link as its file's direct download link (mediaLinks).
import type { IDataObject } from 'n8n-workflow';

import type { TemplateInput, TemplateInputType } from '../serviceApi';
import { extensionOf, IMAGE_EXTENSIONS, VIDEO_EXTENSIONS } from '../serviceApi';
import { directMediaUrl } from '../mediaLinks';
import { fail } from '../form';
import { names, range, type TemplateDescription } from './templateInputs';

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

/** The URL to send for an image or video input. */
function checkUrlKind(path: string, value: unknown, kind: 'image' | 'video'): string {
	const wanted: readonly string[] = kind === 'image' ? IMAGE_EXTENSIONS : VIDEO_EXTENSIONS;
	const other: readonly string[] = kind === 'image' ? VIDEO_EXTENSIONS : IMAGE_EXTENSIONS;
	const noun = kind === 'image' ? 'an image' : 'a video';
	if (typeof value !== 'string' || !isHttpUrl(value)) {
		fail(
			path,
			`${describe(value)} is not a URL: give the http(s) URL of ${noun} (${wanted.join(', ')})`,
		);
	}
	const url = directMediaUrl(path, value);
	// An unknown or missing extension is left to the service; a file of the other kind is not.
	const ext = extensionOf(new URL(url).pathname);
	if (other.includes(ext)) {
		fail(path, `'${value}' is a .${ext} file: give the URL of ${noun} (${wanted.join(', ')})`);
	}
	return url;
}

/** Checks one value; returns it as it is sent (image and video URLs direct). */
function checkValue(
	value: unknown,
	type: TemplateInputType,
	path: string,
	prompt: boolean,
): unknown {
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
			return value;
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
			return value;
		case 'boolean':
			if (typeof value !== 'boolean') fail(field, `is ${describe(value)}: give true or false`);
			return value;
		case 'enum':
			if (typeof value !== 'string' || !(type.values ?? []).includes(value)) {
				fail(
					field,
					`${describe(value)} is not allowed: use one of ${(type.values ?? []).join(', ')}`,
				);
			}
			return value;
		case 'color':
			if (typeof value !== 'string' || !HEX_COLOR.test(value)) {
				fail(
					field,
					`${describe(value)} is not a hex color: use #RGB, #RRGGBB or #RRGGBBAA such as #1A2B3C`,
				);
			}
			return value;
		case 'image':
		case 'video':
			return checkUrlKind(field, value, type.t);
		case 'array':
			if (!Array.isArray(value)) {
				return fail(field, `is ${describe(value)}: give a list (a JSON array)`);
			}
			bound(field, value.length, { min: type.minItems, max: type.maxItems }, 'items');
			if (!type.itemType) return value;
			return value.map((item, k) => checkValue(item, type.itemType!, `${path}[${k}]`, prompt));
		case 'object':
			if (!value || typeof value !== 'object' || Array.isArray(value)) {
				return fail(field, `is ${describe(value)}: give an object ${names(type.fields)}`);
			}
			return checkFields(value as IDataObject, type.fields ?? [], `${path}.`, prompt);
		default:
			// A type this node does not know: the service checks it.
			return value;
	}
}

function checkFields(
	given: IDataObject,
	spec: TemplateInput[],
	prefix: string,
	prompt: boolean,
): IDataObject {
	const known = spec.map((input) => input.name);
	for (const key of Object.keys(given)) {
		if (!known.includes(key)) {
			fail(
				`Input ${prefix}${key}`,
				`is not an input of this template: use ${known.length ? `one of ${known.join(', ')}` : 'none'}`,
			);
		}
	}
	const sent: IDataObject = { ...given };
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
		sent[input.name] = checkValue(value, input.type, path, prompt) as IDataObject[string];
	}
	return sent;
}

/**
 * Checks given inputs against the template's description (spec "Visuals", the template tables):
 * required inputs (unless a prompt lets the AI fill them or a default does), lengths, item counts,
 * ranges, enum values, hex colours, media URLs. Throws a FieldError naming the input path; returns
 * the inputs to send (image and video share links as direct download links).
 */
export function checkTemplateInputs(
	given: IDataObject,
	template: TemplateDescription,
	hasPrompt: boolean,
): IDataObject {
	return checkFields(given, template.inputs, '', hasPrompt);
}
