import { defineResource } from '../../form/defineResource';
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
			description:
				"List the connected social accounts (ID, platform, name, username), optionally of one platform. An item's ID is the account ID that the other operations ask for, e.g. Post → Create and Message → Send.",
			action: 'Get many accounts',
		},
		getAllBoards: {
			name: 'Get Many Pinterest Boards',
			description:
				'List the boards of a Pinterest account (at most 250), the account ID from Account → Get Many. A board ID is the Pinterest board that Post → Create needs.',
			action: 'Get many Pinterest boards',
		},
		getAllSubaccounts: {
			name: 'Get Many Subaccounts',
			description:
				'List the Facebook pages, LinkedIn company pages or YouTube playlists of an account, the account ID from Account → Get Many. A page ID is the Facebook page (required) or LinkedIn company page of Post → Create; playlist IDs are its YouTube playlists.',
			action: 'Get many subaccounts',
		},
		getMe: {
			name: 'Get Me',
			description: 'Get the user the API key belongs to; verifies the key and needs no input',
			action: 'Get the current user',
		},
	},
	defaultOperation: 'getAll',
});
