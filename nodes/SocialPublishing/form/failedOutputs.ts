// An output that stands for a failure while the item's other outputs succeeded (a cross-post's
// target): the router sends it to the error output under On Error "Continue (using error output)",
// and the published targets to the main one.
import type { IDataObject } from 'n8n-workflow';

const FAILED = Symbol('failed');

type Marked = IDataObject & { [FAILED]?: true };

/** Marks `json` (kept as it is, in place) as the output of a failure; it has `error`. */
export function asFailure<T extends IDataObject>(json: T): T {
	(json as Marked)[FAILED] = true;
	return json;
}

/** Whether `json` stands for a failure; the mark is removed (it never reaches n8n). */
export function takeFailure(json: IDataObject): boolean {
	const failed = (json as Marked)[FAILED] === true;
	delete (json as Marked)[FAILED];
	return failed;
}
