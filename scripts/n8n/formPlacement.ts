// Where a value sits in the action node's form: a setting that lives in a collection (Options,
// Additional Fields) is written flat by the builders of tests, benchmarks and demo workflows
// (`{ waitForCompletion: true }`) and saved where the editor saves it (`options.waitForCompletion`).
import type { INode, INodeParameters, INodeProperties } from 'n8n-workflow';
import { NodeHelpers } from 'n8n-workflow';

import { SocialPublishing } from '../../nodes/SocialPublishing/SocialPublishing.node';

type Params = Record<string, unknown>;

const description = new SocialPublishing().description;
const properties = description.properties;
const NODE: Pick<INode, 'typeVersion'> = { typeVersion: 1 };

const shown = (values: INodeParameters, property: INodeProperties) =>
	NodeHelpers.displayParameter(values, property, NODE, description, values);

const childOf = (collection: INodeProperties, name: string) =>
	collection.type === 'collection' &&
	(collection.options as INodeProperties[] | undefined)?.some((o) => o.name === name);

/**
 * `params` with each flat key that is no field of the form shown for them, but a field of one of
 * its collections, moved into that collection (merged with what the collection already holds).
 */
export function placeInForm(params: Params): Params {
	const values = {
		...(NodeHelpers.getNodeParameters(
			properties,
			params as INodeParameters,
			true,
			false,
			NODE as INode,
			description,
		) ?? {}),
		...(params as INodeParameters),
	};
	const shownHere = properties.filter((p) => shown(values, p));
	const placed: Params = { ...params };
	for (const key of Object.keys(params)) {
		if (shownHere.some((p) => p.name === key)) continue;
		const home = shownHere.find((p) => childOf(p, key));
		if (!home) continue;
		placed[home.name] = {
			...((placed[home.name] as Params | undefined) ?? {}),
			[key]: params[key],
		};
		delete placed[key];
	}
	return placed;
}
