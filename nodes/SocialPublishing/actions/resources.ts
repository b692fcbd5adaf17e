// The one list of resources: it feeds the Resource field, the node's properties and the router.
// A new resource is its folder plus one line here.
import type { INodeProperties } from 'n8n-workflow';

import { account } from './account';
import { analytics } from './analytics';
import { comment } from './comment';
import { conversation } from './conversation';
import { media } from './media';
import { message } from './message';
import type { Operation, ResourceDefinition } from '../form/defineResource';
import { post } from './post';
import { schedule } from './schedule';
import { slot } from './slot';
import { source } from './source';
import { visual } from './visual';

export const RESOURCES: ResourceDefinition[] = [
	account,
	media,
	post,
	comment,
	analytics,
	conversation,
	message,
	schedule,
	slot,
	source,
	visual,
];

export const resourceField: INodeProperties = {
	displayName: 'Resource',
	name: 'resource',
	type: 'options',
	noDataExpression: true,
	options: RESOURCES.map(({ name, value }) => ({ name, value })).sort((a, b) =>
		a.name.localeCompare(b.name),
	),
	default: 'account',
};

export const properties: INodeProperties[] = [
	resourceField,
	...RESOURCES.flatMap((resource) => resource.description),
];

export function findOperation(resource: string, operation: string): Operation | undefined {
	const operations = RESOURCES.find((r) => r.value === resource)?.operations;
	return operations && Object.hasOwn(operations, operation)
		? (operations as Record<string, Operation>)[operation]
		: undefined;
}
