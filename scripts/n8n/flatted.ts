/* eslint-disable @typescript-eslint/no-explicit-any -- Node code, never run in n8n (scripts/lint-headers.mjs) */
/** n8n keeps execution data in the `flatted` format: objects and strings by index in one array. */
export function unflatten(text: string): any {
	const input = JSON.parse(text) as unknown[];
	const done = new Map<number, unknown>();
	const at = (index: number): unknown => {
		if (done.has(index)) return done.get(index);
		const raw = input[index];
		if (typeof raw !== 'object' || raw === null) return raw;
		const out: any = Array.isArray(raw) ? [] : {};
		done.set(index, out);
		for (const [key, value] of Object.entries(raw)) {
			out[key] = typeof value === 'string' ? at(Number(value)) : value;
		}
		return out;
	};
	return at(0);
}

/**
 * An execution's data as `GET /rest/executions/:id` answers it, or undefined while n8n has not saved
 * it yet: n8n 1.x can answer a settled status with the data still "[]" (it logs "Found successful
 * execution where data is empty stringified array").
 */
export function savedExecutionData(stored: { data?: unknown } | undefined): any {
	const data = stored?.data;
	if (typeof data !== 'string') return data ?? undefined;
	return data === '[]' ? undefined : unflatten(data);
}
