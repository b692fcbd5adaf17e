// Validates `inputs` of POST /videos/from-templates against the template's input specification and
// fills defaults. Every failure is a 422 naming the input path (`inputs.slides[2].text ...`).
import {
	IMAGE_EXTENSIONS,
	VIDEO_EXTENSIONS,
	extensionOf,
	type Template,
	type TemplateInput,
	type TemplateInputType,
} from '../../nodes/SocialPublishing/serviceApi';
import { unprocessable } from '../core/errors';
import type { Json } from '../core/types';
import { isHttpUrl, isObject } from '../core/validate';

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

interface Walk {
	/** With a prompt the AI fills whatever is missing, so nothing is required. */
	prompt: boolean;
}

const chars = (s: string) => Array.from(s).length;

function range(min: number | undefined, max: number | undefined, unit: string): string {
	if (min !== undefined && max !== undefined) return `${min}-${max}${unit}`;
	if (max !== undefined) return `at most ${max}${unit}`;
	return `at least ${min}${unit}`;
}

function checkText(value: unknown, type: TemplateInputType, path: string): string {
	if (typeof value !== 'string') throw unprocessable(`${path} must be a string`);
	const n = chars(value);
	if (
		(type.minLength !== undefined && n < type.minLength) ||
		(type.maxLength !== undefined && n > type.maxLength)
	) {
		throw unprocessable(
			`${path} must be ${range(type.minLength, type.maxLength, ' characters')} (got ${n})`,
		);
	}
	if (type.extensions && value !== '') {
		const ext = /\.([a-z0-9]+)$/i.exec(value.split(/[?#]/)[0])?.[1]?.toLowerCase();
		if (!isHttpUrl(value) || !ext || !type.extensions.includes(ext)) {
			throw unprocessable(
				`${path} must be an http(s) URL of a ${type.extensions.map((e) => e.toUpperCase()).join(' or ')} file`,
			);
		}
	}
	return value;
}

function checkValue(value: unknown, type: TemplateInputType, path: string, walk: Walk): unknown {
	switch (type.t) {
		case 'text':
			return checkText(value, type, path);
		case 'number': {
			if (typeof value !== 'number' || !Number.isFinite(value))
				throw unprocessable(`${path} must be a number`);
			if (
				(type.min !== undefined && value < type.min) ||
				(type.max !== undefined && value > type.max)
			) {
				throw unprocessable(`${path} must be ${range(type.min, type.max, '')} (got ${value})`);
			}
			return value;
		}
		case 'boolean':
			if (typeof value !== 'boolean')
				throw unprocessable(`${path} must be a boolean (true or false)`);
			return value;
		case 'enum':
			if (typeof value !== 'string' || !type.values!.includes(value)) {
				throw unprocessable(
					`${path} must be one of: ${type.values!.join(', ')} (got ${JSON.stringify(value)})`,
				);
			}
			return value;
		case 'image':
		case 'video': {
			// The spec asks only for a URL: a CDN photo, a Drive link or a signed link has no file
			// extension. A file of the other kind (a .mp4 given as an image) is refused.
			const extensions: readonly string[] =
				type.t === 'image' ? IMAGE_EXTENSIONS : VIDEO_EXTENSIONS;
			const other: readonly string[] = type.t === 'image' ? VIDEO_EXTENSIONS : IMAGE_EXTENSIONS;
			if (typeof value !== 'string' || !isHttpUrl(value) || other.includes(extensionOf(value))) {
				throw unprocessable(
					`${path} must be an http(s) URL of ${type.t === 'image' ? 'an image' : 'a video'} (${extensions.join(', ')}, or a link without a file extension)`,
				);
			}
			return value;
		}
		case 'color':
			if (typeof value !== 'string' || !HEX_COLOR.test(value)) {
				throw unprocessable(`${path} must be a hex color such as #1A2B3C`);
			}
			return value;
		case 'array': {
			if (!Array.isArray(value)) throw unprocessable(`${path} must be an array`);
			if (
				(type.minItems !== undefined && value.length < type.minItems) ||
				(type.maxItems !== undefined && value.length > type.maxItems)
			) {
				throw unprocessable(
					`${path} must have ${range(type.minItems, type.maxItems, ' items')} (got ${value.length})`,
				);
			}
			return value.map((item, i) => checkValue(item, type.itemType!, `${path}[${i}]`, walk));
		}
		case 'object':
			if (!isObject(value)) throw unprocessable(`${path} must be an object`);
			return checkFields(value, type.fields ?? [], path, walk);
	}
}

function checkFields(given: Json, spec: TemplateInput[], path: string, walk: Walk): Json {
	const known = new Set(spec.map((i) => i.name));
	for (const key of Object.keys(given)) {
		if (!known.has(key)) {
			throw unprocessable(
				`${path}.${key} is not a known input; expected: ${[...known].join(', ')}`,
			);
		}
	}
	const out: Json = {};
	for (const input of spec) {
		const value = given[input.name];
		const at = `${path}.${input.name}`;
		// Given empty, a required input is refused: its default fills only an omitted input.
		if (input.required && (value === null || value === '')) {
			throw unprocessable(`${at} is required and must not be ${value === null ? 'null' : 'empty'}`);
		}
		if (value === undefined || value === null) {
			if (input.type.default !== undefined) out[input.name] = input.type.default;
			else if (input.required && !walk.prompt) throw unprocessable(`${at} is required`);
			continue;
		}
		out[input.name] = checkValue(value, input.type, at, walk);
	}
	return out;
}

/**
 * The template's inputs with defaults filled in. Given inputs always meet their type and bounds;
 * required inputs without a default may be missing only when a `prompt` lets the AI fill them.
 */
export function validateTemplateInputs(template: Template, inputs: Json, prompt: boolean): Json {
	return checkFields(inputs, template.inputs, 'inputs', { prompt });
}
