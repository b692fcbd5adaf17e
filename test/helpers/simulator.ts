/* eslint-disable @n8n/community-nodes/no-restricted-globals, @typescript-eslint/no-explicit-any -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// Starts a simulator per suite on free loopback ports and gives tests a small real-HTTP client.
import { startSimulator, type Simulator, type SimulatorOptions } from '../../simulator';

export type { Simulator };

export interface ApiResponse<T = any> {
	status: number;
	body: T;
	headers: Headers;
}

export interface ApiClient {
	request<T = any>(
		method: string,
		path: string,
		opts?: {
			body?: unknown;
			query?: Record<string, string | number | boolean | Array<string | number>>;
			key?: string | null;
		},
	): Promise<ApiResponse<T>>;
	get<T = any>(
		path: string,
		query?: Record<string, string | number | boolean | Array<string | number>>,
	): Promise<ApiResponse<T>>;
	post<T = any>(path: string, body?: unknown): Promise<ApiResponse<T>>;
	patch<T = any>(path: string, body?: unknown): Promise<ApiResponse<T>>;
	delete<T = any>(path: string, body?: unknown): Promise<ApiResponse<T>>;
}

export interface TestSimulator extends Simulator {
	/** Client authenticated as the demo user (or `key`). */
	api(key?: string | null): ApiClient;
	/** POST/GET to the control API. */
	control<T = any>(method: string, path: string, body?: unknown): Promise<T>;
	/** Advances the simulated clock and runs due state changes. */
	advance(ms: number): Promise<void>;
	/** Request log entries (method, path, query, keyMatched; never the key). */
	requests(filter?: { method?: string; path?: string }): Promise<any[]>;
}

/**
 * SP_SIM_DONE_AT_ONCE=1 (a check run by hand, docs/development/ci.md): on a simulator with the real
 * clock, posts, comments and messages are done 1 ms after their create, as on a machine so loaded
 * that each earlier one is listed by the time of the next. A test that sends the same post twice
 * and expects both sent (the look-up finds the first) then fails every time instead of at random.
 * Durations a test sets are kept.
 */
const doneAtOnce = (options: SimulatorOptions): SimulatorOptions =>
	process.env.SP_SIM_DONE_AT_ONCE && options.clockSpeed !== 0
		? {
				...options,
				durations: { postPublishMs: 1, commentStepMs: 1, messageSendMs: 1, ...options.durations },
			}
		: options;

export async function startTestSimulator(options: SimulatorOptions = {}): Promise<TestSimulator> {
	const sim = await startSimulator({ port: 0, storagePort: 0, ...doneAtOnce(options) });
	const api = (key: string | null = sim.apiKey): ApiClient => {
		const request = async (method: string, path: string, opts: any = {}) => {
			const url = new URL(sim.baseUrl + path);
			for (const [k, v] of Object.entries(opts.query ?? {})) {
				for (const item of Array.isArray(v) ? v : [v]) url.searchParams.append(k, String(item));
			}
			const headers: Record<string, string> = { accept: 'application/json' };
			const k = opts.key === undefined ? key : opts.key;
			if (k !== null) headers['service-api-key'] = k;
			if (opts.body !== undefined) headers['content-type'] = 'application/json';
			const res = await fetch(url, {
				method,
				headers,
				body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
			});
			const text = await res.text();
			return {
				status: res.status,
				body: text ? JSON.parse(text) : undefined,
				headers: res.headers,
			};
		};
		return {
			request,
			get: (path, query) => request('GET', path, { query }),
			post: (path, body) => request('POST', path, { body }),
			patch: (path, body) => request('PATCH', path, { body }),
			delete: (path, body) => request('DELETE', path, { body }),
		};
	};
	const control = async (method: string, path: string, body?: unknown) => {
		const res = await fetch(sim.controlUrl + path, {
			method,
			headers: body === undefined ? {} : { 'content-type': 'application/json' },
			body: body === undefined ? undefined : JSON.stringify(body),
		});
		const text = await res.text();
		if (res.status >= 400) throw new Error(`control ${method} ${path}: ${res.status} ${text}`);
		return text ? JSON.parse(text) : undefined;
	};
	return {
		...sim,
		api,
		control,
		advance: async (ms: number) => {
			await control('POST', '/clock', { advanceMs: ms });
		},
		requests: async (filter = {}) => {
			const q = new URLSearchParams(filter as Record<string, string>).toString();
			return (await control('GET', `/requests${q ? `?${q}` : ''}`)).items;
		},
	};
}

/**
 * One simulator for the test file: started before its first test, closed after its last. Returns a
 * handle that is filled in once `beforeAll` ran, so use it inside tests and hooks only.
 */
export function useSimulator(options: SimulatorOptions = {}): TestSimulator {
	const handle = {} as TestSimulator;
	beforeAll(async () => {
		Object.assign(handle, await startTestSimulator(options));
	});
	afterAll(() => handle.close());
	return handle;
}

type Query = Record<string, string | number | boolean | Array<string | number>>;

/** Every item of a cursor list (`{items, cursor?}`) read straight from the API, pages of 250. */
export async function allPages(
	sim: TestSimulator,
	path: string,
	query: Query = {},
): Promise<any[]> {
	const items: any[] = [];
	let cursor: string | undefined;
	do {
		const page = await sim.api().get(path, { ...query, limit: 250, ...(cursor ? { cursor } : {}) });
		if (page.status !== 200)
			throw new Error(`GET ${path}: ${page.status} ${JSON.stringify(page.body)}`);
		items.push(...page.body.items);
		cursor = page.body.cursor;
	} while (cursor);
	return items;
}

/** A 422 `{message, reqId}` whose message contains (or matches) each of `expected`. */
export function expect422(res: ApiResponse, ...expected: Array<string | RegExp>): void {
	if (
		res.status !== 422 ||
		typeof res.body?.reqId !== 'string' ||
		typeof res.body?.message !== 'string'
	)
		throw new Error(`Expected 422 {message, reqId}, got ${res.status} ${JSON.stringify(res.body)}`);
	for (const e of expected) {
		if (typeof e === 'string') expect(res.body.message).toContain(e);
		else expect(res.body.message).toMatch(e);
	}
}
