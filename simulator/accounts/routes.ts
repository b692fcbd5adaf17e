// GET /users/me, /users/me/accounts, /users/me/accounts/{id}/subaccounts, /social/pinterest/boards.
import { ENDPOINTS, PINTEREST_BOARDS_MAX } from '../../nodes/SocialPublishing/serviceApi';
import { routeOf, type ResourceModule } from '../core/context';
import { notFound, unprocessable } from '../core/errors';
import type { Account, UserData } from '../core/types';
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

export const accounts: ResourceModule = {
	name: 'accounts',
	seed: seedAccounts,
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
