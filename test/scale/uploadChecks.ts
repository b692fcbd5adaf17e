/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports, @typescript-eslint/no-explicit-any, no-console -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// A file above the inline limit, read from disk on a worker and uploaded presigned.
import { readFileSync } from 'fs';
import { INLINE_UPLOAD_MAX_BYTES } from '../../nodes/SocialPublishing/serviceApi';
import { requestLog } from '../e2e/context';
import { assert, assertEqual, show, type Suite } from '../e2e/harness';
import {
	readText,
	sha256,
	storageLog,
	waitForExecutions,
	workerOf,
	type DiskFile,
	type ScaleContext,
} from './context';
import { UPLOAD_WORKFLOW } from './workflows';

export async function uploadChecks(suite: Suite, ctx: ScaleContext, file: DiskFile): Promise<void> {
	const { sim, postgres, main, workers } = ctx;
	assert(file.size > INLINE_UPLOAD_MAX_BYTES, 'the file is above the inline limit');
	const before = (await requestLog(sim)).at(-1)?.seq ?? 0;
	const storageBefore = (await storageLog(sim)).length;
	const rss = workers.map((w) => sampleRss(w.process.pid));
	const answer = await suite.step(
		`a ${(file.size / 1024 / 1024).toFixed(0)} MiB file read from disk and uploaded (webhook answers with the result)`,
		async () => {
			const res = await fetch(`${main.server.url}/webhook/${UPLOAD_WORKFLOW.path}`, {
				method: 'POST',
			});
			return { status: res.status, body: (await res.json()) as any };
		},
	);
	const rows = await waitForExecutions(postgres, UPLOAD_WORKFLOW.id, 1, 60_000);
	const peaks = rss.map((r) => r.stop());
	const log = (await requestLog(sim, before)).filter((r) => !r.path.startsWith('/__'));
	const storage = (await storageLog(sim)).slice(storageBefore);
	const byExecution = await workerOf(
		workers,
		rows.map((r) => r.id),
	);

	suite.test('the upload ran on a worker and succeeded', () => {
		assertEqual(answer.status, 200, 'webhook answer status');
		assertEqual(
			rows.map((r) => r.status),
			['success'],
			'execution status',
		);
		const ran = byExecution.get(rows[0].id) ?? [];
		assertEqual(ran.length, 1, `workers that finished execution ${rows[0].id}`);
		console.log(`    (execution ${rows[0].id} on ${ran[0]})`);
	});
	suite.test('presigned: POST /media/uploads, one keyless PUT of every byte, intact', async () => {
		assertEqual(answer.body.method, 'presigned', 'upload method');
		assertEqual(answer.body.size, file.size, 'size');
		const uploads = log.filter((r) => r.method === 'POST' && r.path === '/media/uploads');
		assertEqual(uploads.length, 1, 'POST /media/uploads');
		assert(uploads[0].keyMatched, 'POST /media/uploads without the right key');
		const puts = storage.filter((e) => e.method === 'PUT');
		assertEqual(
			puts.map((p) => [p.status, p.bytes]),
			[[200, file.size]],
			'PUTs to storage (status, bytes)',
		);
		assert(
			storage.every((e) => !e.carriedApiKeyHeader),
			`the storage host saw the API key header: ${show(storage)}`,
		);
		const res = await fetch(answer.body.url);
		const bytes = Buffer.from(await res.arrayBuffer());
		assertEqual(bytes.length, file.size, `size at ${answer.body.url}`);
		assertEqual(sha256(bytes), file.sha256, 'sha256 of the hosted file');
	});
	suite.test('no API key in the webhook answer or the n8n logs', () => {
		assert(!JSON.stringify(answer.body).includes(ctx.apiKey), 'the key is in the answer');
		for (const logFile of [main.log, ...workers.map((w) => w.log)]) {
			assert(!readText(logFile).includes(ctx.apiKey), `the key is in ${logFile}`);
		}
	});
	await suite.run();
	console.log(
		`  i peak RSS of the worker processes during the upload (binary data in the database): ` +
			workers.map((w, n) => `${w.name} ${peaks[n]}`).join(', '),
	);
}

/** VmRSS of one process (not its task runner), sampled every 100 ms: `start → peak MiB`. */
function sampleRss(pid: number | undefined): { stop(): string } {
	const read = () => {
		try {
			const status = readFileSync(`/proc/${pid}/status`, 'utf8');
			return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
		} catch {
			return 0;
		}
	};
	const start = read();
	let peak = start;
	const timer = setInterval(() => (peak = Math.max(peak, read())), 100);
	return {
		stop() {
			clearInterval(timer);
			return start ? `${start.toFixed(0)} → ${peak.toFixed(0)} MiB` : 'not measured';
		},
	};
}
