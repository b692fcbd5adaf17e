// Errors the node raises: the service's answers as NodeApiError (message, reqId, httpCode, a hint),
// and client-side validation as NodeOperationError naming the field and the fix.
import type { IN8nHttpFullResponse, INode, JsonObject } from 'n8n-workflow';
import { NodeApiError, NodeOperationError } from 'n8n-workflow';

import type { StatusHints } from '../serviceApi';
import { deadlineText } from './deadline';
import { redactText } from './redact';
import { writeRuleFor } from './exactlyOnce/writeRules';

/**
 * An n8n node error, whichever copy of n8n-workflow made it. `instanceof` holds only for the copy
 * this file runs on, and n8n's own helpers throw from n8n's copy: one and the same when n8n
 * installed the package, two when a copy of n8n-workflow sits beside it (an npm install by hand).
 */
export function isNodeError(error: unknown): error is NodeApiError | NodeOperationError {
	if (error instanceof NodeApiError || error instanceof NodeOperationError) return true;
	if (!(error instanceof Error)) return false;
	for (let proto = Object.getPrototypeOf(error); proto; proto = Object.getPrototypeOf(proto)) {
		const name = (proto as { constructor?: { name?: string } }).constructor?.name;
		if (name === 'NodeApiError' || name === 'NodeOperationError') return true;
	}
	return false;
}

/** Marks an error after which a create or change may or may not have taken effect. */
export function markedUnknown<E extends Error>(error: E, outcome: string): E {
	return Object.assign(error, { outcomeUnknown: outcome });
}

export interface RequestSummary {
	method: string;
	endpoint: string;
	itemIndex?: number;
	/** The path parameters as given (what a hint names). */
	params?: Record<string, string>;
	/** What a status means: the call's words, else the endpoint's (serviceApi/endpoints.ts). */
	hints?: StatusHints;
}

/** What a failed HTTP attempt looked like, read from the error n8n's request helper threw. */
export interface FailedAttempt {
	status?: number;
	serviceMessage?: string;
	reqId?: string;
	/** The `retry-after` response header as sent (a 429 states its wait there). */
	retryAfter?: string;
	/** Network error code such as ECONNRESET, ECONNABORTED, ETIMEDOUT, ECONNREFUSED. */
	networkCode?: string;
	/** Set when the request's total deadline passed (`networkCode` is DEADLINE_CODE). */
	deadlineMs?: number;
}

/** The request did not complete within its total deadline (see deadline.ts). */
export const DEADLINE_CODE = 'DEADLINE_PASSED';

const TIMEOUT_CODES = ['ECONNABORTED', 'ETIMEDOUT', 'ESOCKETTIMEDOUT'];
const RESET_CODES = ['ECONNRESET', 'EPIPE', 'ERR_SOCKET_CONNECTION_TIMEOUT'];

export function readFailure(error: unknown, key?: string): FailedAttempt {
	const err = error as {
		cause?: unknown;
		errorResponse?: unknown;
		context?: { data?: unknown };
		httpCode?: string | null;
		code?: string;
		message?: string;
		response?: { status?: number; data?: unknown; headers?: unknown };
	};
	// n8n-core wraps the axios error in a NodeApiError: as `cause`, or as `errorResponse` when the
	// axios error comes from another realm (instanceof Error fails). n8n-workflow 2.8 clears
	// `cause`, leaving `httpCode` and the body in `context.data`: no headers (see responseFailure).
	const source = (err?.cause ?? err?.errorResponse ?? err) as typeof err;
	const status = source?.response?.status ?? (Number(err?.httpCode) || undefined);
	const body = bodyFields(source?.response?.data ?? err?.context?.data, key);
	// For network failures n8n puts the code (ECONNRESET, ECONNABORTED...) into httpCode.
	const httpCodeText =
		typeof err?.httpCode === 'string' && /^[A-Z_]+$/.test(err.httpCode) ? err.httpCode : undefined;
	const code = source?.code ?? err?.code ?? httpCodeText;
	const looksReset = typeof source?.message === 'string' && /socket hang up/i.test(source.message);
	return {
		status: status && status >= 100 ? status : undefined,
		...body,
		retryAfter: headerValue(source?.response?.headers, 'retry-after'),
		networkCode:
			typeof code === 'string' && !code.startsWith('ERR_BAD_')
				? code
				: looksReset
					? 'ECONNRESET'
					: undefined,
	};
}

/** An error status the service answered with (requests are sent with ignoreHttpStatusErrors). */
export function responseFailure(
	response: {
		statusCode: number;
		headers?: unknown;
		body?: unknown;
	},
	key?: string,
): FailedAttempt {
	return {
		status: response.statusCode,
		...bodyFields(response.body, key),
		retryAfter: headerValue(response.headers, 'retry-after'),
	};
}

/** The service's error body (spec "Errors"): `{code?, reqId?, message}`. */
function bodyFields(data: unknown, key?: string): Pick<FailedAttempt, 'serviceMessage' | 'reqId'> {
	const body = data && typeof data === 'object' ? (data as Record<string, unknown>) : undefined;
	return {
		serviceMessage: typeof body?.message === 'string' ? redactText(body.message, key) : undefined,
		reqId: typeof body?.reqId === 'string' ? redactText(body.reqId, key) : undefined,
	};
}

/** One response header from axios's headers (an AxiosHeaders or a plain object), any case. */
export function headerValue(headers: unknown, name: string): string | undefined {
	if (!headers || typeof headers !== 'object') return undefined;
	for (const [key, value] of Object.entries(headers)) {
		if (key.toLowerCase() !== name || value === undefined || value === null) continue;
		return String(Array.isArray(value) ? value[0] : value);
	}
	return undefined;
}

export const isTimeout = (f: FailedAttempt) =>
	!!f.networkCode && TIMEOUT_CODES.includes(f.networkCode);
export const isReset = (f: FailedAttempt) => !!f.networkCode && RESET_CODES.includes(f.networkCode);
export const isServerError = (f: FailedAttempt) => f.status !== undefined && f.status >= 500;
export const isRefused = (f: FailedAttempt) => f.networkCode === 'ECONNREFUSED';
export const isDeadline = (f: FailedAttempt) => f.networkCode === DEADLINE_CODE;

/** A failure after which the service may or may not have processed the request. */
export const isAmbiguous = (f: FailedAttempt) =>
	isServerError(f) || isTimeout(f) || isReset(f) || isDeadline(f);

function statusHint(status: number | undefined, request: RequestSummary): string | undefined {
	switch (status) {
		case 401:
			return 'Check the API key in the credential: copy it exactly as issued, including any trailing "=" (it is part of the key).';
		case 403:
			return 'The key is valid but not allowed to do this: API access needs a paid plan.';
		case 404:
			return `The service found nothing at ${request.method} ${request.endpoint}: check the id you gave (it may be wrong, deleted, or belong to another user). If every request fails this way, check that the Base URL in the credential ends in /v2.`;
		case 422:
			return 'The service rejected a value as invalid (see the message above): correct that field and run again.';
		case 400:
			return 'The service refused the request as it stands (see the message above).';
		default:
			return undefined;
	}
}

function describe(failure: FailedAttempt): string {
	if (failure.status) return `HTTP ${failure.status}`;
	if (isDeadline(failure)) {
		return `no complete answer within ${deadlineText(failure.deadlineMs ?? 0)}`;
	}
	if (isTimeout(failure)) return 'a timeout';
	if (isReset(failure)) return 'a dropped connection';
	return failure.networkCode ? `a network error (${failure.networkCode})` : 'an unknown error';
}

function withReqId(message: string, reqId?: string): string {
	return reqId ? `${message} (reqId: ${reqId})` : message;
}

export function build(
	node: INode,
	failure: FailedAttempt,
	message: string,
	description: string | undefined,
	itemIndex?: number,
): NodeApiError {
	const httpCode = failure.status ? String(failure.status) : undefined;
	const response: JsonObject = { message };
	if (failure.reqId) response.reqId = failure.reqId;
	if (httpCode) response.httpCode = httpCode;
	const error = new NodeApiError(node, response, { message, description, httpCode, itemIndex });
	// Kept on the error for callers and tests; never holds request data (the key lives there).
	Object.assign(error, { reqId: failure.reqId, serviceMessage: failure.serviceMessage });
	return error;
}

/**
 * The one place a failed request becomes the node's error: the service's message and reqId, and
 * what the status means for this request (its hints), else the generic hint for the status.
 */
export async function serviceError(
	node: INode,
	failure: FailedAttempt,
	request: RequestSummary,
): Promise<NodeApiError> {
	const error = genericError(node, failure, request);
	const hint = failure.status ? request.hints?.[failure.status] : undefined;
	const meaning =
		typeof hint === 'function'
			? await hint({
					status: failure.status!,
					serviceMessage: failure.serviceMessage ?? error.message,
					params: request.params ?? {},
				})
			: hint;
	if (meaning) error.description = meaning;
	return error;
}

/** The service's error with the generic hint for its status. */
function genericError(node: INode, failure: FailedAttempt, request: RequestSummary): NodeApiError {
	const base =
		failure.serviceMessage ??
		(failure.status
			? `The service answered ${request.method} ${request.endpoint} with HTTP ${failure.status}`
			: isRefused(failure)
				? `Could not connect to the service for ${request.method} ${request.endpoint}`
				: failure.networkCode && !isDeadline(failure) && !isTimeout(failure) && !isReset(failure)
					? `The request ${request.method} ${request.endpoint} failed with a network error (${failure.networkCode})`
					: `The request ${request.method} ${request.endpoint} failed with ${describe(failure)}`);
	const hint = isDeadline(failure)
		? DEADLINE_HINT
		: ((failure.networkCode && NETWORK_HINTS[failure.networkCode]) ??
			statusHint(failure.status, request));
	return build(node, failure, withReqId(base, failure.reqId), hint, request.itemIndex);
}

const CHECK_HOST = 'Check the host in the Base URL of the credential';

/** What a network error code means for the user, and the field to check. */
const NETWORK_HINTS: Record<string, string> = {
	ECONNREFUSED: `${CHECK_HOST} (it must include /v2) and that the service is reachable: nothing accepts connections at that address and port.`,
	ENOTFOUND: `${CHECK_HOST}: no such host name exists (ENOTFOUND), often a typo in it. If it is right, check that n8n can resolve names (DNS, proxy).`,
	EAI_AGAIN: `${CHECK_HOST}: its name could not be looked up just now (EAI_AGAIN, DNS). Try again; if it keeps failing, check n8n's DNS or proxy.`,
	ETIMEDOUT: `${CHECK_HOST}: it did not answer at all (ETIMEDOUT). Check the address, and that n8n can reach it (firewall, proxy).`,
	EHOSTUNREACH: `${CHECK_HOST}: there is no network route to it (EHOSTUNREACH). Check the address, and n8n's network.`,
	ENETUNREACH: `${CHECK_HOST}: n8n's network cannot reach it (ENETUNREACH). Check n8n's network connection.`,
	ECONNRESET:
		'The connection was dropped (ECONNRESET): the service restarting, or a proxy or firewall between n8n and the service. Try again; if it keeps happening, check the proxy.',
	ERR_INVALID_URL:
		'Check the Base URL in the credential: it must be a full address with http:// or https:// that ends in /v2, such as https://<service host>/v2.',
	CERT_HAS_EXPIRED: `${CHECK_HOST}: its TLS certificate has expired (CERT_HAS_EXPIRED). Check that the address is the service's own.`,
	DEPTH_ZERO_SELF_SIGNED_CERT: `${CHECK_HOST}: it presents a self-signed TLS certificate. Check that the address is the service's own (not a proxy's).`,
	ERR_TLS_CERT_ALTNAME_INVALID: `${CHECK_HOST}: its TLS certificate is for another name. Check that the address is the service's own.`,
};

const DEADLINE_HINT =
	'The service kept the connection open without finishing its answer. If it is just slow for you, raise "Request Time Limit" in the credential; otherwise try again later.';

/** A 3xx: never followed, since n8n would send the key along to the redirect's target. */
export function redirectError(
	node: INode,
	request: RequestSummary,
	response: IN8nHttpFullResponse,
	key?: string,
): NodeApiError {
	const location = redactText(headerValue(response.headers, 'location') ?? '(no Location)', key);
	const message = `The service answered ${request.method} ${request.endpoint} with a redirect (HTTP ${response.statusCode}) to ${location}: not followed, so that the API key is not sent there`;
	const description =
		'Check the Base URL in the credential: if you trust the address it redirects to, put that address (ending in /v2) there, for example https:// instead of http://. Nothing was sent to the redirect target.';
	return build(node, { status: response.statusCode }, message, description, request.itemIndex);
}

/** The transport's last guard: a path with an empty or dot segment is never sent. */
export function unsafePathError(
	node: INode,
	request: RequestSummary,
	reason: string,
): NodeOperationError {
	return new NodeOperationError(
		node,
		`Refused to send ${request.method} ${request.endpoint}: ${reason}`,
		{
			description:
				'An ID in this request is empty or not an ID. Check the ID fields of this operation.',
			itemIndex: request.itemIndex,
		},
	);
}

/** Where to look whether a creating or changing request took effect (transport/writeRules.ts). */
export function howToCheck(request: RequestSummary): string {
	return writeRuleFor(request.method, request.endpoint).check;
}

/** A creating or changing request failed ambiguously: it was deliberately not retried. */
export function ambiguousError(
	node: INode,
	failure: FailedAttempt,
	request: RequestSummary,
): NodeApiError {
	const detail = failure.serviceMessage ? `: ${failure.serviceMessage}` : '';
	const message = withReqId(
		`${request.method} ${request.endpoint} may or may not have been processed by the service (${describe(failure)}${detail})`,
		failure.reqId,
	);
	const description = `It was not retried, so that nothing is created or changed twice. If n8n runs this item again (Retry On Fail, the editor's Retry), the node first looks whether it took effect. Check yourself: ${howToCheck(request)}.`;
	return markedUnknown(
		build(node, failure, message, description, request.itemIndex),
		describe(failure),
	);
}

export function readRetriesExhaustedError(
	node: INode,
	failure: FailedAttempt,
	request: RequestSummary,
	attempts: number,
): NodeApiError {
	const error = genericError(node, failure, request);
	error.description = `Gave up after ${attempts} attempts (${describe(failure)} each time). The service may be down: try again later.`;
	return error;
}

/** A 429 the node does not wait out: the stated wait is too long, or it waited enough times. */
export function rateLimitError(
	node: INode,
	failure: FailedAttempt,
	request: RequestSummary,
	wait: { waits: number; waitSeconds: number; maxWaitSeconds: number },
): NodeApiError {
	const target = `${request.method} ${request.endpoint}`;
	const message =
		wait.waitSeconds > wait.maxWaitSeconds
			? `Rate limit exceeded for ${target}: the service asks to wait ${wait.waitSeconds} s, longer than the ${wait.maxWaitSeconds} s this node waits`
			: `Rate limit still exceeded for ${target} after waiting ${wait.waits} time(s)`;
	const description = `The service said: "${failure.serviceMessage ?? 'rate limit exceeded'}". The request was not processed: run it again later. Lower the number of items per run or spread the runs out.`;
	return build(node, { ...failure, status: 429 }, message, description, request.itemIndex);
}

/** Client-side validation, raised before any request is sent. */
export function validationError(
	node: INode,
	field: string,
	message: string,
	itemIndex?: number,
): NodeOperationError {
	return new NodeOperationError(node, `${field}: ${message}`, {
		description: `Fix the "${field}" field and run again.`,
		itemIndex,
	});
}
