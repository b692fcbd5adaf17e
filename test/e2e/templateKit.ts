/* eslint-disable @typescript-eslint/no-explicit-any -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// How the e2e `templates` group runs a template of examples/workflows/templates/ as shipped: our
// nodes get the simulator's credential and, where the user picks an account (an empty picker), the
// simulator's account of that platform (and its Facebook page); the other services' nodes (Google
// Sheets, Drive, Airtable, Telegram, the AI agent, RSS, the video service) get pinned data in the
// shape each real node outputs, added here and never shipped. What ran is read from the saved run.
import { templateWorkflows, type ExampleWorkflow } from '../../scripts/n8n/examples';
import type { N8nRun } from '../../scripts/n8n/cli';
import { CREDENTIAL_TYPE, NODE_TYPE } from '../../scripts/n8n/paths';
import { TRIGGER_NODE_TYPE } from '../../scripts/n8n/workflowJson';
import { lastSeq, requestLog, simGet, type E2eCredential, type E2eRestContext } from './context';
import { assert, show } from './harness';

/** A pinned item: its JSON, and a file (base64) where the real node outputs one. */
export interface PinnedItem {
	json: Record<string, unknown>;
	binary?: Record<string, { data: string; mimeType: string; fileName: string }>;
}
export type Pins = Record<string, PinnedItem[]>;

export interface Ids {
	accounts: Record<string, string>;
	facebookPage: string;
}

export async function simulatorIds(ctx: E2eRestContext): Promise<Ids> {
	const accounts: Record<string, string> = {};
	for (const a of (await simGet(ctx.sim, '/users/me/accounts')).body.items as any[])
		accounts[a.platform] ??= String(a.id);
	const pages = await simGet(ctx.sim, `/users/me/accounts/${accounts.facebook}/subaccounts`);
	return { accounts, facebookPage: String(pages.body.items[0].id) };
}

export function template(id: string): ExampleWorkflow & Record<string, any> {
	const found = templateWorkflows().find((t) => t.id === id);
	assert(found, `examples/workflows/templates has no template ${id}`);
	return found as ExampleWorkflow & Record<string, any>;
}

/** The empty pickers filled as a user fills them: the account of the platform, the page. */
function picked(parameters: any, ids: Ids, platform?: string): any {
	if (Array.isArray(parameters)) return parameters.map((p) => picked(p, ids, platform));
	if (!parameters || typeof parameters !== 'object') return parameters;
	const here = typeof parameters.platform === 'string' ? parameters.platform : platform;
	const out: any = {};
	for (const [key, value] of Object.entries(parameters)) {
		const locator = value as any;
		if (locator?.__rl && locator.value === '') {
			const id = key === 'facebookPage' ? ids.facebookPage : ids.accounts[here ?? ''];
			assert(id, `no simulator ID for ${key} of platform ${here}`);
			out[key] = { ...locator, value: id };
		} else out[key] = picked(value, ids, here);
	}
	return out;
}

/** The template as the test imports it: credential and accounts picked, the pins added. */
export function prepared(
	workflow: ExampleWorkflow & Record<string, any>,
	cred: E2eCredential,
	ids: Ids,
	pins: Pins,
): object {
	for (const name of Object.keys(pins))
		assert(
			workflow.nodes.some((n) => n.name === name),
			`pinned node "${name}" is not in ${workflow.id}`,
		);
	return {
		...workflow,
		nodes: workflow.nodes.map((node) =>
			node.type === NODE_TYPE || node.type === TRIGGER_NODE_TYPE
				? {
						...node,
						parameters: picked(node.parameters, ids),
						credentials: { [CREDENTIAL_TYPE]: { id: cred.id, name: cred.name } },
					}
				: node,
		),
		pinData: pins,
	};
}

/** One run of a template: the saved run, and the requests the simulator got while it ran. */
export interface TemplateRun {
	run: N8nRun;
	requests: Array<{ method: string; path: string; body?: any }>;
}

/** Imports the template with these pins and runs it from its trigger, as Execute Workflow does. */
export async function runTemplate(
	ctx: E2eRestContext,
	id: string,
	trigger: string,
	pins: Pins,
	ids: Ids,
): Promise<TemplateRun> {
	const after = await lastSeq(ctx.sim);
	await ctx.workflows.importWorkflows([prepared(template(id), ctx.credentials.good, ids, pins)]);
	const { run } = await ctx.workflows.execute(id, 300_000, trigger);
	return { run, requests: await requestLog(ctx.sim, after) };
}

/** The items a node output on one of its outputs (0: main, 1: the error output), [] if it did not run. */
export function outputOf(run: N8nRun, node: string, output = 0): any[] {
	const runs = run.data.resultData.runData[node] as any[] | undefined;
	if (!runs?.length) return [];
	return runs.flatMap((r) => (r.data?.main?.[output] ?? []).map((item: any) => item.json));
}

export const ran = (run: N8nRun, node: string) =>
	Boolean(run.data.resultData.runData[node]?.length);

/** The requests of the run with this method and path. */
export const sent = (r: TemplateRun, method: string, path: string) =>
	r.requests.filter((q) => q.method === method && q.path === path);

export function settled(run: N8nRun): void {
	assert(
		run.status === 'success',
		`execution ${run.status}: ${show(run.data.resultData.error).slice(0, 600)}`,
	);
}
