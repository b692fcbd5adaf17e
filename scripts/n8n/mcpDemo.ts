/* eslint-disable @n8n/community-nodes/no-restricted-imports, no-console -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// The MCP demo workflow (examples/workflows/ai-agent-mcp-tools.json), generated from the tool table
// in mcpTools/; test/mcp/ fails when the committed file differs.
// Regenerate: `npm run build && node build/scripts/n8n/mcpDemo.js` (Prettier's format, as the others).
import { writeFileSync } from 'fs';
import { join } from 'path';
import { MCP_PATH, MCP_TOOLS, TOOL_PREFIX, toolParameters } from './mcpTools';
import { PROJECT_ROOT } from './paths';
import {
	mcpTriggerNode,
	socialNode,
	toolsOf,
	workflowJson,
	type WorkflowNode,
} from './workflowJson';

export const MCP_DEMO_FILE = join(PROJECT_ROOT, 'examples', 'workflows', 'ai-agent-mcp-tools.json');

const CREDENTIAL = { id: 'spLocalSimulator', name: 'Social Publishing (local simulator)' };
const nodeId = (n: number) => `d5e3f7a9-0031-4c8b-9d41-${String(n).padStart(12, '0')}`;

const NOTE = [
	"## The service's 26 tools, served by your n8n",
	'',
	"The **MCP Server Trigger** offers the 26 tools of the service's own tool server (`service_get_user` ... `service_create_presigned_upload_url`, flat arguments) to any MCP client: Claude Desktop, Cursor, an n8n **MCP Client Tool**, your own agent. Each tool node is one operation of the Social Publishing node; the arguments are its `$fromAI()` fields. The workflow is generated from one table (`scripts/n8n/mcpTools/`, a file per resource): edit the table, not the nodes.",
	'',
	'Every write (`create_post`, `post_comment`, `send_message`, `create_source`, `create_visual`, `update_schedule`, `delete_schedule`, `create_presigned_upload_url`) takes an optional `dryRun`: checked, and the requests shown, nothing sent. A wrong argument comes back as a tool error naming the field and the fix.',
	'',
	"**Try it**: `npm start` publishes this workflow when it first imports it; point an MCP client at the trigger's **Production URL** (`http://127.0.0.1:5678/mcp/social-publishing`, Streamable HTTP; SSE on the same URL).",
	'',
	"**For a real account**: pick your own Social Publishing credential in the tool nodes (API key with its trailing `=`, Base URL with `/v2`), and set the trigger's **Authentication** to Bearer or Header auth before exposing it.",
	'',
	'n8n documents `N8N_COMMUNITY_PACKAGES_ALLOW_TOOL_USAGE=true` as the switch for community nodes as tools (`npm start` sets it; the n8n versions this package is proven on offer the tool without it).',
].join('\n');

/** The MCP demo workflow, generated from MCP_TOOLS. */
export function mcpToolsWorkflow(): Record<string, unknown> {
	const columns = 6;
	const tools = MCP_TOOLS.map((tool, n) =>
		socialNode(`${TOOL_PREFIX}${tool.name}`, toolParameters(tool), CREDENTIAL, {
			tool: true,
			id: nodeId(n + 3),
			position: [(n % columns) * 240 - 300, 100 + Math.floor(n / columns) * 200],
		}),
	);
	const trigger: WorkflowNode = {
		...mcpTriggerNode({ path: MCP_PATH, webhookId: '6f1c2a4e-5b7d-4e8f-9a10-5c0c1a1e0031' }),
		id: nodeId(2),
		position: [300, -200],
	};
	const note: WorkflowNode = {
		id: nodeId(1),
		name: 'About this workflow',
		type: 'n8n-nodes-base.stickyNote',
		typeVersion: 1,
		position: [-780, -260],
		parameters: { width: 420, height: 820, content: NOTE },
	};
	return workflowJson({
		id: 'spDemoAiAgentMcpTools',
		name: "Social Publishing: the service's 26 tools for AI agents (MCP Server Trigger)",
		nodes: [note, trigger, ...tools],
		links: toolsOf(trigger, tools),
	});
}

/** The file's text as Prettier writes it (the examples are formatted by `npm run format`). */
export async function mcpToolsWorkflowText(): Promise<string> {
	const prettier = await import('prettier');
	const text = JSON.stringify(mcpToolsWorkflow(), null, '\t');
	const options = (await prettier.resolveConfig(MCP_DEMO_FILE)) ?? {};
	return await prettier.format(text, { ...options, filepath: MCP_DEMO_FILE });
}

if (require.main === module) {
	void mcpToolsWorkflowText().then((text) => {
		writeFileSync(MCP_DEMO_FILE, text);
		console.log(`wrote ${MCP_DEMO_FILE} (${MCP_TOOLS.length} tools)`);
	});
}
