// Webhook: the service delivers the post to a URL of the user's.
import { plan, topLevel, targetField, type PlatformModule } from './platformModule';

const required = topLevel('webhook', [
	targetField.url({
		key: 'url',
		displayName: 'Webhook URL',
		name: 'webhookUrl',
		required: true,
		placeholder: 'https://example.com/hooks/posts',
		description: 'The address the service delivers the post to',
	}),
]);

export const webhook: PlatformModule = {
	fields: required.properties,
	read(t) {
		const target = {};
		required.read(t, target);
		return plan(target);
	},
};
