/* eslint-disable @n8n/community-nodes/no-restricted-globals -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// Fault injection (control API `/faults`): a status, a delay or a dropped connection, before the
// request is processed or after it (an ambiguous failure: processed, but the client sees an error).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SimContext } from '../core/context';
import type { Fault } from '../core/observe';
import { logRequest } from './requestLog';
import './requestState';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function answer(ctx: SimContext, fault: Fault, request: FastifyRequest, reply: FastifyReply) {
	if (fault.reset) {
		logRequest(ctx, request, 0);
		reply.hijack();
		request.raw.socket.destroy();
		return reply;
	}
	return reply
		.code(fault.status ?? 500)
		.send(fault.body ?? { message: 'Simulated server error', reqId: request.id });
}

/** preValidation: takes the first matching fault; a `before` fault answers instead of the handler. */
export function applyFaultBefore(ctx: SimContext) {
	return async (request: FastifyRequest, reply: FastifyReply) => {
		const fault = ctx.faults.take(request.method, request.sim.path, request.body);
		if (!fault) return;
		if (fault.delayMs) await sleep(fault.delayMs);
		if (fault.when === 'after') request.sim.faultAfter = fault;
		else if (fault.reset || fault.status) return answer(ctx, fault, request, reply);
	};
}

/** Called once the handler processed the request: true when an `after` fault answered instead. */
export function applyFaultAfter(
	ctx: SimContext,
	request: FastifyRequest,
	reply: FastifyReply,
): boolean {
	const fault = request.sim.faultAfter;
	if (!fault) return false;
	answer(ctx, fault, request, reply);
	return true;
}

/** An `after` fault that holds the request's own answer: waits until the test lets it go. */
export async function holdAnswer(ctx: SimContext, request: FastifyRequest): Promise<void> {
	const fault = request.sim.faultAfter;
	if (!fault?.hold) return;
	request.sim.faultAfter = undefined;
	await ctx.faults.hold();
}
