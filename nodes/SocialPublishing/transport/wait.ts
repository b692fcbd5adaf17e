// The one waiter for asynchronous creations (spec "Asynchrony rule"): polls the resource's GET until
// a terminal status. A failure, a status the node does not know, or the user's timeout each end the
// wait with an item error that says what happened and how to check without creating again.
import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import type { Endpoint } from '../serviceApi';
import { pause } from './batch';
import { isPlanning } from './dryRun';
import { endpointPath } from './path';
import { apiRequest } from './request';

/** How one kind of asynchronous creation is followed to its end. */
export interface Completion {
	/** 'post', 'comment', 'message', 'visual', 'source'. */
	noun: string;
	/** How the id is named in messages ("Submission", "Comment"). */
	idName: string;
	/** The GET of one resource: its one path parameter is the id. */
	endpoint: Endpoint;
	/** Query sent with every poll. */
	qs?: IDataObject;
	/** The resource inside the GET response (visuals answer `{item}`). */
	unwrap?(response: IDataObject): IDataObject;
	statusField: string;
	/** Statuses on the way: the wait goes on. */
	pending: readonly string[];
	succeeded: readonly string[];
	failed: readonly string[];
	/** The resource's own error fields, copied into the item error. */
	errorFields: readonly string[];
	/** "The post failed to publish". */
	failedMessage: string;
	/** "publish": the post may still ... after a timeout. */
	completeVerb: string;
	/** How to check it later without creating it again ("Post → Get and submission ID x"). */
	checkWith(id: string): string;
	intervalMs: number;
}

export interface WaitOptions {
	timeoutSeconds: number;
	itemIndex: number;
	/** Statuses that end this wait successfully besides `succeeded` (a scheduled post: `scheduled`). */
	alsoSucceeded?: readonly string[];
	/** What a failed resource means for this call (a closed messaging window): reason and fix. */
	explainFailed?: (resource: IDataObject) => { reason?: string; fix?: string } | undefined;
}

function failureReason(completion: Completion, resource: IDataObject): string {
	const fields = completion.errorFields.filter(
		(f) => resource[f] !== undefined && resource[f] !== null,
	);
	const message = fields.find((f) => /message/i.test(f));
	const code = fields.find((f) => /code/i.test(f));
	if (message && code) return `${String(resource[message])} (error code ${String(resource[code])})`;
	if (message) return String(resource[message]);
	return 'no reason given';
}

function resourceDetails(completion: Completion, id: string, resource: IDataObject): IDataObject {
	const details: IDataObject = { id, status: resource[completion.statusField] };
	for (const field of completion.errorFields) {
		if (resource[field] !== undefined) details[field] = resource[field];
	}
	return details;
}

/** The failed resource's own fields travel on the error (Continue On Fail outputs them). */
function withResource(error: NodeOperationError, details: IDataObject): NodeOperationError {
	error.context.resource = details;
	return error;
}

export async function waitForCompletion(
	this: IExecuteFunctions,
	completion: Completion,
	id: string,
	options: WaitOptions,
): Promise<IDataObject> {
	// Dry Run: the resource was planned, not created; there is nothing to wait for.
	if (isPlanning(this, options.itemIndex)) return { id };
	const { endpoint } = completion;
	// The id comes from the service's own answer to the create: named as such if it is unusable.
	const idParam = endpoint.path.match(/:(\w+)/)![1];
	const params = { [idParam]: ['ID the service returned', id] as const };
	const path = endpointPath(endpoint, params);
	const succeeded = [...completion.succeeded, ...(options.alsoSucceeded ?? [])];
	const deadline = Date.now() + options.timeoutSeconds * 1000;
	const itemIndex = options.itemIndex;
	// Just created (or just listed as pending): its first read comes one interval later, when it
	// may have ended (one read a post, not two, against the service's read limit).
	await pause(this, Math.min(completion.intervalMs, options.timeoutSeconds * 1000));
	for (;;) {
		const response = await apiRequest.call(this, endpoint, {
			params,
			qs: completion.qs,
			itemIndex,
		});
		const resource = completion.unwrap?.(response) ?? response;
		const status = String(resource[completion.statusField] ?? '');
		if (succeeded.includes(status)) return resource;
		if (completion.failed.includes(status)) {
			const explained = options.explainFailed?.(resource);
			const error = new NodeOperationError(
				this.getNode(),
				`${completion.failedMessage}: ${explained?.reason ?? failureReason(completion, resource)}`,
				{
					itemIndex,
					description:
						`${completion.idName} ${id} ended with status '${status}'. ` +
						(explained?.fix ?? `Fix the cause, then create the ${completion.noun} again.`),
				},
			);
			throw withResource(error, resourceDetails(completion, id, resource));
		}
		if (!completion.pending.includes(status)) {
			// A status outside the spec's list (a public client saw `insufficient-credits` on visuals):
			// nothing says it will change, so the wait ends here instead of at the timeout.
			const error = new NodeOperationError(
				this.getNode(),
				`${completion.failedMessage}: the service reported status '${status}'`,
				{
					itemIndex,
					description:
						`${completion.idName} ${id} reached '${status}', a status this node does not know, ` +
						`so it stopped waiting. Check the ${completion.noun} with ${completion.checkWith(id)} ` +
						'before creating it again.',
				},
			);
			throw withResource(error, resourceDetails(completion, id, resource));
		}
		const remaining = deadline - Date.now();
		if (remaining <= 0) {
			throw new NodeOperationError(
				this.getNode(),
				`${completion.noun[0].toUpperCase()}${completion.noun.slice(1)} ${id} was still '${status}' after waiting ${options.timeoutSeconds} seconds`,
				{
					itemIndex,
					description:
						`The ${completion.noun} may still ${completion.completeVerb}: do not run this item again ` +
						`(that could create a second ${completion.noun}). Check it later with ` +
						`${completion.checkWith(id)} (GET ${path}), or raise the timeout.`,
				},
			);
		}
		await pause(this, Math.min(completion.intervalMs, remaining));
	}
}
