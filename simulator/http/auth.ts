// `service-api-key`, compared byte-exact to each user's key (spec "Authentication").
import type { FastifyRequest } from 'fastify';
import type { SimContext } from '../core/context';
import { ApiError } from '../core/errors';
import './requestState';

export function authenticate(ctx: SimContext) {
	const header = ctx.config.keyHeader.toLowerCase();
	return async (request: FastifyRequest) => {
		const raw = request.headers[header];
		const key = Array.isArray(raw) ? raw[0] : raw;
		request.sim.keyPresent = key !== undefined;
		request.sim.data = key !== undefined ? ctx.state.byKey(key) : undefined;
		if (key === undefined)
			throw new ApiError(401, `Missing API key: send it in the ${ctx.config.keyHeader} header`);
		if (!request.sim.data) throw new ApiError(401, 'Invalid API key');
	};
}
