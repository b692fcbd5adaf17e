// The API listener: auth, routing, rate limits, JSON bodies, errors, faults and the request log.
import http from 'http';
import type { RateLimitGroup } from '../../nodes/SocialPublishing/spec';
import type { Reply, Route, SimContext } from './context';
import { handleControl } from './control';
import { ApiError } from './errors';
import { QueryReader } from './validate';

export const API_PREFIX = '/v2';
export const CONTROL_PREFIX = '/__control';

interface CompiledRoute extends Route {
	segments: string[];
	literalCount: number;
}

export function compileRoutes(routes: Route[]): CompiledRoute[] {
	return routes.map((r) => {
		const segments = r.path.split('/').filter(Boolean);
		return { ...r, segments, literalCount: segments.filter((s) => !s.startsWith(':')).length };
	});
}

function matchRoute(routes: CompiledRoute[], method: string, path: string) {
	const parts = path.split('/').filter(Boolean);
	let best: { route: CompiledRoute; params: Record<string, string> } | undefined;
	let pathKnown = false;
	for (const route of routes) {
		if (route.segments.length !== parts.length) continue;
		const params: Record<string, string> = {};
		const ok = route.segments.every((seg, i) => {
			if (seg.startsWith(':')) {
				params[seg.slice(1)] = decodeURIComponent(parts[i]);
				return true;
			}
			return seg === parts[i];
		});
		if (!ok) continue;
		pathKnown = true;
		if (route.method !== method) continue;
		if (!best || route.literalCount > best.route.literalCount) best = { route, params };
	}
	return { match: best, pathKnown };
}

function readBody(req: http.IncomingMessage, maxBytes: number): Promise<Buffer> {
	return new Promise((resolve, reject) => {
		const chunks: Buffer[] = [];
		let size = 0;
		req.on('data', (chunk: Buffer) => {
			size += chunk.length;
			if (size > maxBytes) {
				reject(new ApiError(413, `Request body exceeds ${maxBytes} bytes`));
				req.destroy();
				return;
			}
			chunks.push(chunk);
		});
		req.on('end', () => resolve(Buffer.concat(chunks)));
		req.on('error', reject);
	});
}

function send(res: http.ServerResponse, status: number, body: unknown) {
	if (res.destroyed) return;
	if (body === undefined || status === 204) {
		res.writeHead(status).end();
		return;
	}
	const text = JSON.stringify(body);
	res.writeHead(status, {
		'content-type': 'application/json; charset=utf-8',
		'content-length': Buffer.byteLength(text),
	});
	res.end(text);
}

/** A short copy of a body for the request log: long strings (base64 media) are cut. */
function loggable(value: unknown): unknown {
	if (typeof value === 'string')
		return value.length > 300 ? `${value.slice(0, 300)}…(${value.length} chars)` : value;
	if (Array.isArray(value)) return value.map(loggable);
	if (value && typeof value === 'object') {
		return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, loggable(v)]));
	}
	return value;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function createApiServer(ctx: SimContext, routeList: Route[]): http.Server {
	const routes = compileRoutes(routeList);
	const server = http.createServer((req, res) => {
		handle(req, res).catch((error) =>
			send(res, 500, { message: `Internal server error: ${error?.message}` }),
		);
	});

	async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
		const url = new URL(req.url ?? '/', 'http://simulator');
		if (url.pathname.startsWith(CONTROL_PREFIX)) {
			const remote = req.socket.remoteAddress ?? '';
			if (!/^(127\.|::1$|::ffff:127\.)/.test(remote))
				return send(res, 403, { message: 'Control API is loopback only' });
			const body = await readBody(req, ctx.config.maxJsonBodyBytes);
			const reply = await handleControl(
				ctx,
				req.method ?? 'GET',
				url.pathname.slice(CONTROL_PREFIX.length),
				url.searchParams,
				body,
			);
			return send(res, reply.status ?? 200, reply.body);
		}

		const method = (req.method ?? 'GET').toUpperCase();
		const reqId = ctx.ids.reqId();
		const query = new QueryReader(url.searchParams);
		const path = url.pathname.startsWith(API_PREFIX)
			? url.pathname.slice(API_PREFIX.length) || '/'
			: url.pathname;
		const keyHeader = req.headers[ctx.config.keyHeader.toLowerCase()];
		const key = Array.isArray(keyHeader) ? keyHeader[0] : keyHeader;
		const data = key !== undefined ? ctx.state.byKey(key) : undefined;
		let status = 500;
		let logBody: unknown;
		const finish = (s: number, body: unknown) => {
			status = s;
			send(res, s, body);
		};
		try {
			const rawBody =
				method === 'GET' || method === 'HEAD'
					? Buffer.alloc(0)
					: await readBody(req, ctx.config.maxJsonBodyBytes);
			let body: unknown;
			if (rawBody.length) {
				try {
					body = JSON.parse(rawBody.toString('utf8'));
				} catch {
					throw new ApiError(400, 'Request body is not valid JSON');
				}
				logBody = loggable(body);
			}
			if (!url.pathname.startsWith(API_PREFIX + '/') && url.pathname !== API_PREFIX) {
				throw new ApiError(
					404,
					`Not found: the base URL must end in ${API_PREFIX} (got ${url.pathname})`,
				);
			}
			if (key === undefined)
				throw new ApiError(401, `Missing API key: send it in the ${ctx.config.keyHeader} header`);
			if (!data) throw new ApiError(401, 'Invalid API key');

			const fault = ctx.faults.take(method, path);
			if (fault?.delayMs) await sleep(fault.delayMs);
			if (fault && fault.when !== 'after' && (fault.reset || fault.status)) {
				if (fault.reset) {
					status = 0;
					req.socket.destroy();
					return;
				}
				return finish(fault.status!, fault.body ?? { message: 'Simulated server error', reqId });
			}

			const { match, pathKnown } = matchRoute(routes, method, path);
			if (!match) {
				throw new ApiError(
					pathKnown ? 405 : 404,
					pathKnown
						? `Method ${method} is not allowed on ${path}`
						: `Route ${method} ${path} not found`,
				);
			}
			if (match.route.rateGroup) {
				const verdict = ctx.rateLimiter.take(data.user.id, match.route.rateGroup as RateLimitGroup);
				if (!verdict.ok) {
					return finish(429, {
						statusCode: 429,
						message: `Rate limit exceeded, retry in ${verdict.retryAfterSeconds} seconds`,
					});
				}
			}
			ctx.scheduler.runDue();
			const reply: Reply = await match.route.handler(
				{ method, path, params: match.params, query, body, user: data.user, data, reqId },
				ctx,
			);
			if (fault && fault.when === 'after') {
				if (fault.reset) {
					status = 0;
					req.socket.destroy();
					return;
				}
				return finish(
					fault.status ?? 500,
					fault.body ?? { message: 'Simulated server error', reqId },
				);
			}
			finish(reply.status ?? 200, reply.body);
		} catch (error) {
			if (error instanceof ApiError) {
				const body: Record<string, unknown> = { message: error.message, reqId };
				if (error.code !== undefined) body.code = error.code;
				finish(error.status, body);
			} else {
				finish(500, { message: 'Internal server error', reqId });
				// eslint-disable-next-line no-console
				console.error('[simulator]', error);
			}
		} finally {
			ctx.log.add({
				method,
				path,
				query: query.entries(),
				keyPresent: key !== undefined,
				keyMatched: data !== undefined,
				userId: data?.user.id ?? null,
				status,
				body: logBody,
			});
		}
	}

	server.keepAliveTimeout = 5000;
	return server;
}
