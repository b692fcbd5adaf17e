// One rule per parameter type, applied to every parameter an operation reads (the router hands each
// operation a context whose getNodeParameter applies them): values come from expressions and AI
// agents, so a boolean may arrive as "true" and an id as an object.
//  - boolean: true/false or their text forms; anything else is an error naming the field.
//  - text (string, options, a resource locator's value): an object or a list is an error, except in
//    the fields marked `acceptsList`, which take a list of texts.
import type {
	IExecuteFunctions,
	INodeProperties,
	INodePropertyCollection,
	INodePropertyOptions,
} from 'n8n-workflow';

import { boundMethods } from '../transport/boundMethods';
import { FieldError } from '../transport/fieldError';

/** `typeOptions` of a text field that also takes a list from an expression (e.g. media URLs). */
export const ACCEPTS_LIST = { acceptsList: true } as const;

type Option = INodePropertyOptions | INodeProperties | INodePropertyCollection;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
	typeof value === 'object' && value !== null && !Array.isArray(value);

function shown(value: unknown): string {
	if (typeof value === 'string') return `'${value}'`;
	try {
		return JSON.stringify(value) ?? String(value);
	} catch {
		return String(value);
	}
}

/** The one boolean rule. */
export function readBoolean(field: string, value: unknown): boolean {
	if (typeof value === 'boolean') return value;
	if (typeof value === 'string') {
		const text = value.trim().toLowerCase();
		if (text === 'true') return true;
		if (text === 'false') return false;
	}
	throw new FieldError(field, `${shown(value)} is not true or false: use true or false`);
}

function refuseStructure(field: string, value: unknown): void {
	if (value === null || typeof value !== 'object') return;
	const what = Array.isArray(value) ? 'a list' : 'an object';
	throw new FieldError(
		field,
		`is ${what}, not text: give text (in an expression, pick the field you mean, e.g. {{ $json.text }} instead of {{ $json }})`,
	);
}

function readText(property: INodeProperties, field: string, value: unknown): unknown {
	const listAllowed =
		property.typeOptions?.acceptsList === true || property.typeOptions?.multipleValues === true;
	if (Array.isArray(value) && listAllowed) {
		value.flat().forEach((entry, k) => refuseStructure(`${field} (entry ${k + 1})`, entry));
		return value;
	}
	refuseStructure(field, value);
	return value;
}

function readLocator(field: string, value: unknown): unknown {
	if (isPlainObject(value) && value.__rl === true) {
		refuseStructure(field, value.value);
		return value;
	}
	refuseStructure(field, value);
	return value;
}

function label(parent: string | undefined, property: { displayName: string }): string {
	return parent ? `${parent} → ${property.displayName}` : property.displayName;
}

const isProperty = (option: Option): option is INodeProperties => 'type' in option;
const isGroup = (option: Option): option is INodePropertyCollection => 'values' in option;

function readCollection(property: INodeProperties, field: string, value: unknown): unknown {
	if (Array.isArray(value)) return value.map((entry) => readCollection(property, field, entry));
	if (!isPlainObject(value)) return value;
	const options = (property.options ?? []) as Option[];
	const out: Record<string, unknown> = {};
	for (const [name, inner] of Object.entries(value)) {
		if (property.type === 'collection') {
			const sub = options.find((o): o is INodeProperties => isProperty(o) && o.name === name);
			out[name] = sub ? readValue(sub, inner, label(field, sub)) : inner;
			continue;
		}
		const group = options.find((o): o is INodePropertyCollection => isGroup(o) && o.name === name);
		if (!group) {
			out[name] = inner;
			continue;
		}
		const readEntry = (entry: unknown) => readEntries(group.values, entry, label(field, group));
		out[name] = Array.isArray(inner) ? inner.map(readEntry) : readEntry(inner);
	}
	return out;
}

function readEntries(properties: INodeProperties[], entry: unknown, field: string): unknown {
	if (!isPlainObject(entry)) return entry;
	const out: Record<string, unknown> = {};
	for (const [name, inner] of Object.entries(entry)) {
		const sub = properties.find((p) => p.name === name);
		out[name] = sub ? readValue(sub, inner, label(field, sub)) : inner;
	}
	return out;
}

/** `value` of `property` read by its type's rule (booleans converted); throws a FieldError. */
export function readValue(property: INodeProperties, value: unknown, field: string): unknown {
	if (value === undefined) return value;
	// An unresolved expression (rawExpressions) is left to the caller.
	if (typeof value === 'string' && value.startsWith('={{')) return value;
	switch (property.type) {
		case 'boolean':
			return readBoolean(field, value);
		case 'string':
		case 'options':
			return readText(property, field, value);
		case 'resourceLocator':
			return readLocator(field, value);
		case 'collection':
		case 'fixedCollection':
			return readCollection(property, field, value);
		default:
			return value;
	}
}

/** The property a (dotted) parameter name points to among `properties`, or undefined. */
export function propertyAt(
	properties: INodeProperties[],
	path: string,
): { property: INodeProperties; field: string } | undefined {
	const [first, ...rest] = path.split('.');
	let property = properties.find((p) => p.name === first);
	if (!property) return undefined;
	let field = property.displayName;
	for (const part of rest) {
		const options = (property.options ?? []) as Option[];
		const group = options.find((o): o is INodePropertyCollection => isGroup(o) && o.name === part);
		if (group) {
			// `targets.target` names a group: its entries are read like a collection's values.
			property = {
				displayName: group.displayName,
				name: part,
				type: 'collection',
				default: {},
				options: group.values,
			};
			field = `${field} → ${group.displayName}`;
			continue;
		}
		const sub = options.find((o): o is INodeProperties => isProperty(o) && o.name === part);
		if (!sub) return undefined;
		property = sub;
		field = `${field} → ${sub.displayName}`;
	}
	return { property, field };
}

/** Whether the form shows `property` for item `i` (its displayOptions.show on sibling fields). */
function isShown(ctx: IExecuteFunctions, i: number, property: INodeProperties): boolean {
	const show = property.displayOptions?.show ?? {};
	return Object.entries(show).every(([key, allowed]) => {
		if (key === 'resource' || key === 'operation' || key.startsWith('@')) return true;
		let current: unknown;
		try {
			current = ctx.getNodeParameter(key.replace(/^\//, ''), i, undefined);
		} catch {
			return true;
		}
		return (allowed as unknown[]).some((a) => a === current);
	});
}

/**
 * The operation's context, with every parameter it reads checked by the rules above. Properties
 * that share a name (one per platform, say) are read by the first one the value fits. Built once
 * per run and operation: what depends only on the properties is worked out here, not per item.
 */
export function withParameterRules(
	ctx: IExecuteFunctions,
	properties: INodeProperties[],
): IExecuteFunctions {
	const byName = new Map<string, INodeProperties[]>();
	for (const property of properties) {
		const named = byName.get(property.name);
		if (named) named.push(property);
		else byName.set(property.name, [property]);
	}
	const getNodeParameter = ((
		name: string,
		itemIndex: number,
		fallback?: unknown,
		options?: object,
	) => {
		const value = (ctx.getNodeParameter as (...args: unknown[]) => unknown)(
			name,
			itemIndex,
			fallback,
			options,
		);
		if ((options as { rawExpressions?: boolean } | undefined)?.rawExpressions) return value;
		const named = byName.get(name.split('.')[0]);
		if (!named) return value;
		// Properties that share a name: the ones the form shows now (their field named); a hidden
		// one only when none is shown (a value another one's rule would let through is refused).
		const shownNow = named.length === 1 ? named : named.filter((p) => isShown(ctx, itemIndex, p));
		const candidates = shownNow.length ? shownNow : named;
		let firstError: unknown;
		for (const candidate of candidates) {
			const found = propertyAt([candidate], name);
			if (!found) continue;
			try {
				return readValue(found.property, value, found.field);
			} catch (error) {
				firstError ??= error;
			}
		}
		if (firstError) throw firstError;
		return value;
	}) as IExecuteFunctions['getNodeParameter'];
	return new Proxy(ctx, {
		get: boundMethods(ctx, { getNodeParameter }),
	});
}
