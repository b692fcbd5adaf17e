// Threads: who can reply.
import type { ThreadsReplyControl } from '../../serviceApi';
import {
	optionsCollection,
	targetField,
	type EnumLabels,
	type PlatformModule,
} from './platformModule';

const REPLY_CONTROLS: EnumLabels<ThreadsReplyControl> = {
	everyone: 'Everyone',
	accounts_you_follow: 'Accounts You Follow',
	mentioned_only: 'Mentioned Only',
};

const options = optionsCollection(
	'threads',
	{ displayName: 'Threads Options', name: 'threadsOptions' },
	[
		targetField.choice(
			{
				displayName: 'Reply Control',
				name: 'replyControl',
				description: 'Who can reply to the post',
			},
			REPLY_CONTROLS,
		),
	],
);

export const threads: PlatformModule = {
	fields: [options.property],
	read: options.readPlan,
	options: { property: options.property, read: options.readPlan },
};
