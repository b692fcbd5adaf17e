// What each endpoint answers on success, as far as the node relies on it (spec "Endpoints"; where the
// spec says "not shown", SERVICE-FACTS). The transport checks every 2xx answer against this table:
// a non-JSON, truncated or wrong-shaped answer is an error, never a success item.

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

const items = (item: Check = object()): Check => {
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

const withId = object({ id: text });
const withIdAndStatus = object({ id: text, status: text });
// Polled by id: the node relies on the status (the id is the one it asked for).
const withStatus = object({ status: text });
const cursorList = object({ items: items(), cursor: optional(text) });
const itemList = object({ items: items() });

/** The answer of one endpoint: JSON of this shape, or no body at all (204). */
export interface ResponseShape {
	body: Check | 'none';
}

const json = (body: Check): ResponseShape => ({ body });
const noBody: ResponseShape = { body: 'none' };

/** Keyed `METHOD /path` with `{}` for each path parameter: the 35 endpoints of the interface. */
export const RESPONSE_SHAPES: Record<string, ResponseShape> = {
	'GET /users/me': json(object()),
	'GET /users/me/accounts': json(object({ items: items(withId) })),
	'GET /users/me/accounts/{}/subaccounts': json(object({ items: items(withId) })),
	'GET /social/pinterest/boards': json(object({ items: items(withId) })),

	'POST /posts': json(object({ postSubmissionId: text })),
	'GET /posts/{}': json(object({ status: text })),
	'GET /posts': json(object({ items: items(withId), cursor: optional(text) })),
	'GET /published-posts': json(object({ items: items(withId), count })),

	'GET /analytics': json(itemList),
	'GET /posts/{}/analytics': json(object()),

	'GET /comments': json(cursorList),
	'GET /comments/{}': json(withStatus),
	'POST /comments': json(withIdAndStatus),

	'GET /conversations': json(cursorList),
	'GET /conversations/{}': json(withId),
	'GET /messages': json(cursorList),
	'GET /messages/{}': json(withStatus),
	'POST /messages': json(withIdAndStatus),

	// Spec: `{item: {id, status}}`; "one reference lists a flat `{id}`".
	'POST /videos/from-templates': json(oneOf(object({ item: withId }), withId)),
	'GET /videos/creations/{}': json(
		oneOf(object({ item: object({ status: text }) }), object({ status: text })),
	),
	// "Response envelope: not shown": a list, or `{items}`.
	'GET /videos/templates': json(oneOf(items(), itemList)),
	// "Response: not shown".
	'DELETE /videos/{}': { body: anything },

	'POST /source-resolutions-v3': json(withId),
	'GET /source-resolutions-v3/{}': json(withStatus),

	'GET /schedules': json(
		object({ items: items(withId), count: optional(count), cursor: optional(text) }),
	),
	'GET /schedules/{}': json(object({ schedule: withId })),
	'PATCH /schedules/{}': noBody,
	'DELETE /schedules/{}': noBody,

	'GET /schedule/slots': json(object({ items: items(withId) })),
	// "201: created slots with ids": a list, `{items}` (a public client) or `{slots}`.
	'POST /schedule/slots': json(
		oneOf(items(withId), object({ items: items(withId) }), object({ slots: items(withId) })),
	),
	'PATCH /schedule/slots/{}': noBody,
	'DELETE /schedules/slots/{}': noBody,
	'POST /schedule/slots/next-available': json(
		object({ slot: object({ slotId: text, slotTime: text }) }),
	),

	'POST /media': json(object({ url: text })),
	'POST /media/uploads': json(object({ presignedUrl: text, publicUrl: text })),
};

const patterns = Object.keys(RESPONSE_SHAPES).map((key) => {
	const [method, path] = key.split(' ');
	const source = path
		.split('{}')
		.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
		.join('[^/]+');
	return { key, method, regex: new RegExp(`^${source}$`) };
});

/** The table's key for a request (`GET /posts/abc` → `GET /posts/{}`), or undefined. */
export function responseShapeKey(method: string, endpoint: string): string | undefined {
	const path = endpoint.split('?')[0];
	// Literal paths win over templates (`GET /posts` is not `GET /posts/{}`; `/users/me/accounts`).
	const exact = `${method} ${path}`;
	if (RESPONSE_SHAPES[exact]) return exact;
	return patterns.find((p) => p.method === method && p.regex.test(path))?.key;
}
