// The typed map the router dispatches on: resource → operation → {description, execute}.
import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

export const RESOURCES = [
	'account',
	'post',
	'media',
	'analytics',
	'comment',
	'conversation',
	'message',
	'visual',
	'template',
	'source',
	'schedule',
	'slot',
] as const;
export type Resource = (typeof RESOURCES)[number];

export type OperationResult = IDataObject | IDataObject[];

export interface Operation {
	description: INodeProperties[];
	execute(this: IExecuteFunctions, i: number): Promise<OperationResult>;
}

export type ResourceOperations = Record<string, Operation>;

export type ResourceMap = Partial<Record<Resource, ResourceOperations>>;
