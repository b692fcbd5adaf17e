import type {
	INodeExecutionData,
	INodeType,
	INodeTypeDescription,
	IPollFunctions,
} from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { optionSubtitle } from './form/subtitle';
import { properties } from './trigger/description';
import { TRIGGER_LIST_SEARCH } from './trigger/events';
import { poll } from './trigger/poll';

export class SocialPublishingTrigger implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Social Publishing Trigger',
		name: 'socialPublishingTrigger',
		icon: {
			light: 'file:../../icons/socialPublishing.svg',
			dark: 'file:../../icons/socialPublishing.dark.svg',
		},
		group: ['trigger'],
		version: 1,
		subtitle: optionSubtitle(properties, 'event'),
		// n8n's nodes panel shows one entry for the node and its trigger, with this description.
		description:
			'Publish and schedule posts on nine platforms. The trigger starts a workflow on new comments or direct messages, and on published or failed posts.',
		documentationUrl:
			'https://github.com/social-publishing/n8n-nodes-social-publishing/blob/main/docs/reference/trigger.md',
		defaults: { name: 'Social Publishing Trigger' },
		polling: true,
		inputs: [],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'socialPublishingApi', required: true }],
		properties,
	};

	methods = { listSearch: TRIGGER_LIST_SEARCH };

	async poll(this: IPollFunctions): Promise<INodeExecutionData[][] | null> {
		return await poll.call(this);
	}
}
