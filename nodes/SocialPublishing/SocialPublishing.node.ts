import type {
	IExecuteFunctions,
	INodeExecutionData,
	INodeType,
	INodeTypeDescription,
} from 'n8n-workflow';

import { description } from './actions/node.description';
import { router } from './actions/router';
import { listSearch, loadOptions } from './methods';

export class SocialPublishing implements INodeType {
	description: INodeTypeDescription = {
		...description,
		subtitle: description.subtitle,
		icon: {
			light: 'file:../../icons/socialPublishing.svg',
			dark: 'file:../../icons/socialPublishing.dark.svg',
		},
		usableAsTool: true,
	};

	methods = { listSearch, loadOptions };

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return await router.call(this);
	}
}
