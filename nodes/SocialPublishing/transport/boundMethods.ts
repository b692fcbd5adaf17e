// Views of n8n's execution context (the router's checked parameters, the request helper's own
// signal) are proxies: each hands out the context's methods bound once per run, not a new bound
// function at every access (benchmarks/RESULTS.md, per-item cost: a read's hot path reads them often).

/**
 * A proxy's `get` for `target`: its methods bound to it, each bound once, and `own` in place of the
 * target's values of the same name.
 */
export function boundMethods<T extends object>(target: T, own: Record<string, unknown> = {}) {
	const bound = new Map<PropertyKey, { method: unknown; bound: unknown }>();
	return (_: T, key: PropertyKey): unknown => {
		if (typeof key === 'string' && Object.hasOwn(own, key)) return own[key];
		const value = Reflect.get(target, key, target);
		if (typeof value !== 'function') return value;
		const known = bound.get(key);
		if (known?.method === value) return known.bound;
		const fresh = (value as (...args: unknown[]) => unknown).bind(target);
		bound.set(key, { method: value, bound: fresh });
		return fresh;
	};
}
