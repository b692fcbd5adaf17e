// Threads: who can reply.
import type { ThreadsReplyControl } from '../../../../spec';
import {
	optionsCollection,
	plan,
	targetField,
	type EnumLabels,
	type PlatformModule,
	type TargetContext,
} from './kit';

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

function readOptions(t: TargetContext) {
	const target = {};
	options.read(t, target);
	return plan(target);
}

export const threads: PlatformModule = {
	fields: [options.property],
	read: readOptions,
	options: { property: options.property, read: readOptions },
};
