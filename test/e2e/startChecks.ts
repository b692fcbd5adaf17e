/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports, @typescript-eslint/no-explicit-any, import-x/no-unresolved, no-console -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// `npm start` itself (the built scripts/start.js, in a new n8n folder): it prints the editor and the
// sign-in, the owner signs in, the credential and every demo workflow are there; the AI agent demo is
// published at its first import (an MCP client lists its tools) and stays unpublished once the user
// unpublished it; a scheduled post publishes within seconds; the Monday report (a Schedule Trigger:
// `n8n execute` cannot start it) runs over REST and is activated; a user's edit to a demo survives a
// restart, a deleted demo comes back, a changed demo file is named; Ctrl-C (SIGINT to the start
// process only) leaves no process behind, also during the import and during the n8n install (an
// empty N8N_CACHE_DIR).
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import {
	existsSync,
	lstatSync,
	mkdtempSync,
	readFileSync,
	rmSync,
	statSync,
	writeFileSync,
} from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import type { Simulator } from '../../simulator';
import {
	DEMO_VIDEO,
	exampleWorkflows,
	LOCAL_CREDENTIAL,
	LOCAL_OWNER,
} from '../../scripts/n8n/examples';
import { PACKAGE_NAME } from '../../scripts/n8n/paths';
import { freePort, isPortFree } from '../../scripts/n8n/ports';
import { descendants, signalAll } from '../../scripts/n8n/processTree';
import { MCP_DEMO_ID } from '../../scripts/n8n/demoWorkflows';
import { savedExecutionData } from '../../scripts/n8n/flatted';
import { N8nRestClient } from '../../scripts/n8n/server';
import { requestLog, type E2eContext } from './context';
import { assert, assertEqual, assertIncludes, show, type Suite } from './harness';
import { MCP_DEMO_TOOLS } from './mcp/endpoint';
import {
	interrupt,
	READY,
	runStart,
	scheduledPostPublishesSoon,
	type StartRun,
} from './start/startProcess';

const REPORT_ID = 'spDemoTopPostsReport';
const EDITED_ID = 'spDemoGetMe';
const DELETED_ID = 'spDemoListAccounts';
const CHANGED_ID = 'spDemoPostImageUrl';

export async function startChecks(suite: Suite, ctx: E2eContext): Promise<void> {
	const userFolder = mkdtempSync(join(tmpdir(), 'sp-e2e-start-'));
	const examples = exampleWorkflows();
	const n8nPort = await freePort();
	const simPort = await freePort();
	const url = `http://127.0.0.1:${n8nPort}`;
	const sim = {
		controlUrl: `http://127.0.0.1:${simPort}/__control`,
	} as Simulator;
	let current: StartRun | undefined;
	const failedBefore = suite.failed;
	try {
		const first = (current = runStart(userFolder, n8nPort, simPort));
		await suite.step('npm start in a new n8n folder (built scripts/start.js)', () =>
			first.waitFor(READY),
		);
		const rest = new N8nRestClient(url);
		suite.test("n8n runs the packed tarball, installed as n8n's panel installs it", () => {
			assertIncludes(first.output(), "Installing the package's packed tarball", 'output');
			const installed = join(userFolder, '.n8n', 'nodes', 'node_modules', PACKAGE_NAME);
			assert(!lstatSync(installed).isSymbolicLink(), `${installed} is a folder, not a link`);
			const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'));
			assertEqual(manifest.peerDependencies, undefined, 'peerDependencies (stripped)');
			assert(existsSync(join(installed, 'dist')), 'the built dist/ is in it');
		});
		suite.test('it prints the editor URL, the sign-in and every demo as imported', () => {
			const output = first.output();
			assertIncludes(output, `Editor:        ${url}/home/workflows`, 'output');
			assertIncludes(output, `${LOCAL_OWNER.email} / ${LOCAL_OWNER.password}`, 'sign-in');
			assertIncludes(output, 'rate limits on', 'simulator line');
			const imported = output.slice(output.indexOf('imported now:'), output.indexOf('Demo video:'));
			for (const example of examples) assertIncludes(imported, example.name, 'imported demos');
		});
		suite.test(
			'the owner signs in; the credential and every demo workflow are in n8n',
			async () => {
				assertEqual(await rest.ensureOwner(LOCAL_OWNER), 'signed-in', 'owner');
				const workflows = await rest.request('GET', '/rest/workflows');
				assertEqual(workflows.status, 200, 'GET /rest/workflows');
				const ids = (workflows.body.data as Array<{ id: string }>).map((w) => w.id).sort();
				assertEqual(ids, examples.map((e) => e.id).sort(), 'workflow ids');
				const credentials = await rest.request('GET', '/rest/credentials');
				assert(
					(credentials.body.data as Array<{ id: string }>).some(
						(c) => c.id === LOCAL_CREDENTIAL.id,
					),
					`no credential ${LOCAL_CREDENTIAL.id}: ${show(credentials.body)}`,
				);
			},
		);
		suite.test('the YouTube demo reads the demo video that npm start wrote', async () => {
			const video = join(userFolder, 'files', DEMO_VIDEO.name);
			assert(existsSync(video), `no ${video}`);
			assertEqual(statSync(video).size, DEMO_VIDEO.bytes, 'video size');
			const stored = await rest.request('GET', '/rest/workflows/spDemoYouTubeVideo');
			const read = (stored.body.data.nodes as any[]).find(
				(n) => n.type === 'n8n-nodes-base.readWriteFile',
			);
			assertEqual(read.parameters.fileSelector, video, 'File(s) Selector');
		});
		suite.test(
			'the AI agent demo is published at its first import: an MCP client lists the node as tools at the printed URL',
			async () => {
				const mcpUrl = /MCP server: +(\S+)/.exec(first.output())?.[1];
				assertEqual(mcpUrl, `${url}/mcp/social-publishing`, 'MCP server URL');
				const client = new Client({ name: 'social-publishing-start-check', version: '1.0.0' });
				await client.connect(new StreamableHTTPClientTransport(new URL(mcpUrl!)));
				try {
					const names = (await client.listTools()).tools.map((t) => t.name).sort();
					assertEqual(names, [...MCP_DEMO_TOOLS].sort(), 'tools');
				} finally {
					await client.close();
				}
			},
		);
		suite.test(
			'a post scheduled for tomorrow publishes within seconds; the clock stays at real time',
			() => scheduledPostPublishesSoon(first.output()),
		);
		await suite.run();

		// The Monday report: run now from its Schedule Trigger, as the editor's "Execute workflow" does.
		const reportRun = await suite.step(
			`run ${REPORT_ID} over REST (Schedule Trigger)`,
			async () => {
				await rest.ensureOwner(LOCAL_OWNER);
				const stored = (await rest.request('GET', `/rest/workflows/${REPORT_ID}`)).body.data;
				const before = (await requestLog(sim)).length;
				const trigger = (stored.nodes as any[]).find(
					(n) => n.type === 'n8n-nodes-base.scheduleTrigger',
				);
				const started = await rest.request('POST', `/rest/workflows/${REPORT_ID}/run`, {
					workflowData: stored,
					triggerToStartFrom: { name: trigger.name },
				});
				const executionId = started.body?.data?.executionId;
				if (!executionId) throw new Error(`run answered ${started.status}: ${show(started.body)}`);
				const deadline = Date.now() + 60_000;
				for (;;) {
					const execution = (await rest.request('GET', `/rest/executions/${executionId}`)).body
						.data;
					const saved = savedExecutionData(execution)?.resultData;
					if (saved && !['new', 'running', 'waiting'].includes(execution.status)) {
						return { execution, log: (await requestLog(sim)).slice(before) };
					}
					if (Date.now() > deadline)
						throw new Error(`execution ${executionId}: ${show(execution)}`);
					await new Promise((resolve) => setTimeout(resolve, 500));
				}
			},
		);
		suite.test(
			'the Monday report: top 5 of the last 7 days by views, a text ranking, the chart',
			() => {
				const { execution, log } = reportRun;
				assertEqual(execution.status, 'success', 'execution status');
				const runData = savedExecutionData(execution).resultData.runData;
				const top = runData['Top Posts of the Week'][0].data.main[0];
				const report = runData['Weekly Report'][0].data.main[0];
				assert(top.length > 0 && top.length <= 5, `top posts: ${top.length}`);
				assertEqual(report.length, 1, 'one report item');
				assertEqual(report[0].json.posts, top.length, 'posts in the report');
				assertEqual(report[0].json.report.split('\n').length, top.length, 'report lines');
				const first = top[0].json;
				assertIncludes(
					report[0].json.report.split('\n')[0],
					`1. ${first.platform}: ${first.latestMetrics.metrics.views} views, ${first.latestMetrics.metrics.likes} likes`,
					'first line of the report',
				);
				assertEqual(report[0].binary?.chart?.mimeType, 'image/svg+xml', 'chart attached');
				const analytics = log.filter((r) => r.path === '/analytics');
				assertEqual(analytics.length, 1, 'GET /analytics');
				const query = analytics[0].query as Record<string, string>;
				assertEqual([query.sortBy, query.limit], ['views_count', '5'], 'sortBy, limit');
				const days = (Date.now() - Date.parse(query.since)) / 86_400_000;
				assert(Math.abs(days - 7) < 0.01, `since is not 7 days ago: ${query.since}`);
				assert(analytics[0].keyMatched && analytics[0].status === 200, show(analytics[0]));
			},
		);
		suite.test(
			'the Monday report and the comment trigger can be activated (then off again)',
			async () => {
				for (const id of [REPORT_ID, 'spDemoReplies']) {
					const stored = (await rest.request('GET', `/rest/workflows/${id}`)).body.data;
					const on = await rest.request('POST', `/rest/workflows/${id}/activate`, {
						versionId: stored.versionId,
					});
					assertEqual([on.status, on.body.data?.active], [200, true], `activate ${id}`);
					const off = await rest.request('POST', `/rest/workflows/${id}/deactivate`, {});
					assertEqual([off.status, off.body.data?.active], [200, false], `deactivate ${id}`);
				}
			},
		);
		await suite.run();

		const edit = await suite.step(`edit ${EDITED_ID}, delete ${DELETED_ID} (REST)`, async () => {
			const stored = (await rest.request('GET', `/rest/workflows/${EDITED_ID}`)).body.data;
			const name = `${stored.name} (edited)`;
			const patched = await rest.request('PATCH', `/rest/workflows/${EDITED_ID}`, {
				...stored,
				name,
			});
			if (patched.status !== 200) throw new Error(`PATCH: ${patched.status} ${show(patched.body)}`);
			const off = await rest.request('POST', `/rest/workflows/${MCP_DEMO_ID}/deactivate`, {});
			if (off.status !== 200) throw new Error(`deactivate: ${off.status} ${show(off.body)}`);
			const archived = await rest.request('POST', `/rest/workflows/${DELETED_ID}/archive`, {});
			const deleted = await rest.request('DELETE', `/rest/workflows/${DELETED_ID}`);
			if (deleted.status !== 200) {
				throw new Error(
					`archive ${archived.status}, DELETE ${deleted.status}: ${show(deleted.body)}`,
				);
			}
			return { name };
		});

		const stopFirst = await suite.step('Ctrl-C (SIGINT to the start process)', () =>
			interrupt(first),
		);
		suite.test('npm start exits 0 and leaves no process behind; the ports are free', async () => {
			assertEqual(stopFirst.code, 0, 'exit code');
			assertEqual(stopFirst.left, [], 'processes still running');
			assert(await isPortFree(n8nPort), `port ${n8nPort} (n8n) is still taken`);
			assert(await isPortFree(simPort), `port ${simPort} (simulator) is still taken`);
		});
		await suite.run();

		// As if examples/workflows/post-image-from-url.json had changed since npm start imported it.
		const stateFile = join(userFolder, 'demo-workflows.json');
		writeFileSync(
			stateFile,
			JSON.stringify({ ...JSON.parse(readFileSync(stateFile, 'utf8')), [CHANGED_ID]: 'older' }),
		);
		const second = (current = runStart(userFolder, n8nPort, simPort));
		await suite.step('npm start again on the same folder', () => second.waitFor(READY));
		suite.test('the edited demo is kept as edited; the deleted one is imported again', async () => {
			const output = second.output();
			const imported = output.slice(
				output.indexOf('imported now:'),
				output.indexOf('already in n8n'),
			);
			const deleted = examples.find((e) => e.id === DELETED_ID)!;
			assertIncludes(imported, deleted.name, 'imported now');
			assertEqual(
				examples.filter((e) => e.id !== DELETED_ID && imported.includes(e.name)).map((e) => e.id),
				[],
				'demos imported again although present',
			);
			await rest.ensureOwner(LOCAL_OWNER);
			const edited = await rest.request('GET', `/rest/workflows/${EDITED_ID}`);
			assertEqual(edited.body.data.name, edit.name, 'name after the restart');
			const back = await rest.request('GET', `/rest/workflows/${DELETED_ID}`);
			assertEqual(back.status, 200, `GET ${DELETED_ID}`);
		});
		suite.test('the AI agent demo the user unpublished stays unpublished', async () => {
			assert(!second.output().includes('MCP server:'), `MCP server line:\n${second.output()}`);
			const mcpDemo = await rest.request('GET', `/rest/workflows/${MCP_DEMO_ID}`);
			assertEqual(mcpDemo.body.data.active, false, 'active after the restart');
		});
		suite.test('a demo whose file changed since its import is named (and kept)', () => {
			const output = second.output();
			const changed = output.slice(output.indexOf('Changed in examples/workflows/'));
			const example = examples.find((e) => e.id === CHANGED_ID)!;
			assertIncludes(changed, `${example.name} (${example.file})`, 'changed demos');
		});
		await suite.run();
		const stopSecond = await suite.step('Ctrl-C again', () => interrupt(second));

		// Ctrl-C while n8n's CLI imports (its own n8n process, before the editor starts).
		const third = (current = runStart(userFolder, n8nPort, simPort));
		const stopThird = await suite.step('npm start, Ctrl-C during the import', async () => {
			await third.waitFor('Importing the credential');
			await new Promise((resolve) => setTimeout(resolve, 1_000));
			const busy = descendants(third.child.pid!).length;
			return { ...(await interrupt(third)), busy };
		});
		// Ctrl-C while n8n installs: an empty cache folder makes npm start a real install.
		const fourth = (current = runStart(userFolder, n8nPort, simPort, {
			N8N_CACHE_DIR: join(userFolder, 'empty-n8n-cache'),
		}));
		const stopFourth = await suite.step('npm start, Ctrl-C during the n8n install', async () => {
			await fourth.waitFor('Installing n8n', 60_000);
			await new Promise((resolve) => setTimeout(resolve, 3_000));
			const busy = descendants(fourth.child.pid!).length;
			return { ...(await interrupt(fourth)), busy };
		});
		suite.test('after each Ctrl-C nothing is left running', () => {
			assertEqual(stopSecond.code, 0, 'exit code (second run)');
			assertEqual(stopSecond.left, [], 'processes left (second run)');
			assert(stopThird.busy > 0, 'the import ran no n8n process to end');
			assertEqual(stopThird.code, 0, 'exit code (during the import)');
			assertEqual(stopThird.left, [], 'processes left (during the import)');
			assert(stopFourth.busy >= 2, 'the install ran no bash and npm to end');
			assertEqual(stopFourth.code, 0, 'exit code (during the install)');
			assertEqual(stopFourth.left, [], 'processes left (during the install)');
		});
		await suite.run();
	} finally {
		if (current && current.child.exitCode === null) {
			signalAll([current.child.pid!, ...descendants(current.child.pid!)], 'SIGKILL');
		}
		if (suite.failed === failedBefore) rmSync(userFolder, { recursive: true, force: true });
		else console.log(`  (npm start's folder kept for inspection: ${userFolder})`);
	}
	void ctx;
}
