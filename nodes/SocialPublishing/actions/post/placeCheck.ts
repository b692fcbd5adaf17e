// A Facebook page, LinkedIn company page, YouTube playlist or Pinterest board must be one of the
// account's own. The service refuses another (422) only once the post is sent, when the targets
// before it in a cross-post are already out: so it is checked before anything is sent, as the
// account is (accountCheck.ts), each account's list read once per execution.
import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';

import type { TargetType } from '../../serviceApi';
import { ENDPOINTS } from '../../serviceApi';
import { apiRequest } from '../../transport';
import { fail, type FieldError } from '../../form';
import { problemOf } from './accountCheck';
import type { PostPlan } from '../../draft';

interface Place {
	/** The field of the form, as its error names it. */
	field: string;
	/** What the plan's target holds: one id or several. */
	key: 'pageId' | 'boardId' | 'playlistIds';
	what: string;
	/** Where the user finds the right ones. */
	list: string;
	boards?: true;
}

const PLACES: Partial<Record<TargetType, Place>> = {
	facebook: {
		field: 'Facebook Page',
		key: 'pageId',
		what: 'a page',
		list: 'Account → Get Many Subaccounts',
	},
	linkedin: {
		field: 'Company Page',
		key: 'pageId',
		what: 'a company page',
		list: 'Account → Get Many Subaccounts',
	},
	youtube: {
		field: 'YouTube Options → Playlist Names or IDs',
		key: 'playlistIds',
		what: 'a playlist',
		list: 'Account → Get Many Subaccounts',
	},
	pinterest: {
		field: 'Board',
		key: 'boardId',
		what: 'a board',
		list: 'Account → Get Many Pinterest Boards',
		boards: true,
	},
};

/** Each account's pages and playlists, or boards, read once per execution of the node. */
const placesByExecution = new WeakMap<IExecuteFunctions, Map<string, Promise<IDataObject[]>>>();

function placesOf(ctx: IExecuteFunctions, i: number, accountId: string, boards: boolean) {
	let byAccount = placesByExecution.get(ctx);
	if (!byAccount) {
		byAccount = new Map();
		placesByExecution.set(ctx, byAccount);
	}
	const key = `${boards ? 'boards' : 'subaccounts'}:${accountId}`;
	let read = byAccount.get(key);
	if (!read) {
		read = (
			boards
				? apiRequest.call(ctx, ENDPOINTS.listPinterestBoards, { qs: { accountId }, itemIndex: i })
				: apiRequest.call(ctx, ENDPOINTS.listSubaccounts, {
						params: { accountId: ['Account', accountId] },
						itemIndex: i,
					})
		).then((answer) => (answer.items as IDataObject[] | undefined) ?? []);
		byAccount.set(key, read);
	}
	return read;
}

/** Throws a FieldError when a page, board or playlist of the plan is not among the account's. */
export async function checkPlace(ctx: IExecuteFunctions, i: number, plan: PostPlan): Promise<void> {
	const place = PLACES[plan.platform];
	const value = place && plan.target.target[place.key];
	if (!place || value === undefined) return;
	const ids = (Array.isArray(value) ? value : [value]).map(String);
	const own = await placesOf(ctx, i, plan.accountId, place.boards === true);
	const missing = ids.filter((id) => !own.some((p) => String(p.id) === id));
	if (!missing.length) return;
	const names = own
		.slice(0, 5)
		.map((p) => `${String(p.name ?? p.id)} (${String(p.id)})`)
		.join(', ');
	const offered = own.length
		? `Its own: ${names}${own.length > 5 ? ', …' : ''}.`
		: `The account has none connected.`;
	fail(
		place.field,
		`${missing.join(', ')} is not ${place.what} of account ${plan.accountId}: pick one from the list (or ${place.list}). ${offered}`,
	);
}

/** The place check as one more problem of the form (accountCheck.ts's problemOf). */
export async function placeProblem(
	ctx: IExecuteFunctions,
	i: number,
	plan: PostPlan | undefined,
	otherProblems: boolean,
): Promise<FieldError | undefined> {
	if (!plan) return undefined;
	return await problemOf(() => checkPlace(ctx, i, plan), otherProblems);
}
