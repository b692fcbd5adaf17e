/* eslint-disable @n8n/community-nodes/require-node-api-error, @typescript-eslint/no-explicit-any -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// What the MCP checks share: one client session on the demo workflow's trigger, its calls (each with
// the requests it made, read from the simulator's log), the service's own answers to compare with,
// and what one group finds for the next (a comment to reply to, a message to answer).
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { TOOL_PREFIX } from '../../../scripts/n8n/mcpTools';
import { lastSeq, requestLog, simGet, type E2eRestContext, type LoggedRequest } from '../context';
import { assert, assertEqual, show } from '../harness';

export interface ToolResult {
	isError?: boolean;
	content: Array<{ type: string; text?: string }>;
}

export type Json = any;

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

export function same(actual: unknown, expected: unknown, what: string): void {
	if (canonical(actual) !== canonical(expected)) {
		throw new Error(`${what}: expected ${show(expected)}\n        got ${show(actual)}`);
	}
}

/**
 * The tool's answer equals the service's answer read just before or just after the call: analytics
 * change when a metrics checkpoint of the simulated clock passes, which a busy machine can put between
 * the two reads.
 */
export async function sameAsAround<T>(
	read: () => Promise<unknown>,
	call: () => Promise<T>,
	answerOf: (result: T) => unknown,
	what: string,
): Promise<T> {
	const before = await read();
	const result = await call();
	const after = await read();
	const actual = canonical(answerOf(result));
	if (actual !== canonical(before)) same(answerOf(result), after, what);
	return result;
}

export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

export type McpSession = Awaited<ReturnType<typeof mcpSession>>;

export async function mcpSession(ctx: E2eRestContext, client: Client) {
	const { sim } = ctx;
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
	/** What list_accounts gives: the accounts, pages and playlists on theirs (spec: "with subaccounts"). */
	const withSubaccounts = async (list: typeof accounts) =>
		await Promise.all(
			list.map(async (a) =>
				['facebook', 'linkedin', 'youtube'].includes(a.platform)
					? { ...a, subaccounts: (await get(`/users/me/accounts/${a.id}/subaccounts`)).items }
					: a,
			),
		);
	/** Set by one group, read by a later one. */
	const found: { comment?: Json; incoming?: Json } = {};
	return {
		ctx,
		client,
		answers,
		called,
		call,
		json,
		ok,
		requests,
		writes,
		get,
		dryThenReal,
		withSubaccounts,
		accounts,
		bluesky,
		twitter,
		pinterest,
		facebook,
		post,
		found,
	};
}
