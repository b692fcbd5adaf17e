// The Post → Create form as n8n's editor lays it out: the properties n8n displays for given values
// and node version (NodeHelpers.getNodeParameters and displayParameter), in the description's order.
import type {
	INodeParameters,
	INodeProperties,
	INodePropertyCollection,
	INodePropertyOptions,
} from 'n8n-workflow';
import { NodeHelpers } from 'n8n-workflow';

import { SocialPublishing } from '../../../nodes/SocialPublishing/SocialPublishing.node';
import { TARGET_TYPES } from '../../../nodes/SocialPublishing/serviceApi';

export const description = new SocialPublishing().description;
/** Every choice of Platform: the nine platforms and Webhook. */
export const PLATFORMS = TARGET_TYPES;
export const VERSIONS = [1, 1.1] as const;

const node = (typeVersion: number) => ({ typeVersion });

/** The values n8n keeps for a node with `own` set (defaults filled, hidden parameters dropped). */
export function valuesOf(own: INodeParameters, typeVersion: number): INodeParameters {
	return NodeHelpers.getNodeParameters(
		description.properties,
		{ resource: 'post', operation: 'create', ...own },
		true,
		false,
		node(typeVersion),
		description,
	)!;
}

/** The Post → Create properties the editor shows, in order (Resource and Operation left out). */
export function visible(own: INodeParameters, typeVersion = 1.1): INodeProperties[] {
	const values = valuesOf(own, typeVersion);
	return description.properties.filter(
		(p) =>
			!['resource', 'operation'].includes(p.name) &&
			NodeHelpers.displayParameter(values, p, node(typeVersion), description),
	);
}

export const names = (properties: INodeProperties[]) => properties.map((p) => p.name);

/** What a shown collection's Add Field (or Add Option) list offers, in its order. */
export function offeredIn(
	collection: string,
	own: INodeParameters,
	typeVersion = 1.1,
): INodeProperties[] {
	const values = valuesOf(own, typeVersion);
	const property = visible(own, typeVersion).find((p) => p.name === collection);
	return ((property?.options ?? []) as INodeProperties[]).filter((o) =>
		NodeHelpers.displayParameter(values, o, node(typeVersion), description, values),
	);
}

const targetsProperty = description.properties.find((p) => p.name === 'targets')!;
export const targetCollection = targetsProperty.options![0] as INodePropertyCollection;
export const targetTypeOptions = targetsProperty.typeOptions!;

/** The fields of one fresh cross-post target of `platform`, as the editor shows them. */
export function visibleInTarget(platform: string, typeVersion = 1.1): INodeProperties[] {
	const root = valuesOf({ postTo: 'targets' }, typeVersion);
	const item = NodeHelpers.getNodeParameters(
		targetCollection.values,
		{ platform },
		true,
		false,
		node(typeVersion),
		description,
	)!;
	return targetCollection.values.filter((p) =>
		NodeHelpers.displayParameter(item, p, node(typeVersion), description, root),
	);
}

/**
 * Why n8n's editor would mark this property's default as wrong, or undefined: a JSON field whose
 * default does not parse (its editor's "Unexpected end of JSON input"), an options value it does not
 * offer ("The value is not supported"), a number outside its bounds, a locator mode it lacks.
 */
export function invalidDefault(p: INodeProperties): string | undefined {
	const value = p.default;
	if (p.type === 'json') {
		try {
			JSON.parse(String(value));
		} catch (error) {
			return `${p.name}: ${(error as Error).message}`;
		}
	}
	const offered = ((p.options ?? []) as INodePropertyOptions[]).map((o) => o.value);
	if (
		p.type === 'options' &&
		!p.typeOptions?.loadOptionsMethod &&
		!offered.includes(value as string)
	)
		return `${p.name}: ${JSON.stringify(value)} is not one of its options`;
	if (
		p.type === 'multiOptions' &&
		!p.typeOptions?.loadOptionsMethod &&
		(value as string[]).some((v) => !offered.includes(v))
	)
		return `${p.name}: ${JSON.stringify(value)} holds a value it does not offer`;
	if (p.type === 'number') {
		const { minValue, maxValue } = p.typeOptions ?? {};
		if (
			(minValue !== undefined && (value as number) < minValue) ||
			(maxValue !== undefined && (value as number) > maxValue)
		)
			return `${p.name}: ${String(value)} is outside its bounds`;
	}
	if (p.type === 'resourceLocator') {
		const mode = (value as { mode?: string }).mode;
		if (!p.modes?.some((m) => m.name === mode)) return `${p.name}: mode ${mode} is not offered`;
	}
	return undefined;
}
