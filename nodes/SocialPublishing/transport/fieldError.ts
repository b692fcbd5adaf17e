// A check that fails throws a FieldError (field + fix); the router, which knows the item, turns it
// into the item's NodeOperationError. Checks never need the execution context to fail. A form with
// several checks collects their problems (FieldProblems) so that one run names every mistake.
import type { INode } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

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

/** Several problems found together, each field with its fix (FieldProblems.throwIfAny). */
export class FieldErrors extends FieldError {
	constructor(readonly problems: FieldError[]) {
		super(
			fieldNames(problems).join(', '),
			`${problems.length} problems, so nothing was sent:\n- ${problems.map((p) => p.message).join('\n- ')}`,
		);
		this.name = 'FieldErrors';
	}
}

const fieldNames = (problems: FieldError[]) => [...new Set(problems.map((p) => p.field))];

/**
 * Collects the problems of independent checks so that one run reports every mistake: a check that
 * fails leaves its value undefined and the next checks still run.
 */
export class FieldProblems {
	readonly list: FieldError[] = [];

	get any(): boolean {
		return this.list.length > 0;
	}

	/** Keeps each problem once (each of a FieldErrors). */
	add(...errors: FieldError[]): void {
		for (const error of errors) {
			for (const problem of error instanceof FieldErrors ? error.problems : [error]) {
				// A binary named in two places is one problem, not two.
				if (!this.list.some((p) => p.message === problem.message)) this.list.push(problem);
			}
		}
	}

	check<T>(check: () => T): T | undefined {
		let thrown: unknown;
		try {
			return check();
		} catch (error) {
			thrown = error;
		}
		this.add(onlyFieldError(thrown)); // any other error is thrown as it is
		return undefined;
	}

	async checkAsync<T>(check: () => Promise<T>): Promise<T | undefined> {
		let thrown: unknown;
		try {
			return await check();
		} catch (error) {
			thrown = error;
		}
		this.add(onlyFieldError(thrown)); // any other error is thrown as it is
		return undefined;
	}

	/** One problem is thrown as it is (the message of a single check), several as one FieldErrors. */
	throwIfAny(): void {
		if (this.list.length === 1) throw this.list[0];
		if (this.list.length > 1) throw new FieldErrors(this.list);
	}

	/**
	 * The item's error: one problem goes to the router as every check's does; several become one
	 * error that lists each field with its fix and names every field in its description.
	 */
	throwForItem(node: INode, itemIndex: number): void {
		if (this.list.length < 2) return this.throwIfAny();
		throw itemErrorOf(node, new FieldErrors(this.list), itemIndex);
	}
}

/** Several problems as the item's error: each field with its fix, every field in the description. */
export function itemErrorOf(
	node: INode,
	errors: FieldErrors,
	itemIndex: number,
): NodeOperationError {
	const names = fieldNames(errors.problems).map((name) => `"${name}"`);
	const listed =
		names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}` : names[0];
	return new NodeOperationError(node, errors.fix, {
		description: `Fix the ${listed} field${names.length > 1 ? 's' : ''} and run again.`,
		itemIndex,
	});
}

function onlyFieldError(thrown: unknown): FieldError {
	if (thrown instanceof FieldError) return thrown;
	throw thrown;
}
