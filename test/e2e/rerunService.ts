/* eslint-disable @typescript-eslint/no-explicit-any -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// The re-run checks' view of the service: what reached it (the simulator's request log), the faults
// it injects, and when it lists a post.
import { addFault, requestLog, simGet, type E2eRestContext, type LoggedRequest } from './context';
import { sleep } from './rerunExecutions';

/** What reached the service: per item text, the HTTP status of each POST that carried it. */
export async function sentByText(
	sim: E2eRestContext['sim'],
	after: number,
	path: '/posts' | '/comments',
	texts: string[],
): Promise<Record<string, number[]>> {
	const log = await requestLog(sim, after);
	const textOf = (r: LoggedRequest) =>
		path === '/posts' ? (r.body as any)?.post?.content?.text : (r.body as any)?.text;
	const writes = log.filter((r) => r.method === 'POST' && r.path === path);
	return Object.fromEntries(
		texts.map((text) => [text, writes.filter((r) => textOf(r) === text).map((r) => r.status)]),
	);
}

/** A cross-post's POST /posts per target platform (X and Threads share the text). */
export async function sentByTarget(
	sim: E2eRestContext['sim'],
	after: number,
	texts: string[],
): Promise<Record<'twitter' | 'bluesky' | 'threads', number[]>> {
	const log = (await requestLog(sim, after)).filter(
		(r) => r.method === 'POST' && r.path === '/posts',
	);
	const of = (platform: string) =>
		log
			.filter((r) => {
				const content = (r.body as any)?.post?.content;
				return content?.platform === platform && texts.includes(content.text);
			})
			.map((r) => r.status);
	return { twitter: of('twitter'), bluesky: of('bluesky'), threads: of('threads') };
}

/** How often the node looked in the service's list (after an attempt with an unknown outcome). */
/**
 * The list reads of a re-run looking for its earlier attempt (pages of 100); not the look-up each
 * create makes before it is sent (Skip If Already on the Service: pages of 250).
 */
export async function lookups(
	sim: E2eRestContext['sim'],
	after: number,
	path: string,
): Promise<number> {
	return (await requestLog(sim, after)).filter(
		(r) => r.method === 'GET' && r.path === path && String(r.query.limit) === '100',
	).length;
}

export async function fault(
	sim: E2eRestContext['sim'],
	path: '/posts' | '/comments',
	when: 'before' | 'after',
	bodyContains: string,
): Promise<void> {
	await addFault(sim, {
		method: 'POST',
		path,
		// 503: refused, not processed; 504: processed, then the answer is lost.
		status: when === 'before' ? 503 : 504,
		when,
		count: 1,
		bodyContains,
	});
}

export const clearFaults = (sim: E2eRestContext['sim']) =>
	fetch(`${sim.controlUrl}/faults`, { method: 'DELETE' });

/** The id of the X post the service lists with this text, once listed (a few seconds after). */
export async function listedId(sim: E2eRestContext['sim'], text: string): Promise<string> {
	const deadline = Date.now() + 60_000;
	while (Date.now() < deadline) {
		const posts = (await simGet(sim, '/posts?platform=twitter&limit=100')).body.items as any[];
		const post = posts.find((p) => p.text === text);
		if (post) return post.id;
		await sleep(500);
	}
	throw new Error(`the service did not list the post "${text}" within 60 s`);
}
