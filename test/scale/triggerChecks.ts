/* eslint-disable @n8n/community-nodes/no-restricted-globals, @typescript-eslint/no-explicit-any, no-console -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// The polling trigger runs on the main and keeps its position in the workflow's static data (in
// PostgreSQL): across a restart of the main, each new comment starts exactly one execution.
import { requestLog } from '../e2e/context';
import { assert, assertEqual, show, type Suite } from '../e2e/harness';
import { executions, workerOf, type ScaleContext } from './context';
import { SEEN_PREFIX, TRIGGER_WORKFLOW } from './workflows';

const BEFORE_RESTART = 3;
const DURING_RESTART = 3;
/** Polls every minute; an emitted comment reaches the service as a post within this time. */
const EMIT_TIMEOUT_MS = 100_000;
/** After the poll that follows the last expected post: time for what it would emit to arrive. */
const SETTLE_MS = 5_000;

export async function triggerChecks(suite: Suite, ctx: ScaleContext): Promise<void> {
	const { sim } = ctx;
	const first = await suite.step(`${BEFORE_RESTART} new comments (control API)`, () =>
		addComments(ctx, 'before the restart', BEFORE_RESTART),
	);
	await suite.step('the trigger on the main emits them (a post per comment, on a worker)', () =>
		waitForSeen(ctx, first),
	);
	await suite.step('stop the main', () => ctx.main.server.stop());
	const second = await suite.step(`${DURING_RESTART} new comments while the main is down`, () =>
		addComments(ctx, 'while the main is down', DURING_RESTART),
	);
	await suite.step('start the main again (same database, same workflows)', () => ctx.restartMain());
	await suite.step('the trigger emits the comments made while it was down', () =>
		waitForSeen(ctx, [...first, ...second]),
	);
	await suite.step('one more poll, for any repeat', async () => {
		const after = (await requestLog(sim)).at(-1)?.seq ?? 0;
		const deadline = Date.now() + EMIT_TIMEOUT_MS;
		while (!(await requestLog(sim, after)).some((r) => r.path === '/comments')) {
			if (Date.now() > deadline) throw new Error('no poll within 100 s');
			await new Promise((resolve) => setTimeout(resolve, 1000));
		}
		await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
	});
	const posts = await seenPosts(ctx);
	const rows = executions(ctx.postgres, TRIGGER_WORKFLOW.id);
	const byExecution = await workerOf(
		ctx.workers,
		rows.map((r) => r.id),
	);

	suite.test(
		`each of the ${BEFORE_RESTART + DURING_RESTART} comments emitted exactly once across the restart`,
		() => {
			const counts = new Map<string, number>();
			for (const id of posts) counts.set(id, (counts.get(id) ?? 0) + 1);
			for (const id of [...first, ...second]) {
				assertEqual(counts.get(id), 1, `posts made for comment ${id}`);
			}
			const unexpected = posts.filter((id) => ![...first, ...second].includes(id));
			assertEqual(unexpected, [], 'posts for comments older than the trigger (none expected)');
		},
	);
	suite.test('the trigger executions succeeded, each run by one worker', () => {
		assert(rows.length >= 2, `expected executions before and after the restart: ${show(rows)}`);
		assertEqual(
			rows.filter((r) => r.status !== 'success'),
			[],
			'trigger executions that did not succeed',
		);
		for (const row of rows) {
			assertEqual(byExecution.get(row.id)?.length, 1, `workers that ran execution ${row.id}`);
		}
	});
	suite.test('the trigger polled with the right key, the comments list only', async () => {
		const polls = (await requestLog(sim)).filter((r) => r.path === '/comments');
		assert(polls.length >= 2, `too few polls: ${polls.length}`);
		assert(
			polls.every((r) => r.method === 'GET' && r.keyMatched && r.status === 200),
			`a poll failed or lacked the key: ${show(polls.filter((r) => r.status !== 200))}`,
		);
	});
	await suite.run();
	console.log(
		`  i ${rows.length} trigger executions (${rows.map((r) => byExecution.get(r.id)?.[0]).join(', ')})`,
	);
}

async function addComments(ctx: ScaleContext, when: string, count: number): Promise<string[]> {
	const ids: string[] = [];
	for (let n = 1; n <= count; n++) {
		const res = await fetch(`${ctx.sim.controlUrl}/activity/comment`, {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify({ text: `Scale comment ${n} ${when}` }),
		});
		const body = (await res.json()) as { id?: string };
		if (res.status !== 201 || !body.id) {
			throw new Error(`control comment: ${res.status} ${show(body)}`);
		}
		ids.push(body.id);
	}
	return ids;
}

/** Comment ids named by the posts the trigger workflow made (201 only). */
async function seenPosts(ctx: ScaleContext): Promise<string[]> {
	const log = await requestLog(ctx.sim);
	return log
		.filter((r) => r.method === 'POST' && r.path === '/posts' && r.status === 201)
		.map((r) => String((r.body as any)?.post?.content?.text))
		.filter((text) => text.startsWith(`${SEEN_PREFIX} `))
		.map((text) => text.slice(SEEN_PREFIX.length + 1));
}

async function waitForSeen(ctx: ScaleContext, ids: string[]): Promise<void> {
	const deadline = Date.now() + EMIT_TIMEOUT_MS;
	let seen: string[] = [];
	while (Date.now() < deadline) {
		seen = await seenPosts(ctx);
		if (ids.every((id) => seen.includes(id))) return;
		await new Promise((resolve) => setTimeout(resolve, 1000));
	}
	throw new Error(`not every comment was emitted: expected ${show(ids)}, posts for ${show(seen)}`);
}
