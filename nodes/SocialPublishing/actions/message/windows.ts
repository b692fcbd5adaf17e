// The messaging windows (spec "Conversations and messages": messaging windows), as a user meets
// them: which window a send depends on, and what to use instead once it has closed.
import { PRIVATE_REPLY_WINDOW_DAYS, STANDARD_REPLY_WINDOW_HOURS } from '../../serviceApi';

export type ReplyType = 'reply' | 'privateReply' | 'messageTag' | 'update';

const HOURS = STANDARD_REPLY_WINDOW_HOURS;
const DAYS = PRIVATE_REPLY_WINDOW_DAYS;

export interface ClosedWindow {
	/** "the 24-hour reply window has closed". */
	what: string;
	/** The rule and what to use instead. */
	instead: string;
}

/** The window a failed send of `replyType` ran into; `repeated`: the comment already had its reply. */
export function closedWindow(replyType: ReplyType, repeated = false): ClosedWindow {
	if (replyType === 'privateReply') {
		return {
			what: repeated
				? 'the comment already has its private reply (one per comment)'
				: `the ${DAYS}-day private reply window of the comment has closed`,
			instead:
				`A private reply is allowed once per comment, within ${DAYS} days of the comment. ` +
				`To write to this person now, use Reply Type "Message Tag" with an approved tag ` +
				`(e.g. Human Agent), or "Reply" if they messaged you within the last ${HOURS} hours.`,
		};
	}
	return {
		what: `the ${HOURS}-hour messaging window has closed`,
		instead:
			`A Reply or an Update must be sent within ${HOURS} hours of the person's last message. ` +
			`To write to them now, use Reply Type "Message Tag" with an approved tag (e.g. Human Agent), ` +
			`or, if they commented on your post within the last ${DAYS} days, "Private Reply to a Comment".`,
	};
}

/**
 * Whether a failed message's code or text says a window closed. The spec does not list the codes:
 * Meta's Send API reports a closed window as code 10, which it also uses for missing permissions.
 */
export function isWindowFailure(errorCode: unknown, errorMessage: unknown): boolean {
	const text = String(errorMessage ?? '');
	if (
		/window|one private reply|already (?:has|had|sent)|more than \d+ (?:hours|days)/i.test(text)
	) {
		return true;
	}
	return Number(errorCode) === 10 && !/permission/i.test(text);
}

export const isRepeatedPrivateReply = (errorMessage: unknown): boolean =>
	/one private reply|already (?:has|had|sent|replied)/i.test(String(errorMessage ?? ''));
