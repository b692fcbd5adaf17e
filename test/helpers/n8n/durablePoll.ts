/* eslint-disable @n8n/community-nodes/no-restricted-imports -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// The trigger's poll() through n8n-core's PollContext under n8n 2.40's durable poll scheduler
// (N8N_SCHEDULER_ENABLED, N8N_SCHEDULER_POLL_TRIGGERS_ENABLED, N8N_USE_WORKFLOW_PUBLICATION_SERVICE,
// N8N_POLLER_DURABLE_CURSORS_ENABLED), which the package's n8n-core (2.8) does not have. What it
// does with the trigger's state, as in 2.40.7's source:
// - the position lives in the poller_state table, one row per workflow and node id, created on the
//   node's first poll from its static data (PollerStateRepository.getOrCreateCursor);
// - poll() gets a deep copy of that row as node static data (TriggerExecutionContextFactory:
//   `resolveNodeStaticData` returns `staged.snapshot`; PollContext.getWorkflowStaticData('node'));
//   global static data stays the workflow's;
// - a changed copy is committed with the execution when the poll emits (runPolledWorkflow →
//   PollCursorService.commitWithExecution), alone when a scheduled poll returns null
//   (commitCursorOnly), and never when the activation poll returns null (PollTriggerExecutor:
//   `else if (!testingTrigger)`; activation calls `executePollTrigger(true)`);
// - commits are fenced by the task's lease: a run that lost its lease commits nothing and starts no
//   execution (advanceCursor's fence clause), while the run that holds it does;
// - the workflow's static data is saved, when changed, after activation
//   (WorkflowTriggerActivator.activateInternal) and by every poll that emits (`__emit`), unfenced;
// - a poll that throws commits and saves nothing.
import { isDeepStrictEqual } from 'util';
import { randomUUID } from 'crypto';
import { PollContext } from 'n8n-core';
import type {
	IDataObject,
	INode,
	INodeExecutionData,
	IWorkflowExecuteAdditionalData,
	Workflow,
	WorkflowActivateMode,
} from 'n8n-workflow';

import { credentialData, type CredentialOverrides, type SimTarget } from './credentials';
import { getNodeTypes, TRIGGER_TYPE } from './nodeTypes';
import { additionalDataFor, makeWorkflow } from './workflow';

const asStored = <T>(data: T): T => JSON.parse(JSON.stringify(data ?? {})) as T;

/** PollContext as 2.40.7 builds it: node static data is the scheduler's staged copy. */
class StagedPollContext extends PollContext {
	constructor(
		workflow: Workflow,
		node: INode,
		additionalData: IWorkflowExecuteAdditionalData,
		activation: WorkflowActivateMode,
		private readonly staged: IDataObject,
	) {
		super(workflow, node, additionalData, 'trigger', activation);
	}

	getWorkflowStaticData(type: string): IDataObject {
		return type === 'node' ? this.staged : super.getWorkflowStaticData(type);
	}
}

export interface DurablePollResult {
	items: INodeExecutionData[][] | null;
	/** Whether the items reached an execution (a run whose commit the fence rejected starts none). */
	executed: boolean;
	/** Whether the poller_state row changed. */
	committed: boolean;
}

export interface DurableRunOptions {
	/** The row this run starts from (default: the row as it is now). */
	from?: IDataObject;
	/** The run lost its lease before it finished (another run of the same occurrence took it). */
	leaseLost?: boolean;
}

/** One trigger node of one published workflow under the durable scheduler. */
export class DurableScheduler {
	/** poller_state.cursor; undefined before the node's first poll. */
	row: IDataObject | undefined;
	/** workflow_entity.staticData as stored. */
	workflowStaticData: IDataObject = {};
	readonly nodeId = randomUUID();

	constructor(
		private readonly sim: SimTarget,
		public parameters: IDataObject,
		private readonly credentials?: CredentialOverrides,
	) {}

	/** The activation poll (publishing the workflow, or a changed trigger node). */
	async activate(): Promise<DurablePollResult> {
		return await this.run('activate', true, {});
	}

	/** A scheduled poll, claimed from the database. */
	async poll(options: DurableRunOptions = {}): Promise<DurablePollResult> {
		return await this.run('update', false, options);
	}

	private async run(
		activation: WorkflowActivateMode,
		activationPoll: boolean,
		{ from, leaseLost = false }: DurableRunOptions,
	): Promise<DurablePollResult> {
		const { workflow, node } = makeWorkflow(TRIGGER_TYPE, this.parameters, {
			workflowStaticData: asStored(this.workflowStaticData),
			nodeId: this.nodeId,
		});
		// getOrCreateCursor: the row, or a new one from the node's static data.
		this.row ??= asStored(workflow.getStaticData('node', node));
		const seed = asStored(from ?? this.row);
		const staged = asStored(seed);
		const nodeType = getNodeTypes().getByNameAndVersion(TRIGGER_TYPE, 1);
		const additionalData = additionalDataFor(credentialData(this.sim, this.credentials));
		const context = new StagedPollContext(workflow, node, additionalData, activation, staged);
		const items = await nodeType.poll!.call(context);

		const changed = !isDeepStrictEqual(staged, seed);
		const saveStaticData = () => {
			if (workflow.staticData.__dataChanged === true) {
				this.workflowStaticData = asStored(workflow.staticData);
			}
		};
		let executed = false;
		let committed = false;
		if (items !== null) {
			saveStaticData();
			// No changed cursor: runWorkflow without a commit; otherwise the commit and the execution
			// in one transaction, which the fence refuses to a run that lost its lease.
			executed = !changed || !leaseLost;
			committed = changed && !leaseLost;
		} else if (!activationPoll) {
			committed = changed && !leaseLost;
		}
		if (committed) this.row = asStored(staged);
		if (activationPoll) saveStaticData();
		return { items, executed, committed };
	}
}
