/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/require-node-api-error, import-x/no-unresolved -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// Issue 21 through real n8n: an id that is a dot segment sends nothing and names its field, Dry Run
// given as text ("true" from an expression or an agent's $fromAI) writes nothing, and a Base URL that
// redirects is an error naming the Location while the redirect's target sees nothing. Once through
// `n8n execute` (the node), once through the MCP Server Trigger (the node's tool variant).
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';

import { nodeItems } from '../../scripts/n8n/cli';
import { CREDENTIAL_TYPE } from '../../scripts/n8n/paths';
import {
	byId,
	fanOut,
	manualTrigger,
	mcpTriggerNode,
	socialNode,
	toolsOf,
	workflowJson,
	type CredentialRef,
	type Params,
} from '../../scripts/n8n/workflowJson';
import { lastSeq, requestLog, simGet, type E2eRestContext } from './context';
import { assert, assertEqual, assertIncludes, show, type Suite } from './harness';
import { startRedirector, type Redirector } from './redirector';

const WORKFLOW = 'e2eEdges';
const MCP_WORKFLOW = 'e2eEdgesMcp';
const MCP_PATH = 'sp-edges';
const REDIRECT_CREDENTIAL = { id: 'e2eCredRedirect', name: 'E2E redirecting Base URL' };

const post = (dryRun: string): Params => ({
	resource: 'post',
	operation: 'create',
	platform: 'twitter',
	account: byId('1001'),
	text: 'Edge check: never published',
	dryRun,
});

export async function edgeChecks(
	suite: Suite,
	ctx: E2eRestContext,
): Promise<{ redirector: Redirector } | undefined> {
	const { sim, workflows, credentials } = ctx;
	const good = { id: credentials.good.id, name: credentials.good.name };
	const redirector = await suite.step('start a Base URL that redirects (301) to another host', () =>
		startRedirector(),
	);
	const schedules = await simGet(sim, '/schedules');
	const scheduleId = String(schedules.body.items?.[0]?.id ?? '');
	const cases: Array<[string, Params, CredentialRef]> = [
		[
			'Analytics Dot Id',
			{ resource: 'analytics', operation: 'getPostAnalytics', publishedPost: byId('..') },
			good,
		],
		[
			'Schedule Delete Dot Id',
			{ resource: 'schedule', operation: 'delete', scheduleId: '.' },
			good,
		],
		['Post Dry Run Text', post('={{ "true" }}'), good],
		[
			'Schedule Delete Dry Run Text',
			{ resource: 'schedule', operation: 'delete', scheduleId, dryRun: '={{ "TRUE" }}' },
			good,
		],
		['Post Dry Run Yes', post('={{ "yes" }}'), good],
		['Get Me Redirected', { resource: 'account', operation: 'getMe' }, REDIRECT_CREDENTIAL],
	];
	await suite.step('n8n import (edge cases; a credential whose Base URL redirects)', async () => {
		await workflows.importCredentials([
			{
				...REDIRECT_CREDENTIAL,
				type: CREDENTIAL_TYPE,
				data: { apiKey: sim.apiKey, baseUrl: redirector.baseUrl, headerName: 'service-api-key' },
			},
		]);
		const start = manualTrigger();
		// The error goes out as the node's item, so that every case of the workflow runs.
		const nodes = cases.map(([name, parameters, credential]) =>
			socialNode(name, parameters, credential, { onError: 'continueRegularOutput' }),
		);
		await workflows.importWorkflows([
			workflowJson({
				id: WORKFLOW,
				name: 'E2E edges',
				nodes: [start, ...nodes],
				links: fanOut(start, nodes),
			}),
			mcpWorkflow(good),
		]);
	});

	const before = await lastSeq(sim);
	const { run } = await suite.step(`run ${WORKFLOW} (dot ids, Dry Run as text, a redirect)`, () =>
		workflows.execute(WORKFLOW),
	);
	const sent = await requestLog(sim, before);
	const item = (name: string) => nodeItems(run, name)[0] ?? {};

	suite.test(
		'an id that is . or .. sends nothing and names the field (Analytics, Schedule → Delete)',
		() => {
			assertIncludes(
				String(item('Analytics Dot Id').error),
				"Published Post: '..' is not an ID",
				'Analytics error',
			);
			assertIncludes(
				String(item('Schedule Delete Dot Id').error),
				"Schedule ID: '.' is not an ID",
				'Schedule error',
			);
			const unsafe = sent.filter((r) =>
				r.path
					.split('/')
					.slice(1)
					.some((s) => s === '' || s === '.' || s === '..'),
			);
			assertEqual(
				unsafe.map((r) => `${r.method} ${r.path}`),
				[],
				'requests with an empty or dot segment',
			);
			assertEqual(sent.filter((r) => r.path === '/analytics').length, 0, 'GET /analytics sent');
		},
	);

	suite.test(
		'Dry Run as text ("true", "TRUE" from an expression) writes nothing; "yes" is an error naming Dry Run',
		() => {
			assertEqual(
				item('Post Dry Run Text').dryRun,
				true,
				`Post dry run output ${show(item('Post Dry Run Text'))}`,
			);
			assertEqual(
				item('Schedule Delete Dry Run Text').dryRun,
				true,
				'Schedule → Delete dry run output',
			);
			assert(
				/^Options → Dry Run: 'yes' is not true or false/.test(
					String(item('Post Dry Run Yes').error),
				),
				`Dry Run yes: ${show(item('Post Dry Run Yes'))}`,
			);
			assertEqual(
				sent.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path}`),
				[],
				'writes sent',
			);
		},
	);

	suite.test(
		'a Base URL that redirects: an error naming the Location; the other host saw nothing',
		() => {
			const error = String(item('Get Me Redirected').error);
			assertIncludes(
				error,
				`with a redirect (HTTP 301) to ${redirector.target}/v2/users/me`,
				'redirect error',
			);
			assertIncludes(String(item('Get Me Redirected').description), 'Base URL', 'redirect hint');
			assertEqual(redirector.seenByTarget.length, 0, 'requests that reached the redirect target');
			assert(redirector.seenByBase.length >= 1, 'the Base URL saw no request');
		},
	);
	await suite.run();
	return { redirector };
}

function mcpWorkflow(good: CredentialRef): object {
	const tool = (name: string, description: string, parameters: Params, credential: CredentialRef) =>
		socialNode(
			name,
			{ descriptionType: 'manual', toolDescription: description, ...parameters },
			credential,
			{ tool: true },
		);
	const tools = [
		// Dry Run and the id as text: what an agent's $fromAI argument yields.
		tool(
			'edge_create_post',
			'Create a post (edge check)',
			post("={{ $fromAI('dryRun', 'true or false, as text', 'string') }}"),
			good,
		),
		tool(
			'edge_get_post_analytics',
			'Analytics of a published post (edge check)',
			{
				resource: 'analytics',
				operation: 'getPostAnalytics',
				publishedPost: byId("={{ $fromAI('postId', 'published post id', 'string') }}"),
			},
			good,
		),
		tool(
			'edge_get_me',
			'The user (edge check)',
			{ resource: 'account', operation: 'getMe' },
			REDIRECT_CREDENTIAL,
		),
	];
	const trigger = mcpTriggerNode({
		path: MCP_PATH,
		webhookId: '6f1c2a4e-5b7d-4e8f-9a10-5c0c1a1e0099',
	});
	return workflowJson({
		id: MCP_WORKFLOW,
		name: 'E2E edges through the tool variant',
		nodes: [trigger, ...tools],
		links: toolsOf(trigger, tools),
	});
}

export async function edgeToolChecks(
	suite: Suite,
	ctx: E2eRestContext,
	n8nUrl: string,
	redirector: Redirector,
): Promise<void> {
	const { sim, rest } = ctx;
	await suite.step(`activate ${MCP_WORKFLOW} over REST`, () =>
		ctx.workflows.activate(MCP_WORKFLOW),
	);
	// n8n 2.40 registers the trigger's webhook a moment after the activation answers: retried.
	const client = await suite.step('MCP client connects to the edge tools', async () => {
		for (let attempt = 1; ; attempt++) {
			const candidate = new Client({ name: 'social-publishing-e2e-edges', version: '1.0.0' });
			try {
				await candidate.connect(
					new StreamableHTTPClientTransport(new URL(`${n8nUrl}/mcp/${MCP_PATH}`)),
				);
				return candidate;
			} catch (error) {
				if (attempt >= 20 || !/not registered/.test(String(error))) throw error;
				await new Promise((resolve) => setTimeout(resolve, 500));
			}
		}
	});
	const call = async (name: string, args: Record<string, unknown>) => {
		const before = await lastSeq(sim);
		const result = (await client.callTool({ name, arguments: args })) as {
			isError?: boolean;
			content: Array<{ text?: string }>;
		};
		const text = result.content.map((c) => c.text ?? '').join('\n');
		return { text, isError: result.isError, sent: await requestLog(sim, before) };
	};
	try {
		suite.test(
			'tool variant: dryRun "true" as text plans the post and sends no POST /posts',
			async () => {
				const { text, sent } = await call('edge_create_post', { dryRun: 'true' });
				const [answer] = JSON.parse(text) as Array<{ dryRun?: boolean; requests?: unknown[] }>;
				assertEqual(answer?.dryRun, true, `tool answer ${text.slice(0, 400)}`);
				assertEqual(answer?.requests?.length, 1, 'requests the dry run shows');
				assertEqual(sent.filter((r) => r.method !== 'GET').length, 0, 'writes sent');
			},
		);
		suite.test(
			'tool variant: dryRun "maybe" is a tool error naming Dry Run, nothing sent',
			async () => {
				const { text, sent } = await call('edge_create_post', { dryRun: 'maybe' });
				assertIncludes(
					text,
					"Options → Dry Run: 'maybe' is not true or false",
					`tool answer ${text.slice(0, 400)}`,
				);
				assertEqual(sent.filter((r) => r.method !== 'GET').length, 0, 'writes sent');
			},
		);
		suite.test(
			'tool variant: a post id of .. is refused naming the field, nothing sent to a path',
			async () => {
				const { text, sent } = await call('edge_get_post_analytics', { postId: '..' });
				assertIncludes(
					text,
					"Published Post: '..' is not an ID",
					`tool answer ${text.slice(0, 400)}`,
				);
				assertEqual(
					sent.map((r) => `${r.method} ${r.path}`),
					[],
					'requests sent',
				);
			},
		);
		suite.test(
			'credential test of a Base URL that redirects: Error, the target saw nothing',
			async () => {
				const stored = await rest.request(
					'GET',
					`/rest/credentials/${ctx.workflows.credentialId(REDIRECT_CREDENTIAL.id)}?includeData=true`,
				);
				assertEqual(stored.status, 200, 'GET the redirecting credential');
				const { id, name, type, data } = stored.body.data;
				const seen = redirector.seenByBase.length;
				const res = await rest.request('POST', '/rest/credentials/test', {
					credentials: { id, name, type, data },
				});
				assertEqual(res.body?.data?.status, 'Error', `credential test result ${show(res.body)}`);
				assert(redirector.seenByBase.length > seen, 'the credential test reached no Base URL');
				assertEqual(redirector.seenByTarget.length, 0, 'requests that reached the redirect target');
			},
		);
		suite.test(
			'tool variant: a redirecting Base URL is an error naming the Location; the target saw nothing',
			async () => {
				const seen = redirector.seenByBase.length;
				const { text } = await call('edge_get_me', {});
				assertIncludes(
					text,
					`with a redirect (HTTP 301) to ${redirector.target}/v2/users/me`,
					`tool answer ${text.slice(0, 400)}`,
				);
				assert(redirector.seenByBase.length > seen, 'the Base URL saw no request');
				assertEqual(redirector.seenByTarget.length, 0, 'requests that reached the redirect target');
			},
		);
		await suite.run();
	} finally {
		await client.close().catch(() => undefined);
		await redirector.close();
	}
}
