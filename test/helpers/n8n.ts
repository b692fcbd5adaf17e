// Runs the package's nodes through n8n-core's real execution code (WorkflowExecute.runNode,
// ExecuteContext, LoadOptionsContext, PollContext) against the simulator over real HTTP.
// Only the credential store is ours: credentialsHelper applies the credential's own
// `authenticate` block the way n8n's CLI does (expressions resolved by n8n's engine).
import { mkdtempSync } from 'fs';
import { existsSync } from 'fs';
import { tmpdir } from 'os';
import { basename, extname, join, resolve } from 'path';
import { createReadStream } from 'fs';
import { randomUUID } from 'crypto';

import { Container } from '@n8n/di';
import {
	BinaryDataService,
	ExecuteContext,
	LoadOptionsContext,
	PollContext,
	WorkflowExecute,
} from 'n8n-core';
import type {
	IBinaryData,
	ICredentialDataDecryptedObject,
	ICredentials,
	ICredentialsExpressionResolveValues,
	ICredentialType,
	IDataObject,
	IExecuteData,
	IExecuteFunctions,
	IHttpRequestHelper,
	IHttpRequestOptions,
	INode,
	INodeExecutionData,
	INodeListSearchResult,
	INodeParameters,
	INodeProperties,
	INodePropertyOptions,
	INodeType,
	INodeTypes,
	IRequestOptionsSimplified,
	IVersionedNodeType,
	IWorkflowExecuteAdditionalData,
	ResourceMapperFields,
	WorkflowExecuteMode,
} from 'n8n-workflow';
import {
	createRunExecutionData,
	ICredentialsHelper,
	isExpression,
	NodeHelpers,
	Workflow,
} from 'n8n-workflow';

import { SocialPublishingApi } from '../../credentials/SocialPublishingApi.credentials';
import { SocialPublishing } from '../../nodes/SocialPublishing/SocialPublishing.node';

(globalThis as { __n8nCoreLoaded?: boolean }).__n8nCoreLoaded = true;

export const PACKAGE_NAME = 'n8n-nodes-social-publishing';
export const NODE_TYPE = `${PACKAGE_NAME}.socialPublishing`;
export const TRIGGER_TYPE = `${PACKAGE_NAME}.socialPublishingTrigger`;
export const NODE_NAME = 'Social Publishing';
export const CREDENTIAL_TYPE = 'socialPublishingApi';
const TRIGGER_PATH = resolve(
	__dirname,
	'../../nodes/SocialPublishing/SocialPublishingTrigger.node',
);

export interface SimTarget {
	baseUrl: string;
	apiKey: string;
}

export type CredentialOverrides = Partial<{
	apiKey: string;
	baseUrl: string;
	headerName: string;
	requestTimeLimit: number;
}>;

export interface BinaryInput {
	data?: Buffer;
	filePath?: string;
	mimeType: string;
	fileName: string;
}

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
}

export interface RunNodeResult {
	items: INodeExecutionData[];
	/** All outputs of the node (items is outputs[0]). */
	outputs: INodeExecutionData[][];
	error?: Error & { description?: string | null; httpCode?: string | null; context?: IDataObject };
	/** The node as n8n saw it: parameters with defaults filled in. */
	node: INode;
}

// ---------------------------------------------------------------------------------------------
// Node and credential types

class PackageNodeTypes implements INodeTypes {
	private readonly types: Record<string, INodeType | IVersionedNodeType> = {};

	register(name: string, type: INodeType | IVersionedNodeType) {
		this.types[name] = type;
	}

	getByName(name: string) {
		const type = this.types[name];
		if (!type) throw new Error(`Unknown node type ${name}`);
		return type;
	}

	getByNameAndVersion(name: string, version?: number): INodeType {
		return NodeHelpers.getVersionedNodeType(this.getByName(name), version);
	}

	getKnownTypes() {
		return {};
	}
}

let nodeTypes: PackageNodeTypes | undefined;

export function getNodeTypes(): PackageNodeTypes {
	if (!nodeTypes) {
		nodeTypes = new PackageNodeTypes();
		nodeTypes.register(NODE_TYPE, new SocialPublishing());
		if (existsSync(`${TRIGGER_PATH}.ts`) || existsSync(`${TRIGGER_PATH}.js`)) {
			// eslint-disable-next-line @typescript-eslint/no-require-imports
			const module = require(TRIGGER_PATH) as Record<string, new () => INodeType>;
			nodeTypes.register(TRIGGER_TYPE, new module.SocialPublishingTrigger());
		}
	}
	return nodeTypes;
}

const credentialTypes: Record<string, ICredentialType> = {
	[CREDENTIAL_TYPE]: new SocialPublishingApi(),
};

// ---------------------------------------------------------------------------------------------
// Credentials helper: the decrypted credential with defaults, and the `authenticate` block
// applied like packages/cli/src/credentials-helper.ts does.

export class TestCredentialsHelper extends ICredentialsHelper {
	constructor(private readonly data: Record<string, ICredentialDataDecryptedObject>) {
		super();
	}

	getParentTypes(): string[] {
		return [];
	}

	async authenticate(
		credentials: ICredentialDataDecryptedObject,
		typeName: string,
		incoming: IHttpRequestOptions | IRequestOptionsSimplified,
		workflow: Workflow,
		node: INode,
	): Promise<IHttpRequestOptions> {
		const requestOptions = incoming as IHttpRequestOptions & Record<string, unknown>;
		const { authenticate } = this.credentialType(typeName);
		if (typeof authenticate === 'function') {
			return await authenticate(credentials, requestOptions);
		}
		if (authenticate?.type === 'generic') {
			requestOptions.headers ??= {};
			for (const [outerKey, outerValue] of Object.entries(authenticate.properties)) {
				for (const [key, value] of Object.entries(outerValue as Record<string, string>)) {
					const keyResolved = resolveValue(key, credentials, workflow, node);
					const valueResolved = resolveValue(value, credentials, workflow, node);
					requestOptions[outerKey] ??= {};
					(requestOptions[outerKey] as Record<string, string>)[keyResolved] = valueResolved;
				}
			}
		}
		return requestOptions;
	}

	// Defined like n8n's (no expirable property → undefined); being defined makes n8n-core repeat
	// a request that got 401 once, as real n8n does.
	async preAuthentication(
		_helpers: IHttpRequestHelper,
		_credentials: ICredentialDataDecryptedObject,
	): Promise<ICredentialDataDecryptedObject | undefined> {
		return undefined;
	}

	async getCredentials(): Promise<ICredentials> {
		throw new Error('getCredentials is not used by this package');
	}

	async getDecrypted(
		_additionalData: IWorkflowExecuteAdditionalData,
		_nodeCredentials: unknown,
		type: string,
		mode: WorkflowExecuteMode,
		_executeData?: IExecuteData,
		_raw?: boolean,
		expressionResolveValues?: ICredentialsExpressionResolveValues,
	): Promise<ICredentialDataDecryptedObject> {
		const stored = this.data[type];
		if (!stored) throw new Error(`No credentials of type ${type} in the test`);
		const withDefaults = NodeHelpers.getNodeParameters(
			this.getCredentialsProperties(type),
			stored as INodeParameters,
			true,
			false,
			null,
			null,
		) as ICredentialDataDecryptedObject;
		const workflow = expressionResolveValues?.workflow;
		if (!workflow) return { ...withDefaults };
		return workflow.expression.getComplexParameterValue(
			expressionResolveValues.node,
			withDefaults as INodeParameters,
			mode,
			{},
			undefined,
			undefined,
			withDefaults,
		) as ICredentialDataDecryptedObject;
	}

	async updateCredentials(): Promise<void> {}

	async updateCredentialsOauthTokenData(): Promise<void> {}

	getCredentialsProperties(type: string): INodeProperties[] {
		return this.credentialType(type).properties;
	}

	private credentialType(type: string): ICredentialType {
		const credentialType = credentialTypes[type];
		if (!credentialType) throw new Error(`Unknown credential type ${type}`);
		return credentialType;
	}
}

function resolveValue(
	value: string,
	credentials: ICredentialDataDecryptedObject,
	workflow: Workflow,
	node: INode,
): string {
	if (!isExpression(value)) return value;
	const resolved = workflow.expression.getSimpleParameterValue(
		node,
		value,
		'internal',
		{ $credentials: credentials } as never,
		undefined,
		'',
	);
	return resolved ? String(resolved) : '';
}

export function credentialData(sim: SimTarget, overrides: CredentialOverrides = {}): IDataObject {
	return { apiKey: sim.apiKey, baseUrl: sim.baseUrl, ...overrides };
}

function additionalDataFor(
	credentials: IDataObject,
	currentNodeParameters?: INodeParameters,
): IWorkflowExecuteAdditionalData {
	const notAvailable = (what: string) => () => {
		throw new Error(`${what} is not available in the test harness`);
	};
	return {
		credentialsHelper: new TestCredentialsHelper({
			[CREDENTIAL_TYPE]: credentials as ICredentialDataDecryptedObject,
		}),
		executeWorkflow: notAvailable('executeWorkflow'),
		getRunExecutionData: async () => undefined,
		executionId: `test-${randomUUID().slice(0, 8)}`,
		currentNodeExecutionIndex: 0,
		restApiUrl: 'http://127.0.0.1:5678/rest',
		instanceBaseUrl: 'http://127.0.0.1:5678/',
		formWaitingBaseUrl: 'http://127.0.0.1:5678/form-waiting',
		webhookBaseUrl: 'http://127.0.0.1:5678/webhook',
		webhookWaitingBaseUrl: 'http://127.0.0.1:5678/webhook-waiting',
		webhookTestBaseUrl: 'http://127.0.0.1:5678/webhook-test',
		currentNodeParameters,
		variables: {},
		logAiEvent: () => {},
		startRunnerTask: notAvailable('startRunnerTask') as never,
	} as unknown as IWorkflowExecuteAdditionalData;
}

function makeWorkflow(
	type: string,
	parameters: IDataObject,
	options: {
		nodeTypeVersion?: number;
		continueOnFail?: boolean;
		timezone?: string;
		staticData?: IDataObject;
	},
) {
	const node: INode = {
		id: randomUUID(),
		name: NODE_NAME,
		type,
		typeVersion: options.nodeTypeVersion ?? 1,
		position: [0, 0],
		parameters: parameters as INodeParameters,
		credentials: { [CREDENTIAL_TYPE]: { id: 'cred-test', name: 'Social Publishing account' } },
		...(options.continueOnFail ? { onError: 'continueRegularOutput' as const } : {}),
	};
	// The Workflow constructor fills parameter defaults (NodeHelpers.getNodeParameters), as in n8n.
	const workflow = new Workflow({
		id: 'wf-test',
		name: 'Test workflow',
		nodes: [node],
		connections: {},
		active: false,
		nodeTypes: getNodeTypes(),
		settings: options.timezone ? { timezone: options.timezone } : {},
		staticData: options.staticData ? { [`node:${NODE_NAME}`]: options.staticData } : {},
	});
	return { workflow, node: workflow.getNode(NODE_NAME)! };
}

// ---------------------------------------------------------------------------------------------
// Binary data through n8n's BinaryDataService in filesystem mode (n8n 2.8's default)

let binaryReady: Promise<BinaryDataService> | undefined;

export async function binaryDataService(): Promise<BinaryDataService> {
	binaryReady ??= (async () => {
		process.env.N8N_BINARY_DATA_STORAGE_PATH ??= mkdtempSync(join(tmpdir(), 'sp-n8n-binary-'));
		process.env.N8N_DEFAULT_BINARY_DATA_MODE = 'filesystem';
		const service = Container.get(BinaryDataService);
		await service.init();
		return service;
	})();
	return await binaryReady;
}

async function attachBinary(
	items: INodeExecutionData[],
	binary: Record<string, BinaryInput>,
	location: { workflowId: string; executionId: string },
): Promise<void> {
	const service = await binaryDataService();
	for (const item of items) {
		item.binary ??= {};
		for (const [property, input] of Object.entries(binary)) {
			const meta: IBinaryData = {
				data: '',
				mimeType: input.mimeType,
				fileName: input.fileName,
				fileExtension: extname(input.fileName).slice(1) || undefined,
			};
			const target = { type: 'execution' as const, ...location };
			item.binary[property] = input.filePath
				? await service.copyBinaryFile(target, meta, input.filePath)
				: await service.store(target, input.data ?? Buffer.alloc(0), meta);
		}
	}
}

/** A file's content as a stream (for tests that create big files without buffering them). */
export const fileStream = (path: string) => createReadStream(path);
export const fileName = (path: string) => basename(path);

// ---------------------------------------------------------------------------------------------
// Public API

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

async function prepareItems(
	opts: Pick<RunNodeOptions, 'items' | 'binary'>,
	workflowId: string,
	executionId: string,
): Promise<INodeExecutionData[]> {
	const input: INodeExecutionData[] = opts.items ?? [{ json: {} }];
	const items: INodeExecutionData[] = input.map((item) => ({
		...item,
		json: { ...item.json },
		...(item.binary ? { binary: { ...item.binary } } : {}),
	}));
	if (opts.binary) await attachBinary(items, opts.binary, { workflowId, executionId });
	return items;
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

export interface RunPollOptions {
	sim: SimTarget;
	parameters?: IDataObject;
	/** The node's static data as n8n's database holds it before the poll (never changed). */
	staticData?: IDataObject;
	/** `manual`: the editor's "Fetch Test Event". `trigger`: a poll of an active workflow. */
	mode?: 'manual' | 'trigger';
	/**
	 * Trigger mode: `scheduled` (default) is a poll on the node's Poll Times; `activation` is the
	 * one n8n runs while activating the workflow, after which it saves changed data even without
	 * items.
	 */
	poll?: 'scheduled' | 'activation';
	credentials?: CredentialOverrides;
	timezone?: string;
	/** The node type to poll (default the package's trigger; tests register their own). */
	type?: string;
}

export interface RunPollResult {
	items: INodeExecutionData[][] | null;
	/** The node's static data in n8n's database after the poll: the input unless it was saved. */
	staticData: IDataObject;
	/** Whether n8n would have saved the workflow's static data after this poll. */
	saved: boolean;
}

/** A copy the way n8n's database stores and loads static data (a JSON column): no shared objects. */
const asStored = (data: IDataObject | undefined): IDataObject =>
	JSON.parse(JSON.stringify(data ?? {})) as IDataObject;

/**
 * Calls the node's poll() through n8n-core's PollContext, with static data kept as n8n 2.8.4 keeps
 * it. The workflow's static data is an ObservableObject loaded from the database (a fresh copy of
 * `staticData`); any change made through it sets `__dataChanged`. In trigger mode n8n saves it
 * only if `__dataChanged`, and only when the poll emits items (ActiveWorkflowManager's `__emit`)
 * or after the activation poll (`add` saves once activated); a poll that throws saves nothing.
 * Manual mode never saves (the execution hooks skip manual runs). Feeding the returned
 * `staticData` into the next runPoll is the next poll after a restart: the state n8n really keeps.
 */
export async function runPoll(opts: RunPollOptions): Promise<RunPollResult> {
	const type = opts.type ?? TRIGGER_TYPE;
	const stored = asStored(opts.staticData);
	const { workflow, node } = makeWorkflow(type, opts.parameters ?? {}, {
		staticData: asStored(stored),
		timezone: opts.timezone,
	});
	const nodeType = getNodeTypes().getByNameAndVersion(type, 1);
	if (!nodeType.poll) throw new Error(`${type} has no poll()`);
	const mode = opts.mode ?? 'trigger';
	const additionalData = additionalDataFor(credentialData(opts.sim, opts.credentials));
	// n8n builds one PollContext per activation; its activation mode stays `activate` for every poll.
	const context = new PollContext(
		workflow,
		node,
		additionalData,
		mode,
		mode === 'manual' ? 'manual' : 'activate',
	);
	const items = await nodeType.poll.call(context);
	const emitted = items !== null;
	const saved =
		mode === 'trigger' &&
		workflow.staticData.__dataChanged === true &&
		(emitted || opts.poll === 'activation');
	const nodeData = workflow.staticData[`node:${NODE_NAME}`] as IDataObject | undefined;
	return { items, staticData: saved ? asStored(nodeData) : stored, saved };
}

/** A resource locator value as the editor stores it. */
export const byId = (value: string) => ({ __rl: true, mode: 'id', value });
export const fromList = (value: string) => ({ __rl: true, mode: 'list', value });
