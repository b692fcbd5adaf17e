// Spec "Metrics": counts are strings (they can exceed 2^53), rates numbers, breakdowns objects of
// count strings. The strings are kept as sent; the Numeric Metrics option adds number copies beside.
import type { IDataObject } from 'n8n-workflow';

const DECIMAL = /^-?\d+(?:\.\d+)?$/;

const isRecord = (value: unknown): value is IDataObject =>
	typeof value === 'object' && value !== null && !Array.isArray(value);

const toNumber = (value: unknown): number | undefined =>
	typeof value === 'string' && DECIMAL.test(value.trim()) ? Number(value) : undefined;

/** The name of a metric's numeric copy: `likesCount` → `likes`, `engagementX` → `engagementXNumber`. */
export function numericName(name: string): string {
	return /.Count$/.test(name) ? name.slice(0, -'Count'.length) : `${name}Number`;
}

/** The name of a breakdown's numeric copy: `facebookPostReactionsByType` → `…ByTypeNumbers`. */
export const breakdownName = (name: string) => `${name}Numbers`;

/**
 * A metrics object with numeric copies added: each count string `xCount` gets `x` (a number), any
 * other numeric string `y` gets `yNumber`, each breakdown `z` (bucket → count string) gets
 * `zNumbers` (bucket → number; a bucket that is not a number is copied as is). Existing keys are never overwritten; numbers stay as they are.
 */
export function withNumericCopies(metrics: IDataObject): IDataObject {
	const result: IDataObject = { ...metrics };
	for (const [name, value] of Object.entries(metrics)) {
		const n = toNumber(value);
		if (n !== undefined) {
			const copy = numericName(name);
			if (!(copy in result)) result[copy] = n;
			continue;
		}
		if (!isRecord(value)) continue;
		const buckets = Object.entries(value).map(([k, v]) => [k, toNumber(v) ?? v] as const);
		if (buckets.some(([, v]) => typeof v === 'number')) {
			const copy = breakdownName(name);
			if (!(copy in result)) result[copy] = Object.fromEntries(buckets);
		}
	}
	return result;
}

const snapshotWithNumbers = (snapshot: unknown): IDataObject =>
	isRecord(snapshot) && isRecord(snapshot.metrics)
		? { ...snapshot, metrics: withNumericCopies(snapshot.metrics) }
		: (snapshot as IDataObject);

/**
 * Adds numeric copies to every metrics object of a Published post (`latestMetrics`,
 * `metricsHistory`) or a post analytics answer (`metrics`, `history`). Absent or null metrics
 * (nothing collected yet) stay as they are.
 */
export function addNumericMetrics(item: IDataObject): IDataObject {
	const result: IDataObject = { ...item };
	if (isRecord(item.metrics)) result.metrics = withNumericCopies(item.metrics);
	if (isRecord(item.latestMetrics)) result.latestMetrics = snapshotWithNumbers(item.latestMetrics);
	for (const key of ['history', 'metricsHistory']) {
		const list = item[key];
		if (Array.isArray(list)) result[key] = list.map(snapshotWithNumbers);
	}
	return result;
}
