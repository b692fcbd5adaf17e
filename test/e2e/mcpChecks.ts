// The service's 26 tools served by real n8n (the generated demo workflow's MCP Server Trigger), called
// by the official MCP SDK client with no LLM: tools/list against the table, every tool against the
// simulator's own REST answer for the same request, every write as a dry run and then for real (the
// simulator's request log shows what each call sent), and wrong arguments as tool errors.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { SSEClientTransport } from '@modelcontextprotocol/sdk/client/sse.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { readFileSync } from 'fs';
import { TOOL_NODE_TYPE } from '../../scripts/n8n/paths';
import {
	MCP_DEMO_FILE,
	MCP_TOOLS,
	MCP_TRIGGER_TYPE,
	TOOL_PREFIX,
	mcpToolsWorkflow,
} from '../../scripts/n8n/mcpTools';
import { lastSeq, requestLog, simGet, type E2eRestContext, type LoggedRequest } from './context';
import { assert, assertEqual, assertIncludes, show, type Suite } from './harness';

export const MCP_DEMO_TOOLS = MCP_TOOLS.map((tool) => `${TOOL_PREFIX}${tool.name}`);

interface ToolResult {
	isError?: boolean;
	content: Array<{ type: string; text?: string }>;
}

interface ExampleWorkflow {
	id: string;
	nodes: Array<{ name: string; type: string; parameters: Record<string, unknown> }>;
}

type Json = any;

/** JSON with sorted keys: the same data whatever the order of its keys. */
function canonical(value: unknown): string {
	return JSON.stringify(value, (_key, v) =>
		v && typeof v === 'object' && !Array.isArray(v)
			? Object.fromEntries(
					Object.keys(v)
						.sort()
						.map((k) => [k, v[k]]),
				)
			: v,
	);
}

function same(actual: unknown, expected: unknown, what: string): void {
	if (canonical(actual) !== canonical(expected)) {
		throw new Error(`${what}: expected ${show(expected)}\n        got ${show(actual)}`);
	}
}

/**
 * POSTs until the trigger's webhook answers with something else than 404: n8n 2.40 answers the
 * activation before the MCP webhook is registered (seen: the first call right after was a 404).
 */
export async function registered(
	url: string,
	headers: Record<string, string> = {},
): Promise<Response> {
	for (let attempt = 0; ; attempt++) {
		const res = await fetch(url, {
			method: 'POST',
			headers: {
				'content-type': 'application/json',
				accept: 'application/json, text/event-stream',
				...headers,
			},
			body: JSON.stringify({ jsonrpc: '2.0', id: 0, method: 'tools/list', params: {} }),
		});
		if (res.status !== 404 || attempt >= 60) return res;
		await res.body?.cancel();
		await new Promise((resolve) => setTimeout(resolve, 500));
	}
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

export async function mcpChecks(suite: Suite, ctx: E2eRestContext, n8nUrl: string): Promise<void> {
	const { sim, rest } = ctx;
	const example = JSON.parse(readFileSync(MCP_DEMO_FILE, 'utf8')) as ExampleWorkflow;
	const trigger = example.nodes.find((n) => n.type === MCP_TRIGGER_TYPE);
	assert(trigger, `${MCP_DEMO_FILE} has no MCP Server Trigger`);
	const mcpUrl = `${n8nUrl}/mcp/${String(trigger.parameters.path)}`;

	// Imported by cliChecks (as every example is); activation registers the trigger's MCP endpoint.
	await suite.step(`activate ${example.id} over REST (MCP Server Trigger, 26 tools)`, async () => {
		const stored = await rest.request('GET', `/rest/workflows/${example.id}`);
		if (stored.status !== 200)
			throw new Error(`GET workflow: ${stored.status} ${show(stored.body)}`);
		const res = await rest.request('POST', `/rest/workflows/${example.id}/activate`, {
			versionId: stored.body.data.versionId,
		});
		if (res.status !== 200 || !res.body.data?.active) {
			throw new Error(`activate answered ${res.status}: ${show(res.body)}`);
		}
		const reached = await registered(mcpUrl);
		if (reached.status === 404) throw new Error(`${mcpUrl} is still 404 30 s after activation`);
		await reached.body?.cancel();
	});

	const client = new Client({ name: 'social-publishing-e2e', version: '1.0.0' });
	await suite.step(`MCP client connects (Streamable HTTP, ${mcpUrl})`, () =>
		client.connect(new StreamableHTTPClientTransport(new URL(mcpUrl))),
	);

	const answers: string[] = [];
	const called = new Set<string>();
	/** One tool call and the requests it made, read from the simulator's log. */
	const call = async (name: string, args: Record<string, unknown>, through = client) => {
		const before = await lastSeq(sim);
		const result = (await through.callTool({
			name: `${TOOL_PREFIX}${name}`,
			arguments: args,
		})) as ToolResult;
		const text = result.content.map((c) => c.text ?? '').join('\n');
		answers.push(text);
		return { result, text, log: await requestLog(sim, before) };
	};
	const json = (text: string): Json => {
		try {
			return JSON.parse(text);
		} catch {
			throw new Error(`the tool answered with text that is not JSON: ${text.slice(0, 500)}`);
		}
	};
	/** A call that must succeed: its answer (the node's output items) and the requests it sent. */
	const ok = async (name: string, args: Record<string, unknown>) => {
		const { result, text, log } = await call(name, args);
		assert(!result.isError, `${name} answered a tool error: ${text.slice(0, 800)}`);
		called.add(name);
		return { items: json(text) as Json[], log };
	};
	// A 429 was not processed (the node waits and sends again): earlier groups may have used the limit.
	const requests = (log: LoggedRequest[]) =>
		log.filter((r) => r.status !== 429).map((r) => `${r.method} ${r.path}`);
	const writes = (log: LoggedRequest[]) =>
		log.filter((r) => r.method !== 'GET' && r.status !== 429);
	const get = async (path: string) => {
		const res = await simGet(sim, path);
		assert(res.status === 200, `GET ${path} answered ${res.status}: ${show(res.body)}`);
		return res.body as Json;
	};

	/** A write: dry run first (no write sent, the request it shows), then for real (that request). */
	const dryThenReal = async (
		name: string,
		args: Record<string, unknown>,
		expectedWrite: { method: string; path: string | RegExp; status: number },
	) => {
		const dry = await ok(name, { ...args, dryRun: true });
		const [shown] = dry.items as Array<{ dryRun?: boolean; requests?: Json[] }>;
		assertEqual(shown.dryRun, true, `${name} dry run answer ${show(shown)}`);
		const request = shown.requests?.find((r) => r.method !== 'GET');
		assert(request, `${name}: the dry run shows no write: ${show(shown)}`);
		assertEqual(writes(dry.log), [], `${name}: writes sent by the dry run`);
		const real = await ok(name, args);
		const sent = writes(real.log);
		assertEqual(sent.length, 1, `${name}: writes sent (${requests(real.log).join(', ')})`);
		assertEqual(sent[0].method, expectedWrite.method, `${name}: method`);
		assert(
			typeof expectedWrite.path === 'string'
				? sent[0].path === expectedWrite.path
				: expectedWrite.path.test(sent[0].path),
			`${name}: path ${sent[0].path}`,
		);
		assertEqual(`${request.method} ${request.path}`, `${sent[0].method} ${sent[0].path}`, name);
		assertEqual(sent[0].status, expectedWrite.status, `${name}: status of ${sent[0].path}`);
		if (request.body !== undefined || sent[0].body !== undefined) {
			same(sent[0].body, request.body, `${name}: body sent (the dry run showed the same)`);
		}
		return {
			answer: real.items[0],
			sent: sent[0] as LoggedRequest & { body: Json },
			shown: request,
		};
	};

	const accounts = (await get('/users/me/accounts')).items as Array<{
		id: string;
		platform: string;
	}>;
	const accountOf = (platform: string) => {
		const account = accounts.find((a) => a.platform === platform);
		assert(account, `the seed has a ${platform} account`);
		return account;
	};
	const bluesky = accountOf('bluesky');
	const twitter = accountOf('twitter');
	const pinterest = accountOf('pinterest');
	const facebook = accountOf('facebook');
	const post = {
		platform: bluesky.platform,
		accountId: bluesky.id,
		text: 'Fresh beans from the e2e MCP client: our autumn blend is in. #coffee',
	};

	suite.test(
		`the tool nodes are ${TOOL_NODE_TYPE} (the usableAsTool variant n8n generates)`,
		() => {
			const tools = example.nodes.filter((n) => MCP_DEMO_TOOLS.includes(n.name));
			assertEqual(tools.length, 26, 'tool nodes');
			assert(
				tools.every((n) => n.type === TOOL_NODE_TYPE),
				'tool node types',
			);
			same(example, mcpToolsWorkflow(), 'the imported file is the one the table generates');
		},
	);

	suite.test(
		'tools/list: the 26 tools of the table, their arguments, which are required',
		async () => {
			const { tools } = await client.listTools();
			assertEqual(tools.map((t) => t.name).sort(), [...MCP_DEMO_TOOLS].sort(), 'tool names');
			for (const table of MCP_TOOLS) {
				const tool = tools.find((t) => t.name === `${TOOL_PREFIX}${table.name}`)!;
				assert((tool.description ?? '').length > 40, `${tool.name} has no useful description`);
				const properties = (tool.inputSchema.properties ?? {}) as Record<string, { type?: string }>;
				assertEqual(
					Object.keys(properties).sort(),
					Object.keys(table.args).sort(),
					`${tool.name} arguments`,
				);
				for (const [arg, def] of Object.entries(table.args)) {
					assertEqual(properties[arg].type, def.type, `${tool.name}.${arg} type`);
				}
				assertEqual(
					(tool.inputSchema.required ?? []).slice().sort(),
					Object.keys(table.args)
						.filter((arg) => table.args[arg].default === undefined)
						.sort(),
					`${tool.name} required arguments`,
				);
				if (table.write) {
					assert(properties.dryRun, `${tool.name} has dryRun`);
					assert(
						!(tool.inputSchema.required ?? []).includes('dryRun'),
						`${tool.name}: dryRun optional`,
					);
				}
			}
		},
	);

	// Reads: the answer is the service's answer to the same request (the node's documented shape).
	suite.test('get_user = GET /users/me', async () => {
		const expected = await get('/users/me');
		const { items, log } = await ok('get_user', {});
		same(items, [expected], 'answer');
		assertEqual(requests(log), ['GET /users/me'], 'requests');
	});

	/** What list_accounts gives: the accounts, pages and playlists on theirs (spec: "with subaccounts"). */
	const withSubaccounts = async (list: typeof accounts) =>
		await Promise.all(
			list.map(async (a) =>
				['facebook', 'linkedin', 'youtube'].includes(a.platform)
					? { ...a, subaccounts: (await get(`/users/me/accounts/${a.id}/subaccounts`)).items }
					: a,
			),
		);
	suite.test(
		'list_accounts = GET /users/me/accounts with subaccounts (all, and with platform)',
		async () => {
			same((await ok('list_accounts', {})).items, await withSubaccounts(accounts), 'all accounts');
			const expected = (await get('/users/me/accounts?platform=instagram')).items;
			const { items, log } = await ok('list_accounts', { platform: 'instagram' });
			same(items, expected, 'instagram accounts');
			assertEqual(requests(log), ['GET /users/me/accounts'], 'requests');
			assertEqual(log[0].query, { platform: 'instagram' }, 'query');
		},
	);

	suite.test('list_pinterest_boards = GET /social/pinterest/boards?accountId=', async () => {
		const expected = (await get(`/social/pinterest/boards?accountId=${pinterest.id}`)).items;
		assert(expected.length > 0, 'the seed has boards');
		const { items } = await ok('list_pinterest_boards', { accountId: pinterest.id });
		same(items, expected, 'boards');
	});

	suite.test('list_posts = GET /posts (default window; status and platform filters)', async () => {
		const all = (await get('/posts?limit=50')).items;
		same((await ok('list_posts', {})).items, all, 'posts');
		const filtered = (
			await get('/posts?limit=10&status=published&platform=twitter&platform=bluesky')
		).items;
		const { items, log } = await ok('list_posts', {
			status: 'published',
			platform: 'twitter, bluesky',
			limit: 10,
		});
		same(items, filtered, 'filtered posts');
		same(
			log[0].query,
			{ limit: '10', status: 'published', platform: ['twitter', 'bluesky'] },
			'query',
		);
	});

	let publishedPostId = '';
	suite.test(
		'list_top_posts = GET /analytics; get_post_analytics = GET /posts/{id}/analytics',
		async () => {
			const top = (await get('/analytics')).items;
			same((await ok('list_top_posts', {})).items, top, 'top posts');
			const byLikes = (await get('/analytics?sortBy=likes_count&limit=3&platform=instagram')).items;
			same(
				(await ok('list_top_posts', { sortBy: 'likes_count', limit: 3, platform: 'instagram' }))
					.items,
				byLikes,
				'top instagram posts by likes',
			);
			publishedPostId = top[0].id;
			const analytics = await get(`/posts/${publishedPostId}/analytics`);
			same((await ok('get_post_analytics', { publishedPostId })).items, [analytics], 'analytics');
		},
	);

	let comment: Json;
	suite.test('list_comments = GET /comments; get_comment = GET /comments/{id}', async () => {
		const all = (await get('/comments?limit=50')).items;
		same((await ok('list_comments', {})).items, all, 'comments');
		comment = all.find((c: Json) => c.postId && !c.parentCommentId && c.status === 'posted');
		assert(comment, 'the seed has a posted top-level comment on a service post');
		const onPost = (
			await get(`/comments?limit=50&postId=${comment.postId}&platform=${comment.platform}`)
		).items;
		same(
			(await ok('list_comments', { postId: comment.postId, platform: comment.platform })).items,
			onPost,
			'comments on one post',
		);
		same(
			(await ok('get_comment', { commentId: comment.id })).items,
			[await get(`/comments/${comment.id}`)],
			'one comment',
		);
	});

	let incoming: Json;
	suite.test(
		'list_conversations, get_conversation, list_messages, get_message = their GET endpoints',
		async () => {
			const conversations = (await get('/conversations?limit=50')).items;
			same((await ok('list_conversations', {})).items, conversations, 'conversations');
			const conversation = conversations[0];
			same(
				(await ok('get_conversation', { conversationId: conversation.id })).items,
				[await get(`/conversations/${conversation.id}`)],
				'one conversation',
			);
			same(
				(await ok('list_messages', {})).items,
				(await get('/messages?limit=50')).items,
				'messages',
			);
			const inConversation = (await get(`/messages?limit=50&conversationId=${conversation.id}`))
				.items;
			same(
				(await ok('list_messages', { conversationId: conversation.id })).items,
				inConversation,
				'messages of one conversation',
			);
			incoming = inConversation.find((m: Json) => m.direction === 'incoming');
			assert(incoming, 'the newest conversation has an incoming message');
			same(
				(await ok('get_message', { messageId: incoming.id })).items,
				[await get(`/messages/${incoming.id}`)],
				'one message',
			);
		},
	);

	suite.test(
		'list_visual_templates = GET /videos/templates?fields=id,name,description',
		async () => {
			same(
				(await ok('list_visual_templates', {})).items,
				(await get('/videos/templates?fields=id,name,description')).items,
				'templates',
			);
			same(
				(await ok('list_visual_templates', { search: 'quote', fields: 'id,inputs' })).items,
				(await get('/videos/templates?fields=id,inputs&search=quote')).items,
				'templates found by search, with their inputs',
			);
		},
	);

	// Writes: each as a dry run, then for real; the answer against the service's own view of it.
	let postSubmissionId = '';
	suite.test(
		'create_post (dry run, then for real, waiting); get_post_status = GET /posts/{id}',
		async () => {
			const { answer, sent } = await dryThenReal(
				'create_post',
				{ ...post, waitForCompletion: true },
				{ method: 'POST', path: '/posts', status: 201 },
			);
			same(
				sent.body,
				{
					post: {
						accountId: bluesky.id,
						content: { text: post.text, mediaUrls: [], platform: 'bluesky' },
						target: { targetType: 'bluesky' },
					},
				},
				"POST /posts body: what the service's own tool would send",
			);
			postSubmissionId = answer.postSubmissionId;
			assert(postSubmissionId, `no postSubmissionId in ${show(answer)}`);
			assertEqual(answer.status, 'published', 'status after waiting');
			const expected = await get(`/posts/${postSubmissionId}`);
			const { items, log } = await ok('get_post_status', { postSubmissionId });
			same(items, [{ postSubmissionId, ...expected }], 'get_post_status answer');
			assertEqual(requests(log), [`GET /posts/${postSubmissionId}`], 'requests');
		},
	);

	suite.test(
		"create_post with the spec's other arguments: media, a facebook page and its media type",
		async () => {
			const media = await dryThenReal(
				'create_post',
				{
					platform: 'twitter',
					accountId: twitter.id,
					text: 'Two pictures from MCP',
					mediaUrls: 'https://example.com/a.jpg, https://example.com/b.jpg',
				},
				{ method: 'POST', path: '/posts', status: 201 },
			);
			same(
				media.sent.body.post.content,
				{
					text: 'Two pictures from MCP',
					mediaUrls: ['https://example.com/a.jpg', 'https://example.com/b.jpg'],
					platform: 'twitter',
				},
				'content with media',
			);
			const pages = (await get(`/users/me/accounts/${facebook.id}/subaccounts`)).items;
			const page = await dryThenReal(
				'create_post',
				{
					platform: 'facebook',
					accountId: facebook.id,
					text: 'A link from MCP',
					pageId: pages[0].id,
					mediaType: 'link',
				},
				{ method: 'POST', path: '/posts', status: 201 },
			);
			same(
				page.sent.body.post.target,
				{ targetType: 'facebook', pageId: pages[0].id, mediaType: 'link' },
				'facebook target',
			);
		},
	);

	let scheduleId = '';
	suite.test(
		'create_post with scheduledTime: scheduledTime at the root; list_schedules, get_schedule',
		async () => {
			const when = inDays(3);
			const { sent } = await dryThenReal(
				'create_post',
				{ ...post, platform: 'twitter', accountId: twitter.id, scheduledTime: when },
				{ method: 'POST', path: '/posts', status: 201 },
			);
			assertEqual(
				Date.parse(sent.body.scheduledTime),
				Date.parse(when),
				'scheduledTime at the root',
			);
			const listed = await get('/schedules?limit=20');
			const { items } = await ok('list_schedules', {});
			// Schedule → Get Many adds the total (the string `count`, and as a number) to each item.
			same(
				items,
				listed.items.map((s: Json) => ({
					...s,
					count: String(listed.count),
					totalCount: Number(listed.count),
				})),
				'list_schedules answer',
			);
			const mine = listed.items.find(
				(s: Json) => s.draft?.content?.text === post.text && s.account?.id === twitter.id,
			);
			assert(mine, `the scheduled post is listed: ${show(listed.items)}`);
			scheduleId = mine.id;
			same(
				(await ok('get_schedule', { scheduleId })).items,
				[(await get(`/schedules/${scheduleId}`)).schedule],
				'get_schedule answer (the schedule inside {schedule})',
			);
		},
	);

	suite.test(
		'update_schedule (dry run, then for real): time and text; the service shows them',
		async () => {
			assert(scheduleId, 'no scheduled post');
			const when = inDays(4);
			const { sent } = await dryThenReal(
				'update_schedule',
				{ scheduleId, scheduledTime: when, text: 'Rescheduled by MCP' },
				{ method: 'PATCH', path: `/schedules/${scheduleId}`, status: 204 },
			);
			assertEqual(
				Date.parse(sent.body.patch.scheduledTime),
				Date.parse(when),
				'patch.scheduledTime',
			);
			const after = (await get(`/schedules/${scheduleId}`)).schedule;
			assertEqual(after.draft.content.text, 'Rescheduled by MCP', 'text as the service has it');
			// Left out = kept: only the time is patched, the draft is not sent.
			const later = inDays(5);
			const timeOnly = await ok('update_schedule', {
				scheduleId,
				scheduledTime: later,
				dryRun: true,
			});
			same(
				timeOnly.items[0].requests.find((r: Json) => r.method === 'PATCH').body,
				{
					patch: {
						scheduledTime: timeOnly.items[0].requests.find((r: Json) => r.method === 'PATCH').body
							.patch.scheduledTime,
					},
				},
				'a time-only change patches the time only',
			);
			assertEqual(
				Date.parse(
					timeOnly.items[0].requests.find((r: Json) => r.method === 'PATCH').body.patch
						.scheduledTime,
				),
				Date.parse(later),
				'patch.scheduledTime',
			);
			assertEqual(Date.parse(after.scheduledAt), Date.parse(when), 'time as the service has it');
		},
	);

	suite.test(
		'delete_schedule (dry run, then for real): GET /schedules/{id} is 404 after',
		async () => {
			assert(scheduleId, 'no scheduled post');
			const { answer } = await dryThenReal(
				'delete_schedule',
				{ scheduleId },
				{ method: 'DELETE', path: `/schedules/${scheduleId}`, status: 204 },
			);
			same(answer, { id: scheduleId, deleted: true }, 'answer');
			assertEqual((await simGet(sim, `/schedules/${scheduleId}`)).status, 404, 'GET after delete');
		},
	);

	suite.test(
		"post_comment (dry run, then for real); the answer is GET /comments/{id}'s comment",
		async () => {
			assert(comment, 'no comment to reply to');
			const { answer, sent } = await dryThenReal(
				'post_comment',
				{ postId: comment.postId, text: 'Thanks from MCP!', parentCommentId: comment.id },
				{ method: 'POST', path: '/comments', status: 201 },
			);
			same(
				sent.body,
				{ postId: comment.postId, text: 'Thanks from MCP!', parentCommentId: comment.id },
				'body',
			);
			const stored = await get(`/comments/${answer.id}`);
			const { status: _a, ...answerRest } = answer;
			const { status: _s, ...storedRest } = stored;
			same(answerRest, storedRest, 'the comment (its status moves on)');
			assertEqual(answer.status, 'queued', 'status when created');
		},
	);

	suite.test(
		"send_message (dry run, then for real); the answer is GET /messages/{id}'s message",
		async () => {
			assert(incoming, 'no incoming message');
			const conversation = await get(`/conversations/${incoming.conversationId}`);
			const { answer, sent } = await dryThenReal(
				'send_message',
				{
					accountId: conversation.accountId,
					platform: 'instagram',
					recipientId: incoming.senderId,
					text: 'Hello from MCP',
				},
				{ method: 'POST', path: '/messages', status: 201 },
			);
			same(
				sent.body,
				{
					accountId: conversation.accountId,
					recipientId: incoming.senderId,
					text: 'Hello from MCP',
					// The node sends the default reply type explicitly.
					target: { targetType: 'instagram', responseType: 'RESPONSE' },
				},
				'POST /messages body',
			);
			const stored = await get(`/messages/${answer.id}`);
			assertEqual(
				[answer.id, answer.text, answer.recipientId],
				[stored.id, stored.text, stored.recipientId],
				'message',
			);
		},
	);

	suite.test(
		'create_source (dry run, then for real): waits for the extraction; = get_source_status',
		async () => {
			const { answer, sent } = await dryThenReal(
				'create_source',
				{
					sourceType: 'text',
					text: 'Our autumn blend: hazelnut, cocoa, a hint of orange.',
					customInstructions: 'One tweet',
				},
				{ method: 'POST', path: '/source-resolutions-v3', status: 201 },
			);
			same(
				sent.body,
				{
					source: {
						sourceType: 'text',
						text: 'Our autumn blend: hazelnut, cocoa, a hint of orange.',
					},
					customInstructions: 'One tweet',
				},
				'POST /source-resolutions-v3 body',
			);
			assertEqual(answer.status, 'completed', `status after waiting: ${show(answer)}`);
			const expected = await get(`/source-resolutions-v3/${answer.id}`);
			same(answer, expected, 'create_source answer = the completed source');
			same(
				(await ok('get_source_status', { sourceId: answer.id })).items,
				[expected],
				'get_source_status',
			);
		},
	);

	suite.test(
		'create_visual (dry run, then for real, waiting) = get_visual_status = GET /videos/creations/{id}',
		async () => {
			const [template] = (await get('/videos/templates?fields=id,name&search=quote')).items;
			assert(template, 'a quote template');
			const { answer, sent } = await dryThenReal(
				'create_visual',
				{
					templateId: template.id,
					prompt: 'A quote about autumn coffee',
					title: 'MCP quote',
					waitForCompletion: true,
				},
				{ method: 'POST', path: '/videos/from-templates', status: 201 },
			);
			same(
				sent.body,
				{
					templateId: template.id,
					inputs: {},
					prompt: 'A quote about autumn coffee',
					title: 'MCP quote',
					render: true,
					isDraft: false,
					useBrandKit: false,
				},
				'POST /videos/from-templates body',
			);
			assertEqual(answer.status, 'done', `status after waiting: ${show(answer)}`);
			const expected = (await get(`/videos/creations/${answer.id}`)).item;
			same(answer, expected, 'create_visual answer');
			same(
				(await ok('get_visual_status', { visualId: answer.id })).items,
				[expected],
				'get_visual_status',
			);
		},
	);

	suite.test(
		'create_presigned_upload_url (dry run, then for real): a link the PUT accepts',
		async () => {
			const { answer, sent } = await dryThenReal(
				'create_presigned_upload_url',
				{ filename: 'clip.mp4' },
				{ method: 'POST', path: '/media/uploads', status: 201 },
			);
			same(sent.body, { filename: 'clip.mp4' }, 'body');
			assert(
				/^https?:\/\//.test(answer.presignedUrl) && /^https?:\/\//.test(answer.publicUrl),
				show(answer),
			);
			const put = await fetch(answer.presignedUrl, {
				method: 'PUT',
				headers: { 'content-type': answer.contentType },
				body: Buffer.from('not really a video'),
			});
			assert(put.ok, `PUT to the presigned URL: ${put.status}`);
		},
	);

	suite.test('every one of the 26 tools was called and answered', () => {
		const missing = MCP_TOOLS.map((t) => t.name).filter((name) => !called.has(name));
		assertEqual(missing, [], 'tools not called');
	});

	// Wrong arguments: a tool error that names the argument (schema) or the field and the fix (node).
	const toolError = (title: string, name: string, args: Record<string, unknown>, parts: string[]) =>
		suite.test(`a wrong argument is a tool error naming it: ${title}`, async () => {
			const { result, text, log } = await call(name, args);
			assertEqual(result.isError, true, `isError (answer: ${text.slice(0, 300)})`);
			for (const part of parts) assertIncludes(text, part, 'the error');
			console.log(`    → ${text.replace(/\s+/g, ' ').slice(0, 220)}`);
			assertEqual(writes(log), [], 'writes sent');
		});
	toolError('dryRun "yes" (schema)', 'create_post', { ...post, dryRun: 'yes' }, ['dryRun']);
	toolError('no commentId (schema)', 'get_comment', {}, ['commentId']);
	toolError('limit "ten" (schema)', 'list_posts', { limit: 'ten' }, ['limit']);
	toolError("accountId 'abc'", 'create_post', { ...post, accountId: 'abc' }, [
		'Account:',
		"'abc' is not an account ID: account IDs are numbers such as 1001",
	]);
	toolError("platform 'myspace'", 'create_post', { ...post, platform: 'myspace' }, [
		'Platform',
		'myspace',
	]);
	toolError('empty text and no media', 'create_post', { ...post, text: '' }, [
		'Text:',
		'is empty and there is no media: write a text, add media, or both',
	]);
	toolError(
		'a facebook post without pageId',
		'create_post',
		{ ...post, platform: 'facebook', accountId: facebook.id },
		['Facebook Page', 'is required'],
	);
	toolError(
		"send_message on platform 'twitter'",
		'send_message',
		{
			accountId: twitter.id,
			platform: 'twitter',
			recipientId: '123',
			text: 'hi',
		},
		['platform twitter', 'instagram'],
	);
	toolError(
		'additionalPosts that is not JSON',
		'create_post',
		{ ...post, platform: 'twitter', accountId: twitter.id, additionalPosts: '[{"text":"2/2"' },
		['Thread Posts (JSON): is not valid JSON'],
	);
	suite.test('create_post with additionalPosts: a thread, dry run then for real', async () => {
		const thread = [{ text: '2/2 and the end of the thread' }];
		const args = {
			...post,
			platform: 'twitter',
			accountId: twitter.id,
			text: '1/2 a thread from an MCP client',
			additionalPosts: JSON.stringify(thread),
		};
		const dry = await ok('create_post', { ...args, dryRun: true });
		const shown = (dry.items[0] as Json).requests[0].body;
		same(shown.post.content.additionalPosts, [{ ...thread[0], mediaUrls: [] }], 'dry run body');
		assertEqual(writes(dry.log), [], 'writes sent by the dry run');
		const real = await ok('create_post', args);
		const sent = writes(real.log);
		assertEqual(
			sent.map((r) => `${r.method} ${r.path}`),
			['POST /posts'],
			'writes sent',
		);
		same(sent[0].body, shown, 'the body sent is the one the dry run showed');
	});
	toolError("list_posts status 'drafts'", 'list_posts', { status: 'drafts' }, ['drafts']);
	toolError(
		"create_source sourceType 'video'",
		'create_source',
		{ sourceType: 'video', url: 'https://example.com/v' },
		['video'],
	);

	suite.test('after the errors the session still serves calls (no crash)', async () => {
		same((await ok('list_accounts', {})).items, await withSubaccounts(accounts), 'accounts');
	});

	// Older MCP clients speak SSE: the trigger serves it on the same URL (GET opens the stream).
	const sseClient = new Client({ name: 'social-publishing-e2e-sse', version: '1.0.0' });
	suite.test(
		'an SSE client on the same URL lists the 26 tools and calls list_accounts',
		async () => {
			await sseClient.connect(new SSEClientTransport(new URL(mcpUrl)));
			const { tools } = await sseClient.listTools();
			assertEqual(
				tools.map((t) => t.name).sort(),
				[...MCP_DEMO_TOOLS].sort(),
				'tool names over SSE',
			);
			const { result, text, log } = await call('list_accounts', {}, sseClient);
			assert(!result.isError, `tool error: ${text}`);
			same(json(text), await withSubaccounts(accounts), 'list_accounts answer over SSE');
			assertEqual(requests(log)[0], 'GET /users/me/accounts', 'first request sent');
		},
	);

	// The trigger's Authentication options (README): the same tools behind Bearer and Header auth.
	const secured: Array<{ kind: string; credential: Json; header: [string, string] }> = [
		{
			kind: 'bearerAuth',
			credential: {
				id: 'spE2eMcpBearer',
				name: 'MCP e2e bearer',
				type: 'httpBearerAuth',
				data: { token: 'e2e-mcp-token' },
			},
			header: ['Authorization', 'Bearer e2e-mcp-token'],
		},
		{
			kind: 'headerAuth',
			credential: {
				id: 'spE2eMcpHeader',
				name: 'MCP e2e header',
				type: 'httpHeaderAuth',
				data: { name: 'X-MCP-Key', value: 'e2e-mcp-key' },
			},
			header: ['X-MCP-Key', 'e2e-mcp-key'],
		},
	];
	const securedClients: Client[] = [];
	for (const { kind, credential, header } of secured) {
		suite.test(
			`trigger Authentication ${kind}: refused without ${header[0]}, the tools with it`,
			async () => {
				const id = `spE2eMcp${kind}`;
				const path = `social-publishing-${kind.toLowerCase()}`;
				const base = mcpToolsWorkflow() as Json;
				const [triggerNode] = base.nodes.filter((n: Json) => n.type === MCP_TRIGGER_TYPE);
				const tool = base.nodes.find((n: Json) => n.name === `${TOOL_PREFIX}get_user`);
				await ctx.cli.importCredentials([credential]);
				await ctx.cli.importWorkflows([
					{
						...base,
						id,
						name: `MCP e2e ${kind}`,
						nodes: [
							{
								...triggerNode,
								webhookId: `6f1c2a4e-5b7d-4e8f-9a10-${kind === 'bearerAuth' ? '0000000000b1' : '0000000000b2'}`,
								parameters: { path, authentication: kind },
								credentials: { [credential.type]: { id: credential.id, name: credential.name } },
							},
							tool,
						],
						connections: { [tool.name]: base.connections[tool.name] },
					},
				]);
				const stored = await rest.request('GET', `/rest/workflows/${id}`);
				const res = await rest.request('POST', `/rest/workflows/${id}/activate`, {
					versionId: stored.body.data?.versionId,
				});
				assert(
					res.status === 200 && res.body.data?.active,
					`activate: ${res.status} ${show(res.body)}`,
				);
				const url = new URL(`${n8nUrl}/mcp/${path}`);
				const refused = await registered(url.href);
				assert([401, 403].includes(refused.status), `without ${header[0]}: ${refused.status}`);
				const wrong = new Client({ name: 'social-publishing-e2e-wrong', version: '1.0.0' });
				const wrongHeader = { [header[0]]: `${header[1]}-wrong` };
				const failed = await wrong
					.connect(
						new StreamableHTTPClientTransport(url, { requestInit: { headers: wrongHeader } }),
					)
					.then(
						() => false,
						() => true,
					);
				assert(failed, `a wrong ${header[0]} was accepted`);
				const client = new Client({ name: `social-publishing-e2e-${kind}`, version: '1.0.0' });
				securedClients.push(client);
				await client.connect(
					new StreamableHTTPClientTransport(url, {
						requestInit: { headers: { [header[0]]: header[1] } },
					}),
				);
				const { tools } = await client.listTools();
				assertEqual(
					tools.map((t) => t.name),
					[`${TOOL_PREFIX}get_user`],
					'tools',
				);
				const result = (await client.callTool({
					name: `${TOOL_PREFIX}get_user`,
					arguments: {},
				})) as ToolResult;
				assert(!result.isError, `tool error: ${show(result)}`);
				same(json(result.content[0].text ?? ''), [await get('/users/me')], 'get_user answer');
				await rest.request('POST', `/rest/workflows/${id}/deactivate`, {});
			},
		);
	}

	suite.test('the API key appears in no tool answer (errors included)', () => {
		assert(answers.length >= 40, `only ${answers.length} answers recorded`);
		assert(!answers.some((text) => text.includes(sim.apiKey)), 'an answer contains the API key');
	});

	try {
		await suite.run();
	} finally {
		await client.close().catch(() => undefined);
		await sseClient.close().catch(() => undefined);
		for (const secured of securedClients) await secured.close().catch(() => undefined);
		await rest
			.request('POST', `/rest/workflows/${example.id}/deactivate`, {})
			.catch(() => undefined);
	}
}
