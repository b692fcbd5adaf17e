// What the wire layer learns about a request on its way through the hooks.
import type { Fault } from '../core/observe';
import type { UserData } from '../core/types';

export interface RequestState {
	/** Path relative to the base URL, as received (`/posts/psub_000001`). */
	path: string;
	keyPresent: boolean;
	/** The user whose key the request carried byte-exact. */
	data?: UserData;
	/** A copy of the JSON body before the schema coerced it, for the request log. */
	loggedBody?: unknown;
	/** A `when: "after"` fault to apply once the handler ran. */
	faultAfter?: Fault;
	logged: boolean;
}

declare module 'fastify' {
	interface FastifyRequest {
		sim: RequestState;
	}
}
