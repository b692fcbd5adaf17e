/* eslint-disable @n8n/community-nodes/require-node-api-error, @typescript-eslint/no-explicit-any -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// Issue 30 in real n8n: a create is sent once per item through n8n's own re-runs. Published
// workflows (Webhook → Split Out → Social Publishing) run in production mode and are saved; the
// simulator refuses one create (503 before it is processed) or processes it and loses the answer
// (504 after). Re-runs: the node's Retry On Fail (the same execution) and the editor's Retry
// (`POST /rest/executions/:id/retry`, a new execution in mode `retry`). What reached the service is
// counted per item text in the simulator's request log. An item held because the service does not
// list its post yet is retried once the time its error names has passed (after the other checks).
import { lastSeq, simGet, type E2eRestContext } from './context';
import { assert, assertEqual, assertIncludes, show, type Suite } from './harness';
import { editorRetry, runWorkflow, sleep, type Execution } from './rerunExecutions';
import { clearFaults, fault, listedId, lookups, sentByTarget, sentByText } from './rerunService';
import {
	blueskyText,
	RERUN_WORKFLOWS,
	rerunWorkflowJson,
	type RerunTargets,
	type RerunWorkflow,
} from './rerunWorkflows';

const WORKFLOWS: RerunWorkflow[] = Object.values(RERUN_WORKFLOWS);
const webhookId = (n: number) => `6f1c2a4e-5b7d-4e8f-9a10-0000000030${String(n).padStart(2, '0')}`;

const HELD = 'does not list it yet';
const FOUND = 'the service shows it went through';
const SENT_BEFORE = 'it was already sent at';

/** An item held by the node: the execution that stopped and the time its error names. */
interface Held {
	execution: Execution;
	retryAfter: number;
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

/**
 * The checks up to the hold; returns the rest (the wait until the held items may be retried, their
 * retries, the clean-up), for the caller to run after other groups, so that they fill the wait.
 */
export async function rerunChecks(
	suite: Suite,
	ctx: E2eRestContext,
	n8nUrl: string,
): Promise<() => Promise<void>> {
	const { sim, rest, credentials, workflows } = ctx;
	/** A published workflow called at its webhook, by the id n8n holds it under (1.x gives its own). */
	const run = (workflow: RerunWorkflow, texts: string[]) =>
		runWorkflow(rest, n8nUrl, { ...workflow, id: workflows.id(workflow.id) }, texts);
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
			await workflows.importWorkflows(
				WORKFLOWS.map((w, n) => rerunWorkflowJson(w, cred, targets, webhookId(n + 1))),
			);
			for (const { id } of WORKFLOWS) await workflows.activate(id);
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
			const failed = await run(RERUN_WORKFLOWS.editorPosts, t);
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
			const failed = await run(RERUN_WORKFLOWS.crossPost, [crossText]);
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
			const execution = await run(RERUN_WORKFLOWS.retryPosts, t);
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
			const execution = await run(RERUN_WORKFLOWS.retryPostsSlow, t);
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
			const failed = await run(RERUN_WORKFLOWS.editorPosts, t);
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
			const execution = await run(RERUN_WORKFLOWS.comments, t);
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
			const execution = await run(RERUN_WORKFLOWS.comments, t);
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
	const cleanUp = async () => {
		await clearFaults(sim).catch(() => undefined);
		for (const { id } of WORKFLOWS) {
			await rest
				.request('POST', `/rest/workflows/${workflows.id(id)}/deactivate`, {})
				.catch(() => undefined);
		}
	};
	try {
		await suite.run();
		await clearFaults(sim);
	} catch (error) {
		await cleanUp();
		throw error;
	}
	return async () => {
		try {
			await afterTheHold();
		} finally {
			await cleanUp();
		}
	};

	async function afterTheHold(): Promise<void> {
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
	}
}
