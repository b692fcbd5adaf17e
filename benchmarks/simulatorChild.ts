// What both benchmarks share: flags, a simulator in a child process (its memory apart from the
// process being measured), and a presigned upload URL.
import { spawn, type ChildProcess } from 'child_process';
import { existsSync } from 'fs';
import net from 'net';
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
	stop(): Promise<void>;
}

/**
 * `node build/simulator/cli.js` on free ports, rate limits off. `storageInRam` puts its storage
 * on /dev/shm (where there is one), so that disk write-back does not blur timings of the sender.
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
	const env =
		options.storageInRam && existsSync('/dev/shm')
			? { ...process.env, TMPDIR: '/dev/shm' }
			: process.env;
	const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'], env });
	const stop = async () => {
		child.removeAllListeners('exit');
		const exited = new Promise((r) => child.once('exit', r));
		child.kill('SIGTERM');
		await exited;
	};
	return await new Promise((resolve, reject) => {
		let out = '';
		child.once('exit', (code) => reject(new Error(`simulator exited early with code ${code}`)));
		child.stdout!.on('data', (chunk: Buffer) => {
			out += chunk.toString('utf8');
			const baseUrl = /Base URL: (\S+)/.exec(out)?.[1];
			const apiKey = /Demo API key: (\S+)/.exec(out)?.[1];
			if (baseUrl && apiKey) resolve({ child, baseUrl, apiKey, stop });
		});
	});
}

export async function requestUpload(
	baseUrl: string,
	apiKey: string,
	filename = 'benchmark.mp4',
): Promise<{ presignedUrl: string; publicUrl: string }> {
	const res = await fetch(`${baseUrl}/media/uploads`, {
		method: 'POST',
		headers: {
			'service-api-key': apiKey,
			'content-type': 'application/json',
			accept: 'application/json',
		},
		body: JSON.stringify({ filename }),
	});
	if (res.status !== 201) {
		throw new Error(`POST /media/uploads answered ${res.status}: ${await res.text()}`);
	}
	return (await res.json()) as { presignedUrl: string; publicUrl: string };
}
