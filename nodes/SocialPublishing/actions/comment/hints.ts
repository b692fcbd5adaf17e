// What a 404 or 422 from the comment endpoints means for this form (spec "Errors": 404 for the
// comments list and post, 422 for invalid filters or a refused comment; its reasons "not shown").
import type { StatusHints } from '../../serviceApi';

const PUBLISHED_POST_ID =
	'the published post ID (from the list, Post → Search Published, or the published items of Post → Get Many), not the submission ID that Post → Create returns';

export const HINTS = {
	get: {
		'404':
			'No comment has this ID for this credential: check Comment (Comment → Get Many lists the IDs). A comment of another user of the service is not visible.',
	},
	getAll: {
		'404': `A filter names something this credential does not have: check Account, Published Post (${PUBLISHED_POST_ID}) and Parent Comment.`,
		'422':
			'The service refused a filter value (see the message above): Since and Until must be date-times, Since not later than Until.',
	},
	parent: {
		'404':
			'No comment has this ID for this credential: check Reply To Comment (its list shows the comments on the chosen post that can be replied to).',
	},
	create: {
		'404': `Check Published Post: it must be a Facebook or Instagram post published through the service, given by ${PUBLISHED_POST_ID}.`,
		'422':
			'The service refused the comment (see the message above). It takes text of 1-10000 characters (2200 on Instagram), and replies only to a posted top-level comment on the same post. Replies to audience comments also count toward the monthly active-contacts limit of the plan: when it is reached, the service refuses them.',
	},
} satisfies Record<string, StatusHints>;
