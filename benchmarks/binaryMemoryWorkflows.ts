// The binary-memory benchmark's four workflows: Webhook (answers when the last node is done) → Read
// File (the path in the webhook's body) → nothing, Crypto SHA-256, our Media → Upload, or an HTTP
// Request PUT to the presigned URL in the body.
import {
	readFileNode,
	socialNode,
	webhookNode,
	workflowJson,
	type WorkflowNode,
} from '../scripts/n8n/workflowJson';
import { WORKFLOWS, type Workflow } from './binaryMemoryReport';

// The last node's error goes out as its item, so that the webhook answers with its message.
const LAST = { onError: 'continueRegularOutput' } as const;

const LAST_NODE: Record<Workflow, WorkflowNode | undefined> = {
	read: undefined,
	hash: {
		name: 'Hash',
		type: 'n8n-nodes-base.crypto',
		typeVersion: 2,
		parameters: { action: 'hash', type: 'SHA256', binaryData: true, dataPropertyName: 'sha256' },
		...LAST,
	},
	ours: socialNode(
		'Upload',
		{ resource: 'media', operation: 'upload', binaryPropertyName: 'data' },
		{ id: 'spBenchCredBinary', name: 'Bench (binary)' },
		LAST,
	),
	http: {
		name: 'HTTP Request',
		type: 'n8n-nodes-base.httpRequest',
		typeVersion: 4.2,
		parameters: {
			method: 'PUT',
			url: "={{ $('Webhook').item.json.body.url }}",
			sendBody: true,
			contentType: 'binaryData',
			inputDataFieldName: 'data',
			options: {},
		},
		...LAST,
	},
};

export function binaryMemoryWorkflow(variant: Workflow): object {
	const last = LAST_NODE[variant];
	return workflowJson({
		id: `spBenchBin${variant}`,
		name: `Bench binary memory: ${variant}`,
		nodes: [
			webhookNode(
				{
					path: `sp-bench-binary-${variant}`,
					webhookId: `be4c0000-0000-4000-8000-0000000001${WORKFLOWS.indexOf(variant)}0`,
				},
				{ responseMode: 'lastNode', responseData: 'firstEntryJson' },
			),
			readFileNode('Read File', '={{ $json.body.path }}'),
			...(last ? [last] : []),
		],
		// Nothing kept after a run: no 500 MiB binaries piling up in the database or on disk.
		settings: {
			saveDataSuccessExecution: 'none',
			saveDataErrorExecution: 'none',
			saveManualExecutions: false,
		},
	});
}
