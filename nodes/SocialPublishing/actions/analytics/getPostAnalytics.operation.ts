import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { apiRequest } from '../../transport';
import {
	checkBoolean,
	checkRequiredText,
	isSet,
	publishedPostLocator,
	updateDisplayOptions,
} from '../../form';
import { CHECKPOINT_RULE, numericMetricsOption } from './analyticsFields';
import { addNumericMetrics } from './metrics';
import { ENDPOINTS, ANALYTICS_NOT_FOUND_HINT } from '../../serviceApi';

/** What a 404 means here (serviceApi/endpoints.ts). */
export const NOT_FOUND_HINT = ANALYTICS_NOT_FOUND_HINT;

const properties: INodeProperties[] = [
	publishedPostLocator({
		name: 'publishedPost',
		required: true,
		description:
			'The published post: its published post ID, not the postSubmissionId that Post → Create returns',
		hint: `Until the first collection, metrics is null. ${CHECKPOINT_RULE}`,
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
	const analytics = await apiRequest.call(this, ENDPOINTS.getPostAnalytics, {
		params: { id: ['Published Post', id] },
		itemIndex: i,
	});
	return numeric ? addNumericMetrics(analytics) : analytics;
}
