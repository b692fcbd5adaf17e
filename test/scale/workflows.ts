// The workflows of the queue-mode run. Both start from a production webhook on the main, which
// puts each call on the queue as one execution that a worker runs.
import {
	byId,
	readFileNode,
	splitOutNode,
	socialNode,
	socialTriggerNode,
	webhookNode,
	workflowJson,
	type CredentialRef,
	type WorkflowNode,
} from '../../scripts/n8n/workflowJson';

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
export const TOO_BIG_WORKFLOW = {
	id: 'spScaleTooBig',
	path: 'sp-scale-too-big',
	webhookId: '5ca1e000-0000-4000-8000-000000000003',
} as const;
export const TRIGGER_WORKFLOW = { id: 'spScaleTrigger' } as const;
export const RERUN_WORKFLOW = {
	id: 'spScaleRerun',
	path: 'sp-scale-rerun',
	webhookId: '5ca1e000-0000-4000-8000-000000000004',
} as const;
export const READS_WORKFLOW = {
	id: 'spScaleReads',
	path: 'sp-scale-reads',
	webhookId: '5ca1e000-0000-4000-8000-000000000006',
} as const;
export const SEEN_PREFIX = 'Seen comment';
/** Every minute: n8n's minimum (2.40 refuses anything faster: "The polling interval is too short"). */
export const TRIGGER_POLL_TIMES = { item: [{ mode: 'everyMinute' }] };

/** Webhook → Split Out (`body.posts`) → Post → Create on X, one post per item. */
export function postsWorkflow(cred: CredentialRef, accountId: string): object {
	return workflow(POSTS_WORKFLOW.id, 'Scale: posts from a webhook', [
		webhookNode(POSTS_WORKFLOW, { responseMode: 'onReceived' }),
		splitOutNode('body.posts'),
		socialNode(
			'Post',
			{
				resource: 'post',
				operation: 'create',
				platform: 'twitter',
				account: byId(accountId),
				// The execution id in the text ties each request the service got to a worker's log.
				text: "={{ $json.text + ' (execution ' + $execution.id + ')' }}",
			},
			cred,
		),
	]);
}

/** Webhook → Split Out (`body.reads`) → Post → Get Many (limit 1): one list read (GET /posts) per item. */
export function readsWorkflow(cred: CredentialRef): object {
	return workflow(READS_WORKFLOW.id, 'Scale: status reads from a webhook', [
		webhookNode(READS_WORKFLOW, { responseMode: 'onReceived' }),
		splitOutNode('body.reads'),
		socialNode(
			'Get Many Posts',
			{ resource: 'post', operation: 'getAll', returnAll: false, limit: 1 },
			cred,
		),
	]);
}

/**
 * Webhook (answers with the last node's output) → Read/Write Files → Media → Upload. The too-big
 * variant's upload error goes out as its item, so that the webhook answers with its message.
 */
export function uploadWorkflow(
	cred: CredentialRef,
	filePath: string,
	which: typeof UPLOAD_WORKFLOW | typeof TOO_BIG_WORKFLOW = UPLOAD_WORKFLOW,
): object {
	const tooBig = which === TOO_BIG_WORKFLOW;
	return workflow(which.id, `Scale: upload a ${tooBig ? 'too big ' : ''}file from disk`, [
		webhookNode(which, { responseMode: 'lastNode', responseData: 'firstEntryJson' }),
		readFileNode('Read File', filePath),
		socialNode(
			'Upload',
			{ resource: 'media', operation: 'upload', binaryPropertyName: 'data' },
			cred,
			tooBig ? { onError: 'continueRegularOutput' } : {},
		),
	]);
}

/**
 * Social Publishing Trigger (New Comment) polling on the main → a post per comment on a worker,
 * whose text names the comment: the service's request log then shows each emitted event.
 */
export function triggerWorkflow(cred: CredentialRef, accountId: string): object {
	return workflow(TRIGGER_WORKFLOW.id, 'Scale: a post per new comment', [
		socialTriggerNode('New Comment', { event: 'newComment', pollTimes: TRIGGER_POLL_TIMES }, cred),
		socialNode(
			'Post',
			{
				resource: 'post',
				operation: 'create',
				platform: 'twitter',
				account: byId(accountId),
				text: `={{ '${SEEN_PREFIX} ' + $json.id }}`,
			},
			cred,
		),
	]);
}

/**
 * Webhook → Split Out (`body.posts`) → Post → Create on X with the item's text as it is (Retry On
 * Fail off): the editor's Retry of a failed execution runs the same items with the same texts.
 */
export function rerunWorkflow(cred: CredentialRef, accountId: string): object {
	return workflow(RERUN_WORKFLOW.id, 'Scale: posts retried on the other worker', [
		webhookNode(RERUN_WORKFLOW, { responseMode: 'onReceived' }),
		splitOutNode('body.posts'),
		socialNode(
			'Post',
			{
				resource: 'post',
				operation: 'create',
				platform: 'twitter',
				account: byId(accountId),
				text: '={{ $json.text }}',
			},
			cred,
		),
	]);
}

/** A chain of nodes, in order. */
const workflow = (id: string, name: string, nodes: WorkflowNode[]) =>
	workflowJson({ id, name, nodes });
