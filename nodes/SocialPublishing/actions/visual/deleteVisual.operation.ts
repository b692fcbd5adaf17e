import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { apiRequest } from '../../transport';
import {
	describeError,
	updateDisplayOptions,
	dryRunField,
	dryRunOutput,
	isDryRun,
} from '../common';
import { readVisualId, visualIdField } from './fields';
import { VISUAL_NOT_FOUND_HINT } from './get.operation';
import { pathTo } from '../../transport/path';

const properties: INodeProperties[] = [
	{ ...visualIdField, description: 'The visual to delete (pending rendering is cancelled)' },
	dryRunField(),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['visual'], operation: ['delete'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, i: number): Promise<IDataObject> {
	const id = readVisualId.call(this, i);
	const path = pathTo('/videos/{}', ['Visual ID', id]);
	if (isDryRun.call(this, i)) {
		// What the real request would find: the visual exists for this key's user.
		await explainVisualNotFound(() =>
			apiRequest.call(this, 'GET', pathTo('/videos/creations/{}', ['Visual ID', id]), {
				itemIndex: i,
			}),
		);
		return dryRunOutput([{ method: 'DELETE', path }]);
	}
	try {
		// Spec "Visuals": DELETE /videos/{id}; its answer is not shown (a body is ignored).
		const response = await apiRequest.call(this, 'DELETE', path, {
			itemIndex: i,
		});
		return { ...(response && typeof response === 'object' ? response : {}), id, deleted: true };
	} catch (error) {
		throw describeError(error, (e) => (e.httpCode === '404' ? VISUAL_NOT_FOUND_HINT : undefined));
	}
}

async function explainVisualNotFound<T>(request: () => Promise<T>): Promise<T> {
	try {
		return await request();
	} catch (error) {
		throw describeError(error, (e) => (e.httpCode === '404' ? VISUAL_NOT_FOUND_HINT : undefined));
	}
}
