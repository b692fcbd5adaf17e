import type {
	IExecuteFunctions,
	INodeExecutionData,
	INodeType,
	INodeTypeDescription,
} from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { resourceOperationSubtitle } from './form/subtitle';
import { properties } from './actions/resources';
import { router } from './actions/router';
import { listSearch, loadOptions, resourceMapping } from './methods';

export class SocialPublishing implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Social Publishing',
		name: 'socialPublishing',
		icon: {
			light: 'file:../../icons/socialPublishing.svg',
			dark: 'file:../../icons/socialPublishing.dark.svg',
		},
		group: ['output'],
		// 1 and 1.1 (changes made before the first release) show one form. From the first release
		// on, a change of parameters is a new version (docs/development/architecture.md, Form decisions).
		version: [1, 1.1],
		defaultVersion: 1.1,
		subtitle: resourceOperationSubtitle(properties),
		description:
			'Publish and schedule posts on nine social platforms, read analytics, answer comments and Instagram messages, create visuals from templates, extract content, and manage the content calendar',
		// The editor's Docs link: the generated reference page of the node's operations (docs/reference/).
		documentationUrl:
			'https://github.com/social-publishing/n8n-nodes-social-publishing/blob/main/docs/reference/operations.md',
		defaults: { name: 'Social Publishing' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'socialPublishingApi', required: true }],
		properties,
	};

	methods = { listSearch, loadOptions, resourceMapping };

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return await router.call(this);
	}
}
