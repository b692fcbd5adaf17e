// Every 2xx answer is checked against the shape its endpoint has (serviceApi/responses.ts) before the
// node uses it: an HTML page, a bare "OK", truncated JSON or a wrong shape is an error that names
// the endpoint, the status, the content type and the start of the answer, never a success item.
import type { IDataObject, IN8nHttpFullResponse, INode } from 'n8n-workflow';

import { RESPONSE_SHAPES, responseShapeKey } from '../serviceApi/responses';
import { build, headerValue, howToCheck, markedUnknown, type RequestSummary } from './errors';
import { redactDeep, redactText } from './redact';

const EXCERPT_CHARS = 200;

const isEmpty = (body: unknown) => body === undefined || body === null || body === '';
const isJson = (body: unknown) => typeof body === 'object' && body !== null;

function excerpt(body: unknown): string {
	const text = typeof body === 'string' ? body : (JSON.stringify(body) ?? '');
	return [...text].slice(0, EXCERPT_CHARS).join('');
}

/** What is wrong with a success answer, or undefined. */
export function answerProblem(method: string, endpoint: string, body: unknown): string | undefined {
	const key = responseShapeKey(method, endpoint);
	if (!key) return `the node has no shape for ${method} ${endpoint}`;
	const shape = RESPONSE_SHAPES[key];
	if (shape.body === 'none') {
		return isEmpty(body) || isJson(body) ? undefined : 'the answer is not JSON';
	}
	if (isEmpty(body)) return 'the answer is empty';
	if (!isJson(body)) return 'the answer is not JSON (or not complete JSON)';
	return shape.body(body, 'the answer');
}

/** The answer's body, the key redacted, or the error that says why it cannot be used. */
export function checkedAnswer(
	node: INode,
	request: RequestSummary,
	kind: 'read' | 'create' | 'write',
	response: IN8nHttpFullResponse,
	key: string | undefined,
): IDataObject {
	const body = redactDeep(response.body, key);
	const problem = answerProblem(request.method, request.endpoint, body);
	if (!problem) return (isEmpty(body) ? {} : body) as IDataObject;
	const type = headerValue(response.headers, 'content-type') ?? 'none';
	const message = `Unexpected answer from ${request.method} ${request.endpoint} (HTTP ${response.statusCode}, content type ${type}): ${problem}`;
	const start = redactText(excerpt(body), key);
	const begins = start ? `The answer begins: ${start}` : 'The answer was empty.';
	const description =
		kind === 'read'
			? `${begins}\nThe Base URL may point at something other than the service (check that it is the service's REST address ending in /v2), or the service is misbehaving.`
			: `${begins}\nThe request may or may not have been processed: it was not repeated. If n8n runs this item again (Retry On Fail, the editor's Retry), the node first looks whether it took effect. Check yourself: ${howToCheck(request)}.`;
	const error = build(
		node,
		{ status: response.statusCode },
		message,
		description,
		request.itemIndex,
	);
	throw kind === 'read'
		? error
		: markedUnknown(error, `HTTP ${response.statusCode} with ${problem}`);
}
