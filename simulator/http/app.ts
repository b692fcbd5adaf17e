// The API listener on the service's own stack: Fastify 5, a JSON Schema per endpoint (AJV with
// Fastify's defaults), @fastify/rate-limit. Hooks in order: request log and auth (onRequest), body
// kept for the log, faults, rate limit (preValidation), schema, handler.
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { rateLimitGroupOf } from '../../nodes/SocialPublishing/serviceApi';
import type { Route, SimContext } from '../core/context';
import { ApiError } from '../core/errors';
import { authenticate } from './auth';
import { registerControl } from './control';
import { formatSchemaErrors, replyError } from './errors';
import { applyFaultAfter, applyFaultBefore, holdAnswer } from './faults';
import { API_PREFIX } from './paths';
import { registerRateLimits, rateLimitConfig } from './rateLimit';
import { keepBodyForLog, logWhenDone } from './requestLog';
import { ISO_8601_FORMAT, iso8601Format, object, nonEmptyStr } from './schema';

/**
 * Fastify's AJV defaults (`coerceTypes: 'array'`, `useDefaults`, `removeAdditional`) plus every
 * error at once: the spec's own example joins two (`body.x must be object, body.y must NOT be valid`).
 */
const AJV_OPTIONS = {
	allErrors: true,
	allowUnionTypes: true,
	formats: { [ISO_8601_FORMAT]: iso8601Format },
};

const paramNames = (path: string) =>
	path
		.split('/')
		.filter((s) => s.startsWith(':'))
		.map((s) => s.slice(1));

function paramsSchema(path: string) {
	const names = paramNames(path);
	return object(Object.fromEntries(names.map((n) => [n, nonEmptyStr])), names);
}

function pathPattern(path: string): RegExp {
	const source = path
		.split('/')
		.map((s) => (s.startsWith(':') ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
		.join('/');
	return new RegExp(`^${source}$`);
}

/** 405 for a known path with another method, 404 otherwise. */
function notFound(routes: Route[]) {
	const patterns = routes.map((r) => pathPattern(r.path));
	return async (request: FastifyRequest) => {
		const { path } = request.sim;
		if (patterns.some((p) => p.test(path)))
			throw new ApiError(405, `Method ${request.method} is not allowed on ${path}`);
		throw new ApiError(404, `Route ${request.method} ${path} not found`);
	};
}

function register(app: FastifyInstance, ctx: SimContext, route: Route): void {
	app.route({
		method: route.method,
		url: route.path,
		schema: { ...route.schema, params: paramsSchema(route.path) },
		config: rateLimitConfig(ctx, rateLimitGroupOf(route.method, route.path)),
		handler: async (request: FastifyRequest, reply: FastifyReply) => {
			ctx.scheduler.runDue();
			const data = request.sim.data!;
			const result = await route.handler(
				{
					method: request.method,
					path: request.sim.path,
					params: (request.params ?? {}) as Record<string, string>,
					query: (request.query ?? {}) as Record<string, unknown>,
					body: (request.body ?? {}) as Record<string, unknown>,
					user: data.user,
					data,
					reqId: request.id,
				},
				ctx,
			);
			await holdAnswer(ctx, request);
			if (applyFaultAfter(ctx, request, reply)) return reply;
			return reply.code(result.status ?? 200).send(result.body);
		},
	});
}

export async function createApiApp(ctx: SimContext, routes: Route[]): Promise<FastifyInstance> {
	const app = Fastify({
		bodyLimit: ctx.config.maxJsonBodyBytes,
		// Longer than any stall of the event loop it shares with the tests (jest runs it in process):
		// at 5 s, a worker stalled past it (a busy machine) reused a socket the server closed in the
		// same turn of the loop: "fetch failed: ECONNRESET" (docs/development/ci.md).
		keepAliveTimeout: 72_000, // Fastify's default; the storage server's too (core/storage.ts)
		forceCloseConnections: true,
		routerOptions: { maxParamLength: 1000 },
		ajv: { customOptions: AJV_OPTIONS },
		schemaErrorFormatter: formatSchemaErrors,
	});
	// JSON only: a body of any other type is refused with 415 (Fastify also parses text/plain).
	app.removeContentTypeParser('text/plain');
	app.setErrorHandler(replyError);
	app.setNotFoundHandler(async (request) => {
		throw new ApiError(
			404,
			`Not found: the base URL must end in ${API_PREFIX} (got ${request.url.split('?')[0]})`,
		);
	});
	registerControl(app, ctx);
	await app.register(
		async (api) => {
			api.addHook('onRequest', logWhenDone(ctx));
			api.addHook('onRequest', authenticate(ctx));
			api.addHook('preValidation', keepBodyForLog);
			api.addHook('preValidation', applyFaultBefore(ctx));
			if (ctx.config.rateLimits) await registerRateLimits(api, ctx);
			for (const route of routes) register(api, ctx, route);
			api.setNotFoundHandler(notFound(routes));
		},
		{ prefix: API_PREFIX },
	);
	return app;
}
