// The request log of the control API: method, path, query and body as received, status, whether a
// key was present and matched. Never the key.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SimContext } from '../core/context';
import { API_PREFIX } from './paths';
import './requestState';

/** A short copy of a body for the request log: long strings (base64 media) are cut. */
export function loggable(value: unknown): unknown {
	if (typeof value === 'string')
		return value.length > 300 ? `${value.slice(0, 300)}…(${value.length} chars)` : value;
	if (Array.isArray(value)) return value.map(loggable);
	if (value && typeof value === 'object') {
		return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, loggable(v)]));
	}
	return value;
}

function receivedQuery(url: string): Record<string, string | string[]> {
	const params = new URLSearchParams(url.split('?')[1] ?? '');
	const out: Record<string, string | string[]> = {};
	for (const key of new Set(params.keys())) {
		const all = params.getAll(key);
		out[key] = all.length === 1 ? all[0] : all;
	}
	return out;
}

/** preValidation: keeps the body as received, before the schema coerces or fills it. */
export async function keepBodyForLog(request: FastifyRequest) {
	if (request.body !== undefined) request.sim.loggedBody = loggable(request.body);
}

export function logRequest(ctx: SimContext, request: FastifyRequest, status: number): void {
	const state = request.sim;
	if (state.logged) return;
	state.logged = true;
	ctx.log.add({
		method: request.method,
		path: state.path,
		query: receivedQuery(request.url),
		keyPresent: state.keyPresent,
		keyMatched: state.data !== undefined,
		userId: state.data?.user.id ?? null,
		status,
		body: state.loggedBody,
	});
}

/** onRequest, first: logs once the response is sent, or with status 0 when the client left before. */
export function logWhenDone(ctx: SimContext) {
	return async (request: FastifyRequest, reply: FastifyReply) => {
		request.sim = {
			path: request.url.split('?')[0].slice(API_PREFIX.length) || '/',
			keyPresent: false,
			logged: false,
		};
		reply.raw.once('finish', () => logRequest(ctx, request, reply.statusCode));
		reply.raw.once('close', () =>
			logRequest(ctx, request, reply.raw.writableFinished ? reply.statusCode : 0),
		);
	};
}
