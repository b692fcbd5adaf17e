// The node as AI tools with no LLM: the example workflow's MCP Server Trigger, activated in the running
// n8n, called by the official MCP SDK client; the simulator's request log shows what each call sent.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { SSEClientTransport } from '@modelcontextprotocol/sdk/client/sse.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { readFileSync } from 'fs';
import { join } from 'path';
import { PROJECT_ROOT, TOOL_NODE_TYPE } from '../n8n/paths';
import { lastSeq, requestLog, simGet, type E2eRestContext, type LoggedRequest } from './context';
import { assert, assertEqual, assertIncludes, show, type Suite } from './harness';

const EXAMPLE_FILE = join(PROJECT_ROOT, 'examples', 'workflows', 'ai-agent-mcp-tools.json');
export const MCP_DEMO_TOOLS = ['list_accounts', 'create_post', 'get_post_status'];
const CREATE_REQUIRED = ['platform', 'accountId', 'text', 'dryRun'];
// Optional (a $fromAI default): the platform's own required fields, named as in the service's tools.
const CREATE_OPTIONAL = [
	'mediaUrls',
	'pageId',
	'boardId',
	'title',
	'privacyStatus',
	'privacyLevel',
	'webhookUrl',
];

interface ToolResult {
	isError?: boolean;
	content: Array<{ type: string; text?: string }>;
}

interface ExampleWorkflow {
	id: string;
	nodes: Array<{ name: string; type: string; parameters: Record<string, unknown> }>;
}

export async function mcpChecks(suite: Suite, ctx: E2eRestContext, n8nUrl: string): Promise<void> {
	const { sim, rest } = ctx;
	const example = JSON.parse(readFileSync(EXAMPLE_FILE, 'utf8')) as ExampleWorkflow;
	const trigger = example.nodes.find((n) => n.type === '@n8n/n8n-nodes-langchain.mcpTrigger');
	assert(trigger, `${EXAMPLE_FILE} has no MCP Server Trigger`);
	const mcpUrl = `${n8nUrl}/mcp/${String(trigger.parameters.path)}`;

	// Imported by cliChecks (as every example is); activation registers the trigger's MCP endpoint.
	await suite.step(`activate ${example.id} over REST (MCP Server Trigger)`, async () => {
		const stored = await rest.request('GET', `/rest/workflows/${example.id}`);
		if (stored.status !== 200)
			throw new Error(`GET workflow: ${stored.status} ${show(stored.body)}`);
		const res = await rest.request('POST', `/rest/workflows/${example.id}/activate`, {
			versionId: stored.body.data.versionId,
		});
		if (res.status !== 200 || !res.body.data?.active) {
			throw new Error(`activate answered ${res.status}: ${show(res.body)}`);
		}
	});

	const client = new Client({ name: 'social-publishing-e2e', version: '1.0.0' });
	await suite.step(`MCP client connects (Streamable HTTP, ${mcpUrl})`, () =>
		client.connect(new StreamableHTTPClientTransport(new URL(mcpUrl))),
	);

	const answers: string[] = [];
	/** One tool call and the requests it made, read from the simulator's log. */
	const call = async (name: string, args: Record<string, unknown>, through = client) => {
		const before = await lastSeq(sim);
		const result = (await through.callTool({ name, arguments: args })) as ToolResult;
		const text = result.content.map((c) => c.text ?? '').join('\n');
		answers.push(text);
		return { result, text, log: await requestLog(sim, before) };
	};
	const json = (text: string) => {
		try {
			return JSON.parse(text);
		} catch {
			throw new Error(`the tool answered with text that is not JSON: ${text.slice(0, 500)}`);
		}
	};
	// A 429 was not processed (the node waits and sends again): earlier groups may have used the limit.
	const requests = (log: LoggedRequest[]) =>
		log.filter((r) => r.status !== 429).map((r) => `${r.method} ${r.path}`);
	const writes = (log: LoggedRequest[]) =>
		log.filter((r) => r.method !== 'GET' && r.status !== 429);

	const accounts = (await simGet(sim, '/users/me/accounts')).body.items as Array<{
		id: string;
		platform: string;
	}>;
	const account = accounts.find((a) => a.platform === 'bluesky');
	assert(account, 'the demo seed has a Bluesky account');
	const post = {
		platform: account.platform,
		accountId: account.id,
		text: 'Fresh beans from the e2e MCP client: our autumn blend is in. #coffee',
	};

	suite.test(
		`the tool nodes are ${TOOL_NODE_TYPE} (the usableAsTool variant n8n generates)`,
		() => {
			const tools = example.nodes.filter((n) => MCP_DEMO_TOOLS.includes(n.name));
			assertEqual(
				tools.map((n) => n.type),
				MCP_DEMO_TOOLS.map(() => TOOL_NODE_TYPE),
				'tool node types',
			);
		},
	);

	suite.test('tools/list: the three tools, their descriptions and $fromAI arguments', async () => {
		const { tools } = await client.listTools();
		assertEqual(tools.map((t) => t.name).sort(), [...MCP_DEMO_TOOLS].sort(), 'tool names');
		for (const tool of tools) {
			assert((tool.description ?? '').length > 40, `${tool.name} has no useful description`);
		}
		const create = tools.find((t) => t.name === 'create_post')!;
		assertIncludes(create.description ?? '', 'dryRun', 'create_post description');
		const properties = (create.inputSchema.properties ?? {}) as Record<string, { type?: string }>;
		assertEqual(
			Object.keys(properties).sort(),
			[...CREATE_REQUIRED, ...CREATE_OPTIONAL].sort(),
			'create_post arguments',
		);
		assertEqual(properties.dryRun.type, 'boolean', 'dryRun type');
		assertEqual(
			create.inputSchema.required?.slice().sort(),
			[...CREATE_REQUIRED].sort(),
			'create_post required arguments',
		);
		const status = tools.find((t) => t.name === 'get_post_status')!;
		assertEqual(Object.keys(status.inputSchema.properties ?? {}), ['postSubmissionId'], 'args');
	});

	suite.test(
		'list_accounts: every connected account, from one GET /users/me/accounts',
		async () => {
			const { result, text, log } = await call('list_accounts', {});
			assert(!result.isError, `tool error: ${text}`);
			assertEqual(json(text), accounts, 'list_accounts answer');
			assertEqual(requests(log), ['GET /users/me/accounts'], 'requests sent');
		},
	);

	let dryRunBody: unknown;
	suite.test('create_post with dryRun true: the request it would send, and no write', async () => {
		const { result, text, log } = await call('create_post', { ...post, dryRun: true });
		assert(!result.isError, `tool error: ${text}`);
		const [answer] = json(text) as Array<{ dryRun?: boolean; requests?: any[] }>;
		assertEqual(answer.dryRun, true, `dryRun in ${show(answer)}`);
		assertEqual(
			answer.requests?.map((r) => `${r.method} ${r.path}`),
			['POST /posts'],
			'requests in the dry run',
		);
		dryRunBody = answer.requests![0].body;
		assertEqual(
			(dryRunBody as { post?: { accountId?: string } }).post?.accountId,
			account.id,
			'post.accountId in the dry run body',
		);
		// Only the account/platform check's read: no write.
		assertEqual(requests(log), ['GET /users/me/accounts'], 'requests sent by the dry run');
	});

	let postSubmissionId = '';
	suite.test('create_post with dryRun false: exactly the dry run request, sent once', async () => {
		const { result, text, log } = await call('create_post', { ...post, dryRun: false });
		assert(!result.isError, `tool error: ${text}`);
		const [answer] = json(text) as Array<{ postSubmissionId?: string }>;
		assert(answer.postSubmissionId, `no postSubmissionId in ${text}`);
		postSubmissionId = answer.postSubmissionId;
		assertEqual(requests(log), ['GET /users/me/accounts', 'POST /posts'], 'requests sent');
		const sent = writes(log)[0];
		assertEqual(sent.status, 201, 'POST /posts status');
		assertEqual(sent.body, dryRunBody, 'POST /posts body (the dry run showed the same)');
	});

	suite.test('get_post_status: the submission, from one GET /posts/{id}', async () => {
		assert(postSubmissionId, 'create_post gave no postSubmissionId');
		const expected = (await simGet(sim, `/posts/${postSubmissionId}`)).body;
		const { result, text, log } = await call('get_post_status', { postSubmissionId });
		assert(!result.isError, `tool error: ${text}`);
		const [answer] = json(text) as Array<Record<string, unknown>>;
		assertEqual(answer.postSubmissionId, postSubmissionId, 'postSubmissionId');
		assert(
			['in-progress', 'published'].includes(String(answer.status)),
			`status of a post published now: ${show(answer)}`,
		);
		assertEqual(answer.status, expected.status, 'status as the service reports it');
		assertEqual(requests(log), [`GET /posts/${postSubmissionId}`], 'requests sent');
	});

	const badArgument = (name: string, args: Record<string, unknown>, field: string, fix: string) =>
		suite.test(`a bad argument (${name}) is a tool error with the field and the fix`, async () => {
			const { result, text, log } = await call('create_post', { ...post, dryRun: false, ...args });
			assertEqual(result.isError, true, `isError (answer: ${text.slice(0, 300)})`);
			assertIncludes(text, `${field}:`, 'the field');
			assertIncludes(text, fix, 'the fix');
			assertEqual(requests(log), [], 'requests sent (the check comes first)');
		});
	badArgument(
		"accountId 'abc'",
		{ accountId: 'abc' },
		'Account',
		"'abc' is not an account ID: account IDs are numbers such as 1001",
	);
	badArgument(
		'empty text and no media',
		{ text: '' },
		'Text',
		'is empty and there is no media: write a text, add media, or both',
	);

	const facebook = accounts.find((a) => a.platform === 'facebook');
	assert(facebook, 'the demo seed has a Facebook account');
	badArgument(
		'a Facebook post without pageId',
		{ platform: 'facebook', accountId: facebook.id },
		'Facebook Page',
		'is required',
	);

	suite.test(
		'an argument of the wrong type is refused by the tool schema, nothing sent',
		async () => {
			const { result, text, log } = await call('create_post', { ...post, dryRun: 'yes' });
			assertEqual(result.isError, true, `isError (answer: ${text.slice(0, 300)})`);
			assertIncludes(text, 'dryRun', 'the argument');
			assertEqual(requests(log), [], 'requests sent');
		},
	);

	suite.test('after the errors the session still serves calls (no crash)', async () => {
		const { result, text } = await call('list_accounts', {});
		assert(!result.isError, `tool error: ${text}`);
		assertEqual(json(text).length, accounts.length, 'accounts');
	});

	// Older MCP clients speak SSE: the trigger serves it on the same URL (GET opens the stream).
	const sseClient = new Client({ name: 'social-publishing-e2e-sse', version: '1.0.0' });
	suite.test('an SSE client on the same URL lists the tools and calls list_accounts', async () => {
		await sseClient.connect(new SSEClientTransport(new URL(mcpUrl)));
		const { tools } = await sseClient.listTools();
		assertEqual(tools.map((t) => t.name).sort(), [...MCP_DEMO_TOOLS].sort(), 'tool names over SSE');
		const { result, text, log } = await call('list_accounts', {}, sseClient);
		assert(!result.isError, `tool error: ${text}`);
		assertEqual(json(text), accounts, 'list_accounts answer over SSE');
		assertEqual(requests(log), ['GET /users/me/accounts'], 'requests sent');
	});

	suite.test('the API key appears in no tool answer (errors included)', () => {
		assert(answers.length >= 8, `only ${answers.length} answers recorded`);
		assert(!answers.some((text) => text.includes(sim.apiKey)), 'an answer contains the API key');
	});

	try {
		await suite.run();
	} finally {
		await client.close().catch(() => undefined);
		await sseClient.close().catch(() => undefined);
		await rest
			.request('POST', `/rest/workflows/${example.id}/deactivate`, {})
			.catch(() => undefined);
	}
}
