// Wait for completion ("Post submission status"): the one waiter, with the post's statuses.
import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';

import { listedPostId, waitForCompletion } from '../../transport';
import { COMPLETIONS } from '../../transport/completions';

export async function waitForPost(
	this: IExecuteFunctions,
	i: number,
	postSubmissionId: string,
	scheduled: boolean,
	timeoutSeconds: number,
): Promise<IDataObject> {
	const response = await waitForCompletion.call(this, COMPLETIONS.post, postSubmissionId, {
		timeoutSeconds,
		itemIndex: i,
		// A scheduled post publishes at its time: `scheduled` is where its wait ends.
		alsoSucceeded: scheduled ? ['scheduled'] : [],
	});
	return { postSubmissionId, ...response };
}

/**
 * A post that an earlier attempt with a lost answer created, as GET /posts lists it (no submission
 * ID there): its state is already final, so there is nothing to wait for.
 */
export function listedPost(response: IDataObject): IDataObject | undefined {
	if (response.postSubmissionId !== undefined || !response.state) return undefined;
	const state = response.state as IDataObject;
	const post: IDataObject = {
		// Post → Get reads a listed post by this ID too (transport/exactlyOnce/listedPostId.ts).
		postSubmissionId: listedPostId(response),
		postId: response.id,
		status: state.type,
		postTime: response.postTime,
	};
	if (state.postUrl !== undefined) post.publicUrl = state.postUrl;
	if (state.errorMessage !== undefined) post.errorMessage = state.errorMessage;
	return post;
}
