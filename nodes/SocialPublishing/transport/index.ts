// The only code that speaks HTTP to the service (besides upload.ts): authentication through the
// credential, errors, 429 waits, read retries, pagination and waiting for terminal states.
import type {
	IDataObject,
	IExecuteFunctions,
	IHttpRequestMethods,
	IHttpRequestOptions,
	ILoadOptionsFunctions,
	IPollFunctions,
} from 'n8n-workflow';
import { sleep } from 'n8n-workflow';

import {
	ambiguousError,
	isAmbiguous,
	rateLimitError,
	readFailure,
	readRetriesExhaustedError,
	serviceError,
	type RequestSummary,
} from './errors';

export { validationError, readFailure } from './errors';

export const CREDENTIAL_NAME = 'socialPublishingApi';

export type SocialPublishingContext = IExecuteFunctions | ILoadOptionsFunctions | IPollFunctions;

/** `read` requests may be retried after ambiguous failures; `create`/`write` never (duplicates). */
export type RequestKind = 'read' | 'create' | 'write';

export interface ApiRequestOptions {
	body?: IDataObject;
	qs?: IDataObject;
	kind?: RequestKind;
	itemIndex?: number;
	/** Per-attempt timeout; a timed-out create or write is not retried. */
	timeoutMs?: number;
}

export interface SocialPublishingCredentials {
	apiKey: string;
	baseUrl: string;
	headerName?: string;
}

export const RETRY_POLICY = {
	rateLimitMaxWaits: 5,
	rateLimitMaxWaitSeconds: 90,
	rateLimitDefaultWaitSeconds: 5,
	readMaxRetries: 3,
	readBackoffMs: [500, 1500, 3000],
	timeoutMs: 60_000,
};

export function defaultKind(method: IHttpRequestMethods): RequestKind {
	if (method === 'GET' || method === 'HEAD') return 'read';
	return method === 'POST' ? 'create' : 'write';
}

/** Seconds the 429 message states ("retry in 12 seconds"), or undefined. */
export function retryAfterSeconds(message: string | undefined): number | undefined {
	const match = message?.match(/(\d+(?:\.\d+)?)\s*(?:s\b|sec|second)/i);
	return match ? Math.ceil(Number(match[1])) : undefined;
}

export function joinUrl(baseUrl: string, endpoint: string): string {
	return `${String(baseUrl).trim().replace(/\/+$/, '')}/${endpoint.replace(/^\/+/, '')}`;
}

// The non-generic overload is last so that `apiRequest.call(this, ...)` infers IDataObject.
export async function apiRequest<T = IDataObject>(
	this: SocialPublishingContext,
	method: IHttpRequestMethods,
	endpoint: string,
	options?: ApiRequestOptions,
): Promise<T>;
export async function apiRequest(
	this: SocialPublishingContext,
	method: IHttpRequestMethods,
	endpoint: string,
	options?: ApiRequestOptions,
): Promise<IDataObject>;
export async function apiRequest<T = IDataObject>(
	this: SocialPublishingContext,
	method: IHttpRequestMethods,
	endpoint: string,
	options: ApiRequestOptions = {},
): Promise<T> {
	const kind = options.kind ?? defaultKind(method);
	const credentials = await this.getCredentials<SocialPublishingCredentials>(
		CREDENTIAL_NAME,
		options.itemIndex,
	);
	const summary: RequestSummary = { method, endpoint, itemIndex: options.itemIndex };
	const request: IHttpRequestOptions = {
		method,
		url: joinUrl(credentials.baseUrl, endpoint),
		json: true,
		headers: { accept: 'application/json' },
		// Spec "Conventions": array query parameters are sent repeated (?status=a&status=b).
		arrayFormat: 'repeat',
		timeout: options.timeoutMs ?? RETRY_POLICY.timeoutMs,
	};
	if (options.qs && Object.keys(options.qs).length) request.qs = dropUndefined(options.qs);
	if (options.body !== undefined) request.body = options.body;

	let rateLimitWaits = 0;
	let readRetries = 0;
	for (;;) {
		try {
			return (await this.helpers.httpRequestWithAuthentication.call(this, CREDENTIAL_NAME, {
				...request,
				headers: { ...request.headers },
			})) as T;
		} catch (error) {
			const failure = readFailure(error);
			if (failure.status === 429) {
				// A 429 was not processed: wait what it states, then retry (any kind).
				const seconds =
					retryAfterSeconds(failure.serviceMessage) ?? RETRY_POLICY.rateLimitDefaultWaitSeconds;
				if (
					rateLimitWaits >= RETRY_POLICY.rateLimitMaxWaits ||
					seconds > RETRY_POLICY.rateLimitMaxWaitSeconds
				) {
					throw rateLimitError(this.getNode(), failure, summary, rateLimitWaits);
				}
				rateLimitWaits++;
				await sleep(seconds * 1000 + 100);
				continue;
			}
			if (isAmbiguous(failure)) {
				if (kind !== 'read') throw ambiguousError(this.getNode(), failure, summary);
				if (readRetries < RETRY_POLICY.readMaxRetries) {
					await sleep(RETRY_POLICY.readBackoffMs[readRetries] ?? 3000);
					readRetries++;
					continue;
				}
				throw readRetriesExhaustedError(this.getNode(), failure, summary, readRetries + 1);
			}
			throw serviceError(this.getNode(), failure, summary);
		}
	}
}

export interface AllItemsOptions {
	returnAll: boolean;
	limit?: number;
	pageSize?: number;
	itemIndex?: number;
}

const DEFAULT_PAGE_SIZE = 50;

/** `{items, cursor?}` lists: follows `cursor` until it is absent or `limit` items are collected. */
export async function apiRequestAllItemsCursor(
	this: SocialPublishingContext,
	endpoint: string,
	qs: IDataObject,
	options: AllItemsOptions,
): Promise<IDataObject[]> {
	const pageSize = options.pageSize ?? DEFAULT_PAGE_SIZE;
	const limit = options.returnAll ? Infinity : (options.limit ?? pageSize);
	const items: IDataObject[] = [];
	let cursor: string | undefined;
	do {
		const pageLimit = Math.min(pageSize, limit - items.length);
		const page = await apiRequest.call(this, 'GET', endpoint, {
			qs: { ...qs, limit: pageLimit, ...(cursor ? { cursor } : {}) },
			itemIndex: options.itemIndex,
		});
		items.push(...((page.items as IDataObject[] | undefined) ?? []));
		cursor = typeof page.cursor === 'string' && page.cursor ? page.cursor : undefined;
	} while (cursor && items.length < limit);
	return items.slice(0, limit);
}

/** `{items, count}` lists: raises `offset` by `limit` until `offset` reaches `count`. */
export async function apiRequestAllItemsOffset(
	this: SocialPublishingContext,
	endpoint: string,
	qs: IDataObject,
	options: AllItemsOptions,
): Promise<IDataObject[]> {
	const pageSize = options.pageSize ?? DEFAULT_PAGE_SIZE;
	const limit = options.returnAll ? Infinity : (options.limit ?? pageSize);
	const items: IDataObject[] = [];
	let offset = Number(qs.offset ?? 0);
	for (;;) {
		const pageLimit = Math.min(pageSize, limit - items.length);
		const page = await apiRequest.call(this, 'GET', endpoint, {
			qs: { ...qs, offset, limit: pageLimit },
			itemIndex: options.itemIndex,
		});
		const pageItems = (page.items as IDataObject[] | undefined) ?? [];
		items.push(...pageItems);
		const count = Number(page.count ?? 0);
		offset += pageLimit;
		if (!pageItems.length || offset >= count || items.length >= limit) break;
	}
	return items.slice(0, limit);
}

export interface WaitOptions {
	endpoint: string;
	statusOf: (response: IDataObject) => string;
	terminal: readonly string[];
	intervalMs: number;
	timeoutMs: number;
	itemIndex?: number;
}

/** Polls `endpoint` (read requests) until its status is terminal or `timeoutMs` has passed. */
export async function waitForTerminalStatus(
	this: SocialPublishingContext,
	options: WaitOptions,
): Promise<{ response: IDataObject; status: string; timedOut: boolean }> {
	const deadline = Date.now() + options.timeoutMs;
	for (;;) {
		const response = await apiRequest.call(this, 'GET', options.endpoint, {
			itemIndex: options.itemIndex,
		});
		const status = options.statusOf(response);
		if (options.terminal.includes(status)) return { response, status, timedOut: false };
		const remaining = deadline - Date.now();
		if (remaining <= 0) return { response, status, timedOut: true };
		await sleep(Math.min(options.intervalMs, remaining));
	}
}

function dropUndefined(qs: IDataObject): IDataObject {
	return Object.fromEntries(
		Object.entries(qs).filter(([, value]) => value !== undefined && value !== null && value !== ''),
	);
}
