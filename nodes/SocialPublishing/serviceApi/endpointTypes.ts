// What the endpoint table (endpoints.ts) says about each endpoint: its method and path, the answer
// the node relies on, its rate-limit group, its kind, what to check after an ambiguous failure of a
// write, and what a status such as 404 or 422 means.
import type { RateLimitGroup } from './limits';
import type { ResponseShape } from './shapes';

export type EndpointMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** `read` requests may be retried after ambiguous failures; `create`/`write` never (duplicates). */
export type RequestKind = 'read' | 'create' | 'write';

/** A failed request as a hint sees it: its status, the service's message, its path parameters. */
export interface HintInput {
	status: number;
	serviceMessage: string;
	params: Readonly<Record<string, string>>;
}

/** What a status means: a text, or one worked out from the failure (undefined: the generic hint). */
export type Hint =
	string | ((failure: HintInput) => string | undefined | Promise<string | undefined>);

/** Hints by HTTP status (404, 422, and the 400s the spec names). */
export type StatusHints = Partial<Record<number, Hint>>;

/** Where a person checks whether a create or change took effect, and what a re-run does. */
export interface WriteFacts {
	/** "the post", "the comment": for messages. */
	what: string;
	/** Where a person looks whether it took effect. */
	check: string;
	/**
	 * After an earlier attempt whose outcome is unknown: `look` in the service's list (then send
	 * only when it is not there), `resend` (the same request again is harmless), or `stop`.
	 */
	afterUnknown: 'look' | 'resend' | 'stop';
	/** Creates something that is published or costs credits: subject to "Skip Identical Creates". */
	identical?: boolean;
	/** Its answer expires (an upload link): asked anew on every run, never replayed. */
	fresh?: boolean;
}

export interface EndpointFacts {
	method: EndpointMethod;
	/** Relative to the base URL; `:name` for a path parameter. */
	path: `/${string}`;
	answer: ResponseShape;
	/** Its group of the spec's "Limits" table (one counter per group). */
	limit?: RateLimitGroup;
	/** When it differs from the method's (GET read, POST create, others write). */
	kind?: RequestKind;
	write?: WriteFacts;
	/** What a 404/422 means for every caller (a call may say it in its own words). */
	hints?: StatusHints;
}

/** The kind of a request to `endpoint`: the table's, else by method. */
export function kindOf(endpoint: Pick<EndpointFacts, 'method' | 'kind'>): RequestKind {
	if (endpoint.kind) return endpoint.kind;
	if (endpoint.method === 'GET') return 'read';
	return endpoint.method === 'POST' ? 'create' : 'write';
}
