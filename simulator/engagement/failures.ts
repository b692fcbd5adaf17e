// Failure triggers and the error codes of failed comments and messages (values not shown in the
// spec: Meta Graph API codes, see decisions/comments.md and decisions/messages.md).

/** Text containing this marker is rejected by the platform: the comment or message ends `failed`. */
export const REJECT_MARKER = '[simulate:reject]';

export interface PlatformError {
	errorCode: number;
	errorMessage: string;
}

export const COMMENT_REJECTED: PlatformError = {
	errorCode: 368,
	errorMessage:
		'The platform rejected the comment: the action was deemed abusive or is otherwise disallowed',
};

export const MESSAGE_REJECTED: PlatformError = {
	errorCode: 551,
	errorMessage: 'The platform rejected the message: this person is not available right now',
};

export const MESSAGE_OUTSIDE_WINDOW: PlatformError = {
	errorCode: 10,
	errorMessage:
		'Message sent outside of the allowed window: more than 24 hours since the contact last wrote; ' +
		'use responseType MESSAGE_TAG with an approved tag',
};

export const PRIVATE_REPLY_EXPIRED: PlatformError = {
	errorCode: 10,
	errorMessage:
		'Private reply sent outside of the allowed window: the comment is more than 7 days old',
};

export const PRIVATE_REPLY_ALREADY_SENT: PlatformError = {
	errorCode: 10,
	errorMessage: 'Only one private reply can be sent per comment, and this comment already has one',
};

export const isRejected = (text: string) => text.includes(REJECT_MARKER);
