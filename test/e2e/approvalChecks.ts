/* eslint-disable @n8n/community-nodes/no-restricted-globals, @typescript-eslint/no-explicit-any -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// The demo "Approve before publishing" (examples/workflows/approve-before-publishing.json) in real
// n8n, started as the editor's "Execute workflow" starts it (POST /rest/workflows/:id/run): Dry Run
// plans the post and its first comment, the execution waits in n8n's Wait node (On Form Submitted)
// with nothing written, the approver opens the link Approval Request made (the plan is in the form)
// and submits Approve (the post as planned, then its first comment) or Reject (nothing is sent).
import { exampleWorkflows, type ExampleWorkflow } from '../../scripts/n8n/examples';
import { NODE_TYPE } from '../../scripts/n8n/paths';
import type { N8nRestClient } from '../../scripts/n8n/server';
import { lastSeq, requestLog, type E2eRestContext, type LoggedRequest } from './context';
import { assert, assertEqual, assertIncludes, show, type Suite } from './harness';
import { savedExecutionData } from '../../scripts/n8n/flatted';

const DEMO_ID = 'spDemoApproveBeforePublishing';
const TRIGGER = "When clicking 'Execute workflow'";
const DRAFT = 'Draft';
const PLAN = 'Plan the Post (Dry Run)';
const REQUEST = 'Approval Request';
const WAIT = 'Wait for Approval';
const PUBLISH = 'Publish to Instagram';
const REJECTED = 'Rejected: Nothing Sent';
/** Still going: 1.x and 2.x share these status names. */
const RUNNING = ['new', 'running'];
const TIMEOUT_MS = 180_000;

interface Execution {
	id: string;
	status: string;
	mode: string;
	/** n8n has saved its run data (1.x can answer a settled status a moment before). */
	saved: boolean;
	runData: Record<string, Array<{ data?: { main: Array<Array<{ json: any }> | null> } }>>;
	error?: unknown;
}

/** What one run of the demo showed while it waited for the approver. */
interface Waiting {
	execution: Execution;
	/** Sequence number of the request log before the run started. */
	seq: number;
	approvalUrl: string;
	plan: { dryRun: boolean; requests: Array<{ method: string; path: string; body: any }> };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A node's output items (json) on one output of its last run. */
const output = (execution: Execution, node: string, index = 0): any[] => {
	const runs = execution.runData[node] ?? [];
	return (runs[runs.length - 1]?.data?.main?.[index] ?? []).map((item) => item.json);
};

const writes = (log: LoggedRequest[]) =>
	log.filter((q) => q.method !== 'GET' && !q.path.startsWith('/__'));

async function readExecution(rest: N8nRestClient, id: string): Promise<Execution> {
	const res = await rest.request('GET', `/rest/executions/${id}`);
	const stored = res.body?.data;
	if (res.status !== 200 || !stored) {
		throw new Error(`GET /rest/executions/${id}: ${res.status} ${show(res.body)}`);
	}
	const data = savedExecutionData(stored);
	return {
		id: String(stored.id),
		status: stored.status,
		mode: stored.mode,
		saved: Boolean(data?.resultData),
		runData: data?.resultData?.runData ?? {},
		error: data?.resultData?.error,
	};
}

/**
 * Polls the execution until it is no longer running (waiting counts as settled). A resumed one is
 * settled once its saved data has the approver's decision: n8n 1.123.81 answered `success` with the
 * data saved while it waited (no Publish run yet) in a CI run.
 */
async function settled(
	rest: N8nRestClient,
	id: string,
	what: string,
	resumed = false,
): Promise<Execution> {
	const deadline = Date.now() + TIMEOUT_MS;
	for (;;) {
		const execution = await readExecution(rest, id);
		const current = !resumed || output(execution, WAIT)[0]?.Decision !== undefined;
		if (!RUNNING.includes(execution.status) && execution.saved && current) return execution;
		if (Date.now() > deadline) throw new Error(`${what}: still ${execution.status} after 180 s`);
		await sleep(500);
	}
}

/** The editor's "Execute workflow": a manual execution of the stored demo from its trigger. */
async function executeDemo(ctx: E2eRestContext): Promise<Waiting> {
	const { rest, sim } = ctx;
	const seq = await lastSeq(sim);
	const stored = (await rest.request('GET', `/rest/workflows/${DEMO_ID}`)).body?.data;
	assert(stored?.nodes, `the demo ${DEMO_ID} is not in n8n`);
	const started = await rest.request('POST', `/rest/workflows/${DEMO_ID}/run`, {
		workflowData: stored,
		triggerToStartFrom: { name: TRIGGER },
	});
	const id = started.body?.data?.executionId;
	assert(id, `run answered ${started.status}: ${show(started.body)}`);
	const execution = await settled(rest, String(id), 'the execution before the approval');
	assertEqual(execution.status, 'waiting', `execution status (error ${show(execution.error)})`);
	const [plan] = output(execution, PLAN);
	const [request] = output(execution, REQUEST);
	assert(plan && request, `no plan or approval request in ${show(Object.keys(execution.runData))}`);
	return { execution, seq, approvalUrl: String(request.approvalUrl), plan };
}

/** The approver's answer: the form as a browser submits it (multipart, field-0 is Decision). */
async function submit(url: string, decision: 'Approve' | 'Reject'): Promise<Response> {
	const form = new FormData();
	form.append('field-0', decision);
	return await fetch(url, { method: 'POST', body: form });
}

/** The form page as text: the entities sanitize-html writes turned back into characters. */
const pageText = (html: string) =>
	html
		.replace(/&quot;/g, '"')
		.replace(/&#x27;|&#39;/g, "'")
		.replace(/&lt;/g, '<')
		.replace(/&gt;/g, '>')
		.replace(/&amp;/g, '&');

export async function approvalChecks(suite: Suite, ctx: E2eRestContext): Promise<void> {
	const { sim, rest } = ctx;
	const demo = exampleWorkflows().find((e) => e.id === DEMO_ID);
	const node = (name: string) => demo?.nodes.find((n) => n.name === name);
	const draft = () => {
		const values = (node(DRAFT)?.parameters?.assignments as any)?.assignments as any[];
		return Object.fromEntries(values.map((a) => [a.name, a.value])) as Record<string, string>;
	};

	suite.test(
		'the demo: Plan the Post and Publish to Instagram are one Post → Create, only Dry Run differs',
		() => {
			assert(demo, `no example ${DEMO_ID} in examples/workflows`);
			const plan = node(PLAN) as ExampleWorkflow['nodes'][number];
			const publish = node(PUBLISH) as ExampleWorkflow['nodes'][number];
			assertEqual([plan?.type, publish?.type], [NODE_TYPE, NODE_TYPE], 'node types');
			const options = (n: typeof plan) => (n.parameters?.options ?? {}) as Record<string, unknown>;
			assertEqual([options(plan).dryRun, options(publish).dryRun], [true, false], 'Dry Run');
			const rest = (n: typeof plan) => ({
				...n.parameters,
				options: { ...options(n), dryRun: undefined },
			});
			assertEqual(rest(plan), rest(publish), 'the other parameters');
			const added = (publish.parameters?.additionalFields ?? {}) as Record<string, unknown>;
			assertEqual(
				[plan.parameters?.platform, Boolean(added.firstComment)],
				['instagram', true],
				'an Instagram post with a first comment',
			);
		},
	);
	await suite.run();
	if (!demo) return;

	let approve: Waiting | undefined;
	suite.test(
		'Execute workflow: Dry Run plans POST /posts and POST /comments (wouldSend), the execution waits for the approver, nothing written',
		async () => {
			approve = await executeDemo(ctx);
			const { plan, execution } = approve;
			assertEqual(execution.mode, 'manual', 'execution mode');
			const text = draft();
			assertEqual(plan.dryRun, true, `dryRun in ${show(plan)}`);
			assertEqual(
				plan.requests.map((r: any) => [r.method, r.path, r.wouldSend]),
				[
					['POST', '/posts', true],
					['POST', '/comments', true],
				],
				'planned requests (method, path, wouldSend)',
			);
			assertEqual(
				plan.requests[0].body,
				{
					post: {
						accountId: '1002',
						content: { text: text.text, mediaUrls: [text.imageUrl], platform: 'instagram' },
						target: { targetType: 'instagram' },
					},
				},
				'planned POST /posts body',
			);
			assertEqual(plan.requests[1].body.text, text.firstComment, 'planned first comment');
			assertIncludes(approve.approvalUrl, `/form-waiting/${execution.id}`, 'approval link');
			assertIncludes(
				String(output(execution, REQUEST)[0].message),
				approve.approvalUrl,
				'the message for the approver carries the link',
			);
			assertEqual(output(execution, PUBLISH), [], 'Publish to Instagram has not run');
			const log = await requestLog(sim, approve.seq);
			assert(log.length > 0, 'the dry run read nothing (the account check)');
			assertEqual(writes(log), [], 'requests other than reads before the approval');
		},
	);
	suite.test(
		'the approver opens the link: the form shows the planned text, image, first comment and POST /posts body; opening it sends nothing',
		async () => {
			assert(approve, 'no waiting execution: the check before failed');
			const res = await fetch(approve.approvalUrl);
			const page = pageText(await res.text());
			assertEqual(res.status, 200, `GET ${approve.approvalUrl}`);
			const { body } = approve.plan.requests[0];
			assertIncludes(page, body.post.content.text, 'the form');
			assertIncludes(page, body.post.content.mediaUrls[0], 'the form');
			assertIncludes(page, approve.plan.requests[1].body.text, 'the form');
			assertIncludes(page, 'POST /posts\nPOST /comments', 'the form');
			assertIncludes(page, JSON.stringify(body, null, 2), 'the form (exact POST /posts body)');
			assertIncludes(page, 'Approve', 'the form');
			assertEqual(writes(await requestLog(sim, approve.seq)), [], 'writes after opening the form');
			const execution = await readExecution(rest, approve.execution.id);
			assertEqual(execution.status, 'waiting', 'the execution after opening the form');
		},
	);
	suite.test(
		'Approve: one POST /posts with the planned body, then one POST /comments on the published post; the output has both',
		async () => {
			assert(approve, 'no waiting execution: the check before failed');
			const res = await submit(approve.approvalUrl, 'Approve');
			assertEqual(res.status, 200, `POST ${approve.approvalUrl}: ${await res.text()}`);
			const execution = await settled(rest, approve.execution.id, 'the approved execution', true);
			assertEqual(execution.status, 'success', `execution status (error ${show(execution.error)})`);
			const sent = writes(await requestLog(sim, approve.seq));
			assertEqual(
				sent.map((q) => [q.method, q.path, q.status, q.keyMatched]),
				[
					['POST', '/posts', 201, true],
					['POST', '/comments', 201, true],
				],
				'writes (method, path, status, key)',
			);
			assertEqual(sent[0].body, approve.plan.requests[0].body, 'POST /posts body: as planned');
			const [published] = output(execution, PUBLISH);
			assertEqual(published?.status, 'published', `Publish to Instagram output ${show(published)}`);
			assertEqual(
				sent[1].body,
				{ ...approve.plan.requests[1].body, postId: published.publishedPostId },
				'POST /comments body: as planned, on the published post',
			);
			assertEqual(
				[published.firstComment?.text, published.firstComment?.status],
				[draft().firstComment, 'posted'],
				`first comment in the output ${show(published.firstComment)}`,
			);
			assertEqual(output(execution, WAIT)[0]?.Decision, 'Approve', 'the decision');
			assertEqual(output(execution, REJECTED), [], 'the rejected branch');
		},
	);
	suite.test('the link after the approval: a second Approve sends nothing more', async () => {
		assert(approve, 'no approved execution: the checks before failed');
		const before = await lastSeq(sim);
		const res = await submit(approve.approvalUrl, 'Approve');
		await res.text();
		await sleep(2_000);
		assertEqual(writes(await requestLog(sim, before)), [], `writes (second submit: ${res.status})`);
		const execution = await readExecution(rest, approve.execution.id);
		assertEqual(execution.status, 'success', 'the execution stays finished');
	});
	suite.test('Reject: the execution ends in the rejected branch, nothing written', async () => {
		const reject = await executeDemo(ctx);
		const res = await submit(reject.approvalUrl, 'Reject');
		assertEqual(res.status, 200, `POST ${reject.approvalUrl}: ${await res.text()}`);
		const execution = await settled(rest, reject.execution.id, 'the rejected execution', true);
		assertEqual(execution.status, 'success', `execution status (error ${show(execution.error)})`);
		assertEqual(output(execution, WAIT)[0]?.Decision, 'Reject', 'the decision');
		assertEqual(output(execution, REJECTED).length, 1, 'the rejected branch ran');
		assertEqual(output(execution, PUBLISH), [], 'Publish to Instagram did not run');
		assertEqual(writes(await requestLog(sim, reject.seq)), [], 'writes');
	});
	await suite.run();
}
