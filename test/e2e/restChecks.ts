// Checks through the running editor's REST API: the credential test button and list search.
import type { RestResponse } from '../../scripts/n8n/server';
import { CREDENTIAL_TYPE, NODE_TYPE } from '../../scripts/n8n/paths';
import { selectedN8nVersion, versionAtLeast } from '../../scripts/n8n/versions';
import { lastSeq, requestLog, simGet, type E2eCredential, type E2eRestContext } from './context';
import { assert, assertEqual, assertIncludes, show, type Suite } from './harness';

export async function restChecks(suite: Suite, ctx: E2eRestContext): Promise<void> {
	const { sim, rest, credentials } = ctx;
	const wrongKeyMessage = (await simGet(sim, '/users/me', credentials.wrong.apiKey)).body.message;

	/** What the editor's "Test" button sends: the stored credential, with its redacted data. */
	const testCredential = async (cred: E2eCredential) => {
		const stored = await rest.request('GET', `/rest/credentials/${cred.id}?includeData=true`);
		assertEqual(stored.status, 200, `GET /rest/credentials/${cred.id}`);
		const { id, name, type, data } = stored.body.data;
		assert(
			!JSON.stringify(stored.body).includes(cred.apiKey.trim()),
			'the editor API returned the key unredacted',
		);
		const before = await lastSeq(sim);
		const res = await rest.request('POST', '/rest/credentials/test', {
			credentials: { id, name, type, data },
		});
		return { res, log: await requestLog(sim, before) };
	};

	const searchAccounts = (cred: E2eCredential, filter?: string) =>
		listSearch(
			ctx,
			cred,
			'searchAccounts',
			{ account: { __rl: true, mode: 'list', value: '' } },
			filter,
		);

	suite.test('the editor serves the credential type socialPublishingApi', async () => {
		const res = await rest.request('GET', '/types/credentials.json');
		assertEqual(res.status, 200, 'GET /types/credentials.json');
		const types = (res.body as Array<{ name: string; properties: Array<{ name: string }> }>) ?? [];
		const type = types.find((t) => t.name === CREDENTIAL_TYPE);
		assert(type, `${CREDENTIAL_TYPE} not among ${types.length} credential types`);
		// n8n appends its own fields (allowed domains) to every credential type.
		assertEqual(
			type.properties.map((p) => p.name).slice(0, 3),
			['apiKey', 'baseUrl', 'headerName'],
			'credential fields',
		);
	});
	suite.test(
		'credential test with the right key: OK, GET /users/me with the key byte-exact',
		async () => {
			const { res, log } = await testCredential(credentials.good);
			assertEqual(res.status, 200, 'POST /rest/credentials/test');
			assertEqual(res.body.data.status, 'OK', `credential test result ${show(res.body)}`);
			assertEqual(
				log.map((r) => [r.method, r.path, r.keyMatched, r.status]),
				[['GET', '/users/me', true, 200]],
				'requests the test sent',
			);
		},
	);
	suite.test(
		'credential test with a wrong key: Error, the key refused by the service',
		async () => {
			const { res, log } = await testCredential(credentials.wrong);
			assertEqual(res.status, 200, 'POST /rest/credentials/test');
			assertEqual(res.body.data.status, 'Error', `credential test result ${show(res.body)}`);
			// n8n 2.8.4 answers with its own text: a credential's response `rules` are not applied here.
			assert(String(res.body.data.message ?? '').length > 0, 'the test gives a message');
			assert(log.length >= 1, 'the test sent no request');
			assert(
				log.every(
					(r) => r.path === '/users/me' && r.keyPresent && !r.keyMatched && r.status === 401,
				),
				`requests the test sent: ${show(log)}`,
			);
		},
	);
	/** The Test of a stored credential after editing fields in the form (the key stays redacted). */
	const testEdited = async (cred: E2eCredential, edit: Record<string, string>) => {
		const stored = await rest.request('GET', `/rest/credentials/${cred.id}?includeData=true`);
		const { id, name, type, data } = stored.body.data;
		const res = await rest.request('POST', '/rest/credentials/test', {
			credentials: { id, name, type, data: { ...data, ...edit } },
		});
		assertEqual(res.status, 200, 'POST /rest/credentials/test');
		return res.body.data as { status: string; message?: string };
	};
	// n8n applies a credential test's response rules (the messages naming the field) from 2.40.7 on,
	// as far as proven here; 2.8.4 shows its own text for a 401 or 404.
	const rulesApplied = versionAtLeast(selectedN8nVersion(), '2.40.7');
	const fieldNamed = (result: { status: string; message?: string }, field: string) => {
		assertEqual(result.status, 'Error', `credential test result ${show(result)}`);
		if (rulesApplied) assertIncludes(String(result.message), `check the ${field} field`, 'message');
		else assert(String(result.message ?? '').length > 0, 'the test gives a message');
	};
	suite.test('credential test with a wrong key: the message names the API Key field', async () => {
		fieldNamed(await testEdited(credentials.wrong, {}), 'API Key');
	});
	suite.test(
		'credential test of a Base URL without the version segment: the message names the Base URL field',
		async () => {
			const baseUrl = sim.baseUrl.replace(/\/v2$/, '');
			fieldNamed(await testEdited(credentials.good, { baseUrl }), 'Base URL');
		},
	);
	suite.test('list search: accounts filtered by name', async () => {
		const accounts = (await simGet(sim, '/users/me/accounts')).body.items as Array<{
			id: string;
			fullname: string;
		}>;
		const expected = accounts.filter((a) => a.fullname.includes('Roastery')).map((a) => a.id);
		assert(expected.length === 1, 'seed has one "Acme Roastery" account');
		const before = await lastSeq(sim);
		const res = await searchAccounts(credentials.good, 'roastery');
		assertEqual(res.status, 200, `resource-locator-results ${show(res.body)}`);
		const results = res.body.data.results as Array<{ name: string; value: string }>;
		assertEqual(
			results.map((r) => r.value),
			expected,
			'searchAccounts values',
		);
		assertIncludes(results[0].name, 'Acme Roastery', 'result name');
		const log = await requestLog(sim, before);
		assert(log.length >= 1 && log.every((r) => r.keyMatched), `requests: ${show(log)}`);
	});
	suite.test('list search: accounts without a filter lists every account', async () => {
		const accounts = (await simGet(sim, '/users/me/accounts')).body.items as Array<{ id: string }>;
		const res = await searchAccounts(credentials.good);
		assertEqual(res.status, 200, `resource-locator-results ${show(res.body)}`);
		assertEqual(
			res.body.data.results.map((r: { value: string }) => r.value),
			accounts.map((a) => a.id),
			'searchAccounts values',
		);
	});
	suite.test(
		'list search: an account field limited to Pinterest offers only Pinterest accounts',
		async () => {
			const pinterest = (await simGet(sim, '/users/me/accounts?platform=pinterest')).body
				.items as Array<{ id: string }>;
			const before = await lastSeq(sim);
			const res = await listSearch(ctx, credentials.good, 'searchPinterestAccounts', {
				operation: 'getAllBoards',
				account: { __rl: true, mode: 'list', value: '' },
			});
			assertEqual(res.status, 200, `resource-locator-results ${show(res.body)}`);
			assertEqual(
				res.body.data.results.map((r: { value: string }) => r.value),
				pinterest.map((a) => a.id),
				'searchPinterestAccounts values',
			);
			const log = await requestLog(sim, before);
			assert(
				log.some((r) => r.path === '/users/me/accounts' && r.query.platform === 'pinterest'),
				`no ?platform=pinterest request in ${show(log)}`,
			);
		},
	);
	suite.test('list search: subaccounts of the chosen account, filtered by name', async () => {
		const pages = (await simGet(sim, '/users/me/accounts/1004/subaccounts')).body.items as Array<{
			id: string;
			name: string;
		}>;
		const expected = pages.filter((p) => p.name.toLowerCase().includes('events')).map((p) => p.id);
		assertEqual(expected.length, 1, 'seed has one "Events" page');
		const res = await listSearch(
			ctx,
			credentials.good,
			'searchSubaccounts',
			{
				account: { __rl: true, mode: 'id', value: '1004' },
				subaccount: { __rl: true, mode: 'list', value: '' },
			},
			'events',
		);
		assertEqual(res.status, 200, `resource-locator-results ${show(res.body)}`);
		assertEqual(
			res.body.data.results.map((r: { value: string }) => r.value),
			expected,
			'searchSubaccounts values',
		);
	});
	suite.test('list search: Pinterest boards of the chosen account', async () => {
		const boards = (await simGet(sim, '/social/pinterest/boards?accountId=1006')).body
			.items as Array<{ id: string }>;
		const res = await listSearch(ctx, credentials.good, 'searchBoards', {
			operation: 'getAllBoards',
			account: { __rl: true, mode: 'id', value: '1006' },
			board: { __rl: true, mode: 'list', value: '' },
		});
		assertEqual(res.status, 200, `resource-locator-results ${show(res.body)}`);
		assertEqual(
			res.body.data.results.map((r: { value: string }) => r.value),
			boards.map((b) => b.id),
			'searchBoards values',
		);
	});
	suite.test('list search with a wrong key shows the 401 message, not an empty list', async () => {
		const res = await searchAccounts(credentials.wrong);
		assert(res.status >= 400, `expected an error status, got ${res.status} ${show(res.body)}`);
		assertIncludes(JSON.stringify(res.body), wrongKeyMessage, 'error shown to the user');
		assert(
			!JSON.stringify(res.body).includes(credentials.wrong.apiKey),
			'the key appears in the error',
		);
	});
	await suite.run();
}

const LOCATOR_FIELDS: Record<string, string> = {
	searchBoards: 'board',
	searchSubaccounts: 'subaccount',
};

function listSearch(
	ctx: E2eRestContext,
	cred: E2eCredential,
	methodName: string,
	parameters: Record<string, unknown>,
	filter?: string,
): Promise<RestResponse> {
	return ctx.rest.request('POST', '/rest/dynamic-node-parameters/resource-locator-results', {
		path: `parameters.${LOCATOR_FIELDS[methodName] ?? 'account'}`,
		nodeTypeAndVersion: { name: NODE_TYPE, version: 1 },
		methodName,
		currentNodeParameters: { resource: 'account', operation: 'getAllSubaccounts', ...parameters },
		credentials: { [CREDENTIAL_TYPE]: { id: cred.id, name: cred.name } },
		...(filter === undefined ? {} : { filter }),
	});
}
