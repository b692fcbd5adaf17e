/* eslint-disable @n8n/community-nodes/no-restricted-globals, @typescript-eslint/no-explicit-any -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// Issue 30 in real n8n: a create is sent once per item through n8n's own re-runs. Published
// workflows (Webhook → Split Out → Social Publishing) run in production mode and are saved; the
// simulator refuses one create (503 before it is processed) or processes it and loses the answer
// (504 after). Re-runs: the node's Retry On Fail (the same execution) and the editor's Retry
// (`POST /rest/executions/:id/retry`, a new execution in mode `retry`). What reached the service is
// counted per item text in the simulator's request log. An item held because the service does not
// list its post yet is retried once the time its error names has passed (after the other checks).
import type { N8nRestClient } from '../../scripts/n8n/server';
import { lastSeq, requestLog, simGet, type E2eRestContext, type LoggedRequest } from './context';
import { assert, assertEqual, assertIncludes, show, type Suite } from './harness';
import {
	blueskyText,
	RERUN_NODE,
	RERUN_WORKFLOWS,
	rerunWorkflowJson,
	type RerunTargets,
	type RerunWorkflow,
} from './rerunWorkflows';
import { unflatten } from './start/startProcess';

const WORKFLOWS: RerunWorkflow[] = Object.values(RERUN_WORKFLOWS);
const webhookId = (n: number) => `6f1c2a4e-5b7d-4e8f-9a10-0000000030${String(n).padStart(2, '0')}`;
/** An execution still going (1.x and 2.x share these status names). */
const RUNNING = ['new', 'running', 'waiting', 'unknown'];
const EXECUTION_TIMEOUT_MS = 120_000;

const HELD = 'does not list it yet';
const FOUND = 'the service shows that it took effect';
const SENT_BEFORE = 'had already reached the service';

interface Execution {
	id: string;
	status: string;
	mode: string;
	retryOf: string | null;
	/** The node's output items (json and pairedItem) of its last run. */
	items: Array<{ json: Record<string, any>; pairedItem?: unknown }>;
	/** The execution's error (the node's), when it failed. */
	error?: { message?: string; description?: string };
}

/** An item held by the node: the execution that stopped and the time its error names. */
interface Held {
	execution: Execution;
	retryAfter: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * GET /rest/executions?filter=: `{ data: { results, count, estimated } }` on 2.40.7, 2.8.4 and
 * 1.123.81 (2.40 checks access by project, the others refuse a workflowId outside the user's with an
 * empty list). Without status or range n8n lists the running and the finished ones.
 */
async function listExecutions(
	rest: N8nRestClient,
	filter: object,
): Promise<Array<{ id: string; status: string }>> {
	const query = `filter=${encodeURIComponent(JSON.stringify(filter))}&limit=50`;
	const res = await rest.request('GET', `/rest/executions?${query}`);
	const results = res.body?.data?.results;
	if (res.status !== 200 || !Array.isArray(results)) {
		throw new Error(`GET /rest/executions?${query}: ${res.status} ${show(res.body)}`);
	}
	return results.map((r: any) => ({ ...r, id: String(r.id) }));
}

/** GET /rest/executions/:id, its data (n8n keeps it flatted) read down to the node's run. */
async function readExecution(rest: N8nRestClient, id: string): Promise<Execution> {
	const res = await rest.request('GET', `/rest/executions/${id}`);
	const stored = res.body?.data;
	if (res.status !== 200 || typeof stored?.data !== 'string') {
		throw new Error(`GET /rest/executions/${id}: ${res.status} ${show(res.body)}`);
	}
	const resultData = unflatten(stored.data).resultData;
	const runs = resultData.runData?.[RERUN_NODE] ?? [];
	const last = runs[runs.length - 1];
	return {
		id: String(stored.id),
		status: stored.status,
		mode: stored.mode,
		retryOf: stored.retryOf == null ? null : String(stored.retryOf),
		items: last?.data?.main?.[0] ?? [],
		error: resultData.error ?? last?.error,
	};
}

/** Polls the REST API until an execution matching `filter`, not among `known`, has finished. */
async function finishedExecution(
	rest: N8nRestClient,
	filter: object,
	known: Set<string> = new Set(),
): Promise<Execution> {
	const deadline = Date.now() + EXECUTION_TIMEOUT_MS;
	for (;;) {
		const found = (await listExecutions(rest, filter)).filter((e) => !known.has(e.id));
		const done = found.find((e) => !RUNNING.includes(e.status));
		if (done) return await readExecution(rest, done.id);
		if (Date.now() > deadline) {
			throw new Error(`no finished execution for ${show(filter)} within 120 s: ${show(found)}`);
		}
		await sleep(500);
	}
}

/** Calls the published workflow's webhook with one item per text and waits for its execution. */
async function runWorkflow(
	rest: N8nRestClient,
	n8nUrl: string,
	workflow: RerunWorkflow,
	texts: string[],
): Promise<Execution> {
	const filter = { workflowId: workflow.id };
	const known = new Set((await listExecutions(rest, filter)).map((e) => e.id));
	for (let attempt = 0; ; attempt++) {
		const res = await fetch(`${n8nUrl}/webhook/${workflow.path}`, {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify({ items: texts.map((text) => ({ text })) }),
		});
		const answer = await res.text();
		if (res.ok) break;
		// n8n registers a webhook a moment after the activation answers (see server.ts).
		if (res.status !== 404 || attempt >= 40) {
			throw new Error(`POST /webhook/${workflow.path}: ${res.status} ${answer}`);
		}
		await sleep(500);
	}
	return await finishedExecution(rest, filter, known);
}

/** The editor's Retry: `loadWorkflow` false retries with the execution's workflow, true the saved one. */
async function editorRetry(
	rest: N8nRestClient,
	execution: Execution,
	loadWorkflow: boolean,
): Promise<Execution> {
	const res = await rest.request('POST', `/rest/executions/${execution.id}/retry`, {
		loadWorkflow,
	});
	if (res.status !== 200) {
		throw new Error(`POST /rest/executions/${execution.id}/retry: ${res.status} ${show(res.body)}`);
	}
	// All three versions answer once the new execution has ended; it is read back as n8n saved it.
	return await finishedExecution(rest, { retryOf: execution.id });
}

/** What reached the service: per item text, the HTTP status of each POST that carried it. */
async function sentByText(
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
async function sentByTarget(
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
async function lookups(sim: E2eRestContext['sim'], after: number, path: string): Promise<number> {
	return (await requestLog(sim, after)).filter((r) => r.method === 'GET' && r.path === path).length;
}

async function fault(
	sim: E2eRestContext['sim'],
	path: '/posts' | '/comments',
	when: 'before' | 'after',
	bodyContains: string,
): Promise<void> {
	const res = await fetch(`${sim.controlUrl}/faults`, {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify({
			method: 'POST',
			path,
			// 503: refused, not processed; 504: processed, then the answer is lost.
			status: when === 'before' ? 503 : 504,
			when,
			count: 1,
			bodyContains,
		}),
	});
	if (res.status !== 201) throw new Error(`POST /faults: ${res.status} ${await res.text()}`);
}

const clearFaults = (sim: E2eRestContext['sim']) =>
	fetch(`${sim.controlUrl}/faults`, { method: 'DELETE' });

/** The id of the X post the service lists with this text, once listed (a few seconds after). */
async function listedId(sim: E2eRestContext['sim'], text: string): Promise<string> {
	const deadline = Date.now() + 60_000;
	while (Date.now() < deadline) {
		const posts = (await simGet(sim, '/posts?platform=twitter&limit=100')).body.items as any[];
		const post = posts.find((p) => p.text === text);
		if (post) return post.id;
		await sleep(500);
	}
	throw new Error(`the service did not list the post "${text}" within 60 s`);
}

const jsonOf = (execution: Execution) => execution.items.map((item) => item.json);

function assertFailed(execution: Execution, message: string, what: string): void {
	assertEqual(execution.status, 'error', `${what}: status (error ${show(execution.error)})`);
	assertIncludes(String(execution.error?.message ?? ''), message, `${what}: error message`);
}

function assertSucceeded(execution: Execution, items: number, what: string): void {
	assertEqual(execution.status, 'success', `${what}: status (error ${show(execution.error)})`);
	assertEqual(
		execution.items.map((item) => item.pairedItem),
		Array.from({ length: items }, (_, item) => ({ item })),
		`${what}: each output paired with its input item`,
	);
}

/** The held item's error names when it may be retried ("Retry this execution after <ISO>"). */
function heldUntil(execution: Execution): number {
	const description = String(execution.error?.description ?? '');
	const after = /Retry this execution after (\d{4}-\d\d-\d\dT[\d:.]+Z)/.exec(description)?.[1];
	assert(after, `no "Retry this execution after <time>" in ${show(description)}`);
	return Date.parse(after);
}

function assertMarked(json: Record<string, any>, reason: string, what: string): void {
	assertEqual(json.notSentAgain, true, `${what}: notSentAgain (output ${show(json)})`);
	assert(!Number.isNaN(Date.parse(json.sentAt)), `${what}: sentAt ${show(json.sentAt)}`);
	assertIncludes(String(json.notSentAgainReason), reason, `${what}: notSentAgainReason`);
}

export async function rerunChecks(suite: Suite, ctx: E2eRestContext, n8nUrl: string) {
	const { sim, cli, rest, credentials } = ctx;
	const first = async (platform: string) =>
		(await simGet(sim, `/users/me/accounts?platform=${platform}`)).body.items[0].id as string;
	const targets: RerunTargets = {
		accounts: {
			twitter: await first('twitter'),
			bluesky: await first('bluesky'),
			threads: await first('threads'),
		},
		commentPostId: (await simGet(sim, '/published-posts?platform=instagram&limit=1')).body.items[0]
			.id,
	};
	await suite.step(
		`import and publish ${WORKFLOWS.length} workflows Webhook → Split Out → Social Publishing`,
		async () => {
			const cred = { id: credentials.good.id, name: credentials.good.name };
			await cli.importWorkflows(
				WORKFLOWS.map((w, n) => rerunWorkflowJson(w, cred, targets, webhookId(n + 1))),
			);
			for (const { id } of WORKFLOWS) {
				const stored = await rest.request('GET', `/rest/workflows/${id}`);
				const res = await rest.request('POST', `/rest/workflows/${id}/activate`, {
					versionId: stored.body?.data?.versionId,
				});
				if (res.status !== 200 || !res.body?.data?.active) {
					throw new Error(`activate ${id}: ${res.status} ${show(res.body)}`);
				}
			}
		},
	);

	const texts = (label: string, n: number) =>
		Array.from({ length: n }, (_, k) => `E2E re-run: ${label}, item ${k + 1}`);
	/** A check with its own faults: they are cleared whatever happens. */
	const check = (name: string, fn: () => Promise<void>) =>
		suite.test(name, async () => {
			try {
				await fn();
			} finally {
				await clearFaults(sim);
			}
		});
	const held: Record<'editor' | 'crossPost', Held | undefined> = {
		editor: undefined,
		crossPost: undefined,
	};
	const editorTexts = texts("editor's Retry, refused", 3);
	const crossText = "E2E re-run: cross-post, editor's Retry";
	const crossTexts = [crossText, blueskyText(crossText)];
	let editorSeq = 0;
	let crossSeq = 0;

	// First the checks that leave an item held (its post not listed yet), so that the 2 minutes
	// before it may be retried pass during the others.
	check(
		"editor's Retry (original workflow) after the 3rd create was refused: items 1 and 2 not sent again, item 3 held",
		async () => {
			const t = editorTexts;
			editorSeq = await lastSeq(sim);
			await fault(sim, '/posts', 'before', t[2]);
			const failed = await runWorkflow(rest, n8nUrl, RERUN_WORKFLOWS.editorPosts, t);
			assertEqual(failed.mode, 'webhook', 'the published workflow runs in production mode');
			assertEqual(failed.status, 'error', `first execution: status ${show(failed.error)}`);
			assertEqual(
				await sentByText(sim, editorSeq, '/posts', t),
				{ [t[0]]: [201], [t[1]]: [201], [t[2]]: [503] },
				'POST /posts by text after the first execution',
			);
			const retried = await editorRetry(rest, failed, false);
			assertEqual([retried.mode, retried.retryOf], ['retry', failed.id], 'the retry execution');
			assertFailed(retried, HELD, 'the retry');
			held.editor = { execution: retried, retryAfter: heldUntil(retried) };
			assertEqual(
				await sentByText(sim, editorSeq, '/posts', t),
				{ [t[0]]: [201], [t[1]]: [201], [t[2]]: [503] },
				'POST /posts by text after the retry (nothing twice)',
			);
		},
	);
	check(
		"cross-post to X, Bluesky and Threads, Bluesky refused: the editor's Retry does not post to X again, Bluesky held",
		async () => {
			crossSeq = await lastSeq(sim);
			await fault(sim, '/posts', 'before', blueskyText(crossText));
			const failed = await runWorkflow(rest, n8nUrl, RERUN_WORKFLOWS.crossPost, [crossText]);
			assertFailed(failed, 'Target 2 (Bluesky)', 'first execution');
			const byPlatform = () => sentByTarget(sim, crossSeq, crossTexts);
			assertEqual(
				await byPlatform(),
				{ twitter: [201], bluesky: [503], threads: [] },
				'POST /posts by target after the first execution',
			);
			const retried = await editorRetry(rest, failed, false);
			assertFailed(retried, HELD, 'the retry');
			assertIncludes(String(retried.error?.message), 'Target 2 (Bluesky)', 'the held target');
			held.crossPost = { execution: retried, retryAfter: heldUntil(retried) };
			assertEqual(
				await byPlatform(),
				{ twitter: [201], bluesky: [503], threads: [] },
				'POST /posts by target after the retry (X not again, Threads not yet)',
			);
		},
	);

	check(
		'Retry On Fail (3 tries, 1 s apart), the 3rd create refused once: each text sent once, the item held',
		async () => {
			const t = texts('Retry On Fail, refused', 3);
			const before = await lastSeq(sim);
			await fault(sim, '/posts', 'before', t[2]);
			const execution = await runWorkflow(rest, n8nUrl, RERUN_WORKFLOWS.retryPosts, t);
			assertFailed(execution, HELD, 'the execution');
			assertIncludes(String(execution.error?.description), 'Retry this execution after', 'hint');
			assertEqual(
				await sentByText(sim, before, '/posts', t),
				{ [t[0]]: [201], [t[1]]: [201], [t[2]]: [503] },
				'POST /posts by text',
			);
			// n8n ran the node 3 times: the 2nd and the 3rd looked in the list, sent nothing.
			assertEqual(await lookups(sim, before, '/posts'), 2, 'GET /posts (one per re-run)');
		},
	);
	check(
		'Retry On Fail (3 tries, 5 s apart), the answer to the 3rd create lost: found in the list, nothing sent twice',
		async () => {
			const t = texts('Retry On Fail, answer lost', 3);
			const before = await lastSeq(sim);
			await fault(sim, '/posts', 'after', t[2]);
			const execution = await runWorkflow(rest, n8nUrl, RERUN_WORKFLOWS.retryPostsSlow, t);
			assertSucceeded(execution, 3, 'the execution');
			assertEqual(
				await sentByText(sim, before, '/posts', t),
				{ [t[0]]: [201], [t[1]]: [201], [t[2]]: [504] },
				'POST /posts by text',
			);
			const [one, two, three] = jsonOf(execution);
			assertMarked(one, SENT_BEFORE, 'item 1');
			assertMarked(two, SENT_BEFORE, 'item 2');
			assertMarked(three, FOUND, 'item 3');
			assertEqual(
				[three.postId, three.status],
				[await listedId(sim, t[2]), 'published'],
				'item 3: the post the list shows',
			);
			assert(one.postSubmissionId && two.postSubmissionId, `submissions: ${show([one, two])}`);
		},
	);
	check(
		"editor's Retry (saved workflow) after the answer to the 2nd create was lost: found in the list, both marked",
		async () => {
			const t = texts("editor's Retry, answer lost", 2);
			const before = await lastSeq(sim);
			await fault(sim, '/posts', 'after', t[1]);
			const failed = await runWorkflow(rest, n8nUrl, RERUN_WORKFLOWS.editorPosts, t);
			assertEqual(failed.status, 'error', `first execution: status ${show(failed.error)}`);
			await listedId(sim, t[1]);
			const retried = await editorRetry(rest, failed, true);
			assertEqual([retried.mode, retried.retryOf], ['retry', failed.id], 'the retry execution');
			assertSucceeded(retried, 2, 'the retry');
			assertEqual(
				await sentByText(sim, before, '/posts', t),
				{ [t[0]]: [201], [t[1]]: [504] },
				'POST /posts by text',
			);
			const [one, two] = jsonOf(retried);
			assertMarked(one, SENT_BEFORE, 'item 1');
			assertMarked(two, FOUND, 'item 2');
			assertEqual(
				[two.postId, two.status],
				[await listedId(sim, t[1]), 'published'],
				'item 2: the post the list shows',
			);
		},
	);
	check(
		'Comment → Create with Retry On Fail, the 2nd refused once: the 1st not sent again, the 2nd sent again after the list showed it missing',
		async () => {
			const t = texts('comment, refused', 2);
			const before = await lastSeq(sim);
			await fault(sim, '/comments', 'before', t[1]);
			const execution = await runWorkflow(rest, n8nUrl, RERUN_WORKFLOWS.comments, t);
			assertSucceeded(execution, 2, 'the execution');
			assertEqual(
				await sentByText(sim, before, '/comments', t),
				{ [t[0]]: [201], [t[1]]: [503, 201] },
				'POST /comments by text',
			);
			assertEqual(await lookups(sim, before, '/comments'), 1, 'GET /comments (the re-run)');
			const [one, two] = jsonOf(execution);
			assertMarked(one, SENT_BEFORE, 'comment 1');
			assertEqual(two.notSentAgain, undefined, `comment 2 was sent again: ${show(two)}`);
			assertEqual(two.text, t[1], 'comment 2 text');
		},
	);
	check(
		'Comment → Create with Retry On Fail, the answer to the 2nd lost: found in the list, nothing sent twice',
		async () => {
			const t = texts('comment, answer lost', 2);
			const before = await lastSeq(sim);
			await fault(sim, '/comments', 'after', t[1]);
			const execution = await runWorkflow(rest, n8nUrl, RERUN_WORKFLOWS.comments, t);
			assertSucceeded(execution, 2, 'the execution');
			assertEqual(
				await sentByText(sim, before, '/comments', t),
				{ [t[0]]: [201], [t[1]]: [504] },
				'POST /comments by text',
			);
			const [one, two] = jsonOf(execution);
			assertMarked(one, SENT_BEFORE, 'comment 1');
			assertMarked(two, FOUND, 'comment 2');
			assertEqual(two.text, t[1], 'comment 2 text');
		},
	);
	try {
		await suite.run();

		const retryAfter = Math.max(...Object.values(held).map((h) => h?.retryAfter ?? 0), Date.now());
		await suite.step(
			`wait until the held items may be retried (${new Date(retryAfter).toISOString()})`,
			() => sleep(retryAfter - Date.now() + 1_000),
		);
		check(
			"editor's Retry after the time the error named: item 3 sent (not listed: it was refused), items 1 and 2 not again",
			async () => {
				assert(held.editor, 'no held execution: its first check failed');
				const t = editorTexts;
				const retried = await editorRetry(rest, held.editor.execution, false);
				assertEqual(retried.retryOf, held.editor.execution.id, 'a retry of the held execution');
				assertSucceeded(retried, 3, 'the retry');
				assertEqual(
					await sentByText(sim, editorSeq, '/posts', t),
					{ [t[0]]: [201], [t[1]]: [201], [t[2]]: [503, 201] },
					'POST /posts by text, all three executions',
				);
				const [one, two, three] = jsonOf(retried);
				assertMarked(one, SENT_BEFORE, 'item 1');
				assertMarked(two, SENT_BEFORE, 'item 2');
				assertEqual(three.notSentAgain, undefined, `item 3 was sent: ${show(three)}`);
				assert(three.postSubmissionId, `item 3 submission: ${show(three)}`);
			},
		);
		check(
			"cross-post: the editor's Retry after the time the error named sends Bluesky and Threads; X still once",
			async () => {
				assert(held.crossPost, 'no held execution: its first check failed');
				const retried = await editorRetry(rest, held.crossPost.execution, false);
				assertEqual(retried.retryOf, held.crossPost.execution.id, 'a retry of the held execution');
				assertEqual(retried.status, 'success', `the retry: status ${show(retried.error)}`);
				assertEqual(
					await sentByTarget(sim, crossSeq, crossTexts),
					{ twitter: [201], bluesky: [503, 201], threads: [201] },
					'POST /posts by target, all three executions',
				);
				const out = jsonOf(retried);
				assertEqual(
					out.map((json) => [json.target?.platform, json.notSentAgain === true]),
					[
						['twitter', true],
						['bluesky', false],
						['threads', false],
					],
					`outputs (target, notSentAgain): ${show(out)}`,
				);
				assertIncludes(String(out[0].notSentAgainReason), SENT_BEFORE, 'X: notSentAgainReason');
			},
		);
		await suite.run();
	} finally {
		await clearFaults(sim).catch(() => undefined);
		for (const { id } of WORKFLOWS) {
			await rest.request('POST', `/rest/workflows/${id}/deactivate`, {}).catch(() => undefined);
		}
	}
}
