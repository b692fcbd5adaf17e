/* eslint-disable @typescript-eslint/no-explicit-any -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// Shared by the Comment tests: one simulator per file with the seeded comments found by kind, an
// instagram post given BULK comments (paging past 250), and the node run as Comment → <operation>
// with what it sent (the request log).
import type { IDataObject } from 'n8n-workflow';

import { runNode, type RunNodeOptions } from '../../helpers/n8n';
import { logMark, requestsSince } from '../../helpers/requestLog';
import { allPages, useSimulator } from '../../helpers/simulator';
import { HOUR } from '../../helpers/time';

export const BULK = 260;

export interface CommentFixtures {
	/** Every comment before the bulk ones. */
	all: any[];
	/** Seeded: the newest instagram and facebook posts with comments, and comments on them. */
	igPost: string;
	fbPost: string;
	topLevel: any;
	reply: any;
	deleted: any;
	failed: any;
	/** An instagram post with no seeded comments, given BULK comments here. */
	bulkPost: string;
	bulkFirst: any;
	twitterPost: string;
}

/** The simulator for the file; `fx` is filled before the first test. */
export function useComments() {
	// Comments step queued → processing → posted every 200 ms of the file's clock (real time, or the
	// test clock where the file uses it).
	const sim = useSimulator({ rateLimits: false, durations: { commentStepMs: 200 } });
	const fx = {} as CommentFixtures;

	const allComments = (query: Record<string, string | string[]> = {}) =>
		allPages(sim, '/comments', query);

	beforeAll(async () => {
		const all = await allComments();
		const newestWith = (platform: string) =>
			all.find((c) => c.platform === platform && c.postId && c.parentCommentId === null).postId;
		const igPost = newestWith('instagram');
		const fbPost = newestWith('facebook');
		Object.assign(fx, {
			all,
			igPost,
			fbPost,
			topLevel: all.find(
				(c) => c.postId === igPost && c.parentCommentId === null && c.status === 'posted',
			),
			reply: all.find((c) => c.postId === igPost && c.parentCommentId !== null),
			deleted: all.find((c) => c.status === 'deleted'),
			failed: all.find((c) => c.status === 'failed' && c.postId === fbPost),
		});
		expect([fx.topLevel, fx.reply, fx.deleted, fx.failed].every(Boolean)).toBe(true);

		const published = (await sim.api().get('/published-posts', { limit: 100 })).body.items;
		fx.twitterPost = published.find((p: any) => p.platform === 'twitter').id;
		// A new instagram post published through the service, for the bulk comments.
		const submitted = await sim.api().post('/posts', {
			post: {
				accountId: '1002',
				content: {
					text: 'Bulk comment target',
					mediaUrls: ['https://example.com/bulk.jpg'],
					platform: 'instagram',
				},
				target: { targetType: 'instagram' },
			},
		});
		expect(submitted.status).toBe(201);
		await sim.advance(10_000);
		const found = await sim.api().get('/published-posts', { query: 'Bulk comment target' });
		fx.bulkPost = found.body.items[0].id;

		// Every tenth bulk comment replies to the first one; all are older than an hour.
		const base = Date.now() - HOUR;
		for (let n = 0; n < BULK; n++) {
			const comment = await sim.control('POST', '/activity/comment', {
				postId: fx.bulkPost,
				text: `Bulk comment ${n}`,
				createdAt: new Date(base - n * 60_000).toISOString(),
				...(n % 10 === 5 ? { parentCommentId: fx.bulkFirst.id } : {}),
			});
			fx.bulkFirst ??= comment;
		}
	}, 60_000);

	const run = (operation: string, parameters: IDataObject, extra: Partial<RunNodeOptions> = {}) =>
		runNode({ sim, resource: 'comment', operation, parameters, ...extra });

	/** Runs the node and returns what it sent (method and path, query, body). */
	async function runLogged(
		operation: string,
		parameters: IDataObject,
		extra: Partial<RunNodeOptions> = {},
	) {
		const mark = await logMark(sim);
		const result = await run(operation, parameters, extra);
		const sent = await requestsSince(sim, mark);
		return { ...result, sent, calls: sent.map((r) => `${r.method} ${r.path}`) };
	}

	return { sim, fx, allComments, runLogged };
}
