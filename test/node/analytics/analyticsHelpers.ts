// Shared by the Analytics tests: one simulator per file, posts published outside the service, and
// the node run as Analytics → <operation> with the requests it sent.
import type { IDataObject, INodeExecutionData } from 'n8n-workflow';

import { runNode } from '../../helpers/n8n';
import { logMark, requestsSince } from '../../helpers/requestLog';
import { useSimulator } from '../../helpers/simulator';
import { simNow } from '../../helpers/time';

export function useAnalytics() {
	const sim = useSimulator({ rateLimits: false });

	const run = (operation: string, parameters: IDataObject, extra: { timezone?: string } = {}) =>
		runNode({ sim, resource: 'analytics', operation, parameters, ...extra });

	/** A post published outside the service `ageMs` ago (its past checkpoints are collected). */
	async function publishedPost(platform: string, text: string, ageMs = 0): Promise<IDataObject> {
		const createdAt = new Date((await simNow(sim)) - ageMs).toISOString();
		return await sim.control('POST', '/activity/published-post', {
			platform,
			text,
			...(ageMs ? { createdAt } : {}),
		});
	}

	/** Runs the node and returns the GET requests it sent to `path`. */
	async function runLogged(operation: string, parameters: IDataObject, path: string) {
		const mark = await logMark(sim);
		const result = await run(operation, parameters);
		const requests = await requestsSince(sim, mark, { method: 'GET', path });
		return { ...result, requests, all: await requestsSince(sim, mark) };
	}

	return { sim, run, publishedPost, runLogged };
}

export const ids = (items: Array<INodeExecutionData | IDataObject>) =>
	items.map((i) => ('json' in i ? (i.json as IDataObject) : i).id);

export const metricOf = (item: INodeExecutionData, metric: string) =>
	((item.json.latestMetrics as IDataObject | undefined)?.metrics as IDataObject | undefined)?.[
		metric
	];
