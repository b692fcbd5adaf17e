/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports, @n8n/community-nodes/require-node-api-error -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// Free loopback ports, asked of the OS (listen on 0, read, close). A port handed out here is only
// taken once n8n listens on it; in the meantime a suite running beside this one (scripts/ci.mjs runs
// several, and a suite runs `npm start` or itself as a child) must not be handed the same port. So
// with `SP_PORT_CLAIMS=<folder>` set (one folder per CI run), each port is claimed there first, by
// creating a file named after it (an exclusive create: one process wins), and taken from 20000-32767,
// below the ports the OS hands out itself (32768 and up, the simulator's and every outgoing
// connection's).
import { mkdirSync, openSync, closeSync } from 'fs';
import { createServer } from 'net';
import { join } from 'path';

const CLAIMS = process.env.SP_PORT_CLAIMS;
const FIRST = 20000;
const LAST = 32767;

export async function freePort(): Promise<number> {
	if (!CLAIMS) return osFreePort();
	mkdirSync(CLAIMS, { recursive: true });
	for (let port = FIRST; port <= LAST; port++) {
		if (!claim(join(CLAIMS, String(port)))) continue;
		if (await isPortFree(port)) return port;
	}
	throw new Error(`SP_PORT_CLAIMS ${CLAIMS}: no free port left in ${FIRST}-${LAST}`);
}

function claim(file: string): boolean {
	try {
		closeSync(openSync(file, 'wx'));
		return true;
	} catch (error) {
		if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
		throw error;
	}
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

/** `preferred` (a port handed to this process, claimed by whoever chose it) when free, else any. */
export async function preferredPort(preferred: number): Promise<number> {
	return (await isPortFree(preferred)) ? preferred : freePort();
}

/**
 * A port this process derives itself (`npm start`'s storage port: its simulator's + 1): with claims
 * it is claimed first, else any free port. Unclaimed, it once took a port a suite beside it had
 * claimed for its n8n (which then met EADDRINUSE).
 */
export async function derivedPort(preferred: number): Promise<number> {
	if (CLAIMS) {
		mkdirSync(CLAIMS, { recursive: true });
		if (!claim(join(CLAIMS, String(preferred)))) return freePort();
	}
	return (await isPortFree(preferred)) ? preferred : freePort();
}
