// Sending a message: the messaging windows ("Conversations and messages": messaging windows) and
// the background send (States: Message status). A window violation is not an HTTP error: the
// message is accepted and ends `failed`.
import {
	DAY_MS,
	HOUR_MS,
	PRIVATE_REPLY_WINDOW_DAYS,
	STANDARD_REPLY_WINDOW_HOURS,
	type MessageResponseType,
} from '../../nodes/SocialPublishing/serviceApi';
import type { SimContext } from '../core/context';
import type { Comment, Conversation, UserData } from '../core/types';
import {
	isRejected,
	MESSAGE_OUTSIDE_WINDOW,
	MESSAGE_REJECTED,
	PRIVATE_REPLY_ALREADY_SENT,
	PRIVATE_REPLY_EXPIRED,
	type PlatformError,
} from '../engagement/failures';
import type { StoredMessage } from '../conversations/store';

export interface SendRequest {
	conversation: Conversation;
	responseType: MessageResponseType;
	text: string;
	/** Set for a private reply to a comment (`target.commentId`). */
	replyTo?: Comment;
}

export function lastIncomingAt(
	data: UserData,
	conversationId: string,
	now: number,
): number | undefined {
	let last: number | undefined;
	for (const m of data.messages) {
		if (m.conversationId === conversationId && m.direction === 'incoming' && m.createdAt <= now) {
			last = last === undefined ? m.createdAt : Math.max(last, m.createdAt);
		}
	}
	return last;
}

/** Why the platform will refuse this message, judged when it is accepted; undefined = it is sent. */
export function sendFailure(
	data: UserData,
	send: SendRequest,
	now: number,
): PlatformError | undefined {
	if (send.replyTo) {
		const comment = send.replyTo;
		const earlier = (data.messages as StoredMessage[]).some(
			(m) => m.replyToCommentId === comment.id && m.status !== 'failed',
		);
		if (earlier) return PRIVATE_REPLY_ALREADY_SENT;
		if (now - comment.createdAt > PRIVATE_REPLY_WINDOW_DAYS * DAY_MS) return PRIVATE_REPLY_EXPIRED;
	} else if (send.responseType !== 'MESSAGE_TAG') {
		const last = lastIncomingAt(data, send.conversation.id, now);
		if (last === undefined || now - last > STANDARD_REPLY_WINDOW_HOURS * HOUR_MS) {
			return MESSAGE_OUTSIDE_WINDOW;
		}
	}
	return isRejected(send.text) ? MESSAGE_REJECTED : undefined;
}

/** queued → sent or failed after `messageSendMs` of simulated time. */
export function startSending(
	message: StoredMessage,
	failure: PlatformError | undefined,
	ctx: SimContext,
): void {
	ctx.scheduler.at(ctx.clock.now() + ctx.config.durations.messageSendMs, () => {
		if (failure) {
			message.status = 'failed';
			message.errorCode = failure.errorCode;
			message.errorMessage = failure.errorMessage;
		} else {
			message.status = 'sent';
		}
	});
}
