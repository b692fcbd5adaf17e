/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports, @typescript-eslint/no-explicit-any -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// n8n's CLI commands (each costs ~5 s of start-up): import, execute, export:nodes.
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { spawnN8n, stopGroup } from './children';
import { launcherVersion } from './install';

export interface CliResult {
	code: number | null;
	/** The signal that ended it, when one did (then `code` is null). */
	signal?: NodeJS.Signals | null;
	stdout: string;
	stderr: string;
}

export interface N8nRun {
	finished?: boolean;
	status?: string;
	data: {
		resultData: {
			error?: { message?: string };
			runData: Record<
				string,
				Array<{ data?: { main: Array<Array<{ json: any }> | null> }; error?: any }>
			>;
		};
	};
}

export class N8nCli {
	constructor(
		private readonly bin: string,
		private readonly env: NodeJS.ProcessEnv,
	) {}

	run(args: string[], timeoutMs = 120_000): Promise<CliResult> {
		// stdout into a file: n8n exits right after printing a run, and what it wrote to a pipe and
		// had not flushed yet is lost (seen with 1.x's 28 MB `execute --rawOutput`, binary inline).
		const dir = mkdtempSync(join(tmpdir(), 'n8n-cli-'));
		const outFile = join(dir, 'stdout');
		const out = openSync(outFile, 'w');
		const readOut = () => {
			const text = readFileSync(outFile, 'utf8');
			rmSync(dir, { recursive: true, force: true });
			return text;
		};
		return new Promise((resolve, reject) => {
			// Its own process group (children.ts): a timeout ends the command and its task runner.
			const child = spawnN8n(this.bin, args, { env: this.env, stdio: ['ignore', out, 'pipe'] });
			closeSync(out);
			let stderr = '';
			child.stderr!.on('data', (chunk) => (stderr += chunk));
			const timer = setTimeout(() => {
				if (child.pid) void stopGroup(child.pid, 0);
				reject(
					new Error(`n8n ${args[0]} timed out after ${timeoutMs} ms\n${readOut()}\n${stderr}`),
				);
			}, timeoutMs);
			child.once('error', (error) => {
				clearTimeout(timer);
				rmSync(dir, { recursive: true, force: true });
				reject(error);
			});
			child.once('close', (code, signal) => {
				clearTimeout(timer);
				// A task runner outliving its command would be a leftover: end the group.
				if (child.pid) void stopGroup(child.pid, 2_000);
				resolve({ code, signal, stdout: readOut(), stderr });
			});
		});
	}

	async runOk(args: string[]): Promise<CliResult> {
		const result = await this.run(args);
		if (result.code !== 0) {
			throw new Error(
				`n8n ${args.join(' ')} exited ${result.code}\n${result.stdout}\n${result.stderr}`,
			);
		}
		return result;
	}

	/** Credentials with plaintext `data` (n8n encrypts them on import); an existing id is replaced. */
	async importCredentials(credentials: object[]): Promise<void> {
		await this.withJsonFile(credentials, (file) =>
			this.runOk(['import:credentials', `--input=${file}`]),
		);
	}

	/** Workflows with ids of at most 21 characters; an existing id is replaced. */
	async importWorkflows(workflows: object[]): Promise<void> {
		await this.withJsonFile(workflows, (file) =>
			this.runOk(['import:workflow', `--input=${file}`]),
		);
	}

	/** The ids of every workflow in n8n's database. */
	async workflowIds(): Promise<string[]> {
		const { stdout } = await this.runOk(['list:workflow', '--onlyId']);
		// Migration and log lines come first on a new database; an id is one word on its own line.
		return stdout
			.split('\n')
			.map((line) => line.trim())
			.filter((line) => /^[A-Za-z0-9]{1,36}$/.test(line));
	}

	/** n8n 1.x has no publish:workflow (2.0 added publishing): there it is update:workflow --active. */
	private get hasPublish(): boolean {
		return Number(launcherVersion(this.bin).split('.')[0]) >= 2;
	}

	async publishWorkflow(id: string): Promise<void> {
		await this.runOk(
			this.hasPublish
				? ['publish:workflow', `--id=${id}`]
				: ['update:workflow', `--id=${id}`, '--active=true'],
		);
	}

	async unpublishWorkflow(id: string): Promise<void> {
		await this.runOk(
			this.hasPublish
				? ['unpublish:workflow', `--id=${id}`]
				: ['update:workflow', `--id=${id}`, '--active=false'],
		);
	}

	/** Every workflow inactive again, in one command (one n8n boot instead of one per workflow). */
	async unpublishAll(): Promise<void> {
		await this.runOk(
			this.hasPublish
				? ['unpublish:workflow', '--all']
				: ['update:workflow', '--all', '--active=false'],
		);
	}

	/** Runs a workflow from its manual trigger; returns n8n's run data (also when a node failed). */
	async execute(id: string): Promise<{ run: N8nRun; result: CliResult }> {
		const result = await this.run(['execute', `--id=${id}`, '--rawOutput']);
		const run = parseRunOutput(result.stdout);
		if (!run) {
			throw new Error(
				`n8n execute --id=${id} printed no run data (exit ${result.code})\n${result.stdout}\n${result.stderr}`,
			);
		}
		return { run, result };
	}

	/** A workflow as n8n's database holds it (static data included), by `n8n export:workflow`. */
	async exportWorkflow(id: string): Promise<{ staticData?: any; [key: string]: unknown }> {
		const dir = mkdtempSync(join(tmpdir(), 'n8n-export-'));
		try {
			const file = join(dir, 'workflow.json');
			await this.runOk(['export:workflow', `--id=${id}`, `--output=${file}`]);
			const exported = JSON.parse(readFileSync(file, 'utf8'));
			return Array.isArray(exported) ? exported[0] : exported;
		} finally {
			rmSync(dir, { recursive: true, force: true });
		}
	}

	/** Every node type n8n loaded, as `n8n export:nodes` writes them, and n8n's output (load errors). */
	async exportNodes(): Promise<{
		nodes: Array<{ name: string; [key: string]: unknown }>;
		output: string;
	}> {
		const dir = mkdtempSync(join(tmpdir(), 'n8n-export-'));
		try {
			const file = join(dir, 'nodes.json');
			const result = await this.runOk(['export:nodes', `--output=${file}`]);
			return {
				nodes: JSON.parse(readFileSync(file, 'utf8')),
				output: result.stdout + result.stderr,
			};
		} finally {
			rmSync(dir, { recursive: true, force: true });
		}
	}

	private async withJsonFile<T>(data: unknown, use: (file: string) => Promise<T>): Promise<T> {
		const dir = mkdtempSync(join(tmpdir(), 'n8n-import-'));
		try {
			const file = join(dir, 'input.json');
			writeFileSync(file, JSON.stringify(data, null, 2));
			return await use(file);
		} finally {
			rmSync(dir, { recursive: true, force: true });
		}
	}
}

/**
 * `execute --rawOutput` prints log lines, then the run as JSON indented by 2 (also after a failure,
 * where more lines follow): the run is the text from a line `{` to the next line `}`.
 */
export function parseRunOutput(stdout: string): N8nRun | undefined {
	const lines = stdout.split('\n');
	const start = lines.indexOf('{');
	const end = lines.indexOf('}', start);
	if (start < 0 || end < 0) return undefined;
	try {
		return JSON.parse(lines.slice(start, end + 1).join('\n'));
	} catch {
		return undefined;
	}
}

/** The output items (json) of a node in a run, first run of that node, first output. */
export function nodeItems(run: N8nRun, nodeName: string): any[] {
	const runs = run.data.resultData.runData[nodeName];
	if (!runs?.length) throw new Error(`Node "${nodeName}" did not run`);
	const first = runs[0];
	if (first.error) return [{ error: first.error }];
	return (first.data?.main[0] ?? []).map((item) => item.json);
}

/** The error a node stopped with (when it did not continue on fail). */
export function nodeError(run: N8nRun, nodeName: string): any {
	return run.data.resultData.runData[nodeName]?.[0]?.error;
}
