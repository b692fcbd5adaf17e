// GET /users/me, /users/me/accounts, /users/me/accounts/{id}/subaccounts, /social/pinterest/boards.
import {
	ENDPOINTS,
	PINTEREST_BOARDS_MAX,
	PLATFORMS,
	type Platform,
} from '../../nodes/SocialPublishing/serviceApi';
import { routeOf, type ResourceModule } from '../core/context';
import { ApiError, notFound, unprocessable } from '../core/errors';
import type { Account, Json, UserData } from '../core/types';
import { seedAccounts } from '../seed/accounts';
import * as schemas from './schemas';

export function findAccount(data: UserData, accountId: string): Account | undefined {
	return data.accounts.find((a) => a.id === accountId);
}

const publicAccount = (a: Account) => ({
	id: a.id,
	platform: a.platform,
	fullname: a.fullname,
	username: a.username,
	profileImageUrl: a.profileImageUrl,
});

/** Control action `activity/account`: the user connects one more account (tests: two of a platform). */
function connectAccount(data: UserData, body: Json): Json {
	const platform = body.platform as Platform;
	if (!PLATFORMS.includes(platform)) {
		throw new ApiError(400, `platform must be one of: ${PLATFORMS.join(', ')}`);
	}
	if (typeof body.username !== 'string' || !body.username) {
		throw new ApiError(400, 'username is required');
	}
	const id = String(Math.max(1000, ...data.accounts.map((a) => Number(a.id) || 0)) + 1);
	const account: Account = {
		id,
		platform,
		fullname: typeof body.fullname === 'string' ? body.fullname : body.username,
		username: body.username,
		profileImageUrl: `https://images.social-publishing.test/avatars/${id}.png`,
		messagingEnabled: platform === 'instagram',
	};
	data.accounts.push(account);
	return publicAccount(account);
}

export const accounts: ResourceModule = {
	name: 'accounts',
	seed: seedAccounts,
	control: { 'activity/account': connectAccount },
	routes: [
		{
			...routeOf(ENDPOINTS.getMe),
			schema: schemas.getMe,
			// Shape not shown in the spec: see DECISIONS.md.
			handler: (req) => ({
				body: {
					id: req.user.id,
					email: req.user.email,
					subscriptionStatus: req.user.subscriptionStatus,
				},
			}),
		},
		{
			...routeOf(ENDPOINTS.listAccounts),
			schema: schemas.listAccounts,
			handler: (req) => {
				const platform = req.query.platform;
				const items = req.data.accounts.filter((a) => !platform || a.platform === platform);
				return { body: { items: items.map(publicAccount) } };
			},
		},
		{
			...routeOf(ENDPOINTS.listSubaccounts),
			schema: schemas.listSubaccounts,
			handler: (req) => {
				const account = findAccount(req.data, req.params.accountId);
				if (!account) throw notFound(`Account ${req.params.accountId} not found`);
				const items = req.data.subaccounts.filter((s) => s.accountId === account.id);
				return {
					body: { items: items.map(({ id, accountId, name }) => ({ id, accountId, name })) },
				};
			},
		},
		{
			...routeOf(ENDPOINTS.listPinterestBoards),
			schema: schemas.listBoards,
			handler: (req) => {
				const accountId = req.query.accountId as string;
				const account = findAccount(req.data, accountId);
				if (!account) throw notFound(`Account ${accountId} not found`);
				if (account.platform !== 'pinterest') {
					throw unprocessable(
						`accountId ${accountId} is a ${account.platform} account; boards need a pinterest account`,
					);
				}
				const items = req.data.boards
					.filter((b) => b.accountId === accountId)
					.slice(0, PINTEREST_BOARDS_MAX)
					.map(({ id, name }) => ({ id, name }));
				return { body: { items } };
			},
		},
	],
};
