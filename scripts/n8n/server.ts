/* eslint-disable @n8n/community-nodes/no-dangerous-functions, @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports, @typescript-eslint/no-explicit-any -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// `n8n start` as a child process, and a small client for its REST API (owner setup, sign-in, calls).
import { execFileSync, type ChildProcess } from 'child_process';
import { readFileSync } from 'fs';
import { request as httpRequest } from 'http';
import { spawnN8n, stopGroup } from './children';
import { groupMembers, logOutputTo } from './processTree';

export interface N8nServer {
	url: string;
	process: ChildProcess;
	stop(): Promise<void>;
}

export interface StartServerOptions {
	bin: string;
	env: NodeJS.ProcessEnv;
	port: number;
	/** n8n's own output goes here (a file), or is inherited when 'inherit'. */
	log: string | 'inherit';
	readyTimeoutMs?: number;
}

export async function startN8nServer(options: StartServerOptions): Promise<N8nServer> {
	const url = `http://127.0.0.1:${options.port}`;
	// Its own process group (children.ts): its task runners stay in it, so stop() ends them too.
	const child = spawnN8n(options.bin, ['start'], {
		env: options.env,
		stdio: [
			'ignore',
			options.log === 'inherit' ? 'inherit' : 'pipe',
			options.log === 'inherit' ? 'inherit' : 'pipe',
		],
	});
	if (options.log !== 'inherit') {
		logOutputTo(child, options.log);
	}
	let exited: number | null | undefined;
	const exit = new Promise<void>((resolve) =>
		child.once('exit', (code) => {
			exited = code;
			resolve();
		}),
	);
	const server: N8nServer = {
		url,
		process: child,
		async stop() {
			const pgid = child.pid;
			if (!pgid) return;
			if (exited === undefined) {
				// n8n ends its task runners on a clean shutdown; a forced stop ends the whole group.
				child.kill('SIGTERM');
				const killer = setTimeout(() => void stopGroup(pgid, 0), 15_000);
				await exit;
				clearTimeout(killer);
			}
			if (groupMembers(pgid).length) await stopGroup(pgid, 2_000);
		},
	};
	const deadline = Date.now() + (options.readyTimeoutMs ?? 120_000);
	while (Date.now() < deadline) {
		if (exited !== undefined) {
			await server.stop(); // its task runner may outlive it
			throw new Error(
				`n8n start exited (${exited}) before it was ready; see ${options.log}${portHolder(options)}`,
			);
		}
		if (await isReady(url)) return server;
		await new Promise((resolve) => setTimeout(resolve, 500));
	}
	await server.stop();
	throw new Error(`n8n was not ready at ${url} within the timeout; see ${options.log}`);
}

/** When n8n's port was taken meanwhile (its log says so): who holds it, for the error. */
function portHolder(options: StartServerOptions): string {
	try {
		if (options.log === 'inherit' || !readFileSync(options.log, 'utf8').includes('already in use'))
			return '';
		const held = execFileSync('ss', ['-Htlnp', `sport = :${options.port}`], { encoding: 'utf8' });
		return `\nport ${options.port} is held by: ${held.trim() || '(nobody any more)'}`;
	} catch {
		return '';
	}
}

/** The editor is usable once /rest/settings answers with the settings (`/healthz` comes earlier). */
async function isReady(url: string): Promise<boolean> {
	try {
		const res = await fetch(`${url}/rest/settings`);
		return res.ok && (await res.text()).includes('"settingsMode"');
	} catch {
		return false;
	}
}

export interface Owner {
	email: string;
	firstName: string;
	lastName: string;
	password: string;
}

export interface RestResponse<T = any> {
	status: number;
	body: T;
}

/** How long after n8n says a workflow is active its webhooks (an MCP endpoint) are reachable. */
const ACTIVATION_SETTLE_MS = 1_500;

export class N8nRestClient {
	private cookie = '';

	constructor(private readonly url: string) {}

	/** Creates the owner on a fresh instance, or signs in when the owner exists already. */
	async ensureOwner(owner: Owner): Promise<'created' | 'signed-in'> {
		const setup = await this.request('POST', '/rest/owner/setup', owner);
		if (setup.status === 200) return 'created';
		const login = await this.request('POST', '/rest/login', {
			emailOrLdapLoginId: owner.email,
			password: owner.password,
		});
		if (login.status !== 200) {
			throw new Error(
				`Owner setup answered ${setup.status} and sign-in as ${owner.email} answered ${login.status}: ${JSON.stringify(login.body)}`,
			);
		}
		return 'signed-in';
	}

	async request<T = any>(method: string, path: string, body?: unknown): Promise<RestResponse<T>> {
		const headers: Record<string, string> = { accept: 'application/json' };
		if (body !== undefined) headers['content-type'] = 'application/json';
		if (this.cookie) headers.cookie = this.cookie;
		const res = await freshConnection(
			method,
			`${this.url}${path}`,
			headers,
			body === undefined ? undefined : JSON.stringify(body),
		);
		const auth = res.setCookies.find((c) => c.startsWith('n8n-auth='))?.split(';')[0];
		if (auth) this.cookie = auth;
		const text = res.text;
		if (
			method === 'POST' &&
			/^\/rest\/workflows\/[^/]+\/activate$/.test(path) &&
			res.status >= 200 &&
			res.status < 300
		) {
			// n8n 2.40 answers before the workflow's webhooks are live: a call within ~0.5 s gets a
			// 404 "webhook is not registered" (measured: 404 at once, 200 from 500 ms on).
			await new Promise((resolve) => setTimeout(resolve, ACTIVATION_SETTLE_MS));
		}
		let parsed: any = text;
		try {
			parsed = text ? JSON.parse(text) : undefined;
		} catch {
			// Not JSON: keep the text.
		}
		return { status: res.status, body: parsed };
	}
}

/**
 * One request on a connection of its own. fetch() reuses idle connections, and n8n closes one after
 * 5 s idle: a request sent on it in the same moment fails ("fetch failed", seen on POST /run at
 * load 27 in CI); a POST is not safe to repeat. A new loopback connection per call costs little.
 */
function freshConnection(
	method: string,
	url: string,
	headers: Record<string, string>,
	body?: string,
): Promise<{ status: number; text: string; setCookies: string[] }> {
	return new Promise((resolve, reject) => {
		const req = httpRequest(url, { method, headers, agent: false }, (res) => {
			const chunks: Buffer[] = [];
			res.on('data', (chunk: Buffer) => chunks.push(chunk));
			res.on('error', reject);
			res.on('end', () =>
				resolve({
					status: res.statusCode ?? 0,
					text: Buffer.concat(chunks).toString('utf8'),
					setCookies: res.headers['set-cookie'] ?? [],
				}),
			);
		});
		req.on('error', (error) =>
			reject(new Error(`${method} ${url}: ${error.message}`, { cause: error })),
		);
		req.end(body);
	});
}
