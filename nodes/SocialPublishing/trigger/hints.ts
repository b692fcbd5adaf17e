// What a 404 or 422 from a list means for the trigger's form (spec "Errors": 404 for unknown
// resources named by a filter, 422 for invalid filter values).
import { NodeApiError } from 'n8n-workflow';

export type StatusHints = Partial<Record<'404' | '422', string>>;

/** Runs a request; a 404 or 422 it throws gets the hint for that status. */
export async function withHints<T>(hints: StatusHints, request: () => Promise<T>): Promise<T> {
	try {
		return await request();
	} catch (caught) {
		const error = caught as Error;
		const hint = error instanceof NodeApiError ? hints[error.httpCode as '404' | '422'] : undefined;
		if (hint) (error as NodeApiError).description = hint;
		throw error;
	}
}
