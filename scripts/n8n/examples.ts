// The demo workflows in examples/workflows/ and the credential they use (npm start imports both).
import { existsSync, readdirSync, readFileSync } from 'fs';
import { join } from 'path';
import { CREDENTIAL_TYPE, PROJECT_ROOT } from './paths';

export const LOCAL_CREDENTIAL = {
	id: 'spLocalSimulator',
	name: 'Social Publishing (local simulator)',
};

const EXAMPLES = join(PROJECT_ROOT, 'examples', 'workflows');

export interface ExampleWorkflow {
	id: string;
	name: string;
	nodes: Array<{ name: string; type: string }>;
}

export function exampleWorkflows(): ExampleWorkflow[] {
	if (!existsSync(EXAMPLES)) return [];
	return readdirSync(EXAMPLES)
		.filter((file) => file.endsWith('.json'))
		.sort()
		.map((file) => JSON.parse(readFileSync(join(EXAMPLES, file), 'utf8')));
}

/** The credential the examples reference, pointing at a running simulator. */
export function localCredential(baseUrl: string, apiKey: string): object {
	return {
		...LOCAL_CREDENTIAL,
		type: CREDENTIAL_TYPE,
		data: { apiKey, baseUrl, headerName: 'service-api-key' },
	};
}
