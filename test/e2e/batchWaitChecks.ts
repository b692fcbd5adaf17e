/* eslint-disable @typescript-eslint/no-explicit-any -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// Issue 54 in real n8n: a batch of 10 X posts with Wait for Completion, items 3 and 7 refused (422)
// at their create, under each On Error setting, beside the same batch sent without waiting. The
// outputs, error outputs, the Stop error and the creates sent are the same; waiting adds one status
// read per created post (under Stop: of the items before the refused one), and nothing meets a 429.
import type { N8nRun } from '../../scripts/n8n/cli';
import {
	byId,
	manualTrigger,
	socialNode,
	splitOutNode,
	workflowJson,
	type CredentialRef,
} from '../../scripts/n8n/workflowJson';
import {
	addFault,
	lastSeq,
	requestLog,
	simGet,
	type E2eRestContext,
	type LoggedRequest,
} from './context';
import { assert, assertEqual, show, type Suite } from './harness';

type OnError = 'continueRegularOutput' | 'continueErrorOutput' | 'stopWorkflow';

const POSTS = 10;
/** 1-based: their text holds `refuse-me`, and the service answers their create 422. */
const REFUSED = [3, 7];
const FAULT_MESSAGE = 'The post was refused (e2e batch wait)';
const numbers = (n: number) => Array.from({ length: n }, (_, k) => k + 1);
const GOOD = numbers(POSTS).filter((n) => !REFUSED.includes(n));

interface Case {
	onError: OnError;
	wait: boolean;
	/** In every text of its batch: no two nodes send the same text (the look-up would skip it). */
	label: string;
	workflow: string;
	node: string;
}

const SETTINGS: Array<[OnError, string, string]> = [
	// Stop first: its check that the refused create comes before any status read wants a fresh budget.
	['stopWorkflow', 'stop', 'Stop'],
	['continueRegularOutput', 'continue', 'Continue'],
	['continueErrorOutput', 'error output', 'ErrorOutput'],
];
const CASES: Case[] = SETTINGS.flatMap(([onError, label, id]) =>
	[false, true].map((wait) => ({
		onError,
		wait,
		label: wait ? `${label}, waiting` : label,
		workflow: `e2eBatchWait${id}${wait ? 'Waiting' : ''}`,
		node: `Create (${wait ? `${label}, waiting` : label})`,
	})),
);
const prefix = (c: Case) => `E2E batch ${c.label}: `;

/** Start → the rows → Split Out → Post → Create on X, with or without waiting. */
function batchWorkflow(c: Case, cred: CredentialRef, account: string): object {
	const rows = numbers(POSTS).map((n) => ({
		n,
		text: `post ${n}${REFUSED.includes(n) ? ' refuse-me' : ''}`,
	}));
	return workflowJson({
		id: c.workflow,
		name: `E2E batch wait: ${c.label}`,
		nodes: [
			manualTrigger(),
			{
				name: 'Rows',
				type: 'n8n-nodes-base.set',
				typeVersion: 3.4,
				parameters: { mode: 'raw', jsonOutput: JSON.stringify({ rows }), options: {} },
			},
			splitOutNode('rows'),
			socialNode(
				c.node,
				{
					resource: 'post',
					operation: 'create',
					platform: 'twitter',
					account: byId(account),
					text: `=${prefix(c)}{{ $json.text }}`,
					...(c.wait ? { waitForCompletion: true } : {}),
				},
				cred,
				{ onError: c.onError },
			),
		],
	});
}

interface Ran {
	run: N8nRun;
	/** The request log's sequence numbers before and after the execution. */
	from: number;
	to: number;
}

/** The items of one output of the node's run (json and pairedItem). */
function output(ran: Ran, c: Case, index: number): any[] {
	const runs = ran.run.data.resultData.runData[c.node];
	assert(runs?.length, `"${c.node}" did not run`);
	assert(!runs[0].error, `"${c.node}" failed: ${show(runs[0].error)}`);
	return ((runs[0].data?.main[index] ?? []) as any[]).map((item) => ({
		json: item.json,
		pairedItem: item.pairedItem?.item,
	}));
}

/** The node's creates, in the order they reached the service: [post number, 'created' or status]. */
function creates(log: LoggedRequest[], c: Case): Array<[number, string | number]> {
	return log.flatMap((r): Array<[number, string | number]> => {
		if (r.method !== 'POST' || r.path !== '/posts') return [];
		const body = JSON.stringify(r.body);
		const at = body.indexOf(prefix(c));
		if (at < 0) return [];
		const n = /^post (\d+)/.exec(body.slice(at + prefix(c).length));
		return n ? [[Number(n[1]), r.status >= 200 && r.status < 300 ? 'created' : r.status]] : [];
	});
}

/** The post number of each status read (GET /posts/{id}) of one of `ids`, in the order sent. */
function reads(log: LoggedRequest[], ids: Map<string, number>): number[] {
	return log.flatMap((r) => {
		const read = r.method === 'GET' && r.path.startsWith('/posts/');
		const n = read ? ids.get(r.path.slice('/posts/'.length)) : undefined;
		return n === undefined ? [] : [n];
	});
}

/** Submission id → post number, from the node's outputs (paired item + 1). */
function idsOfOutputs(ran: Ran, c: Case): Map<string, number> {
	const items = [0, 1].flatMap((index) => output(ran, c, index));
	return new Map(
		items
			.filter((item) => item.json.postSubmissionId)
			.map((item) => [String(item.json.postSubmissionId), item.pairedItem + 1]),
	);
}

/**
 * Submission id → post number for the ids read during a Stop execution (it has no output): the
 * published post each one became, found by its text among the service's published posts.
 */
async function idsOfService(
	sim: E2eRestContext['sim'],
	ran: Ran,
	c: Case,
	log: LoggedRequest[],
): Promise<Map<string, number>> {
	const query = encodeURIComponent(prefix(c).trim());
	const published = (
		await simGet(sim, `/published-posts?platform=twitter&query=${query}&limit=100`)
	).body.items as any[];
	const numberOf = new Map<string, number>();
	for (const p of published) {
		const n =
			String(p.content).startsWith(prefix(c)) &&
			/^post (\d+)/.exec(p.content.slice(prefix(c).length));
		if (n) numberOf.set(p.id, Number(n[1]));
	}
	const read = new Set(
		log
			.filter((r) => r.seq > ran.from && r.seq <= ran.to && r.method === 'GET')
			.filter((r) => /^\/posts\/[^/]+$/.test(r.path))
			.map((r) => r.path.slice('/posts/'.length)),
	);
	const ids = new Map<string, number>();
	for (const id of read) {
		const n = numberOf.get((await simGet(sim, `/posts/${id}`)).body.publishedPostId);
		if (n !== undefined) ids.set(id, n);
	}
	return ids;
}

export async function batchWaitChecks(suite: Suite, ctx: E2eRestContext): Promise<void> {
	const { sim, workflows, credentials } = ctx;
	const accounts = (await simGet(sim, '/users/me/accounts')).body.items as any[];
	const twitter = accounts.find((a) => a.platform === 'twitter')?.id;
	assert(twitter, 'no X account on the service');
	await suite.step('n8n import:workflow (six batches of 10 X posts)', () =>
		workflows.importWorkflows(CASES.map((c) => batchWorkflow(c, credentials.good, twitter))),
	);
	const start = await lastSeq(sim);
	const ran = new Map<Case, Ran>();
	let log: LoggedRequest[];
	try {
		await suite.step('refuse the creates of items 3 and 7 (422)', () =>
			addFault(sim, {
				method: 'POST',
				path: '/posts',
				status: 422,
				body: { statusCode: 422, message: FAULT_MESSAGE, reqId: 'req-e2e-batch' },
				bodyContains: 'refuse-me',
				count: 100,
			}),
		);
		for (const c of CASES) {
			const from = await lastSeq(sim);
			const { run } = await suite.step(`run ${c.workflow}`, () =>
				workflows.execute(c.workflow, 300_000),
			);
			ran.set(c, { run, from, to: await lastSeq(sim) });
		}
		log = await requestLog(sim, start);
	} finally {
		await fetch(`${sim.controlUrl}/faults`, { method: 'DELETE' });
	}
	const pair = (onError: OnError) =>
		CASES.filter((c) => c.onError === onError).map((c) => ({ c, ran: ran.get(c)! }));

	suite.test(
		'batch wait, Continue: the same items in the same order, waited ones published',
		() => {
			const [without, waited] = pair('continueRegularOutput').map(({ c, ran }) => {
				assert(
					!ran.run.data.resultData.error,
					`${c.workflow}: ${show(ran.run.data.resultData.error)}`,
				);
				return output(ran, c, 0);
			});
			assertEqual(
				without.map((item) => item.pairedItem),
				numbers(POSTS).map((n) => n - 1),
				'paired items without waiting',
			);
			assertEqual(
				waited.map((item) => item.pairedItem),
				without.map((item) => item.pairedItem),
				'paired items, waiting',
			);
			const errors = (items: any[]) => REFUSED.map((n) => items[n - 1].json.error);
			assert(
				String(errors(without)[0]).includes(FAULT_MESSAGE),
				`item 3: ${show(without[2].json)}`,
			);
			assertEqual(errors(waited), errors(without), 'error messages of items 3 and 7');
			for (const n of GOOD) {
				const { json } = waited[n - 1];
				assert(json.status === 'published' && json.postSubmissionId, `item ${n}: ${show(json)}`);
			}
		},
	);

	suite.test('batch wait, Continue (using error output): the same items on each output', () => {
		const [without, waited] = pair('continueErrorOutput').map(({ c, ran }) => {
			assert(
				!ran.run.data.resultData.error,
				`${c.workflow}: ${show(ran.run.data.resultData.error)}`,
			);
			return [0, 1].map((index) => output(ran, c, index));
		});
		for (const [name, outputs] of [
			['without waiting', without],
			['waiting', waited],
		] as const) {
			assertEqual(
				outputs[0].map((item) => item.pairedItem),
				GOOD.map((n) => n - 1),
				`main output, ${name}`,
			);
			assertEqual(
				outputs[1].map((item) => item.pairedItem),
				REFUSED.map((n) => n - 1),
				`error output, ${name}`,
			);
		}
		assert(String(without[1][0].json.message).includes(FAULT_MESSAGE), show(without[1][0].json));
		assertEqual(
			waited[1].map((item) => item.json.message),
			without[1].map((item) => item.json.message),
			'error output messages',
		);
		for (const { json } of waited[0]) assert(json.status === 'published', show(json));
	});

	suite.test(
		'batch wait, Stop: the same error (item 3 refused), the same creates, items 1 and 2 read',
		async () => {
			const [without, waited] = pair('stopWorkflow');
			const errorOf = ({ ran }: typeof without) => {
				const error: any = ran.run.data.resultData.error;
				return { message: error?.message, description: error?.description ?? null };
			};
			assert(String(errorOf(without).message).includes(FAULT_MESSAGE), show(errorOf(without)));
			assertEqual(errorOf(waited), errorOf(without), 'the error the waiting batch stops with');
			const expected = [
				[1, 'created'],
				[2, 'created'],
				[3, 422],
			];
			assertEqual(creates(log, without.c), expected, 'creates sent without waiting');
			assertEqual(creates(log, waited.c), expected, 'creates sent, waiting');
			for (const { c, ran } of [without, waited]) {
				const read = reads(log, await idsOfService(sim, ran, c, log)).sort((a, b) => a - b);
				assertEqual(read, c.wait ? [1, 2] : [], `status reads of ${c.label}`);
			}
		},
	);

	suite.test(
		'batch wait: the same creates as without waiting, one status read per created post, no 429',
		() => {
			for (const onError of ['continueRegularOutput', 'continueErrorOutput'] as const) {
				const [without, waited] = pair(onError);
				const sent = creates(log, without.c);
				assertEqual(
					sent.map(([n]) => n),
					numbers(POSTS),
					`creates of ${without.c.label}`,
				);
				assertEqual(
					sent.filter(([, outcome]) => outcome !== 'created'),
					REFUSED.map((n) => [n, 422]),
					`refused creates of ${without.c.label}`,
				);
				assertEqual(creates(log, waited.c), sent, `creates of ${waited.c.label}`);
				assertEqual(
					reads(log, idsOfOutputs(without.ran, without.c)),
					[],
					`status reads of ${without.c.label}`,
				);
				const read = reads(log, idsOfOutputs(waited.ran, waited.c)).sort((a, b) => a - b);
				assertEqual(read, GOOD, `status reads of ${waited.c.label} (post numbers)`);
			}
			const limited = log.filter((r) => r.status === 429);
			assertEqual(
				limited.map((r) => `${r.method} ${r.path}`),
				[],
				'requests answered 429',
			);
		},
	);
	await suite.run();
}
