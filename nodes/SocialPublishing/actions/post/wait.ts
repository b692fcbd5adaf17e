// Wait for completion ("Post submission status"): poll GET /posts/{id} until a terminal status.
import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { POLL_INTERVAL_MS, POST_TERMINAL_STATUSES } from '../../spec';
import { waitForTerminalStatus } from '../../transport';

export async function waitForPost(
	this: IExecuteFunctions,
	i: number,
	postSubmissionId: string,
	scheduled: boolean,
	timeoutSeconds: number,
): Promise<IDataObject> {
	const endpoint = `/posts/${encodeURIComponent(postSubmissionId)}`;
	const { response, status, timedOut } = await waitForTerminalStatus.call(this, {
		endpoint,
		statusOf: (r) => String(r.status ?? ''),
		// `scheduled` ends the wait for a scheduled post: publishing happens at its time.
		terminal: scheduled ? [...POST_TERMINAL_STATUSES, 'scheduled'] : POST_TERMINAL_STATUSES,
		intervalMs: POLL_INTERVAL_MS.post,
		timeoutMs: timeoutSeconds * 1000,
		itemIndex: i,
	});
	if (timedOut) {
		throw new NodeOperationError(
			this.getNode(),
			`Post ${postSubmissionId} was still '${status}' after waiting ${timeoutSeconds} seconds`,
			{
				itemIndex: i,
				description:
					'The post may still publish: do not run this item again (it could post twice). ' +
					`Check it later with Post → Get and submission ID ${postSubmissionId} ` +
					`(GET ${endpoint}), or raise the timeout.`,
			},
		);
	}
	if (status === 'failed') {
		const reason = response.errorMessage ? String(response.errorMessage) : 'no reason given';
		throw new NodeOperationError(this.getNode(), `The post failed to publish: ${reason}`, {
			itemIndex: i,
			description:
				`Submission ${postSubmissionId} ended with status 'failed'. ` +
				'Fix the cause, then create the post again.',
		});
	}
	return { postSubmissionId, ...response };
}
