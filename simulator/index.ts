/* eslint-disable @n8n/community-nodes/no-restricted-imports -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// startSimulator(): the API listener and the storage listener, on loopback only.
import { mkdtempSync } from 'fs';
import type { AddressInfo } from 'net';
import { tmpdir } from 'os';
import { join } from 'path';
import { RATE_LIMIT_WINDOW_MS, type RateLimitGroup } from '../nodes/SocialPublishing/serviceApi';
import { Scheduler, SimClock } from './core/clock';
import { DEFAULT_DURATIONS, type Durations, type SimConfig, type SimContext } from './core/context';
import { registerControlActions } from './core/control';
import { IdGenerator } from './core/ids';
import { FaultInjector, RequestLog } from './core/observe';
import { RateLimitState } from './core/rateLimit';
import { DEMO_USERS, SimState } from './core/state';
import { StorageService } from './core/storage';
import { createApiApp } from './http/app';
import { API_PREFIX, CONTROL_PREFIX } from './http/paths';
import { RESOURCE_MODULES } from './resources';

export interface SimulatorOptions {
	/** API port; 0 (default in code) picks a free port. */
	port?: number;
	/** Storage port; 0 picks a free port. */
	storagePort?: number;
	host?: string;
	/** Rate limits on (default) or off. */
	rateLimits?: boolean;
	/** Length of the rate-limit window (fixed: it starts with its first request) in real ms (default 60 000). Tests shorten it. */
	rateLimitWindowMs?: number;
	rateLimitOverrides?: Partial<Record<RateLimitGroup, number>>;
	/** Simulated clock speed (1 = real time). */
	clockSpeed?: number;
	durations?: Partial<Durations>;
	/** Presigned URL lifetime in real ms (default 5 minutes). */
	uploadUrlExpiryMs?: number;
	seed?: boolean;
	storageDir?: string;
	keyHeader?: string;
}

export interface Simulator {
	baseUrl: string;
	storageUrl: string;
	controlUrl: string;
	apiKey: string;
	users: Array<{ id: string; apiKey: string; email: string }>;
	ctx: SimContext;
	clock: SimClock;
	close(): Promise<void>;
}

export async function startSimulator(options: SimulatorOptions = {}): Promise<Simulator> {
	const host = options.host ?? '127.0.0.1';
	const config: SimConfig = {
		host,
		rateLimits: options.rateLimits ?? true,
		rateLimitWindowMs: options.rateLimitWindowMs ?? RATE_LIMIT_WINDOW_MS,
		rateLimitOverrides: options.rateLimitOverrides ?? {},
		durations: { ...DEFAULT_DURATIONS, ...options.durations },
		uploadUrlExpiryMs: options.uploadUrlExpiryMs ?? 5 * 60_000,
		maxJsonBodyBytes: 32 * 1024 * 1024,
		storageDir: options.storageDir ?? mkdtempSync(join(tmpdir(), 'sp-sim-storage-')),
		seed: options.seed ?? true,
		keyHeader: options.keyHeader ?? 'service-api-key',
	};
	const clock = new SimClock(Date.now(), options.clockSpeed ?? 1);
	const storage = new StorageService({
		host,
		port: options.storagePort ?? 0,
		dir: config.storageDir,
		uploadUrlExpiryMs: config.uploadUrlExpiryMs,
		keyHeader: config.keyHeader,
	});
	const state = new SimState(RESOURCE_MODULES);
	const ctx: SimContext = {
		config,
		clock,
		scheduler: new Scheduler(clock),
		ids: new IdGenerator(),
		state,
		storage,
		log: new RequestLog(),
		faults: new FaultInjector(),
		rateLimits: new RateLimitState(config.rateLimitWindowMs),
		baseUrl: '',
	};
	state.attach(ctx);
	for (const m of RESOURCE_MODULES) if (m.control) registerControlActions(m.control);

	await storage.listen();
	const app = await createApiApp(
		ctx,
		RESOURCE_MODULES.flatMap((m) => m.routes),
	);
	await app.listen({ port: options.port ?? 0, host });
	const { port } = app.server.address() as AddressInfo;
	const origin = `http://${host}:${port}`;
	ctx.baseUrl = `${origin}${API_PREFIX}`;
	state.reset(config.seed);

	return {
		baseUrl: ctx.baseUrl,
		storageUrl: storage.url,
		controlUrl: `${origin}${CONTROL_PREFIX}`,
		apiKey: DEMO_USERS[0].apiKey,
		users: DEMO_USERS.map(({ id, apiKey, email }) => ({ id, apiKey, email })),
		ctx,
		clock,
		async close() {
			await app.close();
			await storage.close();
		},
	};
}

export { DEMO_USERS };
