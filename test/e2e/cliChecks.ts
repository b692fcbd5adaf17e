// Checks through n8n's CLI: the package loads, and workflows run by `n8n execute` reach the simulator.
import { nodeError, nodeItems } from '../../scripts/n8n/cli';
import { exampleWorkflows, localCredential, withFilesDir } from '../../scripts/n8n/examples';
import { NODE_TYPE, TOOL_NODE_TYPE } from '../../scripts/n8n/paths';
import { credentialImport, lastSeq, requestLog, simGet, type E2eContext } from './context';
import { assert, assertEqual, assertIncludes, show, type Suite } from './harness';
import { accountsWorkflow, failingWorkflow, PADDED_KEY_NODE, WRONG_KEY_NODE } from './workflows';

const ACCOUNTS_WF = 'e2eAccounts';
const FAILING_WF = 'e2eWrongKeyFails';

export async function cliChecks(suite: Suite, ctx: E2eContext): Promise<void> {
	const { sim, cli, credentials } = ctx;

	const { nodes, output: exportOutput } = await suite.step('n8n export:nodes', () =>
		cli.exportNodes(),
	);
	suite.test(`n8n loaded ${NODE_TYPE} and its AI tool variant`, () => {
		const names = nodes.map((n) => n.name);
		const loadErrors = exportOutput
			.split('\n')
			.filter((line) => /social|error|warn|fail/i.test(line))
			.join('\n');
		assert(
			names.includes(NODE_TYPE),
			`${NODE_TYPE} is not among the ${names.length} loaded nodes (was dist/ being rebuilt?)\n${loadErrors}`,
		);
		assert(names.includes(TOOL_NODE_TYPE), `${TOOL_NODE_TYPE} is not loaded (usableAsTool)`);
		const node = nodes.find((n) => n.name === NODE_TYPE) as {
			credentials?: Array<{ name: string }>;
		};
		assertEqual(
			node.credentials?.map((c) => c.name),
			['socialPublishingApi'],
			'node credentials',
		);
	});
	await suite.run();

	const examples = exampleWorkflows();
	await suite.step('n8n import:credentials (keys ending in "==")', () =>
		cli.importCredentials([
			...Object.values(credentials).map((c) => credentialImport(sim, c)),
			localCredential(sim.baseUrl, sim.apiKey),
		]),
	);
	await suite.step(`n8n import:workflow (2 e2e workflows, ${examples.length} examples)`, () =>
		cli.importWorkflows([
			accountsWorkflow(ACCOUNTS_WF, credentials),
			failingWorkflow(FAILING_WF, credentials.wrong),
			// As npm start imports them: files read from disk come from the folder n8n may read.
			...examples.map((example) => withFilesDir(example, ctx.filesDir)),
		]),
	);

	const me = (await simGet(sim, '/users/me')).body;
	const accounts = (await simGet(sim, '/users/me/accounts')).body.items;
	const pages = (await simGet(sim, '/users/me/accounts/1004/subaccounts')).body.items;
	const boards = (await simGet(sim, '/social/pinterest/boards?accountId=1006')).body.items;
	const wrongKeyAnswer = await simGet(sim, '/users/me', credentials.wrong.apiKey);
	const before = await lastSeq(sim);

	const { run, result } = await suite.step(`n8n execute --id=${ACCOUNTS_WF}`, () =>
		cli.execute(ACCOUNTS_WF),
	);
	const log = await requestLog(sim, before);
	const output = result.stdout + result.stderr;

	suite.test('the execution finished without a workflow error', () => {
		assertEqual(run.data.resultData.error, undefined, 'workflow error');
		// The run is right but n8n exited otherwise: its own log says why (seen once under load).
		assertEqual(
			result.code,
			0,
			`n8n execute exit code (signal ${result.signal ?? 'none'}; stderr: ${result.stderr.slice(-2000)})`,
		);
	});
	suite.test('Get Me returns the user behind the key', () => {
		assertEqual(nodeItems(run, 'Get Me'), [me], 'Get Me output');
	});
	suite.test('Get Many Accounts, Return All: every account', () => {
		assertEqual(nodeItems(run, 'Accounts All'), accounts, 'accounts');
	});
	suite.test('Get Many Accounts, Limit 3: the first three', () => {
		assertEqual(nodeItems(run, 'Accounts Limit 3'), accounts.slice(0, 3), 'accounts');
	});
	suite.test('Get Many Accounts, platform filter: sent as ?platform= and applied', () => {
		const instagram = accounts.filter((a: { platform: string }) => a.platform === 'instagram');
		assert(instagram.length >= 2, 'seed has two instagram accounts');
		assertEqual(nodeItems(run, 'Accounts Instagram'), instagram, 'instagram accounts');
		assert(
			log.some((r) => r.path === '/users/me/accounts' && r.query.platform === 'instagram'),
			`no GET /users/me/accounts?platform=instagram in ${show(log)}`,
		);
	});
	suite.test('Get Many Subaccounts of a Facebook account: its pages', () => {
		assert(pages.length > 0, 'seed has facebook pages');
		assertEqual(nodeItems(run, 'Facebook Pages'), pages, 'pages');
	});
	suite.test('Get Many Pinterest Boards of a Pinterest account: its boards', () => {
		assert(boards.length > 0, 'seed has boards');
		assertEqual(nodeItems(run, 'Pinterest Boards'), boards, 'boards');
	});
	suite.test('a key pasted with surrounding whitespace is trimmed and works', () => {
		assertEqual(nodeItems(run, PADDED_KEY_NODE), [me], 'Get Me output (padded key)');
	});
	suite.test("a wrong key fails with the service's message (continue on fail)", () => {
		assertEqual(wrongKeyAnswer.status, 401, 'simulator answer to the wrong key');
		const items = nodeItems(run, WRONG_KEY_NODE);
		assertEqual(items.length, 1, 'one error item');
		const text = JSON.stringify(items[0]);
		assert(items[0].error, `expected an error item, got ${show(items[0])}`);
		assertIncludes(text, wrongKeyAnswer.body.message, 'error item');
	});
	suite.test('request log: the key arrived byte-exact (keyMatched) on every good-key call', () => {
		const good = log.filter((r) => r.keyMatched);
		const paths = good.map((r) => `${r.method} ${r.path}`).sort();
		for (const expected of [
			'GET /users/me',
			'GET /users/me/accounts',
			'GET /users/me/accounts/1004/subaccounts',
			'GET /social/pinterest/boards',
		]) {
			assert(paths.includes(expected), `no matched-key ${expected} in ${show(paths)}`);
		}
		assertEqual(
			good.filter((r) => r.path === '/users/me').length,
			2,
			'matched GET /users/me (good + padded key)',
		);
		assert(
			log.every((r) => r.keyPresent),
			'every request carried the key header',
		);
		assert(
			good.every((r) => r.status === 200),
			`good-key calls not all 200: ${show(good)}`,
		);
	});
	suite.test('request log: the wrong key arrived and did not match (401)', () => {
		const refused = log.filter((r) => !r.keyMatched);
		assert(refused.length >= 1, 'no refused request logged');
		assert(
			refused.every((r) => r.path === '/users/me' && r.status === 401),
			`unexpected refused calls ${show(refused)}`,
		);
	});
	suite.test('no API key appears in the execution output', () => {
		for (const cred of Object.values(credentials)) {
			assert(
				!output.includes(cred.apiKey.trim()),
				`the key of "${cred.name}" appears in the output`,
			);
		}
	});
	await suite.run();

	const failing = await suite.step(
		`n8n execute --id=${FAILING_WF} (wrong key, no continue on fail)`,
		() => cli.execute(FAILING_WF).catch((error) => ({ error })),
	);
	suite.test(
		'a wrong key stops the workflow with the 401 message, reqId and a hint, never the key',
		() => {
			assert('run' in failing, `no run data: ${show(failing)}`);
			assert(failing.result.code !== 0, 'n8n execute should exit non-zero');
			const error = nodeError(failing.run, 'Get Me') ?? failing.run.data.resultData.error;
			assert(error, `no error in the run: ${show(failing.run.data.resultData)}`);
			assertIncludes(String(error.message), wrongKeyAnswer.body.message, 'error message');
			assertIncludes(String(error.message), 'reqId', 'error message');
			assertEqual(String(error.httpCode), '401', 'error httpCode');
			assertIncludes(String(error.description), 'trailing "="', 'error hint');
			const text = failing.result.stdout + failing.result.stderr;
			assert(!text.includes(credentials.wrong.apiKey), 'the wrong key appears in the output');
			assert(!text.includes(credentials.good.apiKey), 'the good key appears in the output');
		},
	);
	await suite.run();
}

export { exampleChecks } from './exampleChecks';
