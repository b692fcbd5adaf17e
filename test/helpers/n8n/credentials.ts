// The credential store of the harness: the decrypted credential with defaults, and the
// `authenticate` block applied like packages/cli/src/credentials-helper.ts does.
import type {
	ICredentialDataDecryptedObject,
	ICredentials,
	ICredentialsExpressionResolveValues,
	ICredentialType,
	IDataObject,
	IExecuteData,
	IHttpRequestOptions,
	INode,
	INodeParameters,
	INodeProperties,
	IRequestOptionsSimplified,
	IWorkflowExecuteAdditionalData,
	Workflow,
	WorkflowExecuteMode,
} from 'n8n-workflow';
import { ICredentialsHelper, isExpression, NodeHelpers } from 'n8n-workflow';

import { credentialTypes } from './nodeTypes';

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

export class TestCredentialsHelper extends ICredentialsHelper {
	constructor(private readonly data: Record<string, ICredentialDataDecryptedObject>) {
		super();
	}

	getParentTypes(): string[] {
		return [];
	}

	/**
	 * n8n-core 2.40 and later ask this before handing a node its credential; n8n's own answer
	 * (CredentialsHelper) is true unless the type has restrictToSupportedNodes, which ours has not.
	 */
	isCredentialUsableByNode(credentialType: string): boolean {
		const type = this.credentialType(credentialType) as { restrictToSupportedNodes?: boolean };
		return !type.restrictToSupportedNodes;
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
	async preAuthentication(): Promise<ICredentialDataDecryptedObject | undefined> {
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

export function resolveValue(
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
