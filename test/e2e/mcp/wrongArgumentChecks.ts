/* eslint-disable no-console -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// Wrong arguments from an agent: a tool error that names the argument (schema) or the field and the
// fix (the node), nothing written, and the session still serving calls afterwards.
import { MCP_TOOLS } from '../../../scripts/n8n/mcpTools';
import { assertEqual, assertIncludes, type Suite } from '../harness';
import { same, type Json, type McpSession } from './session';

export function wrongArgumentChecks(suite: Suite, session: McpSession): void {
	const { call, ok, writes, called, accounts, withSubaccounts, twitter, facebook, post } = session;
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
		['Additional Fields → Thread Posts (JSON): is not valid JSON'],
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
}
