/* eslint-disable @n8n/community-nodes/no-restricted-globals -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// Credentials and workflows put into a running `n8n start`, and workflows run from their manual
// trigger as the editor's "Execute workflow" runs them, all over n8n's REST API: no n8n process
// boots for them (each CLI `import:*` or `execute` boots one, 2-4 s on a quiet machine, 25-60 s on
// a loaded one). n8n gives a credential created over REST an id of its own (and 1.x a workflow
// too): the requested ids are kept as aliases, a workflow's credential references are rewritten to
// them, and `execute`/`id` take the requested id.
import type { CliResult, N8nRun } from './cli';
import { savedExecutionData } from './flatted';
import type { N8nRestClient } from './server';

export interface CredentialImport {
	id: string;
	name: string;
	type: string;
	data: Record<string, unknown>;
}

interface WorkflowImport {
	id: string;
	name: string;
	nodes: Array<{
		name: string;
		type: string;
		credentials?: Record<string, { id: string; name: string }>;
	}>;
	[key: string]: unknown;
}

const MANUAL_TRIGGER = 'n8n-nodes-base.manualTrigger';
/** Still going: 1.x and 2.x share these status names (`waiting` is settled: a Wait node holds it). */
const RUNNING = ['new', 'running'];
const show = (value: unknown) => JSON.stringify(value)?.slice(0, 600);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class N8nRestWorkflows {
	private readonly credentialIds = new Map<string, string>();
	private readonly workflowIds = new Map<string, string>();

	constructor(private readonly rest: N8nRestClient) {}

	/** The id n8n holds the workflow under (the requested one, or the one n8n 1.x gave it). */
	id(requested: string): string {
		return this.workflowIds.get(requested) ?? requested;
	}

	/** The id n8n gave a credential imported here under the requested id. */
	credentialId(requested: string): string {
		return this.credentialIds.get(requested) ?? requested;
	}

	async importCredentials(credentials: CredentialImport[]): Promise<void> {
		for (const credential of credentials) {
			const { id, ...body } = credential;
			const created = await this.rest.request('POST', '/rest/credentials', body);
			const newId = created.body?.data?.id ?? created.body?.id;
			if (created.status !== 200 || !newId) {
				throw new Error(`POST /rest/credentials (${id}): ${created.status} ${show(created.body)}`);
			}
			this.credentialIds.set(id, String(newId));
		}
	}

	/** Creates each workflow, or replaces the one n8n holds under its id (as `import:workflow` does). */
	async importWorkflows(workflows: object[]): Promise<void> {
		for (const workflow of workflows as WorkflowImport[]) {
			const body = { ...workflow, nodes: workflow.nodes.map((node) => this.withCredentials(node)) };
			const existing = await this.rest.request('GET', `/rest/workflows/${this.id(workflow.id)}`);
			if (existing.status === 200) {
				const changes: Record<string, unknown> = { ...body };
				delete changes.id;
				delete changes.active;
				const updated = await this.rest.request(
					'PATCH',
					`/rest/workflows/${this.id(workflow.id)}?forceSave=true`,
					changes,
				);
				if (updated.status !== 200) {
					throw new Error(`PATCH workflow ${workflow.id}: ${updated.status} ${show(updated.body)}`);
				}
				continue;
			}
			// Inactive, as an import leaves it (1.x refuses a workflow without `active`).
			const created = await this.rest.request('POST', '/rest/workflows', {
				...body,
				active: false,
			});
			const newId = created.body?.data?.id;
			if (created.status !== 200 || !newId) {
				throw new Error(
					`POST /rest/workflows (${workflow.id}): ${created.status} ${show(created.body)}`,
				);
			}
			this.workflowIds.set(workflow.id, String(newId));
		}
	}

	/** Activates (publishes) a stored workflow, as the editor's toggle does. */
	async activate(requested: string): Promise<void> {
		const id = this.id(requested);
		const stored = await this.rest.request('GET', `/rest/workflows/${id}`);
		const res = await this.rest.request('POST', `/rest/workflows/${id}/activate`, {
			versionId: stored.body?.data?.versionId,
		});
		if (res.status !== 200 || !res.body?.data?.active) {
			throw new Error(`activate ${requested}: ${res.status} ${show(res.body)}`);
		}
	}

	/**
	 * Runs a stored workflow from its manual trigger (or the trigger named `startFrom`, as the
	 * editor's Execute Workflow does: pinned data, stored with the workflow, stands in for the nodes
	 * it is pinned on) and waits for the execution to settle. The answer has the shape `n8n execute
	 * --rawOutput` gives: the run data, and as the "output" the execution as the editor reads it
	 * (exit code 0 for a success, 1 otherwise).
	 */
	async execute(
		requested: string,
		timeoutMs = 180_000,
		startFrom?: string,
	): Promise<{ run: N8nRun; result: CliResult }> {
		const id = this.id(requested);
		const stored = (await this.rest.request('GET', `/rest/workflows/${id}`)).body?.data;
		if (!stored?.nodes) throw new Error(`workflow ${requested} is not in n8n`);
		const trigger = (stored.nodes as WorkflowImport['nodes']).find((n) =>
			startFrom ? n.name === startFrom : n.type === MANUAL_TRIGGER,
		);
		if (!trigger)
			throw new Error(
				`workflow ${requested} has no ${startFrom ?? 'manual trigger'} to start from`,
			);
		const started = await this.rest.request('POST', `/rest/workflows/${id}/run`, {
			workflowData: stored,
			triggerToStartFrom: { name: trigger.name },
		});
		const executionId = started.body?.data?.executionId;
		if (!executionId) throw new Error(`run ${requested}: ${started.status} ${show(started.body)}`);
		const deadline = Date.now() + timeoutMs;
		for (;;) {
			const res = await this.rest.request('GET', `/rest/executions/${executionId}`);
			const execution = res.body?.data;
			const data = savedExecutionData(execution);
			if (res.status === 200 && !RUNNING.includes(execution?.status) && data?.resultData) {
				const run: N8nRun = {
					finished: execution.finished,
					status: execution.status,
					data: { resultData: data.resultData },
				};
				const code = execution.status === 'success' ? 0 : 1;
				return { run, result: { code, stdout: JSON.stringify(res.body), stderr: '' } };
			}
			if (Date.now() > deadline) {
				throw new Error(`execution ${executionId} of ${requested} not done after ${timeoutMs} ms`);
			}
			await sleep(250);
		}
	}

	private withCredentials(node: WorkflowImport['nodes'][number]): WorkflowImport['nodes'][number] {
		if (!node.credentials) return node;
		const credentials = Object.fromEntries(
			Object.entries(node.credentials).map(([type, ref]) => [
				type,
				{ id: this.credentialIds.get(ref.id) ?? ref.id, name: ref.name },
			]),
		);
		return { ...node, credentials };
	}
}
