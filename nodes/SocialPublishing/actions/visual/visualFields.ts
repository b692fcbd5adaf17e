// Fields the visual operations share: the template locator, the visual ID, waiting and downloading.
import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { fail } from '../../form';

export const templateLocator: INodeProperties = {
	displayName: 'Template',
	name: 'template',
	type: 'resourceLocator',
	default: { mode: 'list', value: '' },
	required: true,
	description: 'The visual template (its inputs appear below once it is chosen)',
	modes: [
		{
			displayName: 'From List',
			name: 'list',
			type: 'list',
			placeholder: 'Select a template...',
			typeOptions: { searchListMethod: 'searchTemplates', searchable: true },
		},
		{
			displayName: 'By ID',
			name: 'id',
			type: 'string',
			placeholder: 'e.g. /base/v2/quote-card/3679e3b2-a58e-43a7-8d8a-4767f26dcef8/v1',
		},
	],
};

export const visualIdField: INodeProperties = {
	displayName: 'Visual ID',
	name: 'visualId',
	type: 'string',
	default: '',
	required: true,
	placeholder: 'e.g. 0b7c2f4e-6a51-4d8e-9f0a-3c2d1e4b5a69',
	description: 'The ID that Visual → Create From Template returned',
};

export function readVisualId(this: IExecuteFunctions, i: number): string {
	const id = String(this.getNodeParameter('visualId', i, '') ?? '').trim();
	if (!id)
		fail('Visual ID', 'is required: give the ID that Visual → Create From Template returned');
	return id;
}

const downloadField: INodeProperties = {
	displayName: 'Download Result',
	name: 'download',
	type: 'boolean',
	default: false,
	description:
		'Whether to add the finished video or images as binary data: a video in the field below, images in &lt;field&gt;_0, &lt;field&gt;_1, … in order',
};

const outputFieldHint =
	'A video goes in this field; images in &lt;field&gt;_0, &lt;field&gt;_1, ...';

const outputField: INodeProperties = {
	displayName: 'Put Output File in Field',
	name: 'binaryPropertyName',
	type: 'string',
	default: 'data',
};

/** Binary output: a video in `<name>`, images in `<name>_0`, `<name>_1`, ... in order. */
export const downloadFields: INodeProperties[] = [
	downloadField,
	{
		...outputField,
		required: true,
		hint: outputFieldHint,
		displayOptions: { show: { download: [true] } },
	},
];

/** The same two in Create's Options, where they apply once the visual is waited for. */
export const downloadOptions: INodeProperties[] = [
	{
		...downloadField,
		description: `With Wait for Completion on: ${downloadField.description?.replace(/^Whether/, 'whether')}`,
	},
	{ ...outputField, description: `With Download Result on. ${outputFieldHint}` },
];
