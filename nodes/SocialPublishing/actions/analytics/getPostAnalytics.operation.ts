import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';

import { apiRequest } from '../../transport';
import {
	checkBoolean,
	checkRequiredText,
	isSet,
	publishedPostLocator,
	updateDisplayOptions,
} from '../common';
import { CHECKPOINT_RULE, numericMetricsOption } from './fields';
import { addNumericMetrics } from './metrics';
import { pathTo } from '../../transport/path';

/** Spec "GET /posts/{id}/analytics" and SERVICE-FACTS: a 404 has two usual causes. */
export const NOT_FOUND_HINT =
	'The service has no analytics for this ID. Two usual causes: (1) it is not a published post ID. Post → Create and Post → Get work with a postSubmissionId, which this operation does not accept: pick the post from the list here, or take its "id" from Post → Search Published or from a published item of Post → Get Many. (2) The post was published only recently: the service may answer 404 until it has collected the first metrics (about a day after publishing on the Starter plan, about 2 hours on Creator and Agency). Run it again later.';

/** A 404 keeps the service's message and reqId (in its message); only the hint is replaced. */
function explainNotFound(error: unknown) {
	if (error instanceof NodeApiError && error.httpCode === '404') error.description = NOT_FOUND_HINT;
	return error;
}

const properties: INodeProperties[] = [
	publishedPostLocator({
		name: 'publishedPost',
		required: true,
		description:
			'The published post: its published post ID, not the postSubmissionId that Post → Create returns',
		hint: `Before the first collection, metrics is null (or the service answers 404). ${CHECKPOINT_RULE}`,
		idPlaceholder: 'e.g. pp_000123',
	}),
	{
		displayName: 'Options',
		name: 'options',
		type: 'collection',
		placeholder: 'Add Option',
		default: {},
		options: [numericMetricsOption],
	},
];

export const description = updateDisplayOptions(
	{ show: { resource: ['analytics'], operation: ['getPostAnalytics'] } },
	properties,
);

export async function execute(this: IExecuteFunctions, i: number): Promise<IDataObject> {
	const id = checkRequiredText(
		'Published Post',
		this.getNodeParameter('publishedPost', i, '', { extractValue: true }),
	);
	const options = this.getNodeParameter('options', i, {}) as IDataObject;
	const numeric = isSet(options.numericMetrics)
		? checkBoolean('Options → Add Numeric Metrics', options.numericMetrics)
		: false;
	let analytics: IDataObject;
	try {
		analytics = await apiRequest.call(
			this,
			'GET',
			pathTo('/posts/{}/analytics', ['Published Post', id]),
			{
				itemIndex: i,
			},
		);
	} catch (error) {
		throw explainNotFound(error);
	}
	return numeric ? addNumericMetrics(analytics) : analytics;
}
