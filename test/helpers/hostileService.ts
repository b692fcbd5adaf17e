/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// A small misbehaving service for tests (the simulator stays faithful to the real one): each request
// is answered by the test's script — a redirect, a trickle that never ends, HTML or a bare "OK" on
// 200, truncated JSON, an endless cursor — or passed on to the simulator unchanged.
import { once } from 'events';
import {
	createServer,
	request as httpRequest,
	type IncomingMessage,
	type Server,
	type ServerResponse,
} from 'http';
import type { AddressInfo } from 'net';

export interface SeenRequest {
	method: string;
	/** Path and query as received, e.g. `/v2/posts?limit=50`. */
	url: string;
	headers: IncomingMessage['headers'];
	body: string;
}

export type Reply =
	| { kind: 'json'; status: number; body: unknown; headers?: Record<string, string> }
	| { kind: 'raw'; status: number; contentType: string; text: string }
	| { kind: 'truncated'; status: number; text: string }
	| { kind: 'redirect'; status: number; location: string }
	| { kind: 'trickle'; everyMs: number }
	/** Forwarded to the simulator at `upstream` (same path and headers). */
	| { kind: 'pass' };

export type Script = (request: SeenRequest, count: number) => Reply;

export interface HostileService {
	baseUrl: string;
	origin: string;
	requests: SeenRequest[];
	script: Script;
	close(): Promise<void>;
}

function answer(
	res: ServerResponse,
	reply: Reply,
	upstream: string | undefined,
	seen: SeenRequest,
) {
	switch (reply.kind) {
		case 'json':
			res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
			res.end(JSON.stringify(reply.body));
			return;
		case 'raw':
			res.writeHead(reply.status, { 'content-type': reply.contentType });
			res.end(reply.text);
			return;
		case 'truncated':
			// Chunked, then the connection ends mid-answer.
			res.writeHead(reply.status, { 'content-type': 'application/json' });
			res.write(reply.text);
			res.end();
			return;
		case 'redirect':
			res.writeHead(reply.status, { location: reply.location });
			res.end();
			return;
		case 'trickle': {
			res.writeHead(200, { 'content-type': 'application/json' });
			res.write('{');
			const timer = setInterval(() => res.write(' '), reply.everyMs);
			res.on('close', () => clearInterval(timer));
			return;
		}
		case 'pass': {
			if (!upstream) throw new Error('pass needs an upstream');
			const target = new URL(seen.url, upstream);
			const forward = httpRequest(
				target,
				{ method: seen.method, headers: { ...seen.headers, host: target.host } },
				(up) => {
					res.writeHead(up.statusCode ?? 502, up.headers);
					up.pipe(res);
				},
			);
			forward.end(seen.body);
		}
	}
}

/** `upstream`: the simulator's origin (http://127.0.0.1:port) for `pass` replies. */
export async function startHostileService(
	script: Script,
	upstream?: string,
): Promise<HostileService> {
	const requests: SeenRequest[] = [];
	const service = { script } as HostileService;
	const server: Server = createServer((req, res) => {
		const chunks: Buffer[] = [];
		req.on('data', (c: Buffer) => chunks.push(c));
		req.on('end', () => {
			const seen: SeenRequest = {
				method: req.method ?? '',
				url: req.url ?? '',
				headers: req.headers,
				body: Buffer.concat(chunks).toString('utf8'),
			};
			requests.push(seen);
			answer(res, service.script(seen, requests.length), upstream, seen);
		});
	});
	server.listen(0, '127.0.0.1');
	await once(server, 'listening');
	const { port } = server.address() as AddressInfo;
	return Object.assign(service, {
		origin: `http://127.0.0.1:${port}`,
		baseUrl: `http://127.0.0.1:${port}/v2`,
		requests,
		close: () =>
			new Promise<void>((resolve) => {
				server.closeAllConnections();
				server.close(() => resolve());
			}),
	});
}
