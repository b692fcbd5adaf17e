// Post Published: a post was published (GET /posts, status published).
import type { TriggerEvent } from './triggerEvent';
import { postFilters, postSource } from './posts';

export const postPublished: TriggerEvent = {
	option: { name: 'Post Published', value: 'postPublished', description: 'A post was published' },
	filters: postFilters,
	source: postSource('published', 'published post'),
	listSearch: {},
};
