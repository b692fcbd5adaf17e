// The workflows the e2e suite imports into real n8n: one workflow, many branches, one `n8n execute`.
import {
	byId,
	fanOut,
	manualTrigger,
	socialNode,
	workflowJson,
	type CredentialRef,
	type Params,
} from '../../scripts/n8n/workflowJson';

export type { CredentialRef };

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
		account: byId('1004'),
		returnAll: true,
	},
	'Pinterest Boards': {
		resource: 'account',
		operation: 'getAllBoards',
		account: byId('1006'),
		returnAll: true,
	},
};

export const WRONG_KEY_NODE = 'Get Me Wrong Key';
export const PADDED_KEY_NODE = 'Get Me Padded Key';

export function accountsWorkflow(
	id: string,
	creds: { good: CredentialRef; wrong: CredentialRef; padded: CredentialRef },
): object {
	const start = manualTrigger();
	const nodes = [
		...Object.entries(ACCOUNT_CASES).map(([name, parameters]) =>
			socialNode(name, parameters, creds.good),
		),
		socialNode(PADDED_KEY_NODE, ACCOUNT_CASES['Get Me'], creds.padded),
		// Continue on fail keeps the execution going so that the other branches' results are returned.
		socialNode(WRONG_KEY_NODE, ACCOUNT_CASES['Get Me'], creds.wrong, {
			onError: 'continueRegularOutput',
		}),
	];
	return workflowJson({
		id,
		name: 'E2E accounts',
		nodes: [start, ...nodes],
		links: fanOut(start, nodes),
	});
}

/** The same wrong-key call without continue on fail: the execution itself must fail with the message. */
export function failingWorkflow(id: string, wrong: CredentialRef): object {
	return workflowJson({
		id,
		name: 'E2E wrong key fails',
		nodes: [manualTrigger(), socialNode('Get Me', ACCOUNT_CASES['Get Me'], wrong)],
	});
}
