// Post Failed: a post failed to publish (GET /posts, status failed; the item carries its error).
import type { TriggerEvent } from './triggerEvent';
import { postFilters, postSource } from './posts';

export const postFailed: TriggerEvent = {
	option: {
		name: 'Post Failed',
		value: 'postFailed',
		description: 'A post failed to publish (the item carries its error message)',
	},
	filters: postFilters,
	source: postSource('failed', 'failed post'),
	listSearch: {},
};
