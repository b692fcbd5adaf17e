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
import { spawn, type ChildProcess } from 'child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import type { Simulator } from '../../simulator';
import {
	DEMO_VIDEO,
	exampleWorkflows,
	LOCAL_CREDENTIAL,
	LOCAL_OWNER,
} from '../../scripts/n8n/examples';
import { freePort, isPortFree } from '../../scripts/n8n/ports';
import { descendants, isAlive, signalAll } from '../../scripts/n8n/processTree';
import { selectedN8nVersion } from '../../scripts/n8n/versions';
import { MCP_DEMO_ID } from '../../scripts/n8n/demoWorkflows';
import { N8nRestClient } from '../../scripts/n8n/server';
import { DEMO_SCHEDULED_PUBLISH_MS } from '../../scripts/n8n/demoDurations';
import { requestLog, type E2eContext } from './context';
import { assert, assertEqual, assertIncludes, show, type Suite } from './harness';
import { MCP_DEMO_TOOLS } from './mcpChecks';

const START_SCRIPT = join(__dirname, '..', '..', 'scripts', 'start.js');
const READY = 'Press Ctrl-C to stop everything.';
const REPORT_ID = 'spDemoTopPostsReport';
const EDITED_ID = 'spDemoGetMe';
const DELETED_ID = 'spDemoListAccounts';
const CHANGED_ID = 'spDemoPostImageUrl';

interface StartRun {
	child: ChildProcess;
	output: () => string;
	exit: Promise<number | null>;
	/** Resolves once the output contains `text`. */
	waitFor(text: string, timeoutMs?: number): Promise<void>;
}

function runStart(
	userFolder: string,
	n8nPort: number,
	simPort: number,
	extraEnv: Record<string, string> = {},
): StartRun {
	const env = { ...process.env, ...extraEnv };
	delete env.SP_NO_RATE_LIMITS;
	const child = spawn(
		process.execPath,
		[
			START_SCRIPT,
			'--user-folder',
			userFolder,
			'--port',
			String(n8nPort),
			'--sim-port',
			String(simPort),
			// The version this suite runs on (E2E_N8N / --n8n), as a user would pass it.
			'--n8n',
			selectedN8nVersion(),
		],
		{ env, stdio: ['ignore', 'pipe', 'pipe'] },
	);
	let output = '';
	child.stdout!.on('data', (chunk) => (output += chunk));
	child.stderr!.on('data', (chunk) => (output += chunk));
	const exit = new Promise<number | null>((resolve) => child.once('exit', resolve));
	let exited = false;
	void exit.then(() => (exited = true));
	return {
		child,
		output: () => output,
		exit,
		async waitFor(text, timeoutMs = 240_000) {
			const deadline = Date.now() + timeoutMs;
			while (!output.includes(text)) {
				if (exited) throw new Error(`npm start exited before "${text}":\n${output}`);
				if (Date.now() > deadline)
					throw new Error(`no "${text}" within ${timeoutMs} ms:\n${output}`);
				await new Promise((resolve) => setTimeout(resolve, 250));
			}
		},
	};
}

/** Ctrl-C as a test can send it: SIGINT to the start process alone (not its process group). */
async function interrupt(run: StartRun): Promise<{ code: number | null; left: number[] }> {
	const tree = descendants(run.child.pid!);
	run.child.kill('SIGINT');
	const code = await Promise.race([
		run.exit,
		new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 45_000)),
	]);
	if (code === 'timeout') {
		signalAll([run.child.pid!, ...tree], 'SIGKILL');
		throw new Error(`npm start did not exit within 45 s of SIGINT:\n${run.output()}`);
	}
	await new Promise((resolve) => setTimeout(resolve, 500));
	return { code, left: tree.filter(isAlive) };
}

/** n8n keeps execution data in the `flatted` format: objects and strings by index in one array. */
function unflatten(text: string): any {
	const input = JSON.parse(text) as unknown[];
	const done = new Map<number, unknown>();
	const at = (index: number): unknown => {
		if (done.has(index)) return done.get(index);
		const raw = input[index];
		if (typeof raw !== 'object' || raw === null) return raw;
		const out: any = Array.isArray(raw) ? [] : {};
		done.set(index, out);
		for (const [key, value] of Object.entries(raw)) {
			out[key] = typeof value === 'string' ? at(Number(value)) : value;
		}
		return out;
	};
	return at(0);
}

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
		suite.test('it prints the editor URL, the sign-in and every demo as imported', () => {
			const output = first.output();
			assertIncludes(output, `Editor:        ${url}`, 'output');
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
					if (execution && !['new', 'running', 'waiting'].includes(execution.status)) {
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
				const runData = unflatten(execution.data).resultData.runData;
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

/** Through the simulator npm start printed, with its demo key, as a node's Post → Create sends it. */
async function scheduledPostPublishesSoon(output: string): Promise<void> {
	const baseUrl = /Simulator: +(\S+)/.exec(output)?.[1];
	const key = /Demo API key: +(\S+)/.exec(output)?.[1];
	const controlUrl = /Control API: +(\S+)/.exec(output)?.[1];
	assert(
		baseUrl && key && controlUrl,
		`no simulator URL, key or control URL in the output:\n${output}`,
	);
	assertIncludes(output, `publishes ${DEMO_SCHEDULED_PUBLISH_MS / 1000} s after`, 'banner');
	const api = async (method: string, path: string, body?: unknown) => {
		const res = await fetch(`${baseUrl}${path}`, {
			method,
			headers: { 'service-api-key': key!, 'content-type': 'application/json' },
			body: body === undefined ? undefined : JSON.stringify(body),
		});
		return { status: res.status, body: (await res.json()) as any };
	};
	const clock = (await (await fetch(`${controlUrl}/clock`)).json()) as any;
	assertEqual(clock.speed, 1, 'clock speed');
	assert(Math.abs(clock.nowMs - Date.now()) < 5000, `clock is not now: ${show(clock)}`);
	const accounts = (await api('GET', '/users/me/accounts')).body.items as Array<any>;
	const account = accounts.find((a) => a.platform === 'bluesky')!;
	const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
	const created = await api('POST', '/posts', {
		post: {
			accountId: account.id,
			content: {
				text: 'Scheduled for tomorrow, published in the demo now',
				mediaUrls: [],
				platform: 'bluesky',
			},
			target: { targetType: 'bluesky' },
		},
		scheduledTime: tomorrow,
	});
	assertEqual(created.status, 201, `POST /posts ${show(created.body)}`);
	const id = created.body.postSubmissionId;
	const first = (await api('GET', `/posts/${id}`)).body;
	assertEqual(first.status, 'scheduled', 'status right after');
	const listed = (await api('GET', `/schedules/${first.scheduleId}`)).body.schedule;
	assertEqual(listed.scheduledAt, tomorrow, 'calendar time');
	const started = Date.now();
	for (;;) {
		const status = (await api('GET', `/posts/${id}`)).body;
		if (status.status === 'published') break;
		assertEqual(status.status, 'scheduled', `status ${show(status)}`);
		assert(Date.now() - started < 20_000, 'still scheduled after 20 s');
		await new Promise((resolve) => setTimeout(resolve, 500));
	}
}
