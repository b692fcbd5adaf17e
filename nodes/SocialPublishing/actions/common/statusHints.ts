// What a 404 or 422 means for one form: the hint replaces the generic one on the service's error.
import { describeError } from './describeError';

export type StatusHints = Partial<Record<'404' | '422', string>>;

/** Runs a request; a 404 or 422 it throws goes on with the hint for that status. */
export async function withHints<T>(hints: StatusHints, request: () => Promise<T>): Promise<T> {
	try {
		return await request();
	} catch (caught) {
		throw describeError(caught, (error) => hints[error.httpCode as '404' | '422']);
	}
}
