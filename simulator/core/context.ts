import type { Endpoint, RateLimitGroup } from '../../nodes/SocialPublishing/serviceApi';
import type { SimClock, Scheduler } from './clock';
import type { IdGenerator } from './ids';
import type { FaultInjector, RequestLog } from './observe';
import type { RateLimitState } from './rateLimit';
import type { StorageService } from './storage';
import type { Json, User, UserData } from './types';

/** Durations of the state machines, in simulated milliseconds. */
export interface Durations {
	/** POST /posts (publish now) → published/failed. */
	postPublishMs: number;
	/** queued → processing and processing → completed/failed, each. */
	sourceStepMs: number;
	/** Each of the six visual steps. */
	visualStepMs: number;
	/** queued → processing and processing → posted/failed, each. */
	commentStepMs: number;
	/** queued → sent/failed. */
	messageSendMs: number;
	/**
	 * Demo only (`npm start`): a post scheduled, or whose schedule is changed, through the API publishes at most this
	 * long after, instead of at its scheduled time; until then it is listed with the time it was given.
	 * Unset (the default): it publishes at its scheduled time. Seeded scheduled posts keep their times.
	 */
	scheduledPublishWithinMs?: number;
}

export interface SimConfig {
	host: string;
	rateLimits: boolean;
	rateLimitWindowMs: number;
	rateLimitOverrides: Partial<Record<RateLimitGroup, number>>;
	durations: Durations;
	/** Lifetime of a presigned upload URL, real milliseconds. */
	uploadUrlExpiryMs: number;
	maxJsonBodyBytes: number;
	storageDir: string;
	seed: boolean;
	/** Header the key arrives in. */
	keyHeader: string;
}

export const DEFAULT_DURATIONS: Durations = {
	postPublishMs: 3000,
	sourceStepMs: 2500,
	visualStepMs: 3000,
	commentStepMs: 1000,
	messageSendMs: 1500,
};

export interface SimContext {
	config: SimConfig;
	clock: SimClock;
	scheduler: Scheduler;
	ids: IdGenerator;
	state: SimStateApi;
	storage: StorageService;
	log: RequestLog;
	faults: FaultInjector;
	rateLimits: RateLimitState;
	/** The API base URL (`http://127.0.0.1:<p>/v2`), known once listening. */
	baseUrl: string;
}

export interface SimStateApi {
	users: UserData[];
	byKey(key: string): UserData | undefined;
	byUserId(id: string): UserData | undefined;
	reset(seed: boolean): void;
}

export interface SimRequest {
	method: string;
	/** Path relative to the base URL, without `/v2`. */
	path: string;
	params: Record<string, string>;
	/** The query string after its schema: coerced, defaults filled, unknown parameters handled. */
	query: Json;
	/** The JSON body after its schema (`{}` when the endpoint takes none). */
	body: Json;
	user: User;
	data: UserData;
	reqId: string;
}

export interface Reply {
	status?: number;
	body?: unknown;
}

export type Handler = (req: SimRequest, ctx: SimContext) => Reply | Promise<Reply>;

/** A JSON Schema (draft 7, as AJV 8 reads it). */
export type JsonSchema = Record<string, unknown>;

/** What the wire layer validates before the handler runs (path parameters are derived from `path`). */
export interface RouteSchema {
	body?: JsonSchema;
	querystring?: JsonSchema;
}

export interface Route {
	method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
	/** Relative to the base URL, `:name` for path parameters. */
	path: string;
	schema?: RouteSchema;
	handler: Handler;
}

/** The method and path of an endpoint of the node's table: `{ ...routeOf(ENDPOINTS.getPost), ... }`. */
export const routeOf = (endpoint: Endpoint): Pick<Route, 'method' | 'path'> => ({
	method: endpoint.method,
	path: endpoint.path,
});

/** A control-API action of a resource (`POST /__control/<name>`), e.g. new audience activity. */
export type ControlAction = (data: UserData, body: Json, ctx: SimContext) => unknown;

/** A resource module: its routes, the seed data it adds for a new user, its control actions. */
export interface ResourceModule {
	name: string;
	routes: Route[];
	seed?(data: UserData, ctx: SimContext, profile: SeedProfile): void;
	control?: Record<string, ControlAction>;
}

export type SeedProfile = 'demo' | 'second';

export type { Json };
