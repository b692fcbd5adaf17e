// The one item loop: dispatch to resource/operation, pairedItem on every output, Continue On Fail.
// Field errors thrown by checks become the item's NodeOperationError here.
import type { IDataObject, IExecuteFunctions, INodeExecutionData, JsonObject } from 'n8n-workflow';
import { NodeApiError, NodeOperationError } from 'n8n-workflow';

import {
	annotatePlannedWrites,
	isPlannedStop,
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
	const nodeError =
		error instanceof NodeApiError || error instanceof NodeOperationError
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

export async function router(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
	const items = this.getInputData();
	const returnData: INodeExecutionData[] = [];
	// One checked context per operation for the whole run: per-execution caches key on it.
	const contexts = new Map<Operation, IExecuteFunctions>();
	for (let i = 0; i < items.length; i++) {
		const resource = this.getNodeParameter('resource', i) as string;
		const operation = this.getNodeParameter('operation', i) as string;
		try {
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
				contexts.set(op, context);
			}
			// Creates and changes of this item are remembered: n8n may run it again (transport/writeMemory).
			startItem(context, i, {
				identicalWindowMinutes: readIdenticalWindow(this, i, op.description),
			});
			const result = await executeOrPlan(op, context, i);
			annotatePlannedWrites(context, i, Array.isArray(result) ? result : [result]);
			const executionData = this.helpers.constructExecutionMetaData(
				this.helpers.returnJsonArray(markNotSentAgain(context, i, result)),
				{ itemData: { item: i } },
			);
			for (const item of executionData) {
				// A failed part of the item (a cross-post's target) is marked by the operation.
				returnData.push(takeFailure(item.json) ? failed(this, item) : item);
			}
		} catch (caught) {
			const error = toNodeError(this, caught, i);
			if (this.continueOnFail()) {
				returnData.push(failed(this, { json: errorJson(error), pairedItem: { item: i } }));
				continue;
			}
			throw error;
		}
	}
	return [returnData];
}
