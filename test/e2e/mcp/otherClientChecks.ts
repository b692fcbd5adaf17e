/* eslint-disable import-x/no-unresolved -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// Other clients of the same tools: an SSE client on the demo trigger's URL, and the trigger behind
// Bearer and Header authentication (refused without, a wrong value refused, served with).
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { SSEClientTransport } from '@modelcontextprotocol/sdk/client/sse.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { mcpToolsWorkflow } from '../../../scripts/n8n/mcpDemo';
import { TOOL_PREFIX } from '../../../scripts/n8n/mcpTools';
import {
	mcpTriggerNode,
	toolsOf,
	workflowJson,
	type WorkflowNode,
} from '../../../scripts/n8n/workflowJson';
import { assert, assertEqual, show, type Suite } from '../harness';
import { MCP_DEMO_TOOLS, registered } from './endpoint';
import { same, type Json, type McpSession, type ToolResult } from './session';

/** Returns the clients it opened, for the caller to close once the checks ran. */
export function otherClientChecks(
	suite: Suite,
	session: McpSession,
	mcpUrl: string,
	n8nUrl: string,
): Client[] {
	const { ctx, call, json, requests, get, accounts, withSubaccounts } = session;
	const { rest } = ctx;
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
				const demo = mcpToolsWorkflow() as { nodes: WorkflowNode[] };
				const tool = demo.nodes.find((n) => n.name === `${TOOL_PREFIX}get_user`)!;
				const trigger: WorkflowNode = {
					...mcpTriggerNode({
						path,
						webhookId: `6f1c2a4e-5b7d-4e8f-9a10-${kind === 'bearerAuth' ? '0000000000b1' : '0000000000b2'}`,
					}),
					parameters: { path, authentication: kind },
					credentials: { [credential.type]: { id: credential.id, name: credential.name } },
				};
				await ctx.workflows.importCredentials([credential]);
				await ctx.workflows.importWorkflows([
					workflowJson({
						id,
						name: `MCP e2e ${kind}`,
						nodes: [trigger, tool],
						links: toolsOf(trigger, [tool]),
					}),
				]);
				await ctx.workflows.activate(id);
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
				await rest.request('POST', `/rest/workflows/${ctx.workflows.id(id)}/deactivate`, {});
			},
		);
	}
	return [sseClient, ...securedClients];
}
