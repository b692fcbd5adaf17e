/* eslint-disable @n8n/community-nodes/no-restricted-imports -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// The MCP demo workflow against the spec's "Tool-protocol server" section, through n8n's own code:
// the schema each tool gets is built by n8n-core's getSchema (what the MCP Server Trigger lists, via
// zod-to-json-schema as in its McpServer), and every parameter the table sets exists in the node.
import { describe, expect, it } from '@jest/globals';
import { existsSync, readFileSync } from 'fs';
import { getSchema } from 'n8n-core/dist/execution-engine/node-execution-context/utils/create-node-as-tool';
import { NodeHelpers, type INode, type INodeParameters, type INodeProperties } from 'n8n-workflow';
import { zodToJsonSchema } from 'zod-to-json-schema';

import { RESOURCES } from '../../nodes/SocialPublishing/actions/resources';
import {
	FACEBOOK_MEDIA_TYPES,
	INSTAGRAM_MEDIA_TYPES,
} from '../../nodes/SocialPublishing/serviceApi';
import { SocialPublishing } from '../../nodes/SocialPublishing/SocialPublishing.node';
import { MCP_DEMO_FILE, mcpToolsWorkflow } from '../../scripts/n8n/mcpDemo';
import { MCP_TOOLS, TOOL_PREFIX, toolParameters } from '../../scripts/n8n/mcpTools';
import { MCP_TRIGGER_TYPE } from '../../scripts/n8n/workflowJson';

/**
 * Spec "Tool-protocol server": the 26 tools, and their flat arguments. create_post and send_message
 * list theirs in the spec; the others take what their REST equivalents take (spec "Endpoints"), a path
 * `{id}` named after its resource.
 */
const SPEC_TOOLS: Record<string, string[]> = {
	get_user: [],
	list_accounts: ['platform'],
	list_pinterest_boards: ['accountId'],
	// prettier-ignore
	create_post: ['accountId', 'platform', 'text', 'mediaUrls', 'scheduledTime', 'useNextFreeSlot', 'pageId', 'mediaType', 'trial', 'privacyLevel', 'additionalPosts', 'boardId', 'title', 'privacyStatus', 'playlistIds', 'thumbnailUrl'],
	get_post_status: ['postSubmissionId'],
	list_posts: ['since', 'until', 'limit', 'cursor', 'status', 'platform'],
	list_top_posts: ['since', 'until', 'platform', 'sortBy', 'limit'],
	get_post_analytics: ['publishedPostId'],
	// prettier-ignore
	list_comments: ['limit', 'cursor', 'platform', 'accountId', 'parentCommentId', 'postId', 'since', 'until'],
	get_comment: ['commentId'],
	post_comment: ['postId', 'text', 'parentCommentId'],
	list_conversations: ['limit', 'cursor', 'platform', 'accountId'],
	get_conversation: ['conversationId'],
	list_messages: ['limit', 'cursor', 'conversationId', 'platform', 'accountId'],
	get_message: ['messageId'],
	send_message: ['accountId', 'platform', 'recipientId', 'text', 'commentId'],
	create_source: ['sourceType', 'url', 'text', 'customInstructions'],
	get_source_status: ['sourceId', 'cleanTranscript'],
	list_visual_templates: ['fields', 'search', 'id'],
	// prettier-ignore
	create_visual: ['templateId', 'inputs', 'prompt', 'render', 'isDraft', 'title', 'useBrandKit'],
	get_visual_status: ['visualId'],
	list_schedules: ['limit', 'cursor'],
	get_schedule: ['scheduleId'],
	update_schedule: ['scheduleId', 'scheduledTime', 'draft'],
	delete_schedule: ['scheduleId'],
	create_presigned_upload_url: ['filename'],
};

/** What the node cannot take, and why (README, "AI agents and MCP"). */
const NOT_TAKEN: Record<string, string[]> = {
	// The node pages through the lists itself: `limit` is how many in all.
	list_posts: ['cursor'],
	list_comments: ['cursor'],
	list_conversations: ['cursor', 'platform'], // instagram is the only value
	list_messages: ['cursor', 'platform'],
	list_schedules: ['cursor'],
	list_visual_templates: ['id'], // no one-template filter in Visual → Get Many Templates
	update_schedule: ['draft'], // the node changes text and media and keeps the rest
};
/** What only n8n adds: Dry Run on every write, waiting where the node can wait, the draft's fields. */
const ADDED: Record<string, string[]> = {
	create_post: ['waitForCompletion', 'firstComment'],
	create_visual: ['waitForCompletion'],
	update_schedule: ['text', 'mediaUrls'],
};
const WRITES = [
	'create_post',
	'post_comment',
	'send_message',
	'create_source',
	'create_visual',
	'update_schedule',
	'delete_schedule',
	'create_presigned_upload_url',
];
/** Ids no tool lists: the subaccounts (pages, playlists) are not among the spec's 26 tools. */
const IDS_WITHOUT_A_TOOL = ['pageId', 'playlistIds'];

interface Workflow {
	nodes: Array<INode & { credentials?: unknown }>;
	connections: Record<string, { ai_tool: Array<Array<{ node: string; type: string }>> }>;
}

const NODE = new SocialPublishing().description;

/**
 * The parameters as n8n keeps them when it loads the workflow (its Workflow constructor): an
 * expression in place of a whole collection, say, is dropped there, and its $fromAI with it.
 */
function asN8nKeepsIt(node: INode): INode {
	const { descriptionType, toolDescription, ...own } = node.parameters;
	const parameters = NodeHelpers.getNodeParameters(NODE.properties, own, true, false, node, NODE);
	return {
		...node,
		parameters: { descriptionType, toolDescription, ...(parameters as INodeParameters) },
	};
}

function schemaOf(node: INode) {
	return zodToJsonSchema(getSchema(asN8nKeepsIt(node)), { removeAdditionalStrategy: 'strict' }) as {
		properties: Record<string, { type?: string; description?: string; default?: unknown }>;
		required?: string[];
	};
}

describe("the MCP demo workflow: the spec's 26 tools from one table", () => {
	const workflow = mcpToolsWorkflow() as unknown as Workflow;
	const tools = workflow.nodes.filter((n) => n.name.startsWith(TOOL_PREFIX));
	const byName = (name: string) => tools.find((n) => n.name === `${TOOL_PREFIX}${name}`)!;

	it('the committed examples/workflows/ai-agent-mcp-tools.json is the generated one', () => {
		// Regenerate: npm run build && node build/scripts/n8n/mcpDemo.js (written as Prettier formats it).
		const committed = existsSync(MCP_DEMO_FILE) ? readFileSync(MCP_DEMO_FILE, 'utf8') : '{}';
		expect(JSON.parse(committed)).toEqual(mcpToolsWorkflow());
	});

	it('has the 26 tools of the spec, with its prefix, each connected to the MCP Server Trigger', () => {
		expect(tools.map((n) => n.name).sort()).toEqual(
			Object.keys(SPEC_TOOLS)
				.map((name) => `${TOOL_PREFIX}${name}`)
				.sort(),
		);
		expect(tools).toHaveLength(26);
		const trigger = workflow.nodes.find((n) => n.type === MCP_TRIGGER_TYPE)!;
		for (const tool of tools) {
			expect(workflow.connections[tool.name].ai_tool[0][0]).toMatchObject({
				node: trigger.name,
				type: 'ai_tool',
			});
		}
	});

	it.each(Object.keys(SPEC_TOOLS))("%s: the spec's arguments in n8n's own schema", (name) => {
		const schema = schemaOf(byName(name));
		const expected = [
			...SPEC_TOOLS[name].filter((a) => !(NOT_TAKEN[name] ?? []).includes(a)),
			...(ADDED[name] ?? []),
			...(WRITES.includes(name) ? ['dryRun'] : []),
		];
		expect(Object.keys(schema.properties ?? {}).sort()).toEqual(expected.sort());
		// Required exactly where the table gives no default: the spec's optional ones stay optional.
		const table = MCP_TOOLS.find((t) => t.name === name)!;
		const required = Object.keys(table.args).filter((a) => table.args[a].default === undefined);
		expect((schema.required ?? []).slice().sort()).toEqual(required.sort());
	});

	it.each(WRITES)('%s: dryRun is an optional boolean, false when left out', (name) => {
		const schema = schemaOf(byName(name));
		expect(schema.properties.dryRun).toMatchObject({ type: 'boolean', default: false });
		expect(schema.required ?? []).not.toContain('dryRun');
		expect(getSchema(byName(name)).safeParse(argsWithout(name, 'dryRun')).data?.dryRun).toBe(false);
	});

	it('reads have no dryRun', () => {
		for (const name of Object.keys(SPEC_TOOLS).filter((n) => !WRITES.includes(n))) {
			expect(Object.keys(schemaOf(byName(name)).properties ?? {})).not.toContain('dryRun');
		}
	});

	it('create_post: the 16 flat arguments of the spec, of which accountId, platform, text required', () => {
		const schema = schemaOf(byName('create_post'));
		expect(SPEC_TOOLS.create_post).toHaveLength(16);
		expect(schema.required?.sort()).toEqual(['accountId', 'platform', 'text']);
		expect(schema.properties.useNextFreeSlot.type).toBe('boolean');
	});

	it("create_post: mediaType offers each of the node's media types, a Facebook reel among them", () => {
		const description = String(schemaOf(byName('create_post')).properties.mediaType.description);
		const offered = (platform: string) =>
			(description.match(new RegExp(`${platform}: ([^;(]+)`))?.[1] ?? '')
				.split(/,| or /)
				.map((v) => v.trim())
				.filter(Boolean);
		expect(offered('facebook')).toEqual([...FACEBOOK_MEDIA_TYPES]);
		expect(offered('facebook')).toContain('reel');
		expect(offered('instagram')).toEqual([...INSTAGRAM_MEDIA_TYPES]);
	});

	it('every id argument says which tool supplies it', () => {
		for (const tool of MCP_TOOLS) {
			for (const [arg, def] of Object.entries(tool.args)) {
				if (!/Id$|Ids$/.test(arg) || IDS_WITHOUT_A_TOOL.includes(arg)) continue;
				expect(`${tool.name}.${arg}: ${def.description}`).toMatch(/service_[a-z_]+/);
			}
		}
	});

	it('every tool node is a Social Publishing Tool with the credential and a description', () => {
		for (const tool of tools) {
			expect(tool.type).toBe('n8n-nodes-social-publishing.socialPublishingTool');
			expect(tool.credentials).toEqual({
				socialPublishingApi: {
					id: 'spLocalSimulator',
					name: 'Social Publishing (local simulator)',
				},
			});
			expect(String(tool.parameters.toolDescription).length).toBeGreaterThan(60);
		}
	});

	it.each(MCP_TOOLS.map((t) => t.name))(
		"%s: every parameter it sets is one of the operation's own (never renamed)",
		(name) => {
			const table = MCP_TOOLS.find((t) => t.name === name)!;
			const resource = RESOURCES.find((r) => r.value === table.resource);
			expect(resource).toBeDefined();
			expect(Object.keys(resource!.operations)).toContain(table.operation);
			const own = resource!.description.filter((p) => {
				const show = p.displayOptions?.show;
				return (
					p.name === 'operation' ||
					(show?.resource?.includes(table.resource) && show?.operation?.includes(table.operation))
				);
			});
			const parameters = toolParameters(table);
			for (const [key, value] of Object.entries(parameters)) {
				if (['descriptionType', 'toolDescription', 'resource', 'operation'].includes(key)) continue;
				const property = own.find((p) => p.name === key);
				expect(property ? key : `${key} is not a parameter of ${name}'s operation`).toBe(key);
				if (property?.type === 'collection' && value && typeof value === 'object') {
					const options = (property.options as INodeProperties[]).map((o) => o.name);
					for (const option of Object.keys(value)) {
						expect(options.includes(option) ? option : `${key}.${option} is not an option`).toBe(
							option,
						);
					}
				}
			}
		},
	);
});

/** The required arguments with a plausible value, one left out. */
function argsWithout(name: string, left: string): Record<string, unknown> {
	const table = MCP_TOOLS.find((t) => t.name === name)!;
	return Object.fromEntries(
		Object.entries(table.args)
			.filter(([arg, def]) => arg !== left && def.default === undefined)
			.map(([arg, def]) => [arg, def.type === 'string' ? 'x' : def.type === 'number' ? 1 : true]),
	);
}
