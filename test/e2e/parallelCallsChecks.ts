/* eslint-disable @typescript-eslint/no-explicit-any -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// Issue 40, item 2, in real n8n: n8n's own AI Agent with n8n's OpenAI Chat Model (its Base URL on a
// scripted model, test/e2e/scriptedModel.ts) that asks for the Post → Create tool twice in one turn
// with the same text. The agent of version 2.2 runs the two calls at the same time (LangChain's
// AgentExecutor), version 3 one after the other (n8n's engine). With Skip Identical Calls
// (default 10 minutes) one POST /posts reaches the service and the agent gets the same post twice,
// the second marked as not sent again; an agent with the setting at 0 sends both (the control: the
// model really calls twice, at the same time).
import { nodeError, nodeItems } from '../../scripts/n8n/cli';
import {
	byId,
	manualTrigger,
	socialNode,
	workflowJson,
	type CredentialRef,
	type Link,
	type WorkflowNode,
} from '../../scripts/n8n/workflowJson';
import { lastSeq, requestLog, type E2eRestContext } from './context';
import { assert, assertEqual, show, type Suite } from './harness';
import { firstAccounts } from './postChecks';
import { startScriptedModel, type ChatMessage, type ScriptedModel } from './scriptedModel';

const WORKFLOW = 'e2eParallelCalls';
const MODEL_CREDENTIAL = { id: 'e2eScriptedModel', name: 'E2E scripted model' };
const stamp = Date.now().toString(36);
const TEXTS = {
	v2: `E2E parallel calls, agent 2.2 ${stamp}`,
	v3: `E2E parallel calls, agent 3 ${stamp}`,
	off: `E2E parallel calls, window off ${stamp}`,
};
const AGENTS = { v2: 'Agent 2.2', v3: 'Agent 3', off: 'Agent 2.2 Window Off' };

/** An AI Agent with its chat model and the node as its one tool (Post → Create on X). */
function agentWithTool(
	name: string,
	postText: string,
	tool: { cred: CredentialRef; account: string; agentVersion: number; window?: number },
): { nodes: WorkflowNode[]; links: Link[] } {
	const agent: WorkflowNode = {
		name,
		type: '@n8n/n8n-nodes-langchain.agent',
		typeVersion: tool.agentVersion,
		parameters: { promptType: 'define', text: `Post: ${postText}`, options: {} },
	};
	const model: WorkflowNode = {
		name: `${name} Model`,
		type: '@n8n/n8n-nodes-langchain.lmChatOpenAi',
		typeVersion: 1.2,
		parameters: { model: { __rl: true, mode: 'id', value: 'gpt-4o-mini' }, options: {} },
		credentials: { openAiApi: MODEL_CREDENTIAL },
	};
	const postTool = socialNode(
		`${name} Post`,
		{
			resource: 'post',
			operation: 'create',
			platform: 'twitter',
			account: byId(tool.account),
			text: "={{ $fromAI('text', 'The text of the post', 'string') }}",
			// Both fields: the record of sends across runs would find the first call too.
			...(tool.window !== undefined
				? { identicalCreateWindow: tool.window, alreadyOnServiceWindow: tool.window }
				: {}),
		},
		tool.cred,
		{ tool: true },
	);
	return {
		nodes: [agent, model, postTool],
		links: [
			{ from: model.name, to: agent.name, type: 'ai_languageModel' },
			{ from: postTool.name, to: agent.name, type: 'ai_tool' },
		],
	};
}

function parallelCallsWorkflow(cred: CredentialRef, account: string) {
	const start = manualTrigger();
	const agents = [
		agentWithTool(AGENTS.v2, TEXTS.v2, { cred, account, agentVersion: 2.2 }),
		agentWithTool(AGENTS.v3, TEXTS.v3, { cred, account, agentVersion: 3 }),
		agentWithTool(AGENTS.off, TEXTS.off, { cred, account, agentVersion: 2.2, window: 0 }),
	];
	return workflowJson({
		id: WORKFLOW,
		name: 'E2E an agent calls the tool twice at once',
		nodes: [start, ...agents.flatMap((a) => a.nodes)],
		links: [
			{ from: start.name, to: AGENTS.v2 },
			{ from: AGENTS.v2, to: AGENTS.v3 },
			{ from: AGENTS.v3, to: AGENTS.off },
			...agents.flatMap((a) => a.links),
		],
	});
}

/** What the tool answered the agent, per tool call, in the request that carried the results. */
function toolResults(model: ScriptedModel, postText: string): any[][] {
	const withResults = model.requests.find(
		(messages) =>
			messages.some((m) => m.role === 'tool') &&
			messages.some((m) => m.role === 'user' && contentText(m).includes(postText)),
	);
	return (withResults ?? [])
		.filter((m) => m.role === 'tool')
		.map((m) => {
			const parsed = JSON.parse(contentText(m));
			return Array.isArray(parsed) ? parsed : [parsed];
		});
}

const contentText = (m: ChatMessage) =>
	typeof m.content === 'string' ? m.content : (m.content ?? []).map((p) => p.text ?? '').join('');

export async function parallelCallsChecks(suite: Suite, ctx: E2eRestContext): Promise<void> {
	const { sim, workflows, credentials } = ctx;
	const accounts = await firstAccounts(ctx);
	const model = await suite.step('start the scripted chat model', () => startScriptedModel());
	try {
		await suite.step('n8n import: the model credential and the agent workflow', async () => {
			await workflows.importCredentials([
				{ ...MODEL_CREDENTIAL, type: 'openAiApi', data: { apiKey: 'sk-e2e', url: model.url } },
			]);
			await workflows.importWorkflows([parallelCallsWorkflow(credentials.good, accounts.twitter)]);
		});
		const before = await lastSeq(sim);
		const { run } = await suite.step(`run ${WORKFLOW}`, () => workflows.execute(WORKFLOW));
		const posts = (await requestLog(sim, before)).filter(
			(r) => r.method === 'POST' && r.path === '/posts',
		);
		const sentTexts = posts.map((r) => (r.body as any).post.content.text as string);

		const once = (agent: string, postText: string) => () => {
			assert(!nodeError(run, agent), `"${agent}" failed: ${show(nodeError(run, agent))}`);
			assertEqual(sentTexts.filter((t) => t === postText).length, 1, 'POST /posts with the text');
			const results = toolResults(model, postText);
			assertEqual(results.length, 2, `tool results the model got: ${show(results)}`);
			const [a, b] = results.map((r) => r[0] ?? {});
			assert(
				a.postSubmissionId && a.postSubmissionId === b.postSubmissionId,
				`both calls answer the one post: ${show(results)}`,
			);
			assertEqual(
				[a.notSentAgain, b.notSentAgain].filter((v) => v === true).length,
				1,
				`answers marked notSentAgain: ${show(results)}`,
			);
			assert(
				nodeItems(run, agent).length > 0,
				`the agent finished: ${show(nodeItems(run, agent))}`,
			);
		};
		suite.test(
			'AI Agent 2.2 calls the tool twice at the same time with the same text: one POST /posts; the other call gets that post, marked not sent again',
			once(AGENTS.v2, TEXTS.v2),
		);
		suite.test(
			'AI Agent 3 calls the tool twice in one turn (one after the other): one POST /posts, the other marked not sent again',
			once(AGENTS.v3, TEXTS.v3),
		);
		suite.test('control: AI Agent 2.2 with Skip Identical Calls 0 sends both calls', () => {
			assert(
				!nodeError(run, AGENTS.off),
				`"${AGENTS.off}" failed: ${show(nodeError(run, AGENTS.off))}`,
			);
			assertEqual(sentTexts.filter((t) => t === TEXTS.off).length, 2, 'POST /posts with the text');
			assertEqual(toolResults(model, TEXTS.off).length, 2, 'tool results the model got');
		});
		await suite.run();
	} finally {
		await model.close();
	}
}
