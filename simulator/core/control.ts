// Control API for tests and demos (`/__control`, loopback only). Not part of the real interface.
import type { ControlAction, Reply, SimContext } from './context';
import type { Json } from './types';

let controlActions: Record<string, ControlAction> = {};

export function registerControlActions(actions: Record<string, ControlAction>): void {
	controlActions = { ...controlActions, ...actions };
}

export async function handleControl(
	ctx: SimContext,
	method: string,
	path: string,
	params: URLSearchParams,
	body: Json,
): Promise<Reply> {
	const route = `${method} ${path.replace(/\/$/, '') || '/'}`;
	switch (route) {
		case 'GET /health':
			return { body: { ok: true } };
		case 'POST /reset':
			ctx.scheduler.clear();
			ctx.rateLimits.reset();
			ctx.faults.clear();
			ctx.log.clear();
			ctx.storage.reset();
			ctx.state.reset(body.seed !== false);
			return { body: { ok: true, now: ctx.clock.iso() } };
		case 'GET /clock':
			return {
				body: { now: ctx.clock.iso(), nowMs: ctx.clock.now(), speed: ctx.clock.getSpeed() },
			};
		case 'POST /clock':
			if (typeof body.speed === 'number' && body.speed > 0) ctx.clock.setSpeed(body.speed);
			if (typeof body.advanceMs === 'number' && body.advanceMs > 0)
				ctx.clock.advance(body.advanceMs);
			ctx.scheduler.runDue();
			return {
				body: { now: ctx.clock.iso(), nowMs: ctx.clock.now(), speed: ctx.clock.getSpeed() },
			};
		case 'GET /rate-limits':
			return { body: { messageStyle: ctx.rateLimits.messageStyle } };
		case 'POST /rate-limits':
			if (body.messageStyle !== 'seconds' && body.messageStyle !== 'library')
				return { status: 400, body: { message: "messageStyle must be 'seconds' or 'library'" } };
			ctx.rateLimits.messageStyle = body.messageStyle;
			return { body: { messageStyle: ctx.rateLimits.messageStyle } };
		case 'GET /faults':
			return { body: { items: ctx.faults.list() } };
		case 'POST /faults':
			// `{items: [fault, ...]}` queues many at once (in order), e.g. one per request of a batch.
			if (Array.isArray(body.items)) {
				const items = body.items as Json[];
				if (!items.every((f) => isObjectWithPath(f)))
					return { status: 400, body: { message: 'every item needs a path' } };
				return { status: 201, body: { items: items.map((f) => ctx.faults.add(f as never)) } };
			}
			if (typeof body.path !== 'string')
				return { status: 400, body: { message: 'path is required' } };
			return { status: 201, body: ctx.faults.add(body as never) };
		case 'GET /faults/held':
			return { body: { held: ctx.faults.holding() } };
		case 'POST /faults/release':
			return { body: { released: ctx.faults.release() } };
		case 'DELETE /faults':
			ctx.faults.clear();
			return { status: 204 };
		case 'GET /requests': {
			const after = Number(params.get('after') ?? 0);
			const filterPath = params.get('path');
			const filterMethod = params.get('method')?.toUpperCase();
			const items = ctx.log.entries.filter(
				(e) =>
					e.seq > after &&
					(!filterPath ||
						e.path === filterPath ||
						(filterPath.endsWith('*') && e.path.startsWith(filterPath.slice(0, -1)))) &&
					(!filterMethod || e.method === filterMethod),
			);
			return { body: { items } };
		}
		case 'DELETE /requests':
			ctx.log.clear();
			return { status: 204 };
		case 'GET /storage-log':
			return { body: { items: ctx.storage.log } };
		case 'GET /users':
			return {
				body: { items: ctx.state.users.map((d) => ({ id: d.user.id, email: d.user.email })) },
			};
	}
	const action = method === 'POST' ? controlActions[path.replace(/^\//, '')] : undefined;
	if (action) {
		const userId = typeof body.userId === 'string' ? body.userId : ctx.state.users[0]?.user.id;
		const data = userId ? ctx.state.byUserId(userId) : undefined;
		if (!data) return { status: 404, body: { message: `No user ${userId}` } };
		ctx.scheduler.runDue();
		try {
			return { status: 201, body: await action(data, body, ctx) };
		} catch (error) {
			const status = typeof error?.status === 'number' ? error.status : 400;
			return { status, body: { message: error?.message ?? String(error) } };
		}
	}
	return {
		status: 404,
		body: { message: `Unknown control route ${route}`, actions: Object.keys(controlActions) },
	};
}

const isObjectWithPath = (value: Json) =>
	!!value && typeof value === 'object' && typeof (value as { path?: unknown }).path === 'string';
