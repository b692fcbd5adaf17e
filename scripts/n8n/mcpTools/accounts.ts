// The account tools: the user, the connected accounts, their Pinterest boards.
import { PLATFORMS, expr, locator } from './builders';
import type { McpTool } from './types';

export const ACCOUNT_TOOLS: McpTool[] = [
	{
		name: 'get_user',
		rest: 'GET /users/me',
		resource: 'account',
		operation: 'getMe',
		description:
			'The user the API key belongs to (user id, email, subscription status). Use it to check that the connection works.',
		args: {},
		parameters: () => ({}),
	},
	{
		name: 'list_accounts',
		rest: 'GET /users/me/accounts',
		resource: 'account',
		operation: 'getAll',
		description:
			'The connected social accounts: id, platform, fullname, username, and for facebook, linkedin and youtube their subaccounts (pages, playlists). Call it first: its ids are the accountId of service_create_post, service_send_message, service_list_pinterest_boards and the account filters; a subaccount id is the pageId (facebook, linkedin) or one of the playlistIds (youtube) of service_create_post.',
		args: {
			platform: {
				type: 'string',
				description: `Only the accounts of this platform: ${PLATFORMS}; leave out for all`,
				default: '',
			},
		},
		parameters: (arg) => ({
			returnAll: true,
			filters: { platform: expr(arg('platform')) },
			// Spec: list_accounts is GET /users/me/accounts "(with subaccounts)".
			options: { includeSubaccounts: true },
		}),
	},
	{
		name: 'list_pinterest_boards',
		rest: 'GET /social/pinterest/boards',
		resource: 'account',
		operation: 'getAllBoards',
		description:
			'The boards of a pinterest account: id and name. A board id is the boardId of a pinterest post in service_create_post.',
		args: {
			accountId: {
				type: 'string',
				description: 'The id of a pinterest account, from service_list_accounts',
			},
		},
		parameters: (arg) => ({ account: locator(arg('accountId')), returnAll: true }),
	},
];
