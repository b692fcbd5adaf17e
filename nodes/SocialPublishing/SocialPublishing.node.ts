import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from 'n8n-workflow';

import { description } from './actions/node.description';
import { router } from './actions/router';
import { listSearch } from './methods';

export class SocialPublishing implements INodeType {
	description: INodeTypeDescription = description;

	methods = { listSearch };

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return await router.call(this);
	}
}
