// The service's 26 tools (spec "Tool-protocol server"), served by the user's own n8n: one table that
// maps each tool to the node's operation and parameters, one file per resource. mcpDemo.ts generates
// the MCP demo workflow from it.
import { ACCOUNT_TOOLS } from './accounts';
import { ANALYTICS_TOOLS } from './analytics';
import { COMMENT_TOOLS } from './comments';
import { MEDIA_TOOLS } from './media';
import { MESSAGE_TOOLS } from './messages';
import { POST_TOOLS } from './posts';
import { SCHEDULE_TOOLS } from './schedules';
import { SOURCE_TOOLS } from './sources';
import type { McpTool } from './types';
import { VISUAL_TOOLS } from './visuals';

export type { McpTool, ToolArgument } from './types';
export { fromAI, toolParameters } from './fromAI';

/** The spec's tool names carry this prefix. */
export const TOOL_PREFIX = 'service_';
export const MCP_PATH = 'social-publishing';

/** In the spec's order, which the demo workflow's nodes follow. */
export const MCP_TOOLS: McpTool[] = [
	...ACCOUNT_TOOLS,
	...POST_TOOLS,
	...ANALYTICS_TOOLS,
	...COMMENT_TOOLS,
	...MESSAGE_TOOLS,
	...SOURCE_TOOLS,
	...VISUAL_TOOLS,
	...SCHEDULE_TOOLS,
	...MEDIA_TOOLS,
];
