// The workflows of the queue-mode run. Both start from a production webhook on the main, which
// puts each call on the queue as one execution that a worker runs.
import { CREDENTIAL_TYPE, NODE_TYPE, PACKAGE_NAME } from '../../scripts/n8n/paths';
import type { CredentialRef } from '../e2e/workflows';

type Params = Record<string, unknown>;

const TRIGGER_NODE_TYPE = `${PACKAGE_NAME}.socialPublishingTrigger`;

// n8n registers a production webhook under the node's webhookId: fixed ones, so re-imports match.
export const POSTS_WORKFLOW = {
	id: 'spScalePosts',
	path: 'sp-scale-posts',
	webhookId: '5ca1e000-0000-4000-8000-000000000001',
} as const;
export const UPLOAD_WORKFLOW = {
	id: 'spScaleUpload',
	path: 'sp-scale-upload',
	webhookId: '5ca1e000-0000-4000-8000-000000000002',
} as const;
export const TRIGGER_WORKFLOW = { id: 'spScaleTrigger' } as const;
export const SEEN_PREFIX = 'Seen comment';
/** Every minute: n8n's minimum (2.40 refuses anything faster: "The polling interval is too short"). */
export const TRIGGER_POLL_TIMES = { item: [{ mode: 'everyMinute' }] };

/** Webhook → Split Out (`body.posts`) → Post → Create on X, one post per item. */
export function postsWorkflow(cred: CredentialRef, accountId: string): object {
	return workflow(POSTS_WORKFLOW.id, 'Scale: posts from a webhook', [
		webhook(POSTS_WORKFLOW, { responseMode: 'onReceived' }),
		{
			name: 'Split Out',
			type: 'n8n-nodes-base.splitOut',
			typeVersion: 1,
			parameters: { fieldToSplitOut: 'body.posts', options: {} },
		},
		social(
			'Post',
			{
				resource: 'post',
				operation: 'create',
				platform: 'twitter',
				account: { __rl: true, mode: 'id', value: accountId },
				// The execution id in the text ties each request the service got to a worker's log.
				text: "={{ $json.text + ' (execution ' + $execution.id + ')' }}",
			},
			cred,
		),
	]);
}

/** Webhook (answers with the last node's output) → Read/Write Files → Media → Upload. */
export function uploadWorkflow(cred: CredentialRef, filePath: string): object {
	return workflow(UPLOAD_WORKFLOW.id, 'Scale: upload a file from disk', [
		webhook(UPLOAD_WORKFLOW, { responseMode: 'lastNode', responseData: 'firstEntryJson' }),
		{
			name: 'Read File',
			type: 'n8n-nodes-base.readWriteFile',
			typeVersion: 1.1,
			parameters: { operation: 'read', fileSelector: filePath, options: {} },
		},
		social('Upload', { resource: 'media', operation: 'upload', binaryPropertyName: 'data' }, cred),
	]);
}

/**
 * Social Publishing Trigger (New Comment) polling on the main → a post per comment on a worker,
 * whose text names the comment: the service's request log then shows each emitted event.
 */
export function triggerWorkflow(cred: CredentialRef, accountId: string): object {
	return workflow(TRIGGER_WORKFLOW.id, 'Scale: a post per new comment', [
		{
			name: 'New Comment',
			type: TRIGGER_NODE_TYPE,
			typeVersion: 1,
			parameters: {
				event: 'newComment',
				pollTimes: TRIGGER_POLL_TIMES,
			},
			credentials: { [CREDENTIAL_TYPE]: cred },
		},
		social(
			'Post',
			{
				resource: 'post',
				operation: 'create',
				platform: 'twitter',
				account: { __rl: true, mode: 'id', value: accountId },
				text: `={{ '${SEEN_PREFIX} ' + $json.id }}`,
			},
			cred,
		),
	]);
}

interface WorkflowNode {
	name: string;
	type: string;
	typeVersion: number;
	parameters: Params;
	webhookId?: string;
	credentials?: Record<string, CredentialRef>;
}

function webhook(hook: { path: string; webhookId: string }, parameters: Params): WorkflowNode {
	return {
		name: 'Webhook',
		type: 'n8n-nodes-base.webhook',
		typeVersion: 2,
		webhookId: hook.webhookId,
		parameters: { httpMethod: 'POST', path: hook.path, options: {}, ...parameters },
	};
}

function social(name: string, parameters: Params, cred: CredentialRef): WorkflowNode {
	return {
		name,
		type: NODE_TYPE,
		typeVersion: 1,
		parameters,
		credentials: { [CREDENTIAL_TYPE]: cred },
	};
}

/** A chain of nodes, in order. */
function workflow(id: string, name: string, nodes: WorkflowNode[]): object {
	const connections: Record<string, { main: Array<Array<object>> }> = {};
	for (let n = 1; n < nodes.length; n++) {
		connections[nodes[n - 1].name] = {
			main: [[{ node: nodes[n].name, type: 'main', index: 0 }]],
		};
	}
	return {
		id,
		name,
		active: false,
		nodes: nodes.map((node, n) => ({ id: `${id}-${n}`, position: [n * 220, 0], ...node })),
		connections,
		settings: { executionOrder: 'v1' },
		pinData: {},
	};
}
