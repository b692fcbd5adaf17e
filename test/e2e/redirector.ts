/* eslint-disable @n8n/community-nodes/no-restricted-imports -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// A Base URL that redirects: every request gets a 301 to a second loopback server, and both record
// what reached them (the redirect's target must see nothing).
import { once } from 'events';
import { createServer, type IncomingHttpHeaders, type Server } from 'http';
import type { AddressInfo } from 'net';

/** Two loopback servers: the "Base URL" answers every request with a 301 to the other one. */
export interface Redirector {
	baseUrl: string;
	target: string;
	seenByBase: Array<{ url: string; headers: IncomingHttpHeaders }>;
	seenByTarget: Array<{ url: string; headers: IncomingHttpHeaders }>;
	close(): Promise<void>;
}

async function listen(
	handle: (url: string, headers: IncomingHttpHeaders) => [number, Record<string, string>, string],
) {
	const server: Server = createServer((req, res) => {
		req.resume();
		req.on('end', () => {
			const [status, headers, body] = handle(req.url ?? '', req.headers);
			res.writeHead(status, headers);
			res.end(body);
		});
	});
	server.listen(0, '127.0.0.1');
	await once(server, 'listening');
	return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

export async function startRedirector(): Promise<Redirector> {
	const seenByBase: Redirector['seenByBase'] = [];
	const seenByTarget: Redirector['seenByTarget'] = [];
	const target = await listen((url, headers) => {
		seenByTarget.push({ url, headers });
		return [200, { 'content-type': 'application/json' }, '{"id":"not-the-service"}'];
	});
	const base = await listen((url, headers) => {
		seenByBase.push({ url, headers });
		return [301, { location: `${target.origin}${url}` }, ''];
	});
	return {
		baseUrl: `${base.origin}/v2`,
		target: target.origin,
		seenByBase,
		seenByTarget,
		close: async () => {
			for (const { server } of [base, target]) {
				server.closeAllConnections();
				await new Promise((resolve) => server.close(resolve));
			}
		},
	};
}
