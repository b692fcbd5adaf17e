// The service's 35 endpoints, each once (spec "Endpoints"): method, path, the answer the node relies
// on, the rate-limit group ("Limits"), what to check after an ambiguous failure of a write, and what
// a 404/422 means where every caller means the same. Everything else names an entry (`ENDPOINTS.x`);
// no other file under nodes/ writes a path (test/node/endpoints.test.ts).
import type { EndpointFacts, Hint, WriteFacts } from './endpointTypes';
import type { RateLimitGroup } from './limits';
import {
	anything,
	count,
	cursorList,
	itemList,
	items,
	json,
	noBody,
	object,
	oneOf,
	optional,
	text,
	withId,
	withIdAndStatus,
	withStatus,
} from './shapes';

export * from './endpointTypes';

export interface Endpoint extends EndpointFacts {
	name: EndpointName;
}

const SCHEDULE_NOT_FOUND: Hint = ({ params }) =>
	`No scheduled post ${params.id} for the user of this API key: the ID is wrong, the post was ` +
	'already published or deleted, or it belongs to another user (a key sees only its own ' +
	"user's calendar). List the calendar with Schedule → Get Many.";

const SLOT_NOT_FOUND: Hint = ({ params }) =>
	`No slot ${params.id} for the user of this API key: list the slots with Slot → Get Many.`;

/** Spec "GET /posts/{id}/analytics" and SERVICE-FACTS: a 404 has two usual causes. */
export const ANALYTICS_NOT_FOUND_HINT =
	'The service has no analytics for this ID. Two usual causes: (1) it is not a published post ID. Post → Create and Post → Get work with a postSubmissionId, which this operation does not accept: pick the post from the list here, or take its "id" from Post → Search Published or from a published item of Post → Get Many. (2) The post was published only recently: the service may answer 404 until it has collected the first metrics (about a day after publishing on the Starter plan, about 2 hours on Creator and Agency). Run it again later.';

const SLOT_CHANGE: WriteFacts = {
	what: 'the slot change',
	check: 'look at the weekly slots with Slot → Get Many',
	afterUnknown: 'resend',
};

const SCHEDULE_CHANGE: WriteFacts = {
	what: 'the schedule change',
	check: 'look at the scheduled post with Schedule → Get (or Schedule → Get Many)',
	afterUnknown: 'resend',
};

const listOfIds = json(object({ items: items(withId) }));

const TABLE = {
	// Accounts
	getMe: { method: 'GET', path: '/users/me', answer: json(object()) },
	listAccounts: { method: 'GET', path: '/users/me/accounts', answer: listOfIds },
	listSubaccounts: {
		method: 'GET',
		path: '/users/me/accounts/:accountId/subaccounts',
		answer: listOfIds,
	},
	listPinterestBoards: { method: 'GET', path: '/social/pinterest/boards', answer: listOfIds },

	// Posts
	createPost: {
		method: 'POST',
		path: '/posts',
		answer: json(object({ postSubmissionId: text })),
		limit: 'createPost',
		write: {
			what: 'the post',
			check:
				'look for the post with Post → Get Many (a scheduled post also with Schedule → Get Many)',
			afterUnknown: 'look',
			identical: true,
		},
	},
	getPost: {
		method: 'GET',
		path: '/posts/:postSubmissionId',
		answer: json(object({ status: text })),
		limit: 'readPosts',
	},
	listPosts: {
		method: 'GET',
		path: '/posts',
		answer: json(object({ items: items(withId), cursor: optional(text) })),
		limit: 'readPosts',
	},
	listPublishedPosts: {
		method: 'GET',
		path: '/published-posts',
		answer: json(object({ items: items(withId), count })),
	},

	// Analytics
	listTopPosts: { method: 'GET', path: '/analytics', answer: json(itemList) },
	getPostAnalytics: {
		method: 'GET',
		path: '/posts/:id/analytics',
		answer: json(object()),
		hints: { 404: ANALYTICS_NOT_FOUND_HINT },
	},

	// Comments
	listComments: {
		method: 'GET',
		path: '/comments',
		answer: json(cursorList),
		limit: 'readComments',
	},
	getComment: {
		method: 'GET',
		path: '/comments/:commentId',
		answer: json(withStatus),
		limit: 'readComments',
	},
	createComment: {
		method: 'POST',
		path: '/comments',
		answer: json(withIdAndStatus),
		limit: 'createComment',
		write: {
			what: 'the comment',
			check: 'look for the comment with Comment → Get Many on the same post',
			afterUnknown: 'look',
			identical: true,
		},
	},

	// Conversations and messages
	listConversations: {
		method: 'GET',
		path: '/conversations',
		answer: json(cursorList),
		limit: 'readConversations',
	},
	getConversation: {
		method: 'GET',
		path: '/conversations/:conversationId',
		answer: json(withId),
		limit: 'readConversations',
	},
	listMessages: {
		method: 'GET',
		path: '/messages',
		answer: json(cursorList),
		limit: 'readConversations',
	},
	getMessage: {
		method: 'GET',
		path: '/messages/:messageId',
		answer: json(withStatus),
		limit: 'readConversations',
	},
	sendMessage: {
		method: 'POST',
		path: '/messages',
		answer: json(withIdAndStatus),
		limit: 'createMessage',
		write: {
			what: 'the message',
			check: 'look for the message with Message → Get Many in the conversation',
			afterUnknown: 'look',
			identical: true,
		},
	},

	// Visuals
	createVisual: {
		method: 'POST',
		path: '/videos/from-templates',
		// Spec: `{item: {id, status}}`; "one reference lists a flat `{id}`".
		answer: json(oneOf(object({ item: withId }), withId)),
		limit: 'createVisual',
		write: {
			what: 'the visual',
			check:
				"the service has no list of visuals: look in the service's web app (a second visual uses credits but publishes nothing)",
			afterUnknown: 'stop',
			identical: true,
		},
	},
	getVisual: {
		method: 'GET',
		path: '/videos/creations/:id',
		answer: json(oneOf(object({ item: object({ status: text }) }), object({ status: text }))),
	},
	// "Response envelope: not shown": a list, or `{items}`.
	listTemplates: {
		method: 'GET',
		path: '/videos/templates',
		answer: json(oneOf(items(), itemList)),
	},
	// "Response: not shown".
	deleteVisual: { method: 'DELETE', path: '/videos/:id', answer: { body: anything } },

	// Sources
	createSource: {
		method: 'POST',
		path: '/source-resolutions-v3',
		answer: json(withId),
		limit: 'createSource',
		write: {
			what: 'the extraction',
			check:
				"the service has no list of sources: look in the service's web app (a second extraction publishes nothing)",
			afterUnknown: 'stop',
			identical: true,
		},
	},
	getSource: {
		method: 'GET',
		path: '/source-resolutions-v3/:id',
		answer: json(withStatus),
		limit: 'readSource',
	},

	// Schedules (spec "Schedules": 404 "if missing or owned by another user"; published is gone too)
	listSchedules: {
		method: 'GET',
		path: '/schedules',
		answer: json(object({ items: items(withId), count: optional(count), cursor: optional(text) })),
	},
	getSchedule: {
		method: 'GET',
		path: '/schedules/:id',
		answer: json(object({ schedule: withId })),
		hints: { 404: SCHEDULE_NOT_FOUND },
	},
	updateSchedule: {
		method: 'PATCH',
		path: '/schedules/:id',
		answer: noBody,
		write: SCHEDULE_CHANGE,
		hints: { 404: SCHEDULE_NOT_FOUND },
	},
	deleteSchedule: {
		method: 'DELETE',
		path: '/schedules/:id',
		answer: noBody,
		write: SCHEDULE_CHANGE,
		hints: { 404: SCHEDULE_NOT_FOUND },
	},

	// Slots
	listSlots: { method: 'GET', path: '/schedule/slots', answer: listOfIds },
	createSlots: {
		method: 'POST',
		path: '/schedule/slots',
		// "201: created slots with ids": a list, `{items}` (a public client) or `{slots}`.
		answer: json(
			oneOf(items(withId), object({ items: items(withId) }), object({ slots: items(withId) })),
		),
		write: {
			what: 'the slots',
			check: 'look at the weekly slots with Slot → Get Many',
			afterUnknown: 'look',
		},
	},
	updateSlot: {
		method: 'PATCH',
		path: '/schedule/slots/:id',
		answer: noBody,
		write: SLOT_CHANGE,
		hints: { 404: SLOT_NOT_FOUND },
	},
	// The spec's path segment is `schedules` here.
	deleteSlot: {
		method: 'DELETE',
		path: '/schedules/slots/:id',
		answer: noBody,
		write: SLOT_CHANGE,
		hints: { 404: SLOT_NOT_FOUND },
	},
	// A read in effect (nothing is created), so a retry cannot duplicate anything.
	findNextSlot: {
		method: 'POST',
		path: '/schedule/slots/next-available',
		answer: json(object({ slot: object({ slotId: text, slotTime: text }) })),
		kind: 'read',
	},

	// Media
	uploadMedia: {
		method: 'POST',
		path: '/media',
		answer: json(object({ url: text })),
		limit: 'uploadMedia',
		write: {
			what: 'the hosted copy',
			check:
				'a hosted copy that is not used in a post publishes nothing; running again makes a new copy',
			afterUnknown: 'resend',
		},
	},
	createUpload: {
		method: 'POST',
		path: '/media/uploads',
		answer: json(object({ presignedUrl: text, publicUrl: text })),
		limit: 'createUpload',
		write: {
			what: 'the upload link',
			check:
				'an upload link that was issued but not used stores nothing and expires; running again asks for a new one',
			afterUnknown: 'resend',
			fresh: true,
		},
	},
} as const satisfies Record<string, EndpointFacts>;

export type EndpointName = keyof typeof TABLE;

/** Every endpoint by name: `apiRequest.call(this, ENDPOINTS.createPost, { body })`. */
export const ENDPOINTS = Object.fromEntries(
	Object.entries(TABLE).map(([name, facts]) => [name, { ...facts, name }]),
) as { readonly [K in EndpointName]: Endpoint & (typeof TABLE)[K] & { name: K } };

export const ENDPOINT_LIST: readonly Endpoint[] = Object.values(ENDPOINTS);

/** The path parameters of `path` against `template` (`:x` takes one segment), or undefined. */
function matchPath(template: string, path: string): Record<string, string> | undefined {
	const want = template.split('/');
	const got = path.split('/');
	if (want.length !== got.length) return undefined;
	const params: Record<string, string> = {};
	for (let n = 0; n < want.length; n++) {
		if (want[n].startsWith(':')) {
			if (!got[n]) return undefined;
			params[want[n].slice(1)] = safeDecode(got[n]);
		} else if (want[n] !== got[n]) return undefined;
	}
	return params;
}

function safeDecode(segment: string): string {
	try {
		return decodeURIComponent(segment);
	} catch {
		return segment;
	}
}

const byParams = [...ENDPOINT_LIST].sort(
	(a, b) => a.path.split(':').length - b.path.split(':').length,
);

/**
 * The entry of `method` `path` (relative to the base URL, query ignored) and its path parameters;
 * literal segments win over parameters. A route's own `:name` matches a parameter too.
 */
export function endpointFor(
	method: string,
	path: string,
): { endpoint: Endpoint; params: Record<string, string> } | undefined {
	const bare = path.split('?')[0];
	for (const endpoint of byParams) {
		if (endpoint.method !== method.toUpperCase()) continue;
		const params = matchPath(endpoint.path, bare);
		if (params) return { endpoint, params };
	}
	return undefined;
}

/**
 * The endpoints of each rate-limit group, as `METHOD /path` with `:id` for a path parameter. The
 * simulator limits these; the node paces by the same groups.
 */
export const RATE_LIMITED_ENDPOINTS: Readonly<Record<string, RateLimitGroup>> = Object.fromEntries(
	ENDPOINT_LIST.filter((e) => e.limit).map((e) => [
		`${e.method} ${e.path.replace(/:\w+/g, ':id')}`,
		e.limit as RateLimitGroup,
	]),
);

/** The group of `method` `path` (relative to the base URL, no query), or undefined. */
export function rateLimitGroupOf(method: string, path: string): RateLimitGroup | undefined {
	return endpointFor(method, path)?.endpoint.limit;
}
