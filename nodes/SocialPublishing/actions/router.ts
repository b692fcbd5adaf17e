// The one item loop: dispatch to resource/operation, pairedItem on every output, Continue On Fail.
// Field errors thrown by checks become the item's NodeOperationError here. An item whose create
// was sent may finish later (its wait, transport/batch.ts): the next item starts meanwhile, and
// the outputs are put back in item order.
import type { IDataObject, IExecuteFunctions, INodeExecutionData, JsonObject } from 'n8n-workflow';
import { NodeApiError, NodeOperationError } from 'n8n-workflow';

import {
	annotatePlannedWrites,
	Batch,
	BatchStopped,
	isLater,
	isNodeError,
	isPlannedStop,
	joinBatch,
	laterWork,
	type Outcome,
	hintNotSentAgain,
	markNotSentAgain,
	plannedOutput,
	startItem,
	validationError,
} from '../transport';
import {
	FieldError,
	FieldErrors,
	itemErrorOf,
	readIdenticalWindow,
	takeFailure,
	withParameterRules,
} from '../form';
import type { Operation } from '../form/defineResource';
import { findOperation } from './resources';

type ItemError = Error & {
	description?: string | null;
	httpCode?: string | null;
	context?: IDataObject;
};

function errorJson(error: ItemError) {
	const json: IDataObject = { error: error.message };
	if (error.description) json.description = error.description;
	if (error.httpCode) json.httpCode = error.httpCode;
	// A creation that reached a failed status carries the resource's own fields (see transport/wait).
	if (error.context?.resource) json.resource = error.context.resource;
	return json;
}

function toNodeError(ctx: IExecuteFunctions, error: unknown, i: number) {
	if (error instanceof FieldErrors) return itemErrorOf(ctx.getNode(), error, i);
	if (error instanceof FieldError) return validationError(ctx.getNode(), error.field, error.fix, i);
	const nodeError = isNodeError(error)
		? error
		: new NodeApiError(ctx.getNode(), error as JsonObject, { itemIndex: i });
	nodeError.context.itemIndex ??= i;
	return nodeError;
}

/**
 * On Error "Continue (using error output)": n8n-core (WorkflowExecute.handleNodeErrorOutput) moves
 * an item there only if its json is `{error}` or `{error, message}` (or the item carries `error`,
 * and then n8n keeps only the message). So a failure leaves as `{message, error: {message,
 * description, httpCode, ...}}`, the shape of n8n's own nodes (Airtable v2, MySQL v2).
 */
function failed(ctx: IExecuteFunctions, item: INodeExecutionData): INodeExecutionData {
	if (ctx.getNode().onError !== 'continueErrorOutput') return item;
	const { error: message, ...details } = item.json;
	return { ...item, json: { message, error: { message, ...details } } };
}

/** The operation's output, or in a dry run the requests its real code path would have sent. */
async function executeOrPlan(op: Operation, ctx: IExecuteFunctions, i: number) {
	// Any other error goes on to the item loop, which makes it the item's NodeApiError/NodeOperationError.
	const result = await op.execute.call(ctx, i).catch((error: unknown) => {
		if (isPlannedStop(error)) return undefined;
		throw error;
	});
	return plannedOutput(ctx, i) ?? result!;
}

/** Items whose waits may run side by side: enough for the read limit, bounded in memory. */
export const MAX_OVERLAPPING_ITEMS = 50;

const oldest = (items: Map<number, Promise<void>>) => items.get(Math.min(...items.keys()));

/**
 * Items whose claims settle side by side (transport/exactlyOnce/alreadyOnService: the pause
 * before a send): enough to hide the pause between sends, few held back should one fail.
 */
export const MAX_SETTLING_ITEMS = 12;

/** Under Stop: the first failure in item order, once every item before it has ended. */
function stopError(error: NodeApiError | NodeOperationError, sentAfter: number[]) {
	if (sentAfter.length) {
		const items = sentAfter.map((n) => n + 1).join(', ');
		const said = `Item(s) ${items} after it had already been sent while it was waited for.`;
		error.description = [error.description, said].filter(Boolean).join(' ');
	}
	return error;
}

export async function router(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
	const items = this.getInputData();
	const outputs: INodeExecutionData[][] = [];
	// One checked context per operation for the whole run: per-execution caches key on it.
	const contexts = new Map<Operation, IExecuteFunctions>();
	// Items whose create was sent and whose wait (or first comment) goes on beside the next items.
	const pending = new Map<number, Promise<void>>();
	const failures = new Map<number, NodeApiError | NodeOperationError>();
	const batch = new Batch();
	const fail = (i: number, caught: unknown) => {
		const error = toNodeError(this, caught, i);
		if (this.continueOnFail()) {
			outputs[i] = [failed(this, { json: errorJson(error), pairedItem: { item: i } })];
			return;
		}
		failures.set(i, error);
		// Items after it that wait for their turn send nothing now.
		batch.halt(i);
	};
	const output = (context: IExecuteFunctions, i: number, result: Outcome) => {
		annotatePlannedWrites(context, i, Array.isArray(result) ? result : [result]);
		const executionData = this.helpers.constructExecutionMetaData(
			this.helpers.returnJsonArray(markNotSentAgain(context, i, result)),
			{ itemData: { item: i } },
		);
		// A failed part of the item (a cross-post's target) is marked by the operation.
		outputs[i] = executionData.map((item) => (takeFailure(item.json) ? failed(this, item) : item));
	};
	/** Item i up to its send and its output (its wait may go on in `pending`); never rejects. */
	const runItem = async (i: number): Promise<void> => {
		try {
			const resource = this.getNodeParameter('resource', i) as string;
			const operation = this.getNodeParameter('operation', i) as string;
			const op = findOperation(resource, operation);
			if (!op) {
				throw new NodeOperationError(
					this.getNode(),
					`The operation "${operation}" of the resource "${resource}" is not supported`,
					{ itemIndex: i },
				);
			}
			let context = contexts.get(op);
			if (!context) {
				context = withParameterRules(this, op.description);
				joinBatch(context, batch);
				contexts.set(op, context);
			}
			// Creates and changes of this item are remembered: n8n may run it again (transport/writeMemory).
			startItem(context, i, {
				identicalWindowMinutes: readIdenticalWindow(this, i, op.description),
			});
			const result = await executeOrPlan(op, context, i);
			if (!isLater(result)) {
				output(context, i, result);
				return;
			}
			const checked = context;
			pending.set(
				i,
				laterWork(result)
					// Never rejects: an item's failure is kept in `failures` or its output.
					.then((outcome) => output(checked, i, outcome))
					.catch((caught: unknown) => {
						if (!(caught instanceof BatchStopped)) fail(i, caught);
					})
					.finally(() => pending.delete(i)),
			);
		} catch (caught) {
			// An item before it failed under Stop while it waited for its turn: it sent nothing.
			if (!(caught instanceof BatchStopped)) fail(i, caught);
		} finally {
			batch.passed(i);
			batch.forget(i);
		}
	};
	// Items started and not yet sent or ended: while one settles its claim, the next one starts.
	const running = new Map<number, Promise<void>>();
	try {
		for (let i = 0; i < items.length && failures.size === 0; i++) {
			while (running.size >= MAX_SETTLING_ITEMS) await oldest(running);
			// Items started count too: each may be sent and wait before the oldest wait ends.
			while (pending.size && pending.size + running.size >= MAX_OVERLAPPING_ITEMS) {
				await oldest(pending);
			}
			// Under Stop, an item waited for may have failed: nothing more is sent.
			if (failures.size) break;
			const parked = batch.parked(i);
			const item = i;
			running.set(
				i,
				runItem(i).finally(() => running.delete(item)),
			);
			await Promise.race([running.get(i), parked]);
		}
		await Promise.all(running.values());
		// In item order: an item's failure under Stop is thrown once every item before it has ended.
		for (let i = 0; i < items.length; i++) {
			await pending.get(i);
			const error = failures.get(i);
			if (error) {
				const sentAfter = Object.keys(outputs)
					.map(Number)
					.filter((n) => n > i);
				throw stopError(
					error,
					[...new Set([...sentAfter, ...pending.keys()])].sort((a, b) => a - b),
				);
			}
		}
	} finally {
		// Stop after a failure: waits of items after it end here (their creates were sent).
		batch.stop();
	}
	const all = outputs.flat();
	hintNotSentAgain(this, all, items.length);
	return [all];
}
