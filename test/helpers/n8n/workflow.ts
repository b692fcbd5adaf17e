// The one-node workflow and the additional data n8n-core's contexts are built from.
import { randomUUID } from 'crypto';

import type {
	ICredentialDataDecryptedObject,
	IDataObject,
	INode,
	INodeParameters,
	IWorkflowExecuteAdditionalData,
} from 'n8n-workflow';
import { Workflow } from 'n8n-workflow';

import { placeInForm } from '../../../scripts/n8n/formPlacement';

import { TestCredentialsHelper } from './credentials';
import { CREDENTIAL_TYPE, getNodeTypes, NODE_NAME, NODE_TYPE } from './nodeTypes';

export function additionalDataFor(
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

let otherWorkflowEachRun = false;

/**
 * For the tests of the service's list: each execution is of another saved workflow, so n8n's record
 * of sends (one per workflow) has nothing of the earlier ones and the list alone decides. For the
 * whole test file.
 */
export function eachRunAnotherWorkflow(): void {
	beforeAll(() => {
		otherWorkflowEachRun = true;
	});
	afterAll(() => {
		otherWorkflowEachRun = false;
	});
}

const defaultWorkflowId = () =>
	otherWorkflowEachRun ? `wf-${randomUUID().slice(0, 8)}` : 'wf-test';

/** The node's id: the same in every run (a saved workflow's node), as in n8n's Retry. */
const NODE_ID = '6f1c0e3a-5b7d-4c2e-9a41-node00000001';

export function makeWorkflow(
	type: string,
	parameters: IDataObject,
	options: {
		nodeTypeVersion?: number;
		continueOnFail?: boolean;
		timezone?: string;
		staticData?: IDataObject;
		/** The workflow's whole static data (global and every node's); instead of `staticData`. */
		workflowStaticData?: IDataObject;
		nodeId?: string;
		/** The saved workflow's id ('wf-test'); null: a workflow never saved. */
		workflowId?: string | null;
		/** Published (active): what n8n's production executions of a published workflow see. */
		active?: boolean;
		/** Nodes before this one (each connected to it): what its execution came through. */
		parents?: Array<Pick<INode, 'name' | 'type' | 'typeVersion' | 'parameters'>>;
	},
) {
	const node: INode = {
		id: options.nodeId ?? NODE_ID,
		name: NODE_NAME,
		type,
		typeVersion: options.nodeTypeVersion ?? 1,
		position: [0, 0],
		parameters: (type === NODE_TYPE ? placeInForm(parameters) : parameters) as INodeParameters,
		credentials: { [CREDENTIAL_TYPE]: { id: 'cred-test', name: 'Social Publishing account' } },
		...(options.continueOnFail ? { onError: 'continueRegularOutput' as const } : {}),
	};
	// The Workflow constructor fills parameter defaults (NodeHelpers.getNodeParameters), as in n8n.
	const parents: INode[] = (options.parents ?? []).map((p, n) => ({
		id: `parent-${n}`,
		position: [0, 0],
		...p,
	}));
	const workflow = new Workflow({
		id: options.workflowId === undefined ? defaultWorkflowId() : (options.workflowId ?? undefined),
		name: 'Test workflow',
		nodes: [...parents, node],
		connections: Object.fromEntries(
			parents.map((p) => [
				p.name,
				{ main: [[{ node: NODE_NAME, type: 'main' as const, index: 0 }]] },
			]),
		),
		active: options.active ?? false,
		nodeTypes: getNodeTypes(),
		settings: options.timezone ? { timezone: options.timezone } : {},
		staticData:
			options.workflowStaticData ??
			(options.staticData ? { [`node:${NODE_NAME}`]: options.staticData } : {}),
	});
	return { workflow, node: workflow.getNode(NODE_NAME)! };
}
