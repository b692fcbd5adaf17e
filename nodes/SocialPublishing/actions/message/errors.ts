// Hints for the service's answers to message requests (spec "Errors": the 404 and 422 reasons of a
// message send). The service's message and reqId stay on the error; only the hint is replaced.
import {
	MESSAGE_TEXT_MAX_BYTES,
	PRIVATE_REPLY_WINDOW_DAYS,
	type HintInput,
	type StatusHints,
} from '../../serviceApi';
import { closedWindow, isRepeatedPrivateReply, type ReplyType } from './windows';

const ACCOUNT_NOT_FOUND =
	'The account is not one of the connected accounts of this API key: choose it from the Account list.';
const MESSAGING_NOT_ENABLED =
	'Messaging works only with an Instagram account connected with messaging permissions. Reconnect the account in the service (accounts connected before messaging existed must be reconnected), then run again.';

/** The spec's reasons of a refused send, told apart by the service's text, first match wins. */
function send422Hints(replyType: ReplyType): Array<[RegExp, string]> {
	const window = closedWindow(replyType);
	return [
		[
			/active[- ]?contacts?|contacts? limit/i,
			"The plan's monthly active-contacts limit is reached: every new person messaged (or privately replied to) counts toward it. People already contacted this month can still be messaged; to reach new ones, upgrade the plan or wait until next month.",
		],
		[
			/account.*expired|expired.*account|reconnect|access token/i,
			'The connected Instagram account has expired: reconnect it in the service, then run again.',
		],
		[
			/window|outside|more than \d+ (?:hours|days)|one private reply|already/i,
			replyType === 'privateReply'
				? `The private reply was refused: ${closedWindow(replyType, false).instead}`
				: `The messaging window has closed. ${window.instead}`,
		],
		[
			/no conversation|conversation .*not found|not .*in .*conversation/i,
			'The recipient must be someone who already wrote to this account: pick them from a conversation (Recipient → From List) or use the sender ID of an incoming message. To reach someone new who commented on your post, use "Private Reply to a Comment".',
		],
		[
			/comment/i,
			`The comment cannot get a private reply: it must be an audience comment (not your own) with status posted, on a post of the chosen Instagram account, and the Recipient must be its author (leave Recipient empty to use the author). One private reply per comment, within ${PRIVATE_REPLY_WINDOW_DAYS} days.`,
		],
		[
			/bytes|too long|text/i,
			`Shorten the text: Instagram messages are at most ${MESSAGE_TEXT_MAX_BYTES} bytes in UTF-8 (an emoji counts 4 bytes, an accented letter 2).`,
		],
		[
			/tag/i,
			'Message Tag needs an approved tag such as Human Agent, and a tag is sent only with Message Tag.',
		],
	];
}

/** What a refused send means (404, or one of the spec's 422 reasons). */
export function sendHints(replyType: ReplyType): StatusHints {
	return {
		404: ({ serviceMessage }: HintInput) =>
			/messaging|not enabled|permission/i.test(serviceMessage)
				? MESSAGING_NOT_ENABLED
				: ACCOUNT_NOT_FOUND,
		422: ({ serviceMessage }: HintInput) => {
			if (replyType === 'privateReply' && isRepeatedPrivateReply(serviceMessage)) {
				return `The private reply was refused: ${closedWindow(replyType, true).instead}`;
			}
			return send422Hints(replyType).find(([pattern]) => pattern.test(serviceMessage))?.[1];
		},
	};
}
