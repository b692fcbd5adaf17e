// Adds what a status means for this operation to the service's error (the router throws it on).
import { NodeApiError } from 'n8n-workflow';

/** The error of a failed request, its description set when `describe` has one for it. */
export function describeError(
	error: unknown,
	describe: (error: NodeApiError) => string | undefined,
): unknown {
	if (error instanceof NodeApiError) {
		const description = describe(error);
		if (description) error.description = description;
	}
	return error;
}
