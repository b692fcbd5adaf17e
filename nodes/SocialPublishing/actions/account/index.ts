import { defineResource } from '../node.type';
import * as getAll from './getAll.operation';
import * as getAllBoards from './getAllBoards.operation';
import * as getAllSubaccounts from './getAllSubaccounts.operation';
import * as getMe from './getMe.operation';

export const account = defineResource({
	resource: 'account',
	displayName: 'Account',
	operations: { getMe, getAll, getAllSubaccounts, getAllBoards },
	options: {
		getAll: {
			name: 'Get Many',
			description: 'List the connected social accounts',
			action: 'Get many accounts',
		},
		getAllBoards: {
			name: 'Get Many Pinterest Boards',
			description: 'List the boards of a Pinterest account',
			action: 'Get many Pinterest boards',
		},
		getAllSubaccounts: {
			name: 'Get Many Subaccounts',
			description:
				'List the Facebook pages, LinkedIn company pages or YouTube playlists of an account',
			action: 'Get many subaccounts',
		},
		getMe: {
			name: 'Get Me',
			description: 'Get the user the API key belongs to (verifies the key)',
			action: 'Get the current user',
		},
	},
	defaultOperation: 'getAll',
});
