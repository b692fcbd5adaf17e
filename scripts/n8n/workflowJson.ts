// Workflow JSON as n8n imports it (`n8n import:workflow`, its REST API): the one builder of the
// e2e and queue-mode suites, the generated MCP demo and the benchmarks.
import { placeInForm } from './formPlacement';
import { CREDENTIAL_TYPE, NODE_TYPE, PACKAGE_NAME, TOOL_NODE_TYPE } from './paths';

export const TRIGGER_NODE_TYPE = `${PACKAGE_NAME}.socialPublishingTrigger`;
export const MCP_TRIGGER_TYPE = '@n8n/n8n-nodes-langchain.mcpTrigger';

export type Params = Record<string, unknown>;

export interface CredentialRef {
	id: string;
	name: string;
}

export interface WorkflowNode {
	name: string;
	type: string;
	typeVersion: number;
	parameters: Params;
	credentials?: Record<string, CredentialRef>;
	webhookId?: string;
	executeOnce?: boolean;
	onError?: 'continueRegularOutput' | 'continueErrorOutput' | 'stopWorkflow';
	/** The node's settings Retry On Fail, Max Tries and Wait Between Tries (ms, n8n allows 0-5000). */
	retryOnFail?: boolean;
	maxTries?: number;
	waitBetweenTries?: number;
	/** Defaults to `<workflow id>-<index>`. */
	id?: string;
	/** Defaults to a row, left to right. */
	position?: [number, number];
}

/** One connection; `ai_tool` links a tool to the agent or MCP trigger that uses it, and
 * `ai_languageModel` a chat model to its agent. */
export interface Link {
	from: string;
	to: string;
	type?: 'main' | 'ai_tool' | 'ai_languageModel';
	/** The output of `from`, 0 by default; 1 is the error output of On Error "using error output". */
	output?: number;
}

export interface WorkflowSpec {
	id: string;
	name: string;
	nodes: WorkflowNode[];
	/** `[from, to]` is a main connection. Default: a chain, each node feeding the next. */
	links?: Array<Link | [string, string]>;
	settings?: Params;
}

/** A resource locator by id, as the editor saves one. */
export const byId = (value: string) => ({ __rl: true, mode: 'id', value });

type NodeOptions = Pick<
	WorkflowNode,
	'executeOnce' | 'onError' | 'id' | 'position' | 'retryOnFail' | 'maxTries' | 'waitBetweenTries'
>;

/**
 * A workflow refers to a credential by id and name only: a caller's object that also holds the key
 * (the e2e credentials do) must not put the key into the workflow n8n stores.
 */
const credentialRef = ({ id, name }: CredentialRef): CredentialRef => ({ id, name });

/** A Social Publishing node (or its tool variant) with its credential. */
export function socialNode(
	name: string,
	parameters: Params,
	credential: CredentialRef,
	options: NodeOptions & { tool?: boolean } = {},
): WorkflowNode {
	const { tool, ...rest } = options;
	return {
		name,
		type: tool ? TOOL_NODE_TYPE : NODE_TYPE,
		typeVersion: 1,
		parameters: placeInForm(parameters),
		credentials: { [CREDENTIAL_TYPE]: credentialRef(credential) },
		...rest,
	};
}

export function socialTriggerNode(
	name: string,
	parameters: Params,
	credential: CredentialRef,
): WorkflowNode {
	return {
		name,
		type: TRIGGER_NODE_TYPE,
		typeVersion: 1,
		parameters,
		credentials: { [CREDENTIAL_TYPE]: credentialRef(credential) },
	};
}

export const manualTrigger = (name = 'Start'): WorkflowNode => ({
	name,
	type: 'n8n-nodes-base.manualTrigger',
	typeVersion: 1,
	parameters: {},
});

/** n8n's "Read/Write Files from Disk" (needs N8N_RESTRICT_FILE_ACCESS_TO to allow the folder). */
export const readFileNode = (name: string, path: string): WorkflowNode => ({
	name,
	type: 'n8n-nodes-base.readWriteFile',
	typeVersion: 1.1,
	parameters: { operation: 'read', fileSelector: path, options: {} },
});

/** n8n's Split Out: one item per element of the list at `field`. */
export const splitOutNode = (field: string, name = 'Split Out'): WorkflowNode => ({
	name,
	type: 'n8n-nodes-base.splitOut',
	typeVersion: 1,
	parameters: { fieldToSplitOut: field, options: {} },
});

/** A production webhook; n8n registers it under `webhookId`, so a fixed one keeps re-imports equal. */
export function webhookNode(
	hook: { path: string; webhookId: string },
	parameters: Params = {},
	name = 'Webhook',
): WorkflowNode {
	return {
		name,
		type: 'n8n-nodes-base.webhook',
		typeVersion: 2,
		webhookId: hook.webhookId,
		parameters: { httpMethod: 'POST', path: hook.path, options: {}, ...parameters },
	};
}

export function mcpTriggerNode(
	hook: { path: string; webhookId: string },
	name = 'MCP Server Trigger',
): WorkflowNode {
	return {
		name,
		type: MCP_TRIGGER_TYPE,
		typeVersion: 2,
		webhookId: hook.webhookId,
		parameters: { path: hook.path },
	};
}

/** Each node feeds the next. */
export const chain = (nodes: WorkflowNode[]): Link[] =>
	nodes.slice(1).map((node, n) => ({ from: nodes[n].name, to: node.name }));

/** One node feeds each of the others (each runs once per item of it). */
export const fanOut = (from: WorkflowNode, to: WorkflowNode[]): Link[] =>
	to.map((node) => ({ from: from.name, to: node.name }));

/** Each tool is offered to the agent or MCP trigger. */
export const toolsOf = (trigger: WorkflowNode, tools: WorkflowNode[]): Link[] =>
	tools.map((tool) => ({ from: tool.name, to: trigger.name, type: 'ai_tool' }));

export function workflowJson(spec: WorkflowSpec): Record<string, unknown> {
	const names = new Set(spec.nodes.map((node) => node.name));
	if (names.size !== spec.nodes.length) throw new Error(`${spec.id}: two nodes share a name`);
	const connections: Record<string, Record<string, Array<Array<object>>>> = {};
	for (const link of spec.links ?? chain(spec.nodes)) {
		const {
			from,
			to,
			type = 'main',
			output = 0,
		} = Array.isArray(link) ? { from: link[0], to: link[1] } : link;
		if (!names.has(from) || !names.has(to))
			throw new Error(`${spec.id}: no node for ${from} → ${to}`);
		const outputs = ((connections[from] ??= {})[type] ??= []);
		while (outputs.length <= output) outputs.push([]);
		outputs[output].push({ node: to, type, index: 0 });
	}
	return {
		id: spec.id,
		name: spec.name,
		active: false,
		// n8n's own key order: id, name, type, typeVersion, position, then the rest.
		nodes: spec.nodes.map(({ id, name, type, typeVersion, position, ...rest }, n) => ({
			id: id ?? `${spec.id}-${n}`,
			name,
			type,
			typeVersion,
			position: position ?? [n * 220, 0],
			...rest,
		})),
		connections,
		settings: { executionOrder: 'v1', ...spec.settings },
		pinData: {},
	};
}
