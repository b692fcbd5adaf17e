// The workflows the e2e suite imports into real n8n: one workflow, many branches, one `n8n execute`.
import { CREDENTIAL_TYPE, NODE_TYPE } from '../../scripts/n8n/paths';

export interface CredentialRef {
	id: string;
	name: string;
}

type Params = Record<string, unknown>;

const accountLocator = (id: string) => ({ __rl: true, mode: 'id', value: id });

/** One Social Publishing node per case, each fed by the manual trigger (so each runs once). */
export const ACCOUNT_CASES: Record<string, Params> = {
	'Get Me': { resource: 'account', operation: 'getMe' },
	'Accounts All': { resource: 'account', operation: 'getAll', returnAll: true },
	'Accounts Limit 3': { resource: 'account', operation: 'getAll', returnAll: false, limit: 3 },
	'Accounts Instagram': {
		resource: 'account',
		operation: 'getAll',
		returnAll: true,
		filters: { platform: 'instagram' },
	},
	'Facebook Pages': {
		resource: 'account',
		operation: 'getAllSubaccounts',
		account: accountLocator('1004'),
		returnAll: true,
	},
	'Pinterest Boards': {
		resource: 'account',
		operation: 'getAllBoards',
		account: accountLocator('1006'),
		returnAll: true,
	},
};

export const WRONG_KEY_NODE = 'Get Me Wrong Key';
export const PADDED_KEY_NODE = 'Get Me Padded Key';

export function accountsWorkflow(
	id: string,
	creds: { good: CredentialRef; wrong: CredentialRef; padded: CredentialRef },
): object {
	const nodes: object[] = [
		{
			id: 'e2e-start',
			name: 'Start',
			type: 'n8n-nodes-base.manualTrigger',
			typeVersion: 1,
			position: [0, 0],
			parameters: {},
		},
	];
	const add = (name: string, parameters: Params, cred: CredentialRef, extra: object = {}) =>
		nodes.push({
			id: `e2e-${nodes.length}`,
			name,
			type: NODE_TYPE,
			typeVersion: 1,
			position: [300, nodes.length * 160],
			parameters,
			credentials: { [CREDENTIAL_TYPE]: cred },
			...extra,
		});
	for (const [name, parameters] of Object.entries(ACCOUNT_CASES)) add(name, parameters, creds.good);
	add(PADDED_KEY_NODE, ACCOUNT_CASES['Get Me'], creds.padded);
	// Continue on fail keeps the execution going so that the other branches' results are returned.
	add(WRONG_KEY_NODE, ACCOUNT_CASES['Get Me'], creds.wrong, { onError: 'continueRegularOutput' });
	return workflow(id, 'E2E accounts', nodes);
}

/** The same wrong-key call without continue on fail: the execution itself must fail with the message. */
export function failingWorkflow(id: string, wrong: CredentialRef): object {
	return workflow(id, 'E2E wrong key fails', [
		{
			id: 'e2e-start',
			name: 'Start',
			type: 'n8n-nodes-base.manualTrigger',
			typeVersion: 1,
			position: [0, 0],
			parameters: {},
		},
		{
			id: 'e2e-1',
			name: 'Get Me',
			type: NODE_TYPE,
			typeVersion: 1,
			position: [300, 0],
			parameters: ACCOUNT_CASES['Get Me'],
			credentials: { [CREDENTIAL_TYPE]: wrong },
		},
	]);
}

function workflow(id: string, name: string, nodes: object[]): object {
	const start = (nodes[0] as { name: string }).name;
	return {
		id,
		name,
		active: false,
		nodes,
		connections: {
			[start]: {
				main: [
					nodes
						.slice(1)
						.map((n) => ({ node: (n as { name: string }).name, type: 'main', index: 0 })),
				],
			},
		},
		settings: { executionOrder: 'v1' },
		pinData: {},
	};
}
