/* eslint-disable @n8n/community-nodes/no-restricted-imports, @typescript-eslint/no-explicit-any -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// A scripted chat model on a loopback port, for n8n's own OpenAI Chat Model node (its credential's
// Base URL points here): to a prompt "Post: <text>" it answers with two identical tool calls in one
// turn (what OpenAI's parallel tool calls do), then, once the tool results are in, a final answer.
// Every request it got is kept, so a check can read what the tool answered the agent.
import { createServer, type IncomingMessage, type Server } from 'http';

export interface ChatMessage {
	role: string;
	content?: string | null | Array<{ type: string; text?: string }>;
	tool_call_id?: string;
}

export interface ScriptedModel {
	/** The credential's Base URL (with `/v1`). */
	url: string;
	/** The messages of every chat request, in order. */
	requests: ChatMessage[][];
	close(): Promise<void>;
}

const text = (content: ChatMessage['content']) =>
	typeof content === 'string' ? content : (content ?? []).map((part) => part.text ?? '').join('');

async function bodyOf(request: IncomingMessage): Promise<any> {
	let raw = '';
	for await (const chunk of request) raw += String(chunk);
	return raw ? JSON.parse(raw) : {};
}

/** The assistant's turn: two identical calls of the first tool offered, or the final answer. */
function turn(body: any): { content: string | null; toolCalls: object[] } {
	const messages = (body.messages ?? []) as ChatMessage[];
	if (messages.some((m) => m.role === 'tool')) return { content: 'Posted.', toolCalls: [] };
	const prompt = text(messages.filter((m) => m.role === 'user').at(-1)?.content);
	const postText = /Post: (.*)$/s.exec(prompt)?.[1] ?? prompt;
	const name = String(body.tools?.[0]?.function?.name ?? 'missing_tool');
	const args = JSON.stringify({ text: postText });
	return {
		content: null,
		toolCalls: [1, 2].map((n) => ({
			id: `call_parallel_${n}`,
			type: 'function',
			function: { name, arguments: args },
		})),
	};
}

function answer(body: any): { json?: object; sse?: string } {
	const { content, toolCalls } = turn(body);
	const finish = toolCalls.length ? 'tool_calls' : 'stop';
	const base = { id: 'chatcmpl-scripted', created: 0, model: String(body.model ?? 'scripted') };
	if (!body.stream) {
		const message = {
			role: 'assistant',
			content,
			...(toolCalls.length ? { tool_calls: toolCalls } : {}),
		};
		return {
			json: {
				...base,
				object: 'chat.completion',
				choices: [{ index: 0, message, finish_reason: finish }],
				usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
			},
		};
	}
	const chunk = (delta: object, finishReason: string | null) =>
		`data: ${JSON.stringify({
			...base,
			object: 'chat.completion.chunk',
			choices: [{ index: 0, delta, finish_reason: finishReason }],
		})}\n\n`;
	const deltas = toolCalls.length
		? [{ role: 'assistant', tool_calls: toolCalls.map((call, index) => ({ index, ...call })) }]
		: [{ role: 'assistant', content }];
	return {
		sse: `${deltas.map((d) => chunk(d, null)).join('')}${chunk({}, finish)}data: [DONE]\n\n`,
	};
}

export async function startScriptedModel(): Promise<ScriptedModel> {
	const requests: ChatMessage[][] = [];
	const server: Server = createServer((request, response) => {
		void (async () => {
			const body = await bodyOf(request);
			if (request.method === 'POST' && request.url?.endsWith('/chat/completions')) {
				requests.push(body.messages ?? []);
				const { json, sse } = answer(body);
				if (sse) {
					response.writeHead(200, { 'content-type': 'text/event-stream' });
					response.end(sse);
				} else {
					response.writeHead(200, { 'content-type': 'application/json' });
					response.end(JSON.stringify(json));
				}
				return;
			}
			if (request.url?.endsWith('/models')) {
				response.writeHead(200, { 'content-type': 'application/json' });
				response.end(JSON.stringify({ object: 'list', data: [{ id: 'gpt-4o-mini' }] }));
				return;
			}
			response.writeHead(404, { 'content-type': 'application/json' });
			response.end(JSON.stringify({ error: { message: `not scripted: ${request.url}` } }));
		})();
	});
	// Longer than any client keeps an idle connection: n8n's model client never sends on a
	// connection this server is closing (Node's 5 s default; "Connection error." at load 27).
	server.keepAliveTimeout = 72_000;
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const address = server.address();
	const port = typeof address === 'object' && address ? address.port : 0;
	return {
		url: `http://127.0.0.1:${port}/v1`,
		requests,
		close: () => new Promise((resolve) => server.close(() => resolve())),
	};
}
