// The node as an AI agent's tool, through n8n-core's own tool path: a parent node asks
// getInputConnectionData for its tools, n8n-core wraps the node's Tool variant (createNodeAsTool,
// makeHandleToolInvocation: each call is a run of the node with its own context) and the parent
// calls them all at once, as an agent does with a model's parallel tool calls. The parent is the
// only code of ours; n8n's AI Agent itself is proven in real n8n (test/e2e/parallelCallsChecks.ts).
import { randomUUID } from 'crypto';

import { ExecutionLifecycleHooks, WorkflowExecute } from 'n8n-core';
import type {
	IDataObject,
	IExecuteFunctions,
	INode,
	INodeType,
	INodeTypeDescription,
	IRun,
} from 'n8n-workflow';
import { createRunExecutionData, NodeConnectionTypes, Workflow } from 'n8n-workflow';

import { SocialPublishing } from '../../../nodes/SocialPublishing/SocialPublishing.node';
import { placeInForm } from '../../../scripts/n8n/formPlacement';
import { credentialData, type SimTarget } from './credentials';
import { CREDENTIAL_TYPE, getNodeTypes, NODE_TYPE } from './nodeTypes';
import { additionalDataFor } from './workflow';

export const TOOL_TYPE = `${NODE_TYPE}Tool`;
const PARENT_TYPE = 'test.parallelToolCaller';
const TOOL_NAME = 'Social Publishing Tool';
const PARENT_NAME = 'Agent';

/** The Tool variant as n8n's loader makes it of a `usableAsTool` node (convertNodeToAiTool). */
function toolVariant(): INodeType {
	const node = new SocialPublishing();
	const description: INodeTypeDescription = {
		...node.description,
		name: `${node.description.name}Tool`,
		displayName: `${node.description.displayName} Tool`,
		inputs: [],
		outputs: [NodeConnectionTypes.AiTool],
	};
	delete description.usableAsTool;
	return Object.assign(node, { description });
}

interface ToolLike {
	invoke(args: IDataObject): Promise<string>;
}

/** Calls its one tool with every argument set of `calls` at the same time. */
class ParallelToolCaller implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Parallel Tool Caller',
		name: 'parallelToolCaller',
		group: ['transform'],
		version: 1,
		description: 'Calls its tool several times at once',
		defaults: { name: PARENT_NAME },
		// The caller of a tool, not one (the lint rule wants the property stated).
		usableAsTool: undefined,
		inputs: [NodeConnectionTypes.Main, { type: NodeConnectionTypes.AiTool, required: true }],
		outputs: [NodeConnectionTypes.Main],
		properties: [{ displayName: 'Calls', name: 'calls', type: 'json', default: '[]' }],
	};

	async execute(this: IExecuteFunctions) {
		const tools = (await this.getInputConnectionData(NodeConnectionTypes.AiTool, 0)) as ToolLike[];
		const calls = JSON.parse(this.getNodeParameter('calls', 0) as string) as IDataObject[];
		const settled = await Promise.allSettled(calls.map((args) => tools[0].invoke(args)));
		return [
			settled.map((s) => ({
				json:
					s.status === 'fulfilled'
						? { answer: JSON.parse(s.value) as IDataObject[] }
						: { error: String((s.reason as Error).message) },
			})),
		];
	}
}

export interface ToolCallResult {
	/** Per call: the tool's answer (its output items) or the error it threw. */
	answer?: IDataObject[];
	error?: string;
}

/**
 * Runs one execution in which the node, as a tool with `parameters` (`$fromAI` placeholders are
 * filled from each call's arguments), is called with all `calls` at the same time.
 */
export async function callToolInParallel(opts: {
	sim: SimTarget;
	parameters: IDataObject;
	calls: IDataObject[];
	/** The tool node's On Error setting (n8n's `onError`); unset = Stop. */
	onError?: INode['onError'];
}): Promise<{ results: ToolCallResult[]; run: IRun }> {
	const types = getNodeTypes();
	types.register(TOOL_TYPE, toolVariant());
	types.register(PARENT_TYPE, new ParallelToolCaller());
	const tool: INode = {
		id: randomUUID(),
		name: TOOL_NAME,
		type: TOOL_TYPE,
		typeVersion: 1.1,
		position: [0, 0],
		parameters: placeInForm(opts.parameters) as INode['parameters'],
		credentials: { [CREDENTIAL_TYPE]: { id: 'cred-test', name: 'Social Publishing account' } },
		...(opts.onError ? { onError: opts.onError } : {}),
	};
	const parent: INode = {
		id: randomUUID(),
		name: PARENT_NAME,
		type: PARENT_TYPE,
		typeVersion: 1,
		position: [200, 0],
		parameters: { calls: JSON.stringify(opts.calls) },
	};
	const workflow = new Workflow({
		id: 'wf-agent-test',
		name: 'Agent test workflow',
		nodes: [parent, tool],
		connections: {
			[TOOL_NAME]: {
				[NodeConnectionTypes.AiTool]: [
					[{ node: PARENT_NAME, type: NodeConnectionTypes.AiTool, index: 0 }],
				],
			},
		},
		active: false,
		nodeTypes: types,
		settings: {},
	});
	const additionalData = additionalDataFor(credentialData(opts.sim));
	additionalData.hooks = new ExecutionLifecycleHooks('manual', additionalData.executionId!, {
		id: workflow.id,
		name: workflow.name,
		active: false,
		activeVersionId: null,
		isArchived: false,
		createdAt: new Date(),
		updatedAt: new Date(),
		nodes: [parent, tool],
		connections: {},
	} as never);
	const start = workflow.getNode(PARENT_NAME)!;
	const data = createRunExecutionData({
		executionData: {
			nodeExecutionStack: [{ node: start, data: { main: [[{ json: {} }]] }, source: null }],
		},
	});
	const run = await new WorkflowExecute(additionalData, 'manual', data).processRunExecutionData(
		workflow,
	);
	const error = run.data.resultData.error;
	if (error) throw error;
	const items = run.data.resultData.runData[PARENT_NAME]?.at(-1)?.data?.main?.[0] ?? [];
	return { results: items.map((item) => item.json as ToolCallResult), run };
}
