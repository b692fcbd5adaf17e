// The one path builder: every value that goes into a URL path passes here. `encodeURIComponent`
// leaves `.` and `..` as they are and the URL would resolve them (`/posts/..` is `/`), so those, like
// an empty value, are refused with the field's name before anything is sent.
import { FieldError } from './fieldError';

/** A value for one `:name` of an endpoint's path, and the field it came from (named in errors). */
export type PathValue = readonly [field: string, value: unknown];

const DOT_SEGMENT = /^\.{1,2}$/;

/** One path segment: the id as text, checked and encoded. */
export function pathSegment(field: string, value: unknown): string {
	if (value !== null && typeof value === 'object') {
		throw new FieldError(
			field,
			`is ${Array.isArray(value) ? 'a list' : 'an object'}, not an ID: give one ID as text (in an expression, pick the ID field, e.g. {{ $json.id }})`,
		);
	}
	const id = typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
	if (!id) throw new FieldError(field, 'is required: pick it from the list or enter its ID');
	if (DOT_SEGMENT.test(id)) {
		throw new FieldError(field, `'${id}' is not an ID: give the ID itself (a dot is not an ID)`);
	}
	return encodeURIComponent(id);
}

/** The values of an endpoint's path parameters, each with the field it came from. */
export type PathParams = Readonly<Record<string, PathValue>>;

/**
 * `endpointPath(ENDPOINTS.getPost, { postSubmissionId: ['Post Submission ID', id] })`: each `:name`
 * of the endpoint's path filled with a checked, encoded segment.
 */
export function endpointPath(endpoint: { path: string }, params: PathParams = {}): string {
	const names = endpoint.path.match(/:\w+/g)?.map((n) => n.slice(1)) ?? [];
	const given = Object.keys(params);
	if (names.length !== given.length || names.some((n) => !(n in params))) {
		throw new Error(`endpointPath: ${endpoint.path} takes ${names.join(', ') || 'no parameters'}`);
	}
	return endpoint.path.replace(/:(\w+)/g, (_, name: string) => pathSegment(...params[name]));
}

/** The parameters as text (what hints name), as `pathSegment` reads them before encoding. */
export function paramTexts(params: PathParams = {}): Record<string, string> {
	return Object.fromEntries(
		Object.entries(params).map(([name, [, value]]) => [name, String(value ?? '').trim()]),
	);
}

/**
 * Why an endpoint must not be sent (an empty, `.` or `..` segment, a query or fragment), or
 * undefined. The transport's last guard for a path that did not come through `pathTo`.
 */
export function unsafePathReason(endpoint: string): string | undefined {
	if (!endpoint.startsWith('/')) return 'it does not start with /';
	if (/[?#]/.test(endpoint)) return 'it holds a query or fragment';
	const segments = endpoint.slice(1).split('/');
	if (segments.some((s) => s === '')) return 'it has an empty segment';
	if (segments.some((s) => DOT_SEGMENT.test(s))) return 'it has a . or .. segment';
	return undefined;
}
