// How a resource registers: its operations (typed names → {description, execute}) and the texts of
// its Operation options. `defineResource` builds the Operation field from them, so an option without
// an `execute` (or an operation without an option) does not compile.
import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import type { Later } from '../transport/batch';

/** The item's output, or the rest of its work still running (transport/batch.ts). */
export type OperationResult = IDataObject | IDataObject[] | Later;

export interface Operation {
	description: INodeProperties[];
	execute(this: IExecuteFunctions, i: number): Promise<OperationResult>;
}

export interface OperationOption {
	name: string;
	description: string;
	/** Shown in the node picker and to AI agents ("Create a post"). */
	action: string;
}

export interface ResourceDefinition<Op extends string = string> {
	value: string;
	name: string;
	operations: Record<Op, Operation>;
	/** The Operation field followed by every operation's fields. */
	description: INodeProperties[];
}

export function defineResource<Op extends string>(definition: {
	/** The Resource option's value (saved in workflows) and label. */
	resource: string;
	displayName: string;
	operations: Record<Op, Operation>;
	options: Record<NoInfer<Op>, OperationOption>;
	defaultOperation: NoInfer<Op>;
}): ResourceDefinition<Op> {
	const { resource: value, displayName: name, operations, options, defaultOperation } = definition;
	const ops = Object.keys(operations) as Op[];
	const operationField: INodeProperties = {
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: [value] } },
		options: ops
			.map((op) => ({ ...options[op], value: op }))
			.sort((a, b) => a.name.localeCompare(b.name)),
		default: defaultOperation,
	};
	return {
		value,
		name,
		operations,
		description: [operationField, ...ops.flatMap((op) => operations[op].description)],
	};
}
