// Bad inputs of Account → Get Many, Get Many Subaccounts, Get Many Pinterest Boards.
import { byId } from '../../helpers/n8n';

import { FB, type Rows } from './harness';

export const ACCOUNT_ROWS: Rows = {
	// ---------------------------------------------------------------- account
	'Account → Get Many: limit 0 from an expression': () => ({
		resource: 'account',
		operation: 'getAll',
		bad: { limit: '={{ 0 }}' },
		good: { limit: 5 },
		field: 'Limit',
		fix: /whole number of 1 or more: use 1 or more, or turn on Return All/,
	}),
	'Account → Get Many: limit as text': () => ({
		resource: 'account',
		operation: 'getAll',
		bad: { limit: '={{ "ten" }}' },
		good: { limit: 5 },
		field: 'Limit',
		fix: /whole number of 1 or more: use 1 or more, or turn on Return All/,
	}),
	'Account → Get Many: platform filter not a platform': () => ({
		resource: 'account',
		operation: 'getAll',
		bad: { filters: { platform: '={{ "myspace" }}' } },
		good: { filters: { platform: 'twitter' } },
		field: 'Filters → Platform',
		fix: /use one of/,
	}),
	'Account → Get Many: Return All as text': () => ({
		resource: 'account',
		operation: 'getAll',
		bad: { returnAll: '={{ "yes" }}' },
		good: { returnAll: true },
		field: 'Return All',
		fix: /true or false/,
	}),
	'Account → Get Many Subaccounts: account not an ID': () => ({
		resource: 'account',
		operation: 'getAllSubaccounts',
		bad: { account: byId('acme') },
		good: { account: byId(FB) },
		field: 'Account',
		fix: /numbers such as 1001/,
	}),
	'Account → Get Many Subaccounts: account missing': () => ({
		resource: 'account',
		operation: 'getAllSubaccounts',
		bad: { account: byId('') },
		good: { account: byId(FB) },
		field: 'Account',
		fix: /required/,
	}),
	'Account → Get Many Pinterest Boards: account with a space': () => ({
		resource: 'account',
		operation: 'getAllBoards',
		bad: { account: byId('10 06') },
		good: { account: byId('1006') },
		field: 'Account',
		fix: /numbers such as 1001/,
	}),
};
