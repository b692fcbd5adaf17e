// What both benchmarks share: flags, a simulator in a child process (its memory apart from the
// process being measured), and a presigned upload URL.
import { spawn, type ChildProcess } from 'child_process';
import { existsSync, mkdtempSync, rmSync } from 'fs';
import net from 'net';
import { tmpdir } from 'os';
import { join } from 'path';

export const MB = 1024 * 1024;

/** `--name <positive integer>` from argv, or `fallback`. */
export function intFlag(argv: string[], name: string, fallback: number): number {
	const i = argv.indexOf(name);
	if (i === -1) return fallback;
	const n = Number(argv[i + 1]);
	if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} needs a positive integer`);
	return n;
}

function freePort(): Promise<number> {
	return new Promise((resolve, reject) => {
		const server = net.createServer();
		server.once('error', reject);
		server.listen(0, '127.0.0.1', () => {
			const { port } = server.address() as net.AddressInfo;
			server.close(() => resolve(port));
		});
	});
}

export interface SimulatorChild {
	child: ChildProcess;
	baseUrl: string;
	apiKey: string;
	/** The child's temporary directory: its storage lives below it (removed by `stop`). */
	tmpDir: string;
	stop(): Promise<void>;
}

/**
 * `node build/simulator/cli.js` on free ports, rate limits off, with a temporary directory of its
 * own. `storageInRam` puts it on /dev/shm (where there is one), so that disk write-back does not
 * blur timings of the sender.
 */
export async function startSimulatorChild(
	options: { storageInRam?: boolean } = {},
): Promise<SimulatorChild> {
	const [port, storagePort] = [await freePort(), await freePort()];
	const cli = join(__dirname, '..', 'simulator', 'cli.js');
	const args = [
		cli,
		'--port',
		String(port),
		'--storage-port',
		String(storagePort),
		'--no-rate-limits',
	];
	const root = options.storageInRam && existsSync('/dev/shm') ? '/dev/shm' : tmpdir();
	const tmpDir = mkdtempSync(join(root, 'sp-bench-sim-'));
	const env = { ...process.env, TMPDIR: tmpDir };
	const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'], env });
	const stop = async () => {
		child.removeAllListeners('exit');
		const exited = new Promise((r) => child.once('exit', r));
		child.kill('SIGTERM');
		await exited;
		rmSync(tmpDir, { recursive: true, force: true });
	};
	return await new Promise((resolve, reject) => {
		let out = '';
		child.once('exit', (code) => reject(new Error(`simulator exited early with code ${code}`)));
		child.stdout!.on('data', (chunk: Buffer) => {
			out += chunk.toString('utf8');
			const baseUrl = /Base URL: (\S+)/.exec(out)?.[1];
			const apiKey = /Demo API key: (\S+)/.exec(out)?.[1];
			if (baseUrl && apiKey) resolve({ child, baseUrl, apiKey, tmpDir, stop });
		});
	});
}

export async function requestUpload(
	baseUrl: string,
	apiKey: string,
	filename = 'benchmark.mp4',
): Promise<{ presignedUrl: string; publicUrl: string }> {
	const post = () =>
		fetch(`${baseUrl}/media/uploads`, {
			method: 'POST',
			headers: {
				'service-api-key': apiKey,
				'content-type': 'application/json',
				accept: 'application/json',
			},
			body: JSON.stringify({ filename }),
		});
	// A kept-alive connection that the server closed while an upload ran fails once: open a new one.
	const res = await post().catch(post);
	if (res.status !== 201) {
		throw new Error(`POST /media/uploads answered ${res.status}: ${await res.text()}`);
	}
	return (await res.json()) as { presignedUrl: string; publicUrl: string };
}
