/* eslint-disable @n8n/community-nodes/no-dangerous-functions, @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// npm start's demo import: only the missing demos, files read from its own folder, changed files named.
import { spawn } from 'child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';

import type { N8nCli } from '../../scripts/n8n/cli';
import { importMissingDemos } from '../../scripts/n8n/demoWorkflows';
import {
	DEMO_VIDEO,
	exampleWorkflows,
	withFilesDir,
	writeDemoVideo,
	type ExampleWorkflow,
} from '../../scripts/n8n/examples';
import { descendants, isAlive, signalAll } from '../../scripts/n8n/processTree';

/** n8n's CLI as far as the import uses it: a database of workflow ids. */
function fakeCli(ids: string[]) {
	const imported: ExampleWorkflow[][] = [];
	const cli = {
		workflowIds: async () => [...ids],
		importWorkflows: async (workflows: ExampleWorkflow[]) => {
			imported.push(workflows);
			ids.push(...workflows.map((w) => w.id));
		},
	} as unknown as N8nCli;
	return { cli, imported };
}

describe('importMissingDemos', () => {
	let folder: string;
	beforeEach(() => (folder = mkdtempSync(join(tmpdir(), 'sp-demos-'))));
	afterEach(() => rmSync(folder, { recursive: true, force: true }));

	it('imports every demo into a new n8n, the files read from disk in its folder', async () => {
		const examples = exampleWorkflows();
		const { cli, imported } = fakeCli([]);
		const filesDir = join(folder, 'files');
		const result = await importMissingDemos(cli, examples, { userFolder: folder, filesDir });
		expect(result.imported.map((w) => w.id)).toEqual(examples.map((w) => w.id));
		expect(imported).toHaveLength(1);
		const video = imported[0].find((w) => w.id === 'spDemoYouTubeVideo')!;
		const read = video.nodes.find((n) => n.type === 'n8n-nodes-base.readWriteFile')!;
		expect(read.parameters?.fileSelector).toBe(join(filesDir, DEMO_VIDEO.name));
	});

	it('keeps the demos already in n8n (a user edit survives) and re-imports a deleted one', async () => {
		const examples = exampleWorkflows();
		const ids: string[] = [];
		const { cli } = fakeCli(ids);
		const options = { userFolder: folder, filesDir: join(folder, 'files') };
		await importMissingDemos(cli, examples, options);
		ids.splice(ids.indexOf('spDemoGetMe'), 1);
		const second = fakeCli(ids);
		const result = await importMissingDemos(second.cli, examples, options);
		expect(result.imported.map((w) => w.id)).toEqual(['spDemoGetMe']);
		expect(result.kept).toHaveLength(examples.length - 1);
		expect(second.imported).toEqual([[expect.objectContaining({ id: 'spDemoGetMe' })]]);
		expect(result.changed).toEqual([]);
	});

	it('names a kept demo whose file changed since it was imported', async () => {
		const examples = exampleWorkflows();
		const ids: string[] = [];
		const options = { userFolder: folder, filesDir: join(folder, 'files') };
		await importMissingDemos(fakeCli(ids).cli, examples, options);
		const state = JSON.parse(readFileSync(join(folder, 'demo-workflows.json'), 'utf8'));
		expect(Object.keys(state).sort()).toEqual(examples.map((w) => w.id).sort());
		const changedFile = examples.map((w) =>
			w.id === 'spDemoWeeklySlots' ? Object.assign(withFilesDir(w, ''), { hash: 'new' }) : w,
		);
		const result = await importMissingDemos(fakeCli(ids).cli, changedFile, options);
		expect(result.imported).toEqual([]);
		expect(result.changed.map((w) => w.id)).toEqual(['spDemoWeeklySlots']);
	});

	it('writes the demo video once: above the 15 MiB inline limit, an MP4 ftyp box first', () => {
		const path = writeDemoVideo(folder);
		expect(statSync(path).size).toBe(DEMO_VIDEO.bytes);
		expect(DEMO_VIDEO.bytes).toBeGreaterThan(15 * 1024 * 1024);
		expect(readFileSync(path).subarray(4, 8).toString()).toBe('ftyp');
		const mtime = statSync(path).mtimeMs;
		writeDemoVideo(folder);
		expect(statSync(path).mtimeMs).toBe(mtime);
	});
});

describe('processTree', () => {
	it('finds the children and grandchildren of a process, and ends them', async () => {
		const child = spawn('sh', ['-c', 'sleep 30 & sleep 30 & wait'], { stdio: 'ignore' });
		// The shell starts both sleeps when the kernel schedules it: on a loaded machine later than the
		// 300 ms this once waited. Up to 10 s for them to exist (the count is the check, not the speed).
		const until = Date.now() + 10_000;
		while (descendants(child.pid!).length < 2 && Date.now() < until) {
			await new Promise((resolve) => setTimeout(resolve, 50));
		}
		const tree = descendants(child.pid!);
		expect(tree).toHaveLength(2);
		expect(tree.every(isAlive)).toBe(true);
		signalAll([child.pid!, ...tree], 'SIGKILL');
		// A killed process ends once the kernel schedules it: on a loaded machine that took over the
		// 300 ms this used to wait (CI, load 8). Up to 10 s, for the signal's effect, not its speed.
		const deadline = Date.now() + 10_000;
		while (tree.some(isAlive) && Date.now() < deadline) {
			await new Promise((resolve) => setTimeout(resolve, 50));
		}
		expect(tree.filter(isAlive)).toEqual([]);
	});
});
