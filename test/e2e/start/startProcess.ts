/* eslint-disable @n8n/community-nodes/no-dangerous-functions, @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports, @typescript-eslint/no-explicit-any -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// \`npm start\` as the checks drive it: the built start script in a child process, its output, Ctrl-C
// sent to it alone, and a scheduled post through the simulator it printed.
import { spawn, type ChildProcess } from 'child_process';
import { join } from 'path';
import { DEMO_SCHEDULED_PUBLISH_MS } from '../../../scripts/n8n/demoDurations';
import { descendants, isAlive, signalAll } from '../../../scripts/n8n/processTree';
import { selectedN8nVersion } from '../../../scripts/n8n/versions';
import { assert, assertEqual, assertIncludes, show } from '../harness';

export const START_SCRIPT = join(__dirname, '..', '..', '..', 'scripts', 'start.js');
export const READY = 'Press Ctrl-C to stop everything.';

export interface StartRun {
	child: ChildProcess;
	output: () => string;
	exit: Promise<number | null>;
	/** Resolves once the output contains `text`. */
	waitFor(text: string, timeoutMs?: number): Promise<void>;
}

export function runStart(
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
export async function interrupt(run: StartRun): Promise<{ code: number | null; left: number[] }> {
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

/** Through the simulator npm start printed, with its demo key, as a node's Post → Create sends it. */
export async function scheduledPostPublishesSoon(output: string): Promise<void> {
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
		// The demo publishes it 5 s after it was scheduled (instead of tomorrow); 60 s leaves room
		// for a loaded machine and still tells "published in the demo" from "waits for tomorrow".
		assert(Date.now() - started < 60_000, 'still scheduled after 60 s');
		await new Promise((resolve) => setTimeout(resolve, 500));
	}
}
