import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { escapeRegExp } from '../../methods/pagedSearch';
import { TEMPLATE_FIELDS, ENDPOINTS } from '../../serviceApi';
import { apiRequest } from '../../transport';
import { checkEnum, readLimit, limitField, returnAllField, updateDisplayOptions } from '../../form';

const FIELD_LABELS: Record<(typeof TEMPLATE_FIELDS)[number], string> = {
	id: 'ID',
	name: 'Name',
	description: 'Description',
	inputs: 'Inputs (Input Specification)',
};

const properties: INodeProperties[] = [
	{
		displayName: 'Search',
		name: 'search',
		type: 'string',
		default: '',
		placeholder: 'e.g. carousel',
		description: 'Text to find in the name or description (matched literally, ignoring case)',
	},
	{
		displayName: 'Fields',
		name: 'fields',
		type: 'multiOptions',
		options: TEMPLATE_FIELDS.map((value) => ({ name: FIELD_LABELS[value], value })),
		default: ['id', 'name', 'description'],
		description:
			'What to return of each template (the ID always); Inputs is the input specification',
	},
	returnAllField,
	limitField(100, 50),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['visual'], operation: ['getAllTemplates'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, i: number): Promise<IDataObject[]> {
	const search = String(this.getNodeParameter('search', i, '') ?? '').trim();
	const chosen = (this.getNodeParameter('fields', i, []) as string[]) ?? [];
	for (const field of Array.isArray(chosen) ? chosen : [chosen]) {
		checkEnum('Fields', field, TEMPLATE_FIELDS);
	}
	const limit = readLimit.call(this, i);
	// Without `fields` the service answers only id and description; the ID is always asked for.
	const fields = TEMPLATE_FIELDS.filter((f) => f === 'id' || chosen.includes(f));
	const response = await apiRequest.call(this, ENDPOINTS.listTemplates, {
		// The service's `search` is a regular expression: what the user types is matched literally.
		qs: { fields: fields.join(','), ...(search ? { search: escapeRegExp(search) } : {}) },
		itemIndex: i,
	});
	const items = (Array.isArray(response) ? response : (response.items ?? [])) as IDataObject[];
	return items.slice(0, limit);
}
