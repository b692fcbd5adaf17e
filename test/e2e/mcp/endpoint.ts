/* eslint-disable @n8n/community-nodes/no-restricted-globals -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// The demo workflow's MCP endpoint: its tool names and a wait for n8n to serve it.
import { MCP_TOOLS, TOOL_PREFIX } from '../../../scripts/n8n/mcpTools';

export const MCP_DEMO_TOOLS = MCP_TOOLS.map((tool) => `${TOOL_PREFIX}${tool.name}`);

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
