// The answer shapes of the endpoint table (endpoints.ts), keyed `METHOD /path` with `{}` for each
// path parameter: the view the transport and its tests look an answer up in.
import { ENDPOINT_LIST, endpointFor } from './endpoints';
import type { ResponseShape } from './shapes';

export type { Check, ResponseShape } from './shapes';

const keyOf = (method: string, path: string) => `${method} ${path.replace(/:\w+/g, '{}')}`;

/** The 35 endpoints of the interface. */
export const RESPONSE_SHAPES: Record<string, ResponseShape> = Object.fromEntries(
	ENDPOINT_LIST.map((e) => [keyOf(e.method, e.path), e.answer]),
);

/** The table's key for a request (`GET /posts/abc` → `GET /posts/{}`), or undefined. */
export function responseShapeKey(method: string, endpoint: string): string | undefined {
	const found = endpointFor(method, endpoint);
	return found ? keyOf(found.endpoint.method, found.endpoint.path) : undefined;
}
