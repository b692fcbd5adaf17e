/* eslint-disable @n8n/community-nodes/no-restricted-imports -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// The node inside n8n-core's whole engine (WorkflowExecute.processRunExecutionData): its Retry On
// Fail loop, the workflowExecuteAfter hook with the static data n8n would save, and the execution
// data as n8n stores it (flatted). `retryExecution` prepares a new execution from a stored failed
// one exactly as n8n's retry endpoint does (packages/cli/src/executions/execution.service.ts,
// `retry`: the stored data, its error removed, the failed node's last run popped; mode `retry`).
import { parse, stringify } from 'flatted';
import { ExecutionLifecycleHooks, WorkflowExecute } from 'n8n-core';
import type {
	IDataObject,
	INode,
	INodeExecutionData,
	IRun,
	IRunExecutionData,
	WorkflowExecuteMode,
} from 'n8n-workflow';
import { createRunExecutionData } from 'n8n-workflow';
import { placeInForm } from '../../../scripts/n8n/formPlacement';

import { prepareItems } from './binary';
import { credentialData } from './credentials';
import type { RunNodeOptions } from './execute';
import { CREDENTIAL_TYPE, NODE_NAME, NODE_TYPE } from './nodeTypes';
import { additionalDataFor, makeWorkflow } from './workflow';

export interface EngineOptions extends RunNodeOptions {
	/** The node's settings Retry On Fail, Max Tries and Wait Between Tries (ms). */
	retryOnFail?: { maxTries?: number; waitBetweenTries?: number };
	/** The workflow's static data of this node at the start (what n8n loaded). */
	staticData?: IDataObject;
	/** The node's other settings: On Error, Always Output Data, Execute Once. */
	settings?: Pick<INode, 'onError' | 'alwaysOutputData' | 'executeOnce'>;
	/**
	 * A copy of the node (its parameters, this node id) connected before it and run first, in the
	 * same execution: a copied node or a second branch. The node gets the copy's output as input.
	 */
	copyBefore?: { nodeId: string };
	/** Cancels the execution when it resolves, as n8n's Stop button and its timeout do. */
	cancelWhen?: Promise<unknown>;
}

export interface EngineRun {
	/** The node's output items of its last run (empty when it failed). */
	items: INodeExecutionData[];
	/** Every output of its last run: [main], or [main, error] with On Error "using error output". */
	outputs: INodeExecutionData[][];
	/** The execution's error (the node's), when it failed. */
	error?: Error & { description?: string | null; message: string };
	/** The execution data as n8n stores it in the database. */
	stored: string;
	/** The node's static data n8n would save after this execution (undefined: unchanged). */
	savedStaticData?: IDataObject;
	run: IRun;
}

/** Runs the node over `items` as a whole execution (or resumes `resume`, an execution's data). */
export async function runInEngine(
	opts: EngineOptions,
	resume?: IRunExecutionData,
): Promise<EngineRun> {
	const parameters = { resource: opts.resource, operation: opts.operation, ...opts.parameters };
	const copy = opts.copyBefore && {
		...copyOf(parameters, opts.copyBefore.nodeId),
		typeVersion: opts.nodeTypeVersion ?? 1,
	};
	const { workflow, node } = makeWorkflow(NODE_TYPE, parameters, {
		...opts,
		...(copy ? { parents: [copy] } : {}),
	});
	const first = copy ? workflow.getNode(copy.name)! : node;
	if (opts.retryOnFail) {
		Object.assign(node, {
			retryOnFail: true,
			maxTries: opts.retryOnFail.maxTries ?? 3,
			waitBetweenTries: opts.retryOnFail.waitBetweenTries ?? 0,
		});
	}
	if (opts.settings) Object.assign(node, opts.settings);
	const mode: WorkflowExecuteMode = opts.mode ?? (resume ? 'retry' : 'webhook');
	const additionalData = additionalDataFor(credentialData(opts.sim, opts.credentials));
	const hooks = new ExecutionLifecycleHooks(mode, additionalData.executionId!, {
		id: workflow.id,
		name: workflow.name,
		active: false,
		activeVersionId: null,
		isArchived: false,
		createdAt: new Date(),
		updatedAt: new Date(),
		nodes: Object.values(workflow.nodes),
		connections: workflow.connectionsBySourceNode,
	} as never);
	let savedStaticData: IDataObject | undefined;
	hooks.addHandler('workflowExecuteAfter', (_run, newStaticData) => {
		savedStaticData = newStaticData as IDataObject | undefined;
	});
	additionalData.hooks = hooks;
	let data = resume;
	if (!data) {
		const items = await prepareItems(opts, workflow.id, additionalData.executionId!);
		data = createRunExecutionData({
			executionData: {
				nodeExecutionStack: [{ node: first, data: { main: [items] }, source: null }],
			},
		});
	} else {
		// The retry endpoint's stack holds the node of the stored (or saved) workflow.
		for (const entry of data.executionData!.nodeExecutionStack) entry.node = node;
	}
	const engine = new WorkflowExecute(additionalData, mode, data);
	const running = engine.processRunExecutionData(workflow);
	void opts.cancelWhen?.then(() => running.cancel());
	const run = await running;
	const runs = run.data.resultData.runData[NODE_NAME] ?? [];
	const last = runs[runs.length - 1];
	return {
		items: (last?.data?.main?.[0] ?? []) as INodeExecutionData[],
		outputs: (last?.data?.main ?? []).map((output) => output ?? []) as INodeExecutionData[][],
		error: run.data.resultData.error as EngineRun['error'],
		stored: stringify(run.data),
		savedStaticData: savedStaticData?.[`node:${NODE_NAME}`] as IDataObject | undefined,
		run,
	};
}

const COPY_NAME = `${NODE_NAME} copy`;

function copyOf(parameters: IDataObject, nodeId: string) {
	return {
		name: COPY_NAME,
		id: nodeId,
		type: NODE_TYPE,
		parameters: placeInForm(parameters) as INode['parameters'],
		credentials: { [CREDENTIAL_TYPE]: { id: 'cred-test', name: 'Social Publishing account' } },
	};
}

/** A failed execution's stored data, made ready to run again as n8n's retry endpoint does. */
export function retryExecution(stored: string): IRunExecutionData {
	const data = parse(stored) as IRunExecutionData;
	const { lastNodeExecuted } = data.resultData;
	if (lastNodeExecuted) {
		delete data.resultData.error;
		const runs = data.resultData.runData[lastNodeExecuted];
		if (runs?.length && runs[runs.length - 1].error !== undefined) runs.pop();
	}
	return data;
}
