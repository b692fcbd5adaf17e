import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import {
	MESSAGE_TAGS,
	MESSAGE_TEXT_MAX_BYTES,
	PRIVATE_REPLY_WINDOW_DAYS,
	STANDARD_REPLY_WINDOW_HOURS,
	type MessageResponseType,
	ENDPOINTS,
} from '../../serviceApi';
import { apiRequest, finishLater, sameMessageLookUp, waitForCompletion } from '../../transport';
import type { OperationResult } from '../../form/defineResource';
import { accountLocator } from '../../accounts';
import { COMPLETIONS } from '../../transport/completions';
import {
	checkNumericId,
	readAccountId,
	fail,
	isSet,
	updateDisplayOptions,
	waitForCompletionFields,
	dryRunField,
	optionsField,
	readDryRun,
	readWait,
	identicalCreatesField,
	alreadyOnServiceField,
	readAlreadyOnServiceWindow,
} from '../../form';
import { conversationLocator } from '../../messaging';
import { readLocator } from '../../form/locator';
import { sendHints } from './errors';
import { closedWindow, isRepeatedPrivateReply, isWindowFailure, type ReplyType } from './windows';

const HOURS = STANDARD_REPLY_WINDOW_HOURS;
const DAYS = PRIVATE_REPLY_WINDOW_DAYS;

/** Reply types as a user thinks of them, and what each sends as the response type. */
const REPLY_TYPES: Record<ReplyType, MessageResponseType | undefined> = {
	reply: 'RESPONSE',
	// A private reply is identified by the comment; the response type is left to the service.
	privateReply: undefined,
	messageTag: 'MESSAGE_TAG',
	update: 'UPDATE',
};

/** Values accepted from expressions: ours and the service's own response types. */
const REPLY_TYPE_ALIASES: Record<string, ReplyType> = {
	RESPONSE: 'reply',
	MESSAGE_TAG: 'messageTag',
	UPDATE: 'update',
};

const tagLabel = (tag: string) =>
	tag
		.toLowerCase()
		.split('_')
		.map((w) => w[0].toUpperCase() + w.slice(1))
		.join(' ');

const notPrivate = { replyType: ['reply', 'messageTag', 'update'] };

const properties: INodeProperties[] = [
	accountLocator({ accounts: 'message', description: 'The Instagram account to send from' }),
	{
		displayName: 'Reply Type',
		name: 'replyType',
		type: 'options',
		options: [
			{
				name: 'Reply',
				value: 'reply',
				description: `Answer someone who wrote to the account within the last ${HOURS} hours`,
			},
			{
				name: 'Private Reply to a Comment',
				value: 'privateReply',
				description: `One direct message to the author of a comment on your post, within ${DAYS} days of the comment`,
			},
			{
				name: 'Message Tag',
				value: 'messageTag',
				description: `A tagged message (e.g. Human Agent) that may be sent after the ${HOURS}-hour window`,
			},
			{
				name: 'Update',
				value: 'update',
				description: `A non-promotional update, within ${HOURS} hours of the person's last message`,
			},
		],
		default: 'reply',
		hint: `Instagram's windows: Reply and Update within ${HOURS} h of their last message; one Private Reply within ${DAYS} days of the comment; after that, Message Tag.`,
	},
	{
		displayName: 'Tag',
		name: 'tag',
		type: 'options',
		options: MESSAGE_TAGS.map((value) => ({ name: tagLabel(value), value })),
		default: '',
		required: true,
		description:
			"The approved message tag (Human Agent: a person on your team answers the person's earlier question)",
		displayOptions: { show: { replyType: ['messageTag'] } },
	},
	{
		displayName: 'Comment',
		name: 'comment',
		type: 'resourceLocator',
		default: { mode: 'list', value: '' },
		required: true,
		description: `The Instagram comment to answer privately (an audience comment, at most ${DAYS} days old, not answered privately before)`,
		typeOptions: { loadOptionsDependsOn: ['account.value'] },
		modes: [
			{
				displayName: 'From List',
				name: 'list',
				type: 'list',
				placeholder: 'Select a comment...',
				typeOptions: { searchListMethod: 'searchPrivateReplyComments', searchable: true },
			},
			{
				displayName: 'By ID',
				name: 'id',
				type: 'string',
				placeholder: 'e.g. cmt_000001',
			},
		],
		displayOptions: { show: { replyType: ['privateReply'] } },
	},
	{
		...conversationLocator({
			required: false,
			description:
				'The conversation to pick the recipient from (only helps fill Recipient; it is not sent)',
		}),
		displayOptions: { show: notPrivate },
	},
	{
		displayName: 'Recipient',
		name: 'recipient',
		type: 'resourceLocator',
		default: { mode: 'list', value: '' },
		required: true,
		description:
			'The person to write to: a participant of the conversation, or the sender ID of an incoming message (the person must have written to the account)',
		typeOptions: {
			loadOptionsDependsOn: ['conversation.value', 'account.value', 'comment.value', 'replyType'],
		},
		modes: [
			{
				displayName: 'From List',
				name: 'list',
				type: 'list',
				placeholder: 'Select a person...',
				typeOptions: { searchListMethod: 'searchMessageRecipients', searchable: true },
			},
			{
				displayName: 'By ID',
				name: 'id',
				type: 'string',
				placeholder: "e.g. 6904700000000123 (an incoming message's sender ID)",
			},
		],
		displayOptions: { show: notPrivate },
	},
	{
		displayName: 'Recipient',
		name: 'recipient',
		type: 'resourceLocator',
		default: { mode: 'list', value: '' },
		description: "The comment's author. Leave empty to use the author of the chosen comment.",
		typeOptions: { loadOptionsDependsOn: ['comment.value', 'replyType'] },
		modes: [
			{
				displayName: 'From List',
				name: 'list',
				type: 'list',
				placeholder: "Select the comment's author...",
				typeOptions: { searchListMethod: 'searchMessageRecipients', searchable: true },
			},
			{
				displayName: 'By ID',
				name: 'id',
				type: 'string',
				placeholder: 'e.g. 6904700000000123',
			},
		],
		displayOptions: { show: { replyType: ['privateReply'] } },
	},
	{
		displayName: 'Text',
		name: 'text',
		type: 'string',
		typeOptions: { rows: 4 },
		default: '',
		required: true,
		hint: `At most ${MESSAGE_TEXT_MAX_BYTES} bytes in UTF-8: about ${MESSAGE_TEXT_MAX_BYTES} plain letters, or ${MESSAGE_TEXT_MAX_BYTES / 4} emoji (an emoji counts 4 bytes, an accented letter 2).`,
	},
	optionsField([
		...waitForCompletionFields({
			default: true,
			waitDescription:
				'Whether to wait until the message is sent or failed, and output its status. A message outside its window fails a moment after it is accepted.',
			timeoutSeconds: 60,
			afterTimeout: 'the message may still be sent afterwards',
		}),
		identicalCreatesField,
		alreadyOnServiceField('message'),
		dryRunField(),
	]),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['message'], operation: ['send'] } },
	properties,
);

function readReplyType(value: unknown): ReplyType {
	const text = String(value ?? '').trim();
	if (Object.hasOwn(REPLY_TYPES, text)) return text as ReplyType;
	if (Object.hasOwn(REPLY_TYPE_ALIASES, text)) return REPLY_TYPE_ALIASES[text];
	return fail(
		'Reply Type',
		`'${text}' is not allowed: use one of ${Object.keys(REPLY_TYPES).join(', ')}`,
	);
}

/** Spec "Limits": at most 1000 bytes of UTF-8; the error says how many characters to cut. */
export function checkMessageText(value: unknown): string {
	const text = typeof value === 'string' ? value : String(value ?? '');
	if (!text.trim()) fail('Text', 'is required: enter the message');
	const bytes = Buffer.byteLength(text, 'utf8');
	if (bytes > MESSAGE_TEXT_MAX_BYTES) {
		const chars = [...text];
		let excess = bytes - MESSAGE_TEXT_MAX_BYTES;
		let cut = 0;
		while (excess > 0) excess -= Buffer.byteLength(chars[chars.length - 1 - cut++], 'utf8');
		fail(
			'Text',
			`is ${bytes} bytes in UTF-8, ${bytes - MESSAGE_TEXT_MAX_BYTES} over Instagram's limit of ${MESSAGE_TEXT_MAX_BYTES} bytes (an emoji counts 4 bytes, an accented letter 2): cut at least ${cut} character${cut === 1 ? '' : 's'} from the end`,
		);
	}
	return text;
}

interface SendPlan {
	accountId: string;
	replyType: ReplyType;
	recipientId: string;
	commentId?: string;
	text: string;
	tag?: string;
}

/** Everything checked before anything is sent. */
function readPlan(ctx: IExecuteFunctions, i: number): SendPlan {
	const accountId = readLocator(ctx, 'account', i);
	if (!accountId) fail('Account', 'is required: pick the Instagram account to send from');
	readAccountId('Account', accountId);
	const replyType = readReplyType(ctx.getNodeParameter('replyType', i, 'reply'));
	const text = checkMessageText(ctx.getNodeParameter('text', i, ''));
	const tagValue = ctx.getNodeParameter('tag', i, '') as unknown;
	const commentId = readLocator(ctx, 'comment', i);
	const recipientId = readLocator(ctx, 'recipient', i);
	if (recipientId) checkNumericId('Recipient', recipientId, '6904700000000123');
	let tag: string | undefined;
	if (replyType === 'messageTag') {
		if (!isSet(tagValue)) {
			fail('Tag', `is required with Message Tag: choose one of ${MESSAGE_TAGS.join(', ')}`);
		}
		tag = String(tagValue);
		if (!(MESSAGE_TAGS as readonly string[]).includes(tag)) {
			fail('Tag', `'${tag}' is not allowed: use one of ${MESSAGE_TAGS.join(', ')}`);
		}
	} else if (isSet(tagValue)) {
		fail(
			'Tag',
			`is only sent with Reply Type Message Tag (Reply Type is ${replyType}): clear the tag or choose Message Tag`,
		);
	}
	if (replyType === 'privateReply') {
		if (!commentId) {
			fail('Comment', 'is required for a private reply: pick the comment or enter its ID');
		}
	} else {
		if (commentId) {
			fail(
				'Comment',
				`is only used with Reply Type Private Reply to a Comment (Reply Type is ${replyType}): clear it or choose Private Reply`,
			);
		}
		if (!recipientId) {
			fail(
				'Recipient',
				"is required: pick a participant of the conversation, or enter an incoming message's sender ID",
			);
		}
	}
	return { accountId, replyType, recipientId, commentId: commentId || undefined, text, tag };
}

/** A private reply goes to the comment's author: read it when Recipient is empty. */
async function commentAuthor(this: IExecuteFunctions, i: number, commentId: string) {
	const comment = await apiRequest.call(this, ENDPOINTS.getComment, {
		params: { commentId: ['Reply To Comment', commentId] },
		itemIndex: i,
		hints: {
			404: `No comment ${commentId} was found: pick the comment from the list (Instagram comments of the chosen account) or check its ID.`,
		},
	});
	if (typeof comment.authorId !== 'string' || !comment.authorId) {
		fail('Recipient', `comment ${commentId} has no known author: enter the recipient's ID`);
	}
	return comment.authorId as string;
}

/**
 * A send that ended `failed` outside its window: the window and what to use instead, for the
 * waiter's error (the message's own fields stay on it). Any other failure: the waiter's words.
 */
function windowFailure(plan: SendPlan) {
	return (resource: IDataObject) => {
		if (!isWindowFailure(resource.errorCode, resource.errorMessage)) return undefined;
		const repeated =
			plan.replyType === 'privateReply' && isRepeatedPrivateReply(resource.errorMessage);
		const window = closedWindow(plan.replyType, repeated);
		const code = isSet(resource.errorCode) ? ` (error code ${String(resource.errorCode)})` : '';
		return {
			reason: `${window.what}. The service said: ${String(resource.errorMessage ?? 'no reason given')}${code}`,
			fix: window.instead,
		};
	};
}

export async function execute(this: IExecuteFunctions, i: number): Promise<OperationResult> {
	const windowHours = readAlreadyOnServiceWindow(this, i);
	const plan = readPlan(this, i);
	if (plan.replyType === 'privateReply' && !plan.recipientId) {
		plan.recipientId = await commentAuthor.call(this, i, plan.commentId!);
	}
	const waiting = readWait(this, i, { wait: true, timeoutSeconds: 60 });
	const responseType = REPLY_TYPES[plan.replyType];
	const target: IDataObject = { targetType: 'instagram' };
	if (plan.commentId) target.commentId = plan.commentId;
	if (responseType) target.responseType = responseType;
	if (plan.tag) target.tag = plan.tag;
	const body = {
		accountId: plan.accountId,
		recipientId: plan.recipientId,
		text: plan.text,
		target,
	};
	readDryRun.call(this, i);
	const check = sameMessageLookUp(this, i, body, windowHours);
	const sent = await apiRequest.call(this, ENDPOINTS.sendMessage, {
		body,
		itemIndex: i,
		hints: sendHints(plan.replyType),
		lookUp: check?.lookUp,
		sendHooks: check,
	});
	const note = check?.note();
	const message = note ? { ...sent, ...note } : sent;
	if (!waiting.wait) return message;
	const id = String(message.id);
	// The next items are sent while this one is waited for.
	// The look-up's note stays with the message as it ended.
	return await finishLater(this, i, async () => ({
		...(await waitForCompletion.call(this, COMPLETIONS.message, id, {
			timeoutSeconds: waiting.timeoutSeconds,
			itemIndex: i,
			explainFailed: windowFailure(plan),
		})),
		...note,
	}));
}
