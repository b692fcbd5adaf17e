// Error bodies: `{message, reqId, code?}` (spec "Errors"), validation failures as 422 with AJV's text,
// rate-limit refusals as `{statusCode: 429, message}`.
import type {
	FastifyError,
	FastifyReply,
	FastifyRequest,
	FastifySchemaValidationError,
} from 'fastify';
import type { SchemaErrorDataVar } from 'fastify/types/schema';
import { ApiError } from '../core/errors';

/** `/post/content/mediaUrls/0` → `.post.content.mediaUrls[0]` (AJV's dot form, as the spec quotes it). */
function dotPath(instancePath: string): string {
	return instancePath
		.split('/')
		.slice(1)
		.map((raw) => raw.replace(/~1/g, '/').replace(/~0/g, '~'))
		.map((segment) =>
			/^\d+$/.test(segment)
				? `[${segment}]`
				: /^[A-Za-z_$][\w$]*$/.test(segment)
					? `.${segment}`
					: `['${segment}']`,
		)
		.join('');
}

/** `body.textToImageModel must be object, body.imageToVideoModel must NOT be valid`. */
export function formatSchemaErrors(
	errors: FastifySchemaValidationError[],
	dataVar: SchemaErrorDataVar,
): Error {
	const texts = errors
		// `if` only repeats the failure of its `then`, reported on its own.
		.filter((e) => e.keyword !== 'if')
		.map((e) => `${dataVar}${dotPath(e.instancePath)} ${e.message ?? 'is invalid'}`);
	return new Error([...new Set(texts)].join(', '));
}

export function replyError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
	const reqId = request.id;
	if (error.validation) return reply.code(422).send({ message: error.message, reqId });
	if (error instanceof ApiError) {
		const code = error.code !== undefined ? { code: error.code } : {};
		return reply.code(error.status).send({ message: error.message, reqId, ...code });
	}
	// @fastify/rate-limit's refusal: the spec's rate-limit body.
	if (error.statusCode === 429)
		return reply.code(429).send({ statusCode: 429, message: error.message });
	// Fastify's own refusals: 400 malformed JSON, 413 body too large, 415 not JSON.
	if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
		return reply.code(error.statusCode).send({ message: error.message, reqId });
	}
	// eslint-disable-next-line no-console
	console.error('[simulator]', error);
	return reply.code(500).send({ message: 'Internal server error', reqId });
}
