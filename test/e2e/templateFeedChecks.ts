/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports, @typescript-eslint/no-explicit-any -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// The RSS template's promise, published in real n8n with its real RSS Feed Trigger polling a feed
// served here (its Poll Times set to every minute, n8n's shortest): the articles already in the feed
// when it is published are not posted, a new article is posted once, and a poll that finds nothing
// new posts nothing. About three minutes, most of it waiting for n8n's polls.
import { createServer, type Server } from 'http';
import type { AddressInfo } from 'net';

import { lastSeq, requestLog, type E2eRestContext } from './context';
import { assert, assertEqual, show, type Suite } from './harness';
import { prepared, template, type Ids } from './templateKit';
import { EVERY_MINUTE } from './triggerKit';

const WORKFLOW_ID = 'spTplRssLive';
/** One scheduled poll (at most a minute away), with room for a slow machine. */
const POLL_WAIT_MS = 150_000;
/** The run a new article starts: a source, a carousel, the post and its first comment. */
const RUN_WAIT_MS = 300_000;

interface Article {
	title: string;
	link: string;
	date: Date;
}

/** An RSS 2.0 feed of `articles`, served on the loopback; `reads` counts n8n's polls. */
async function startFeed(): Promise<{
	url: string;
	articles: Article[];
	reads: () => number;
	server: Server;
}> {
	const articles: Article[] = [];
	let reads = 0;
	const server = createServer((_req, res) => {
		reads++;
		const items = articles
			.map(
				(a) =>
					`<item><title>${a.title}</title><link>${a.link}</link><guid>${a.link}</guid>` +
					`<pubDate>${a.date.toUTCString()}</pubDate><description>${a.title}</description></item>`,
			)
			.join('');
		res
			.writeHead(200, { 'content-type': 'application/rss+xml' })
			.end(
				'<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>Blog</title>' +
					`<link>https://blog.social-publishing.test/</link><description>E2E</description>${items}` +
					'</channel></rss>',
			);
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const { port } = server.address() as AddressInfo;
	return { url: `http://127.0.0.1:${port}/feed.xml`, articles, reads: () => reads, server };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(what: string, ms: number, probe: () => Promise<T | undefined>): Promise<T> {
	const deadline = Date.now() + ms;
	for (;;) {
		const found = await probe();
		if (found !== undefined) return found;
		if (Date.now() > deadline) throw new Error(`${what}: not within ${ms / 1000} s`);
		await sleep(1000);
	}
}

/** The simulator's writes of the template since `after`: sources, posts and comments. */
async function writesSince(ctx: E2eRestContext, after: number): Promise<any[]> {
	const paths = ['/source-resolutions-v3', '/videos/from-templates', '/posts', '/comments'];
	return (await requestLog(ctx.sim, after)).filter(
		(q) => q.method === 'POST' && paths.includes(q.path),
	);
}

export async function templateFeedChecks(
	suite: Suite,
	ctx: E2eRestContext,
	ids: Ids,
): Promise<void> {
	const feed = await startFeed();
	try {
		const stamp = Date.now().toString(36);
		const article = (slug: string, ageMs: number): Article => ({
			title: slug,
			link: `https://blog.social-publishing.test/posts/${slug}-${stamp}`,
			date: new Date(Date.now() - ageMs),
		});
		const old = article('already-in-the-feed', 24 * 3600_000);
		feed.articles.push(old);
		const shipped = template('spTplRssCarousel');
		const workflow: any = prepared({ ...shipped, id: WORKFLOW_ID }, ctx.credentials.good, ids, {});
		const trigger = workflow.nodes.find((n: any) => n.name === 'New Article');
		trigger.parameters = { ...trigger.parameters, feedUrl: feed.url, pollTimes: EVERY_MINUTE };
		delete workflow.pinData;

		const published = await suite.step(
			'RSS template: published, polling a feed every minute',
			async () => {
				const after = await lastSeq(ctx.sim);
				await ctx.workflows.importWorkflows([workflow]);
				await ctx.workflows.activate(WORKFLOW_ID);
				return { after, reads: feed.reads() };
			},
		);
		const fresh = article('a-new-article', 0);
		feed.articles.unshift(fresh);
		const newRun = await suite.step('RSS template: a new article, the next poll', async () => {
			await until('a poll of the feed', POLL_WAIT_MS, async () =>
				feed.reads() > published.reads ? true : undefined,
			);
			const comment = await until('the first comment of the new article', RUN_WAIT_MS, async () =>
				(await writesSince(ctx, published.after)).some((q) => q.path === '/comments')
					? true
					: undefined,
			);
			return { comment, writes: await writesSince(ctx, published.after) };
		});
		const quiet = await suite.step('RSS template: two more polls, nothing new', async () => {
			const after = await lastSeq(ctx.sim);
			const reads = feed.reads();
			await until('two more polls of the feed', 2 * POLL_WAIT_MS, async () =>
				feed.reads() >= reads + 2 ? true : undefined,
			);
			return { reads: feed.reads() - reads, writes: await writesSince(ctx, after) };
		});
		suite.test(
			'RSS template published: the article already in the feed is not posted, the new one once with its first comment',
			() => {
				assert(published.reads >= 1, `the activation poll read the feed (${published.reads})`);
				const sources = newRun.writes.filter((q) => q.path === '/source-resolutions-v3');
				assertEqual(
					sources.map((q) => q.body?.source?.url ?? show(q.body)),
					[fresh.link],
					'sources',
				);
				assertEqual(newRun.writes.filter((q) => q.path === '/posts').length, 1, 'posts');
				const comments = newRun.writes.filter((q) => q.path === '/comments');
				assertEqual(
					comments.map((q) => String(q.body?.text).replace(/^.*: /, '')),
					[fresh.link],
					'first comments',
				);
			},
		);
		suite.test('RSS template published: polls with nothing new post nothing', () => {
			assert(quiet.reads >= 2, `polls ${quiet.reads}`);
			assertEqual(
				quiet.writes.map((q) => `${q.method} ${q.path}`),
				[],
				'writes',
			);
		});
	} finally {
		feed.server.close();
		// Unpublished, so that it polls no more (it is not in n8n when its import failed).
		await Promise.resolve()
			.then(() => ctx.workflows.id(WORKFLOW_ID))
			.then((id) => ctx.rest.request('POST', `/rest/workflows/${id}/deactivate`, {}))
			.catch(() => undefined);
	}
}
