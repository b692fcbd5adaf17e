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
