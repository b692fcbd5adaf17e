// The workflows of the 'rerun' group (issue 30), built as a user would: Webhook → Split Out → Social
// Publishing, published, so that each call is a production execution (mode `webhook`) that n8n saves
// and the editor can retry. One workflow per setting of the node's Retry On Fail.
import {
	byId,
	socialNode,
	splitOutNode,
	webhookNode,
	workflowJson,
	type CredentialRef,
	type Params,
	type WorkflowNode,
} from '../../scripts/n8n/workflowJson';

export const RERUN_NODE = 'Social Publishing';

export interface RerunWorkflow {
	/** At most 16 characters (n8n 1.x keeps static data only for such ids). */
	id: string;
	/** The production webhook path: POST /webhook/<path> with `{ items: [...] }`. */
	path: string;
	/** The Social Publishing node's Retry On Fail; off when absent. */
	retryOnFail?: { maxTries: number; waitBetweenTries: number };
}

export const RERUN_WORKFLOWS = {
	/** Post → Create, Retry On Fail: 3 tries, 1 s apart. */
	retryPosts: { id: 'e2eRerunRetry1', path: 'rerun-retry-1s', retryOnFail: retry(3, 1000) },
	/** Post → Create, Retry On Fail: 3 tries, 5 s apart (n8n's maximum; the post is listed by then). */
	retryPostsSlow: { id: 'e2eRerunRetry5', path: 'rerun-retry-5s', retryOnFail: retry(3, 5000) },
	/** Post → Create without Retry On Fail: the editor's Retry. */
	editorPosts: { id: 'e2eRerunEditor', path: 'rerun-editor' },
	/** Post → Create to X, Bluesky and Threads (Several Targets), without Retry On Fail. */
	crossPost: { id: 'e2eRerunCross', path: 'rerun-cross-post' },
	/** Comment → Create, Retry On Fail: 3 tries, 1 s apart. */
	comments: { id: 'e2eRerunComment', path: 'rerun-comments', retryOnFail: retry(3, 1000) },
} satisfies Record<string, RerunWorkflow>;

function retry(maxTries: number, waitBetweenTries: number) {
	return { maxTries, waitBetweenTries };
}

/** Seeded account ids by platform; the Instagram post the comments go on. */
export interface RerunTargets {
	accounts: Record<'twitter' | 'bluesky' | 'threads', string>;
	commentPostId: string;
}

/** The text of a cross-post's Bluesky target: its own, so that a fault can pick that target. */
export const blueskyText = (text: string) => `${text} (Bluesky)`;

function parametersOf(workflow: RerunWorkflow, targets: RerunTargets): Params {
	const text = '={{ $json.text }}';
	const { accounts } = targets;
	if (workflow === RERUN_WORKFLOWS.comments) {
		return { resource: 'comment', operation: 'create', post: byId(targets.commentPostId), text };
	}
	if (workflow === RERUN_WORKFLOWS.crossPost) {
		return {
			resource: 'post',
			operation: 'create',
			postTo: 'targets',
			targets: {
				target: [
					{ platform: 'twitter', account: byId(accounts.twitter) },
					{
						platform: 'bluesky',
						account: byId(accounts.bluesky),
						text: `=${blueskyText('{{ $json.text }}')}`,
					},
					{ platform: 'threads', account: byId(accounts.threads) },
				],
			},
			text,
		};
	}
	return {
		resource: 'post',
		operation: 'create',
		platform: 'twitter',
		account: byId(accounts.twitter),
		text,
	};
}

export function rerunWorkflowJson(
	workflow: RerunWorkflow,
	cred: CredentialRef,
	targets: RerunTargets,
	webhookId: string,
): object {
	const { retryOnFail } = workflow;
	const nodes: WorkflowNode[] = [
		webhookNode({ path: workflow.path, webhookId }),
		splitOutNode('body.items'),
		socialNode(
			RERUN_NODE,
			parametersOf(workflow, targets),
			cred,
			retryOnFail ? { retryOnFail: true, ...retryOnFail } : {},
		),
	];
	return workflowJson({ id: workflow.id, name: `E2E re-runs: ${workflow.path}`, nodes });
}
