// The words of an answer's shape (the `answer` of each entry in endpoints.ts): what the node relies
// on in a success answer. The transport checks every 2xx answer: a non-JSON, truncated or
// wrong-shaped answer is an error, never a success item.

/** A problem with `value` at `at`, or undefined when it fits. */
export type Check = (value: unknown, at: string) => string | undefined;

const kindOf = (value: unknown) =>
	value === null ? 'null' : Array.isArray(value) ? 'a list' : typeof value;

const isObject = (value: unknown): value is Record<string, unknown> =>
	typeof value === 'object' && value !== null && !Array.isArray(value);

export const anything: Check = () => undefined;

export const text: Check = (value, at) =>
	typeof value === 'string' ? undefined : `${at} is ${kindOf(value)}, not text`;

export const list: Check = (value, at) =>
	Array.isArray(value) ? undefined : `${at} is ${kindOf(value)}, not a list`;

/** A count the service may send as a number or as a numeric string (spec: `count: string`). */
export const count: Check = (value, at) =>
	(typeof value === 'number' && Number.isFinite(value)) ||
	(typeof value === 'string' && /^\d+$/.test(value))
		? undefined
		: `${at} is ${kindOf(value)}, not a count`;

export const optional =
	(check: Check): Check =>
	(value, at) =>
		value === undefined || value === null ? undefined : check(value, at);

/** An object with (at least) these fields. */
export const object =
	(fields: Record<string, Check> = {}): Check =>
	(value, at) => {
		if (!isObject(value)) return `${at} is ${kindOf(value)}, not an object`;
		for (const [name, check] of Object.entries(fields)) {
			const problem = check(value[name], `${at}.${name}`);
			if (problem) return problem;
		}
		return undefined;
	};

/** Fits if one of `checks` fits; otherwise every one's problem. */
export const oneOf =
	(...checks: Check[]): Check =>
	(value, at) => {
		const problems = checks.map((check) => check(value, at));
		return problems.includes(undefined) ? undefined : problems.join(', and ');
	};

export const items = (item: Check = object()): Check => {
	const each: Check = (value, at) => {
		if (!Array.isArray(value)) return list(value, at);
		for (let k = 0; k < value.length; k++) {
			const problem = item(value[k], `${at}[${k}]`);
			if (problem) return problem;
		}
		return undefined;
	};
	return each;
};

export const withId = object({ id: text });
export const withIdAndStatus = object({ id: text, status: text });
// Polled by id: the node relies on the status (the id is the one it asked for).
export const withStatus = object({ status: text });
export const cursorList = object({ items: items(), cursor: optional(text) });
export const itemList = object({ items: items() });

/** The answer of one endpoint: JSON of this shape, or no body at all (204). */
export interface ResponseShape {
	body: Check | 'none';
}

export const json = (body: Check): ResponseShape => ({ body });
export const noBody: ResponseShape = { body: 'none' };
