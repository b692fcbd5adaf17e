// Running the node: WorkflowExecute.runNode, n8n-core's ExecuteContext, and the credential test.
import { ExecuteContext, WorkflowExecute } from 'n8n-core';
import type {
	IDataObject,
	IExecuteData,
	IExecuteFunctions,
	IHttpRequestOptions,
	INode,
	INodeExecutionData,
	WorkflowExecuteMode,
} from 'n8n-workflow';
import { createRunExecutionData } from 'n8n-workflow';

import { prepareItems, type BinaryInput } from './binary';
import {
	credentialData,
	resolveValue,
	type CredentialOverrides,
	type SimTarget,
} from './credentials';
import { CREDENTIAL_TYPE, credentialTypes, NODE_TYPE } from './nodeTypes';
import { additionalDataFor, makeWorkflow } from './workflow';

export interface RunNodeOptions {
	sim: SimTarget;
	resource: string;
	operation: string;
	parameters?: IDataObject;
	items?: INodeExecutionData[];
	/** Attached to every input item, stored by n8n's BinaryDataService in filesystem mode. */
	binary?: Record<string, BinaryInput>;
	continueOnFail?: boolean;
	credentials?: CredentialOverrides;
	nodeTypeVersion?: number;
	timezone?: string;
	mode?: WorkflowExecuteMode;
	/** The workflow is published (n8n's production executions of it). */
	active?: boolean;
	/** Nodes before this one in the workflow (each connected to it). */
	parents?: Array<Pick<INode, 'name' | 'type' | 'typeVersion' | 'parameters'>>;
	/** The saved workflow's id ('wf-test'); null: a workflow never saved. */
	workflowId?: string | null;
	/** The node's id (a new one each run by default; a copied node has another). */
	nodeId?: string;
}

export interface RunNodeResult {
	items: INodeExecutionData[];
	/** All outputs of the node (items is outputs[0]). */
	outputs: INodeExecutionData[][];
	error?: Error & { description?: string | null; httpCode?: string | null; context?: IDataObject };
	/** The node as n8n saw it: parameters with defaults filled in. */
	node: INode;
}

/** Executes the Social Publishing node once over `items` (default one empty item). */
export async function runNode(opts: RunNodeOptions): Promise<RunNodeResult> {
	const parameters = { resource: opts.resource, operation: opts.operation, ...opts.parameters };
	const { workflow, node } = makeWorkflow(NODE_TYPE, parameters, opts);
	const mode = opts.mode ?? 'manual';
	const additionalData = additionalDataFor(credentialData(opts.sim, opts.credentials));
	const items = await prepareItems(opts, workflow.id, additionalData.executionId!);
	const runExecutionData = createRunExecutionData({});
	const executeData: IExecuteData = { node, data: { main: [items] }, source: null };
	const engine = new WorkflowExecute(additionalData, mode, runExecutionData);
	try {
		const response = await engine.runNode(
			workflow,
			executeData,
			runExecutionData,
			0,
			additionalData,
			mode,
		);
		const outputs = ('data' in response ? response.data : undefined) ?? [];
		return { items: outputs[0] ?? [], outputs: outputs as INodeExecutionData[][], node };
	} catch (error) {
		return { items: [], outputs: [], error, node };
	}
}

export type ContextOptions = Omit<RunNodeOptions, 'resource' | 'operation'> & {
	resource?: string;
	operation?: string;
};

/**
 * Runs `fn` with `this` = n8n-core's real ExecuteContext for the node (the same context runNode
 * gives the node), e.g. to call transport functions or binary helpers directly.
 */
export async function withExecuteContext<T>(
	opts: ContextOptions,
	fn: (this: IExecuteFunctions) => Promise<T>,
): Promise<{ result?: T; error?: RunNodeResult['error'] }> {
	const parameters = {
		resource: opts.resource ?? 'account',
		operation: opts.operation ?? 'getMe',
		...opts.parameters,
	};
	const { workflow, node } = makeWorkflow(NODE_TYPE, parameters, opts);
	const mode = opts.mode ?? 'manual';
	const additionalData = additionalDataFor(credentialData(opts.sim, opts.credentials));
	const items = await prepareItems(opts, workflow.id, additionalData.executionId!);
	const runExecutionData = createRunExecutionData({});
	const executeData: IExecuteData = { node, data: { main: [items] }, source: null };
	const context = new ExecuteContext(
		workflow,
		node,
		additionalData,
		mode,
		runExecutionData,
		0,
		items,
		{ main: [items] },
		executeData,
		[],
	);
	try {
		return { result: await fn.call(context) };
	} catch (error) {
		return { error };
	}
}

/**
 * Runs the credential's `test` request the way n8n's credential test does: its expressions
 * resolved with $credentials by n8n's engine, the `authenticate` block applied, real HTTP.
 */
export async function testCredential(opts: {
	sim: SimTarget;
	credentials?: CredentialOverrides;
}): Promise<{ status: 'OK' | 'Error'; message: string; url?: string }> {
	const { workflow, node } = makeWorkflow(
		NODE_TYPE,
		{ resource: 'account', operation: 'getMe' },
		{},
	);
	const additionalData = additionalDataFor(credentialData(opts.sim, opts.credentials));
	const { test } = credentialTypes[CREDENTIAL_TYPE];
	if (!test) return { status: 'Error', message: 'The credential has no test request' };
	const credentials = await additionalData.credentialsHelper.getDecrypted(
		additionalData,
		{ id: 'cred-test', name: 'test' },
		CREDENTIAL_TYPE,
		'internal',
	);
	const resolve = (value?: string) =>
		value === undefined ? undefined : resolveValue(value, credentials, workflow, node);
	const request: IHttpRequestOptions = {
		method: test.request.method ?? 'GET',
		baseURL: resolve(test.request.baseURL),
		url: resolve(test.request.url) ?? '',
		json: true,
	};
	const context = new ExecuteContext(
		workflow,
		node,
		additionalData,
		'internal',
		createRunExecutionData({}),
		0,
		[{ json: {} }],
		{ main: [[{ json: {} }]] },
		{ node, data: { main: [[{ json: {} }]] }, source: null },
		[],
	);
	const url = `${request.baseURL ?? ''}${request.url}`;
	try {
		await context.helpers.httpRequestWithAuthentication.call(context, CREDENTIAL_TYPE, request);
		return { status: 'OK', message: 'Connection tested successfully', url };
	} catch (error) {
		return { status: 'Error', message: error.message, url };
	}
}
