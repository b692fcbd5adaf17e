/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// Free loopback ports, asked of the OS (listen on 0, read, close), or, when `SP_PORT_RANGE=<from>-<to>`
// is set (scripts/ci.mjs gives each lane its own, below the OS's ephemeral range), the next free one
// of that range: a port handed out here is only taken once n8n listens on it, and in the meantime
// another suite running beside this one must not be handed the same port.
import { createServer } from 'net';

const RANGE = /^(\d+)-(\d+)$/.exec(process.env.SP_PORT_RANGE ?? '');
let nextInRange = RANGE ? Number(RANGE[1]) : 0;

export async function freePort(): Promise<number> {
	if (!RANGE) return osFreePort();
	while (nextInRange <= Number(RANGE[2])) {
		const port = nextInRange++;
		if (await isPortFree(port)) return port;
	}
	throw new Error(`SP_PORT_RANGE ${RANGE[0]}: no free port left`);
}

function osFreePort(): Promise<number> {
	return new Promise((resolve, reject) => {
		const server = createServer();
		server.once('error', reject);
		server.listen(0, '127.0.0.1', () => {
			const address = server.address();
			const port = typeof address === 'object' && address ? address.port : 0;
			server.close(() => resolve(port));
		});
	});
}

export async function isPortFree(port: number): Promise<boolean> {
	return new Promise((resolve) => {
		const server = createServer();
		server.once('error', () => resolve(false));
		server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
	});
}

/** `preferred` when it is free, otherwise any free port. */
export async function preferredPort(preferred: number): Promise<number> {
	return (await isPortFree(preferred)) ? preferred : freePort();
}
