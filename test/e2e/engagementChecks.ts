// Engagement in real n8n: list the comments of a post, reply to the newest and wait until posted,
// send its author a private reply and wait until sent, then the top posts with their chart. The
// simulator's request log must show exactly those requests, in that order. Then a direct message
// (Message → Send, Reply) to someone who just wrote, waited for until sent.
import { nodeError, nodeItems } from '../../scripts/n8n/cli';
import {
	byId,
	manualTrigger,
	socialNode,
	workflowJson,
	type CredentialRef,
	type Params,
} from '../../scripts/n8n/workflowJson';
import { lastSeq, requestLog, simGet, type E2eRestContext } from './context';
import { assert, assertEqual, show, type Suite } from './harness';

const WF = 'e2eEngagement';
const DM_WF = 'e2eDirectMessage';
const DM_NODE = 'Reply In DMs';
const DIRECT_TEXT = 'Yes, we ship to Lisbon (E2E)';

export const ENGAGEMENT_NODES = {
	list: 'List Comments',
	reply: 'Reply And Wait',
	privateReply: 'Private Reply',
	top: 'Top Posts Chart',
	chart: 'Read Chart',
} as const;

const REPLY_TEXT = 'Thanks for asking! E2E reply';
const DM_TEXT = 'Details are in your DMs (E2E)';

const sorted = (query: unknown) =>
	Object.fromEntries(Object.entries(query as object).sort(([a], [b]) => a.localeCompare(b)));

function engagementWorkflow(cred: CredentialRef, postId: string, accountId: string): object {
	const social = (name: string, parameters: Params, extra = {}) =>
		socialNode(name, parameters, cred, extra);
	const once = { executeOnce: true };
	const nodes = [
		manualTrigger(),
		social(ENGAGEMENT_NODES.list, {
			resource: 'comment',
			operation: 'getAll',
			limit: 5,
			filters: { post: byId(postId) },
		}),
		social(
			ENGAGEMENT_NODES.reply,
			{
				resource: 'comment',
				operation: 'create',
				post: byId(postId),
				parentComment: byId('={{ $json.id }}'),
				text: REPLY_TEXT,
				waitForCompletion: true,
			},
			once,
		),
		social(
			ENGAGEMENT_NODES.privateReply,
			{
				resource: 'message',
				operation: 'send',
				account: byId(accountId),
				replyType: 'privateReply',
				comment: byId(`={{ $('${ENGAGEMENT_NODES.list}').first().json.id }}`),
				text: DM_TEXT,
			},
			once,
		),
		social(
			ENGAGEMENT_NODES.top,
			{
				resource: 'analytics',
				operation: 'getTopPosts',
				sortBy: 'likes_count',
				limit: 5,
				options: { chart: true, numericMetrics: true },
			},
			once,
		),
		{
			name: ENGAGEMENT_NODES.chart,
			type: 'n8n-nodes-base.code',
			typeVersion: 2,
			parameters: {
				jsCode: [
					"const svg = (await this.helpers.getBinaryDataBuffer(0, 'chart')).toString('utf8');",
					'const first = $input.first();',
					'return [{ json: {',
					'  bars: (svg.match(/<rect class="bar"/g) || []).length,',
					'  items: $input.all().length,',
					"  svgRoot: /^(<\\?xml[^>]*>\\s*)?<svg[\\s>]/.test(svg) && svg.trimEnd().endsWith('</svg>'),",
					'  fileName: first.binary.chart.fileName,',
					'  mimeType: first.binary.chart.mimeType,',
					'  likes: first.json.latestMetrics?.metrics?.likes ?? null,',
					'  likesCount: first.json.latestMetrics?.metrics?.likesCount ?? null,',
					'} }];',
				].join('\n'),
			},
		},
	];
	return workflowJson({ id: WF, name: 'E2E engagement', nodes });
}

export async function engagementChecks(suite: Suite, ctx: E2eRestContext): Promise<void> {
	const { sim, workflows, credentials } = ctx;
	const { postId, accountId, comment } = await suite.step(
		'an audience comment on a published Instagram post (control API)',
		async () => {
			const published = (await simGet(sim, '/published-posts?platform=instagram&limit=100')).body
				.items as Array<{ id: string }>;
			const comments = (await simGet(sim, '/comments?platform=instagram&limit=250')).body
				.items as Array<{ postId: string | null; accountId: string }>;
			const onService = comments.find((c) => published.some((p) => p.id === c.postId));
			if (!onService) throw new Error('no seeded Instagram comment on a published post');
			const res = await fetch(`${sim.controlUrl}/activity/comment`, {
				method: 'POST',
				headers: { 'content-type': 'application/json' },
				body: JSON.stringify({ postId: onService.postId, text: 'How much is it? (E2E)' }),
			});
			if (res.status !== 201) throw new Error(`control comment: ${res.status}`);
			return {
				postId: onService.postId as string,
				accountId: onService.accountId,
				comment: (await res.json()) as { id: string; authorId: string },
			};
		},
	);
	await suite.step('n8n import:workflow (engagement)', () =>
		workflows.importWorkflows([engagementWorkflow(credentials.good, postId, accountId)]),
	);
	const before = await lastSeq(sim);
	const { run, result } = await suite.step(`run ${WF}`, () => workflows.execute(WF));
	const log = await requestLog(sim, before);

	suite.test('the workflow ran without errors', () => {
		assertEqual(result.code, 0, `exit code (stderr: ${result.stderr.slice(-400)})`);
		for (const name of Object.values(ENGAGEMENT_NODES)) {
			assert(!nodeError(run, name), `"${name}" failed: ${show(nodeError(run, name))}`);
		}
	});

	suite.test(
		'the request log shows exactly: list, reply (look-up, + wait), private reply (look-up, + wait), top posts',
		() => {
			const reply = nodeItems(run, ENGAGEMENT_NODES.reply)[0];
			const message = nodeItems(run, ENGAGEMENT_NODES.privateReply)[0];
			const kinds = log.map((r) => {
				// After the list: the look-ups before each create (Skip If Already on the Service).
				if (r.method === 'GET' && r.path === '/comments')
					return r === log.find((l) => l.method === 'GET' && l.path === '/comments')
						? 'list comments'
						: 'look for the same reply';
				if (r.method === 'GET' && r.path === '/messages') return 'look for the same message';
				if (r.method === 'GET' && r.path === `/comments/${comment.id}`) return 'read the comment';
				if (r.method === 'POST' && r.path === '/comments') return 'post the reply';
				if (r.method === 'GET' && r.path === `/comments/${reply?.id}`) return 'poll the reply';
				if (r.method === 'POST' && r.path === '/messages') return 'send the message';
				if (r.method === 'GET' && r.path === `/messages/${message?.id}`) return 'poll the message';
				if (r.method === 'GET' && r.path === '/analytics') return 'top posts';
				return `unexpected ${r.method} ${r.path}`;
			});
			const collapsed = kinds.filter((k, n) => !k.startsWith('poll') || kinds[n - 1] !== k);
			assertEqual(
				collapsed,
				[
					'list comments',
					'read the comment',
					'look for the same reply',
					'post the reply',
					'poll the reply',
					'read the comment',
					'look for the same message',
					'send the message',
					'poll the message',
					'top posts',
				],
				'requests in order (repeated polls folded)',
			);
			assert(
				log.every((r) => r.keyMatched),
				`a request without the key: ${show(log)}`,
			);
			const list = log[0];
			assertEqual(sorted(list.query), { limit: '5', postId }, 'GET /comments query');
			const top = log[log.length - 1];
			assertEqual(sorted(top.query), { limit: '5', sortBy: 'likes_count' }, 'GET /analytics query');
		},
	);

	suite.test('the reply went to the newest comment and ended posted', () => {
		const posted = log.find((r) => r.method === 'POST' && r.path === '/comments');
		assertEqual(
			posted?.body,
			{ postId, text: REPLY_TEXT, parentCommentId: comment.id },
			'POST /comments body',
		);
		const [reply] = nodeItems(run, ENGAGEMENT_NODES.reply);
		assertEqual(reply.status, 'posted', 'reply status after waiting');
		assertEqual(reply.parentCommentId, comment.id, 'parentCommentId');
	});

	suite.test("the private reply went to the comment's author and ended sent", () => {
		const sent = log.find((r) => r.method === 'POST' && r.path === '/messages');
		assertEqual(
			sent?.body,
			{
				accountId,
				recipientId: comment.authorId,
				text: DM_TEXT,
				target: { targetType: 'instagram', commentId: comment.id },
			},
			'POST /messages body',
		);
		const [message] = nodeItems(run, ENGAGEMENT_NODES.privateReply);
		assertEqual(message.status, 'sent', 'message status after waiting');
	});

	suite.test('the top posts come with an SVG chart, one bar per post, and numeric likes', () => {
		const [chart] = nodeItems(run, ENGAGEMENT_NODES.chart);
		assert(chart.items >= 1, `no top posts: ${show(chart)}`);
		assertEqual(chart.bars, chart.items, 'bars in the SVG');
		assertEqual(chart.svgRoot, true, 'one <svg> root element');
		assertEqual(chart.fileName, 'top-posts-by-likes.svg', 'chart file name');
		assertEqual(chart.mimeType, 'image/svg+xml', 'chart MIME type');
		assertEqual(chart.likes, Number(chart.likesCount), 'numeric copy of likesCount');
	});
	await suite.run();
	await directMessageChecks(suite, ctx, accountId);
}

/** Message → Send, Reply, with Wait for Completion (its default): the message ends `sent`. */
async function directMessageChecks(suite: Suite, ctx: E2eRestContext, accountId: string) {
	const { sim, workflows, credentials } = ctx;
	const incoming = await suite.step('an incoming direct message (control API)', async () => {
		const res = await fetch(`${sim.controlUrl}/activity/message`, {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify({ accountId, text: 'Do you ship to Lisbon? (E2E)' }),
		});
		if (res.status !== 201) throw new Error(`control message: ${res.status}`);
		return (await res.json()) as { senderId: string; conversationId: string };
	});
	const workflow = workflowJson({
		id: DM_WF,
		name: 'E2E direct message',
		nodes: [
			manualTrigger(),
			socialNode(
				DM_NODE,
				{
					resource: 'message',
					operation: 'send',
					account: byId(accountId),
					replyType: 'reply',
					conversation: byId(incoming.conversationId),
					recipient: byId(incoming.senderId),
					text: DIRECT_TEXT,
				},
				credentials.good,
			),
		],
	});
	await suite.step('n8n import:workflow (direct message)', () =>
		workflows.importWorkflows([workflow]),
	);
	const before = await lastSeq(sim);
	const { run } = await suite.step(`run ${DM_WF}`, () => workflows.execute(DM_WF));
	const log = await requestLog(sim, before);
	suite.test('Message → Send (Reply) waits and ends sent', () => {
		assert(!nodeError(run, DM_NODE), `"${DM_NODE}" failed: ${show(nodeError(run, DM_NODE))}`);
		const sent = log.filter((r) => r.method === 'POST' && r.path === '/messages');
		assertEqual(
			sent.map((r) => r.body),
			[
				{
					accountId,
					recipientId: incoming.senderId,
					text: DIRECT_TEXT,
					target: { targetType: 'instagram', responseType: 'RESPONSE' },
				},
			],
			'POST /messages',
		);
		const [message] = nodeItems(run, DM_NODE);
		assert(
			log.some((r) => r.method === 'GET' && r.path === `/messages/${message?.id}`),
			`the message was not read while waiting: ${show(log.map((r) => `${r.method} ${r.path}`))}`,
		);
		assertEqual(message.status, 'sent', 'message status after waiting');
	});
	await suite.run();
}
