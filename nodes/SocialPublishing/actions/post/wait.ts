// Wait for completion ("Post submission status"): the one waiter, with the post's statuses.
import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';

import { waitForCompletion } from '../../transport';
import { COMPLETIONS } from '../../waiting/completions';

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
