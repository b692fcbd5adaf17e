import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { apiRequest } from '../../transport';
import { updateDisplayOptions, dryRunField, optionsField, isDryRun } from '../../form';
import { readVisualId, visualIdField } from './visualFields';
import { VISUAL_NOT_FOUND_HINT } from './get.operation';
import { ENDPOINTS } from '../../serviceApi';

const properties: INodeProperties[] = [
	{ ...visualIdField, description: 'The visual to delete (pending rendering is cancelled)' },
	optionsField([dryRunField()]),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['visual'], operation: ['delete'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, i: number): Promise<IDataObject> {
	const id = readVisualId.call(this, i);
	const params = { id: ['Visual ID', id] } as const;
	const hints = { 404: VISUAL_NOT_FOUND_HINT };
	if (isDryRun.call(this, i)) {
		// What the real request would find: the visual exists for this key's user.
		await apiRequest.call(this, ENDPOINTS.getVisual, { params, itemIndex: i, hints });
	}
	// Spec "Visuals": DELETE /videos/{id}; its answer is not shown (a body is ignored).
	const response = await apiRequest.call(this, ENDPOINTS.deleteVisual, {
		params,
		itemIndex: i,
		hints,
	});
	return { ...(response && typeof response === 'object' ? response : {}), id, deleted: true };
}
