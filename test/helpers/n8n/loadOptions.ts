// The editor's lists: listSearch, loadOptions and resourceMapping through n8n-core's
// LoadOptionsContext.
import { LoadOptionsContext } from 'n8n-core';
import type {
	IDataObject,
	INodeListSearchResult,
	INodePropertyOptions,
	ResourceMapperFields,
} from 'n8n-workflow';

import { credentialData, type CredentialOverrides, type SimTarget } from './credentials';
import { getNodeTypes, NODE_TYPE } from './nodeTypes';
import { additionalDataFor, makeWorkflow } from './workflow';

export interface RunListSearchOptions {
	sim: SimTarget;
	method: string;
	filter?: string;
	paginationToken?: string;
	/** The form's current parameters (what getCurrentNodeParameter sees). */
	parameters?: IDataObject;
	credentials?: CredentialOverrides;
	/** The locator parameter being searched (LoadOptionsContext path). */
	parameterName?: string;
}

/** The editor's context for a list of the node's form: n8n-core's LoadOptionsContext. */
function loadOptionsContext(opts: RunLoadOptionsOptions) {
	const { workflow, node } = makeWorkflow(NODE_TYPE, opts.parameters ?? {}, {});
	const additionalData = additionalDataFor(
		credentialData(opts.sim, opts.credentials),
		node.parameters,
	);
	const context = new LoadOptionsContext(
		workflow,
		node,
		additionalData,
		`parameters.${opts.parameterName ?? 'account'}`,
	);
	return { context, nodeType: getNodeTypes().getByNameAndVersion(NODE_TYPE, 1) };
}

/** Calls a listSearch method through n8n-core's LoadOptionsContext, as the editor does. */
export async function runListSearch(opts: RunListSearchOptions): Promise<INodeListSearchResult> {
	const { context, nodeType } = loadOptionsContext(opts);
	const method = nodeType.methods?.listSearch?.[opts.method];
	if (!method) throw new Error(`No listSearch method ${opts.method}`);
	return await method.call(context, opts.filter, opts.paginationToken);
}

export type RunLoadOptionsOptions = Omit<RunListSearchOptions, 'filter' | 'paginationToken'>;

/** Calls a loadOptions method (an options or multiOptions list) through LoadOptionsContext. */
export async function runLoadOptions(opts: RunLoadOptionsOptions): Promise<INodePropertyOptions[]> {
	const { context, nodeType } = loadOptionsContext(opts);
	const method = nodeType.methods?.loadOptions?.[opts.method];
	if (!method) throw new Error(`No loadOptions method ${opts.method}`);
	return await method.call(context);
}

/** Calls a resourceMapping method (a resource mapper's fields) through LoadOptionsContext, as the
 * editor's "Fetch fields" does (POST /rest/dynamic-node-parameters/resource-mapper-fields). */
export async function runResourceMapping(
	opts: RunLoadOptionsOptions,
): Promise<ResourceMapperFields> {
	const { context, nodeType } = loadOptionsContext(opts);
	const method = nodeType.methods?.resourceMapping?.[opts.method];
	if (!method) throw new Error(`No resourceMapping method ${opts.method}`);
	return await method.call(context);
}
