// Bad inputs: a wrong API key or Base URL in the credential (any resource).
import type { Rows } from './harness';

export const CREDENTIAL_ROWS: Rows = {
	// Only the service can tell a wrong key: one request, whose 401 names the key and the `=`.
	'wrong key (Account → Get Me)': () => ({
		resource: 'account',
		operation: 'getMe',
		bad: {},
		field: 'API key',
		fix: /copy it exactly as issued/,
		credentials: (s) => ({ apiKey: `${s.apiKey.slice(0, -4)}ZZ==` }),
		allowed: ['GET /users/me'],
	}),
	'key without its trailing = (Account → Get Many)': () => ({
		resource: 'account',
		operation: 'getAll',
		bad: {},
		field: 'API key',
		fix: /including any trailing "="/,
		credentials: (s) => ({ apiKey: s.apiKey.replace(/=+$/, '') }),
		allowed: ['GET /users/me/accounts'],
	}),
	'key with one of its two = dropped (Post → Get Many)': () => ({
		resource: 'post',
		operation: 'getAll',
		bad: {},
		field: 'API key',
		fix: /including any trailing "="/,
		credentials: (s) => ({ apiKey: s.apiKey.slice(0, -1) }),
		allowed: ['GET /posts'],
	}),
	'empty key (Comment → Get Many)': () => ({
		resource: 'comment',
		operation: 'getAll',
		bad: {},
		field: 'API key',
		fix: /copy it exactly as issued/,
		credentials: () => ({ apiKey: '' }),
		allowed: ['GET /comments'],
	}),
	// The transport sends whatever Base URL the credential holds (a service behind a proxy may have
	// another path), so these reach a server: its 404 names the Base URL and /v2.
	'base URL without /v2 (Account → Get Me)': () => ({
		resource: 'account',
		operation: 'getMe',
		bad: {},
		field: 'Base URL',
		fix: /Base URL in the credential ends in \/v2/,
		credentials: (s) => ({ baseUrl: s.baseUrl.replace(/\/v2$/, '') }),
		allowed: ['*'],
	}),
	'base URL without /v2 (Slot → Get Many)': () => ({
		resource: 'slot',
		operation: 'getAll',
		bad: {},
		field: 'Base URL',
		fix: /Base URL in the credential ends in \/v2/,
		credentials: (s) => ({ baseUrl: s.baseUrl.replace(/\/v2$/, '') }),
		allowed: ['*'],
	}),
	'base URL without a scheme (Schedule → Get Many)': () => ({
		resource: 'schedule',
		operation: 'getAll',
		bad: {},
		field: 'Base URL',
		fix: /full address with http:\/\/ or https:\/\/ that ends in \/v2/,
		credentials: (s) => ({ baseUrl: s.baseUrl.replace(/^http:\/\//, '') }),
		allowed: ['*'],
	}),
	'wrong key (Message → Get Many)': () => ({
		resource: 'message',
		operation: 'getAll',
		bad: {},
		field: 'API key',
		fix: /copy it exactly as issued/,
		credentials: () => ({ apiKey: 'not-the-key=' }),
		allowed: ['GET /messages'],
	}),
};
