// The control API for tests and demos (`/__control`, loopback only; not part of the real interface).
import type { FastifyInstance } from 'fastify';
import type { SimContext } from '../core/context';
import { handleControl } from '../core/control';
import { isObject } from '../core/validate';
import { CONTROL_PREFIX } from './paths';

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

export function registerControl(app: FastifyInstance, ctx: SimContext): void {
	app.route({
		method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
		url: `${CONTROL_PREFIX}/*`,
		handler: async (request, reply) => {
			if (!LOOPBACK.test(request.socket.remoteAddress ?? ''))
				return reply.code(403).send({ message: 'Control API is loopback only' });
			const [path, search = ''] = request.url.slice(CONTROL_PREFIX.length).split('?');
			const result = await handleControl(
				ctx,
				request.method,
				path,
				new URLSearchParams(search),
				isObject(request.body) ? request.body : {},
			);
			return reply.code(result.status ?? 200).send(result.body);
		},
	});
}
