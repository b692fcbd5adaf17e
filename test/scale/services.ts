/* eslint-disable @n8n/community-nodes/no-dangerous-functions, @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports, @n8n/community-nodes/require-node-api-error -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// Redis and a throwaway PostgreSQL cluster from Debian's packages, on free loopback ports in a
// temporary folder: installed with apt-get when missing, stopped and deleted afterwards.
import { spawn, spawnSync, type ChildProcess } from 'child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, readdirSync } from 'fs';
import { connect } from 'net';
import { join } from 'path';
import { freePort } from '../../scripts/n8n/ports';
import { logOutputTo } from '../../scripts/n8n/processTree';

export interface Service {
	port: number;
	stop(): Promise<void>;
}

export interface Postgres extends Service {
	user: string;
	database: string;
	/** Runs one SQL statement with psql; rows as lines, columns separated by `|`. */
	query(sql: string): string[];
}

const PG_ROOT = '/usr/lib/postgresql';

/** Installs `redis-server` and `postgresql` with apt-get when their programs are missing. */
export function ensureDebianPackages(): string[] {
	const missing: string[] = [];
	if (!commandExists('redis-server')) missing.push('redis-server');
	if (!postgresBinDir()) missing.push('postgresql');
	if (!missing.length) return [];
	if (process.getuid?.() !== 0) {
		throw new Error(
			`Missing ${missing.join(' and ')}: install with \`sudo apt-get install -y ${missing.join(' ')}\``,
		);
	}
	const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
	// A fresh machine may have no package lists yet.
	run('apt-get', ['update', '-qq'], env);
	run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], env);
	if (!commandExists('redis-server') || !postgresBinDir()) {
		throw new Error(`apt-get installed ${missing.join(' ')} but a program is still missing`);
	}
	return missing;
}

export async function startRedis(dir: string): Promise<Service> {
	mkdirSync(dir, { recursive: true });
	const port = await freePort();
	const child = spawn(
		'redis-server',
		[
			'--port',
			String(port),
			'--bind',
			'127.0.0.1',
			'--save',
			'',
			'--appendonly',
			'no',
			'--dir',
			dir,
			'--daemonize',
			'no',
		],
		{ stdio: ['ignore', 'pipe', 'pipe'] },
	);
	logOutputTo(child, join(dir, 'redis.log'));
	const stop = () => stopChild(child);
	try {
		await waitFor(`redis-server on port ${port}`, 15_000, () => redisPing(port), child);
	} catch (error) {
		await stop();
		throw error;
	}
	return { port, stop };
}

/**
 * A cluster of its own (initdb) with trust authentication for one user, listening on 127.0.0.1 and
 * a socket in its folder only. PostgreSQL refuses to run as root: as root it runs as `postgres`.
 */
export async function startPostgres(dir: string): Promise<Postgres> {
	const bin = postgresBinDir();
	if (!bin) throw new Error(`No PostgreSQL under ${PG_ROOT}`);
	const user = 'n8n';
	const database = 'n8n';
	const data = join(dir, 'data');
	mkdirSync(dir, { recursive: true });
	const asRoot = process.getuid?.() === 0;
	if (asRoot) {
		const ids = userIds('postgres');
		chownSync(dir, ids.uid, ids.gid);
		chmodSync(dir, 0o700);
	}
	const pg = (program: string, args: string[]) => {
		const command = join(bin, program);
		return asRoot ? run('runuser', ['-u', 'postgres', '--', command, ...args]) : run(command, args);
	};
	pg('initdb', ['-D', data, '-U', user, '--auth=trust', '-E', 'UTF8', '--no-sync']);
	const port = await freePort();
	const options = [
		`-p ${port}`,
		`-c listen_addresses=127.0.0.1`,
		`-c unix_socket_directories=${dir}`,
		'-c fsync=off',
		'-c max_connections=100',
	].join(' ');
	pg('pg_ctl', [
		'-D',
		data,
		'-l',
		join(dir, 'postgres.log'),
		'-o',
		options,
		'-w',
		'-t',
		'30',
		'start',
	]);
	const stop = async () => {
		pg('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
	};
	const psql = (db: string, sql: string) =>
		run(join(bin, 'psql'), [
			'-h',
			'127.0.0.1',
			'-p',
			String(port),
			'-U',
			user,
			'-d',
			db,
			'-X',
			'-q',
			'-A',
			'-t',
			'-v',
			'ON_ERROR_STOP=1',
			'-c',
			sql,
		]);
	try {
		psql('postgres', `CREATE DATABASE ${database}`);
	} catch (error) {
		await stop();
		throw error;
	}
	return {
		port,
		user,
		database,
		stop,
		query: (sql) =>
			psql(database, sql)
				.split('\n')
				.filter((line) => line !== ''),
	};
}

/** The newest `/usr/lib/postgresql/<version>/bin` that has initdb. */
function postgresBinDir(): string | undefined {
	if (!existsSync(PG_ROOT)) return undefined;
	const versions = readdirSync(PG_ROOT)
		.filter((v) => existsSync(join(PG_ROOT, v, 'bin', 'initdb')))
		.sort((a, b) => Number(b) - Number(a));
	return versions.length ? join(PG_ROOT, versions[0], 'bin') : undefined;
}

function commandExists(name: string): boolean {
	return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}

function userIds(name: string): { uid: number; gid: number } {
	const out = run('id', ['-u', name]).trim();
	const gid = run('id', ['-g', name]).trim();
	return { uid: Number(out), gid: Number(gid) };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): string {
	const result = spawnSync(command, args, { env, encoding: 'utf8', cwd: '/' });
	if (result.status !== 0) {
		throw new Error(
			`${command} ${args.join(' ')} exited ${result.status ?? result.signal}\n${result.stdout ?? ''}${result.stderr ?? ''}${result.error ?? ''}`,
		);
	}
	return result.stdout;
}

export async function stopChild(child: ChildProcess, graceMs = 15_000): Promise<void> {
	if (child.exitCode !== null || child.signalCode !== null) return;
	const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
	child.kill('SIGTERM');
	const killer = setTimeout(() => child.kill('SIGKILL'), graceMs);
	await exited;
	clearTimeout(killer);
}

export async function waitFor(
	what: string,
	timeoutMs: number,
	ready: () => Promise<boolean>,
	child?: ChildProcess,
): Promise<void> {
	const deadline = Date.now() + timeoutMs;
	while (Date.now() < deadline) {
		if (child && (child.exitCode !== null || child.signalCode !== null)) {
			throw new Error(`${what}: the process exited (${child.exitCode ?? child.signalCode})`);
		}
		if (await ready()) return;
		await new Promise((resolve) => setTimeout(resolve, 250));
	}
	throw new Error(`${what}: not ready within ${timeoutMs / 1000} s`);
}

function redisPing(port: number): Promise<boolean> {
	return new Promise((resolve) => {
		const socket = connect(port, '127.0.0.1');
		let answer = '';
		const done = (ok: boolean) => {
			socket.destroy();
			resolve(ok);
		};
		socket.setTimeout(1000, () => done(false));
		socket.once('error', () => done(false));
		socket.once('connect', () => socket.write('PING\r\n'));
		socket.on('data', (chunk) => {
			answer += chunk;
			if (answer.includes('\r\n')) done(answer.startsWith('+PONG'));
		});
	});
}
