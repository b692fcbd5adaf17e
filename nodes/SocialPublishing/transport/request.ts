// Requests to the service: authentication through the credential, errors, 429 waits, read
// retries, redirects refused, deadlines and answers checked (whole lists: lists.ts).
import type {
	IAdditionalCredentialOptions,
	ICredentialDataDecryptedObject,
	IDataObject,
	IExecuteFunctions,
	IHttpRequestMethods,
	IHttpRequestOptions,
	ILoadOptionsFunctions,
	IN8nHttpFullResponse,
	IPollFunctions,
} from 'n8n-workflow';
import { sleep } from 'n8n-workflow';

import {
	endpointFor,
	kindOf,
	type Endpoint,
	type RequestKind,
	type StatusHints,
} from '../serviceApi';
import { checkedAnswer } from './answers';
import { baseUrlOf } from './baseUrl';
import { deadlineMs, keepingOwnSignal, startDeadline } from './deadline';
import { awaitBudget, noteBudget, paceKey, settleBudget } from './pacing';
import { endpointPath, paramTexts, unsafePathReason, type PathParams } from './path';
import { sendOnce, type LookUp, type Replay, type SendHooks } from './exactlyOnce/writeMemory';
import { isPlanning, recordWrite, type PlannedRequest } from './dryRun';
import { notSentAgainFields } from './exactlyOnce/notSentAgain';
import {
	ambiguousError,
	DEADLINE_CODE,
	isDeadline,
	redirectError,
	unsafePathError,
	isAmbiguous,
	rateLimitError,
	readFailure,
	readRetriesExhaustedError,
	responseFailure,
	serviceError,
	type FailedAttempt,
	type RequestSummary,
} from './errors';

export const CREDENTIAL_NAME = 'socialPublishingApi';

export type SocialPublishingContext = IExecuteFunctions | ILoadOptionsFunctions | IPollFunctions;

export type { RequestKind } from '../serviceApi';

export interface ApiRequestOptions {
	/** The endpoint's path parameters: `{ id: ['Schedule ID', id] }` (the field names errors). */
	params?: PathParams;
	body?: IDataObject;
	qs?: IDataObject;
	/** When it differs from the endpoint's (serviceApi/endpoints.ts). */
	kind?: RequestKind;
	/** What a status means for this call, in the operation's words (before the endpoint's hints). */
	hints?: StatusHints;
	itemIndex?: number;
	/** Per-attempt timeout of silence; a timed-out create or write is not retried. */
	timeoutMs?: number;
	/** Bytes the request carries (an inline upload): its deadline grows with them. */
	carriesBytes?: number;
	/**
	 * Creates and changes are sent once per item, also when n8n runs the item again
	 * (transport/writeMemory.ts); false where the caller remembers a larger step itself.
	 */
	remember?: boolean;
	/** Dry Run: the stand-in answer of this write when the operation goes on after it. */
	dryRunAnswer?: IDataObject;
	/**
	 * A create's look among what the service lists, right before it is sent (also in a dry run):
	 * what it finds is the answer, and nothing is sent (form/alreadyOnService.ts).
	 */
	lookUp?: LookUp;
	/** Told how a create that was sent ended (not found, not replayed): the record of sends. */
	sendHooks?: SendHooks;
	/** Reads retried after a lost answer (default RETRY_POLICY.readMaxRetries). */
	readRetries?: number;
	/** How long 429s may hold the request back (default: RETRY_POLICY's). */
	rateLimitPatience?: RateLimitPatience;
}

export interface RateLimitPatience {
	maxWaits: number;
	/** The longest single wait a 429 may ask for. */
	maxWaitSeconds: number;
	/** All waits together. */
	totalWaitSeconds: number;
}

export interface SocialPublishingCredentials {
	apiKey: string;
	baseUrl: string;
	headerName?: string;
	/** Seconds a request may take in all, when longer than the sized deadline (0: sized). */
	requestTimeLimit?: number;
}

export const RETRY_POLICY = {
	rateLimitMaxWaits: 5,
	rateLimitMaxWaitSeconds: 90,
	// Spec "Limits": the limits are per minute, so a 429 that states no wait waits out the window.
	rateLimitDefaultWaitSeconds: 60,
	readMaxRetries: 3,
	readBackoffMs: [500, 1500, 3000],
	timeoutMs: 60_000,
};

/** RETRY_POLICY's, read when a request starts (tests change the policy). */
const defaultPatience = (): RateLimitPatience => ({
	maxWaits: RETRY_POLICY.rateLimitMaxWaits,
	maxWaitSeconds: RETRY_POLICY.rateLimitMaxWaitSeconds,
	totalWaitSeconds: Infinity,
});

export function defaultKind(method: IHttpRequestMethods): RequestKind {
	if (method === 'GET' || method === 'HEAD') return 'read';
	return method === 'POST' ? 'create' : 'write';
}

const WAIT_UNITS: Array<[RegExp, number]> = [
	[/^(?:ms|milliseconds?)$/i, 0.001],
	[/^(?:s|secs?|seconds?)$/i, 1],
	[/^(?:m|mins?|minutes?)$/i, 60],
	[/^(?:h|hrs?|hours?)$/i, 3600],
	[/^(?:d|days?)$/i, 86400],
];

/**
 * Whole seconds a 429 message states, in any unit: "retry in 55 seconds", "retry in 1 minute"
 * (@fastify/rate-limit's default text, which says minutes when a whole minute is left). The last
 * duration in the message counts; undefined when it states none.
 */
export function retryAfterSeconds(message: string | undefined): number | undefined {
	const durations = [...(message ?? '').matchAll(/(\d+(?:\.\d+)?)\s*([a-z]+)/gi)];
	for (const [, amount, unit] of durations.reverse()) {
		const factor = WAIT_UNITS.find(([pattern]) => pattern.test(unit))?.[1];
		if (factor !== undefined) return Math.ceil(Number(amount) * factor);
	}
	return undefined;
}

/** Whole seconds a `retry-after` header states: delay-seconds or an HTTP date (RFC 9110). */
export function retryAfterHeaderSeconds(
	value: string | undefined,
	now = Date.now(),
): number | undefined {
	const text = value?.trim();
	if (!text) return undefined;
	if (/^\d+(?:\.\d+)?$/.test(text)) return Math.ceil(Number(text));
	const date = Date.parse(text);
	return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

/** Seconds a 429 asks to wait: its `retry-after` header, else its message, else the window. */
export function rateLimitWaitSeconds(failure: {
	retryAfter?: string;
	serviceMessage?: string;
}): number {
	return (
		retryAfterHeaderSeconds(failure.retryAfter) ??
		retryAfterSeconds(failure.serviceMessage) ??
		RETRY_POLICY.rateLimitDefaultWaitSeconds
	);
}

export function joinUrl(baseUrl: string, endpoint: string): string {
	return `${String(baseUrl).trim().replace(/\/+$/, '')}/${endpoint.replace(/^\/+/, '')}`;
}

/**
 * One request to an endpoint of the table: `apiRequest.call(this, ENDPOINTS.getPost, { params:
 * { postSubmissionId: ['Post Submission ID', id] }, itemIndex: i })`. A method and a path of the
 * service (`'GET', '/users/me'`) are looked up in the table too (tests reach any path this way).
 */
export async function apiRequest(
	this: SocialPublishingContext,
	...args:
		| [endpoint: Endpoint, options?: ApiRequestOptions]
		| [method: IHttpRequestMethods, path: string, options?: ApiRequestOptions]
): Promise<IDataObject> {
	const [method, endpoint, entry, params, options] = resolve(args);
	const kind = options.kind ?? (entry ? kindOf(entry) : defaultKind(method));
	if (kind !== 'read' && isPlanning(this, options.itemIndex)) {
		const planned = {
			method: method as PlannedRequest['method'],
			path: endpoint,
			body: options.body,
		};
		const found = await options.lookUp?.();
		if (found) {
			const replay: Replay = {
				at: found.at,
				request: `${method} ${endpoint}`,
				reason: 'onService',
				found: found.found,
			};
			recordWrite(
				this,
				options.itemIndex,
				planned,
				{},
				{ wouldSend: false, ...notSentAgainFields(replay) },
			);
			return found.answer;
		}
		return recordWrite(this, options.itemIndex, planned, options.dryRunAnswer)!;
	}
	if (kind !== 'read' && options.remember !== false) {
		return await sendOnce(
			this,
			{
				method,
				endpoint,
				body: options.body,
				itemIndex: options.itemIndex,
				lookUp: options.lookUp,
				hooks: options.sendHooks,
			},
			async () => await apiRequest.call(this, method, endpoint, { ...options, remember: false }),
			async (list, qs) => await apiRequest.call(this, list, { qs, itemIndex: options.itemIndex }),
		);
	}
	const credentials = await this.getCredentials<SocialPublishingCredentials>(
		CREDENTIAL_NAME,
		options.itemIndex,
	);
	// The credential read above is handed on: otherwise n8n reads (a database query) and decrypts it
	// again for every request (benchmarks/per-item-n8n: the largest part of the per-item cost).
	// n8n's getNode() copies the node: once per request.
	const node = this.getNode();
	const stored = node.credentials?.[CREDENTIAL_NAME];
	const authWith: IAdditionalCredentialOptions = {
		credentialsDecrypted: {
			id: stored?.id ?? '',
			name: stored?.name ?? '',
			type: CREDENTIAL_NAME,
			data: credentials as unknown as ICredentialDataDecryptedObject,
		},
	};
	const summary: RequestSummary = {
		method,
		endpoint,
		itemIndex: options.itemIndex,
		params,
		hints: { ...entry?.hints, ...options.hints },
	};
	const unsafe = unsafePathReason(endpoint);
	if (unsafe) throw unsafePathError(this.getNode(), summary, unsafe);
	const key = typeof credentials.apiKey === 'string' ? credentials.apiKey : undefined;
	const baseUrl = baseUrlOf(credentials as unknown as ICredentialDataDecryptedObject);
	const request: IHttpRequestOptions = {
		method,
		url: joinUrl(baseUrl, endpoint),
		json: true,
		headers: { accept: 'application/json' },
		// Spec "Conventions": array query parameters are sent repeated (?status=a&status=b).
		arrayFormat: 'repeat',
		timeout: options.timeoutMs ?? RETRY_POLICY.timeoutMs,
		// Error statuses come back as responses: the error n8n-core 2.8 throws for them keeps no
		// response headers, and a 429 states its wait in `retry-after`.
		returnFullResponse: true,
		ignoreHttpStatusErrors: true,
		// n8n re-sends the key header on a redirect, even to another host: never follow one.
		disableFollowRedirect: true,
	};
	if (options.qs && Object.keys(options.qs).length) request.qs = dropUndefined(options.qs);
	if (options.body !== undefined) request.body = options.body;
	const limitMs = deadlineMs(options.carriesBytes, credentials.requestTimeLimit);

	const budget = paceKey(method, baseUrl, endpoint);
	const patience = options.rateLimitPatience ?? defaultPatience();
	const maxReadRetries = options.readRetries ?? RETRY_POLICY.readMaxRetries;
	let rateLimitWaits = 0;
	let rateLimitWaited = 0;
	let readRetries = 0;
	for (;;) {
		let failure: FailedAttempt;
		let response: IN8nHttpFullResponse | undefined;
		await awaitBudget(budget);
		const deadline = startDeadline(this, limitMs);
		try {
			response = (await this.helpers.httpRequestWithAuthentication.call(
				keepingOwnSignal(this),
				CREDENTIAL_NAME,
				{ ...request, headers: { ...request.headers }, abortSignal: deadline.signal },
				authWith,
			)) as IN8nHttpFullResponse;
			noteBudget(budget, response.headers);
			failure = responseFailure(response, key);
		} catch (error) {
			failure = deadline.passed()
				? { networkCode: DEADLINE_CODE, deadlineMs: limitMs }
				: readFailure(error, key);
		} finally {
			settleBudget(budget);
		}
		if (response && response.statusCode >= 200 && response.statusCode < 300) {
			return checkedAnswer(node, summary, kind, response, key);
		}
		if (response && response.statusCode >= 300 && response.statusCode < 400) {
			throw redirectError(this.getNode(), summary, response, key);
		}
		if (failure.status === 429) {
			// A 429 was not processed: wait what it states, then retry (any kind). Never sooner:
			// a retry before the stated time would only meet another 429.
			const seconds = rateLimitWaitSeconds(failure);
			if (
				rateLimitWaits >= patience.maxWaits ||
				seconds > patience.maxWaitSeconds ||
				rateLimitWaited + seconds > patience.totalWaitSeconds
			) {
				throw rateLimitError(this.getNode(), failure, summary, {
					waits: rateLimitWaits,
					waitSeconds: seconds,
					maxWaitSeconds: patience.maxWaitSeconds,
				});
			}
			rateLimitWaits++;
			rateLimitWaited += seconds;
			await sleep(seconds * 1000 + 100);
			continue;
		}
		if (isAmbiguous(failure)) {
			if (kind !== 'read') throw ambiguousError(this.getNode(), failure, summary);
			// A deadline already took its whole time: another attempt would double it.
			if (readRetries < maxReadRetries && !isDeadline(failure)) {
				await sleep(RETRY_POLICY.readBackoffMs[readRetries] ?? 3000);
				readRetries++;
				continue;
			}
			if (isDeadline(failure)) throw await serviceError(this.getNode(), failure, summary);
			throw readRetriesExhaustedError(this.getNode(), failure, summary, readRetries + 1);
		}
		throw await serviceError(this.getNode(), failure, summary);
	}
}

type Resolved = [
	method: IHttpRequestMethods,
	path: string,
	endpoint: Endpoint | undefined,
	params: Record<string, string>,
	options: ApiRequestOptions,
];

/** The method, concrete path, table entry and parameters of a request. */
function resolve(args: Parameters<typeof apiRequest>): Resolved {
	if (typeof args[0] === 'string') {
		const [method, path, options = {}] = args as [IHttpRequestMethods, string, ApiRequestOptions?];
		const found = endpointFor(method, path);
		return [method, path, found?.endpoint, found?.params ?? {}, options];
	}
	const [endpoint, options = {}] = args as [Endpoint, ApiRequestOptions?];
	const path = endpointPath(endpoint, options.params);
	return [endpoint.method, path, endpoint, paramTexts(options.params), options];
}

function dropUndefined(qs: IDataObject): IDataObject {
	return Object.fromEntries(
		Object.entries(qs).filter(([, value]) => value !== undefined && value !== null && value !== ''),
	);
}
