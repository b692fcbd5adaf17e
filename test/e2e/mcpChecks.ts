/* eslint-disable @n8n/community-nodes/no-restricted-imports, import-x/no-unresolved -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// The service's 26 tools served by real n8n (the generated demo workflow's MCP Server Trigger), called
// by the official MCP SDK client with no LLM: tools/list against the table, every tool against the
// simulator's own REST answer for the same request, every write as a dry run and then for real (the
// simulator's request log shows what each call sent), and wrong arguments as tool errors.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { readFileSync } from 'fs';
import { TOOL_NODE_TYPE } from '../../scripts/n8n/paths';
import { MCP_DEMO_FILE, mcpToolsWorkflow } from '../../scripts/n8n/mcpDemo';
import { MCP_TOOLS, TOOL_PREFIX } from '../../scripts/n8n/mcpTools';
import { MCP_TRIGGER_TYPE } from '../../scripts/n8n/workflowJson';
import type { E2eRestContext } from './context';
import { assert, assertEqual, type Suite } from './harness';
import { MCP_DEMO_TOOLS, registered } from './mcp/endpoint';
import { otherClientChecks } from './mcp/otherClientChecks';
import { readToolChecks } from './mcp/readToolChecks';
import { mcpSession, same } from './mcp/session';
import { wrongArgumentChecks } from './mcp/wrongArgumentChecks';
import { writeToolChecks } from './mcp/writeToolChecks';

interface ExampleWorkflow {
	id: string;
	nodes: Array<{ name: string; type: string; parameters: Record<string, unknown> }>;
}

export async function mcpChecks(suite: Suite, ctx: E2eRestContext, n8nUrl: string): Promise<void> {
	const { sim, rest } = ctx;
	const example = JSON.parse(readFileSync(MCP_DEMO_FILE, 'utf8')) as ExampleWorkflow;
	const trigger = example.nodes.find((n) => n.type === MCP_TRIGGER_TYPE);
	assert(trigger, `${MCP_DEMO_FILE} has no MCP Server Trigger`);
	const mcpUrl = `${n8nUrl}/mcp/${String(trigger.parameters.path)}`;

	// Imported by cliChecks (as every example is); activation registers the trigger's MCP endpoint.
	await suite.step(`activate ${example.id} over REST (MCP Server Trigger, 26 tools)`, async () => {
		await ctx.workflows.activate(example.id);
		const reached = await registered(mcpUrl);
		if (reached.status === 404) throw new Error(`${mcpUrl} is still 404 30 s after activation`);
		await reached.body?.cancel();
	});

	const client = new Client({ name: 'social-publishing-e2e', version: '1.0.0' });
	await suite.step(`MCP client connects (Streamable HTTP, ${mcpUrl})`, () =>
		client.connect(new StreamableHTTPClientTransport(new URL(mcpUrl))),
	);

	const session = await mcpSession(ctx, client);

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

	readToolChecks(suite, session);
	writeToolChecks(suite, session);
	wrongArgumentChecks(suite, session);
	const otherClients = otherClientChecks(suite, session, mcpUrl, n8nUrl);

	const { answers } = session;
	suite.test('the API key appears in no tool answer (errors included)', () => {
		assert(answers.length >= 40, `only ${answers.length} answers recorded`);
		assert(!answers.some((text) => text.includes(sim.apiKey)), 'an answer contains the API key');
	});

	try {
		await suite.run();
	} finally {
		await client.close().catch(() => undefined);
		for (const other of otherClients) await other.close().catch(() => undefined);
		await rest
			.request('POST', `/rest/workflows/${example.id}/deactivate`, {})
			.catch(() => undefined);
	}
}
