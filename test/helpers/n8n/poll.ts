// The trigger's poll() through n8n-core's PollContext, with static data kept as n8n keeps it.
import { PollContext } from 'n8n-core';
import type { IDataObject, INodeExecutionData } from 'n8n-workflow';

import { credentialData, type CredentialOverrides, type SimTarget } from './credentials';
import { getNodeTypes, NODE_NAME, TRIGGER_TYPE } from './nodeTypes';
import { additionalDataFor, makeWorkflow } from './workflow';

export interface RunPollOptions {
	sim: SimTarget;
	parameters?: IDataObject;
	/** The node's static data as n8n's database holds it before the poll (never changed). */
	staticData?: IDataObject;
	/** `manual`: the editor's "Fetch Test Event". `trigger`: a poll of an active workflow. */
	mode?: 'manual' | 'trigger';
	/**
	 * Trigger mode: `scheduled` (default) is a poll on the node's Poll Times; `activation` is the
	 * one n8n runs while activating the workflow, after which it saves changed data even without
	 * items.
	 */
	poll?: 'scheduled' | 'activation';
	credentials?: CredentialOverrides;
	timezone?: string;
	/** The node type to poll (default the package's trigger; tests register their own). */
	type?: string;
}

export interface RunPollResult {
	items: INodeExecutionData[][] | null;
	/** The node's static data in n8n's database after the poll: the input unless it was saved. */
	staticData: IDataObject;
	/** Whether n8n would have saved the workflow's static data after this poll. */
	saved: boolean;
}

/** A copy the way n8n's database stores and loads static data (a JSON column): no shared objects. */
const asStored = (data: IDataObject | undefined): IDataObject =>
	JSON.parse(JSON.stringify(data ?? {})) as IDataObject;

/**
 * Calls the node's poll() through n8n-core's PollContext, with static data kept as n8n 2.8.4 keeps
 * it. The workflow's static data is an ObservableObject loaded from the database (a fresh copy of
 * `staticData`); any change made through it sets `__dataChanged`. In trigger mode n8n saves it
 * only if `__dataChanged`, and only when the poll emits items (ActiveWorkflowManager's `__emit`)
 * or after the activation poll (`add` saves once activated); a poll that throws saves nothing.
 * Manual mode never saves (the execution hooks skip manual runs). Feeding the returned
 * `staticData` into the next runPoll is the next poll after a restart: the state n8n really keeps.
 */
export async function runPoll(opts: RunPollOptions): Promise<RunPollResult> {
	const type = opts.type ?? TRIGGER_TYPE;
	const stored = asStored(opts.staticData);
	const { workflow, node } = makeWorkflow(type, opts.parameters ?? {}, {
		staticData: asStored(stored),
		timezone: opts.timezone,
	});
	const nodeType = getNodeTypes().getByNameAndVersion(type, 1);
	if (!nodeType.poll) throw new Error(`${type} has no poll()`);
	const mode = opts.mode ?? 'trigger';
	const additionalData = additionalDataFor(credentialData(opts.sim, opts.credentials));
	// n8n builds one PollContext per activation; its activation mode stays `activate` for every poll.
	const context = new PollContext(
		workflow,
		node,
		additionalData,
		mode,
		mode === 'manual' ? 'manual' : 'activate',
	);
	const items = await nodeType.poll.call(context);
	const emitted = items !== null;
	const saved =
		mode === 'trigger' &&
		workflow.staticData.__dataChanged === true &&
		(emitted || opts.poll === 'activation');
	const nodeData = workflow.staticData[`node:${NODE_NAME}`] as IDataObject | undefined;
	return { items, staticData: saved ? asStored(nodeData) : stored, saved };
}
