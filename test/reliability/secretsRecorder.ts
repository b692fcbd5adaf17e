/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports, @n8n/community-nodes/require-node-api-error, @typescript-eslint/no-explicit-any, no-console -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// Issue 16, item 3: the API key must never appear in anything a test run produces, and must never
// reach the storage host. This file is in jest's `setupFilesAfterEnv`, so it runs in every test
// file's module registry, before the test file. It records, as the tests run:
//  - every result of the harness (`test/helpers/n8n/`: runNode, withExecuteContext, runPoll,
//    runListSearch, runLoadOptions, runResourceMapping, testCredential): output items (JSON and
//    binary metadata), and errors (message, description, inspected object, stack), thrown or
//    returned. This is what n8n shows, stores and logs for an execution, dry runs included;
//  - every entry of the simulator's request log (method, path, query, body; the log never holds
//    the auth header, which is the one place the key belongs);
//  - every request n8n makes to the simulator's storage host: all its headers and its URL;
//  - console output and anything written to stdout/stderr (n8n's logger writes there).
// Each record is scanned when it is made, for every key the run used (the simulator's users' keys
// and any key a test put into a credential), also without its trailing `=`. A file whose run leaked
// a key fails in afterAll, naming where. Modules are wrapped with `jest.mock` factories, so
// nothing is loaded that a test file does not load itself. test/reliability/secrets.test.ts drives
// every resource through this recorder and checks that it really saw them, and that a planted key
// is found.
import { inspect } from 'util';

export interface SecretsScan {
	/** Records scanned, per source. */
	counts: Record<string, number>;
	/** Where a key was found (source and an excerpt with the key masked). */
	findings: string[];
	/** Storage requests seen (headers and URL), for the dedicated test. */
	storage: Array<{ method: string; url: string; headers: Record<string, unknown> }>;
	secrets: Set<string>;
}

const shared = globalThis as { __secretsScan?: SecretsScan };
const firstLoad = !shared.__secretsScan;
const scan: SecretsScan = (shared.__secretsScan ??= {
	counts: {},
	findings: [],
	storage: [],
	secrets: new Set(),
});

/** A key, and the same without its trailing `=` padding (a truncated key is still a secret). */
export function addSecret(key: unknown): void {
	if (typeof key !== 'string') return;
	const core = key.trim().replace(/=+$/, '');
	// Short strings are test placeholders ('x', 'wrong'), not keys: they would match everywhere.
	if (core.length >= 12) scan.secrets.add(core);
}

/** The findings in `text` (empty when it holds no key). */
export function findSecrets(text: string): string[] {
	const found: string[] = [];
	for (const secret of scan.secrets) {
		let at = text.indexOf(secret);
		while (at !== -1) {
			const excerpt = text.slice(Math.max(0, at - 60), at + secret.length + 20);
			found.push(excerpt.split(secret).join(`<key ${secret.slice(0, 6)}…>`));
			at = text.indexOf(secret, at + secret.length);
		}
	}
	return found;
}

export function record(source: string, value: unknown): void {
	scan.counts[source] = (scan.counts[source] ?? 0) + 1;
	let text: string;
	try {
		text = typeof value === 'string' ? value : asText(value);
	} catch (error) {
		text = String(value) + String(error);
	}
	for (const found of findSecrets(text)) scan.findings.push(`${source}: ${found}`);
}

function asText(value: unknown): string {
	if (value instanceof Error) {
		const e = value as Error & { description?: unknown; context?: unknown };
		let json = '';
		try {
			json = JSON.stringify(e);
		} catch {
			json = '';
		}
		return [
			e.message,
			String(e.description ?? ''),
			e.stack ?? '',
			json,
			inspect(e, { depth: 8 }),
		].join('\n');
	}
	return JSON.stringify(value, (_key, v) =>
		Buffer.isBuffer(v) ? `<buffer ${v.length}>` : typeof v === 'bigint' ? String(v) : v,
	);
}

// Seeded keys of the simulator's users (imported lazily: only tests that start it load it).
function seedKeys(): void {
	// eslint-disable-next-line @typescript-eslint/no-require-imports
	const { DEMO_USERS } = require('../../simulator/core/state') as {
		DEMO_USERS: Array<{ apiKey: string }>;
	};
	for (const user of DEMO_USERS) addSecret(user.apiKey);
}
seedKeys();

// ---------------------------------------------------------------------------------------------
// The harness: every result the tests see.

jest.mock('../helpers/n8n', () => {
	const actual = jest.requireActual('../helpers/n8n');
	// eslint-disable-next-line @typescript-eslint/no-require-imports
	const recorder = require('./secretsRecorder') as typeof import('./secretsRecorder');
	const wrap =
		(name: string, fn: (...args: any[]) => Promise<any>) =>
		async (...args: any[]) => {
			const opts = args[0] as { sim?: { apiKey?: string }; credentials?: { apiKey?: string } };
			recorder.addSecret(opts?.sim?.apiKey);
			recorder.addSecret(opts?.credentials?.apiKey);
			try {
				const result = await fn(...args);
				recorder.record(`${name} result`, result?.items ?? result);
				if (result?.outputs) recorder.record(`${name} outputs`, result.outputs);
				if (result?.error) recorder.record(`${name} error`, result.error);
				if (result?.staticData) recorder.record(`${name} static data`, result.staticData);
				return result;
			} catch (error) {
				recorder.record(`${name} thrown`, error);
				throw error;
			}
		};
	const wrapped: Record<string, unknown> = { ...actual };
	for (const name of [
		'runNode',
		'withExecuteContext',
		'runPoll',
		'runListSearch',
		'runLoadOptions',
		'runResourceMapping',
		'testCredential',
	]) {
		if (typeof actual[name] === 'function') wrapped[name] = wrap(name, actual[name]);
	}
	return wrapped;
});

// ---------------------------------------------------------------------------------------------
// The simulator: its request log (never the auth header) and what its storage host receives.

jest.mock('../../simulator/core/observe', () => {
	const actual = jest.requireActual('../../simulator/core/observe');
	// eslint-disable-next-line @typescript-eslint/no-require-imports
	const recorder = require('./secretsRecorder') as typeof import('./secretsRecorder');
	const add = actual.RequestLog.prototype.add;
	actual.RequestLog.prototype.add = function (entry: unknown) {
		recorder.record('simulator request log', entry);
		return add.call(this, entry);
	};
	return actual;
});

jest.mock('../../simulator/core/storage', () => {
	const actual = jest.requireActual('../../simulator/core/storage');
	// eslint-disable-next-line @typescript-eslint/no-require-imports
	const recorder = require('./secretsRecorder') as typeof import('./secretsRecorder');
	const proto = actual.StorageService.prototype as {
		record: (
			req: { method?: string; url?: string; headers: Record<string, unknown> },
			...rest: unknown[]
		) => void;
	};
	const original = proto.record;
	proto.record = function (req, ...rest) {
		const seen = { method: req.method ?? '', url: req.url ?? '', headers: { ...req.headers } };
		recorder.storageSeen(seen);
		return original.call(this, req, ...rest);
	};
	return actual;
});

export function storageSeen(seen: SecretsScan['storage'][number]): void {
	// The node reaches the storage host only through n8n's request helpers, which send
	// `User-Agent: n8n`; other requests are the tests' own (the simulator's storage tests send the key
	// there on purpose, to prove the listener notices).
	if (seen.headers['user-agent'] !== 'n8n') {
		scan.counts['storage host request not made by n8n (not scanned)'] =
			(scan.counts['storage host request not made by n8n (not scanned)'] ?? 0) + 1;
		return;
	}
	scan.storage.push(seen);
	if (scan.storage.length > 200) scan.storage.splice(0, 100);
	record('storage host request (headers and URL)', seen);
}

// ---------------------------------------------------------------------------------------------
// Console and the process's output (n8n's logger).

if (firstLoad) captureOutput();

function captureOutput(): void {
	for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
		const original = console[method].bind(console);
		console[method] = (...args: unknown[]) => {
			record(
				`console.${method}`,
				args.map((a) => (typeof a === 'string' ? a : inspect(a))).join(' '),
			);
			original(...args);
		};
	}
	for (const stream of [process.stdout, process.stderr]) {
		const write = stream.write.bind(stream) as (...args: unknown[]) => boolean;
		stream.write = ((chunk: unknown, ...rest: unknown[]) => {
			record(stream === process.stdout ? 'stdout' : 'stderr', String(chunk));
			return write(chunk, ...rest);
		}) as typeof stream.write;
	}
}

if (firstLoad) afterAll(checkNoFindings);

function checkNoFindings(): void {
	if (!scan.findings.length) return;
	const shown = scan.findings.slice(0, 10).join('\n  ');
	throw new Error(
		`The API key appeared in what this test file produced (${scan.findings.length} place(s)):\n  ${shown}`,
	);
}
