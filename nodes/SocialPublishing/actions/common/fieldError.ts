// A check that fails throws a FieldError (field + fix); the router, which knows the item, turns it
// into the item's NodeOperationError. Checks never need the execution context to fail.

export class FieldError extends Error {
	constructor(
		readonly field: string,
		readonly fix: string,
	) {
		super(`${field}: ${fix}`);
		this.name = 'FieldError';
	}
}

export function fail(field: string, fix: string): never {
	throw new FieldError(field, fix);
}

/**
 * Runs a check and returns its FieldError instead of throwing it, so that several checks can be
 * reported at once (cross-post targets); any other error is thrown as it is.
 */
export function fieldErrorOf(check: () => void): FieldError | undefined {
	let thrown: unknown;
	try {
		check();
		return undefined;
	} catch (error) {
		thrown = error;
	}
	return onlyFieldError(thrown);
}

/** `fieldErrorOf` for a check that reads from the service. */
export async function fieldErrorOfAsync(
	check: () => Promise<void>,
): Promise<FieldError | undefined> {
	let thrown: unknown;
	try {
		await check();
		return undefined;
	} catch (error) {
		thrown = error;
	}
	return onlyFieldError(thrown);
}

function onlyFieldError(thrown: unknown): FieldError {
	if (thrown instanceof FieldError) return thrown;
	throw thrown;
}
