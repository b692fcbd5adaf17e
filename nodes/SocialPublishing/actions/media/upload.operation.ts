import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { INLINE_UPLOAD_MAX_BYTES } from '../../serviceApi';
import { uploadBinary } from '../../transport/upload';
import {
	checkBoolean,
	fail,
	isSet,
	updateDisplayOptions,
	dryRunField,
	optionsField,
	planUpload,
	readDryRun,
} from '../../form';

const properties: INodeProperties[] = [
	{
		displayName: 'Input Binary Field',
		name: 'binaryPropertyName',
		type: 'string',
		default: 'data',
		required: true,
		hint: 'The name of the input binary field containing the file to upload',
	},
	optionsField([
		{
			displayName: 'Always Use Direct Upload',
			name: 'forcePresigned',
			type: 'boolean',
			default: false,
			description: `Whether to upload through a temporary upload link even for small files (files over ${INLINE_UPLOAD_MAX_BYTES / 1024 / 1024} MiB always are)`,
		},
		dryRunField(),
	]),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['media'], operation: ['upload'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, i: number): Promise<IDataObject> {
	const property = String(this.getNodeParameter('binaryPropertyName', i, 'data') ?? '').trim();
	const binary = this.getInputData()[i]?.binary?.[property];
	if (!binary) {
		const available = Object.keys(this.getInputData()[i]?.binary ?? {});
		const fix = available.length
			? `use one of ${available.join(', ')}`
			: 'connect a node that outputs a file';
		fail('Input Binary Field', `the input item has no binary field '${property}': ${fix}`);
	}
	const options = this.getNodeParameter('options', i, {}) as IDataObject;
	const forcePresigned = isSet(options.forcePresigned)
		? checkBoolean('Options → Always Use Direct Upload', options.forcePresigned)
		: false;
	await planUpload.call(this, binary!, 'Input Binary Field', { forcePresigned });
	readDryRun.call(this, i);
	return { ...(await uploadBinary.call(this, i, binary!, { forcePresigned, listInDryRun: true })) };
}
