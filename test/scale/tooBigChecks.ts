// A file that n8n stores in PostgreSQL (binary data mode `database`) but cannot hand back to any
// node: above 256 MiB its read fails inside n8n and the execution hangs. Our upload refuses it,
// before sending anything and before asking n8n for the bytes, with the setting that fixes it.
import { DATABASE_READ_MAX_BYTES } from '../../nodes/SocialPublishing/transport/upload';
import { requestLog } from '../e2e/context';
import { assert, assertEqual, show, type Suite } from '../e2e/harness';
import { isAlive } from '../../benchmarks/n8nWebhookCall';
import {
	readText,
	storageLog,
	waitForExecutions,
	type DiskFile,
	type ScaleContext,
} from './context';
import { TOO_BIG_WORKFLOW } from './workflows';

/** Reading 256 MiB from disk into PostgreSQL takes a few seconds; the refusal itself none. */
const ANSWER_WITHIN_MS = 120_000;

export async function tooBigChecks(suite: Suite, ctx: ScaleContext, file: DiskFile): Promise<void> {
	const { sim, postgres, main, workers } = ctx;
	assert(file.size > DATABASE_READ_MAX_BYTES, 'the file is above what n8n can read back');
	const before = (await requestLog(sim)).at(-1)?.seq ?? 0;
	const storageBefore = (await storageLog(sim)).length;
	const started = Date.now();
	const answer = await suite.step(
		`a ${(file.size / 1024 / 1024).toFixed(0)} MiB file stored in PostgreSQL, then Media → Upload (webhook answers with the result)`,
		async () => {
			const res = await fetch(`${main.server.url}/webhook/${TOO_BIG_WORKFLOW.path}`, {
				method: 'POST',
				signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
			});
			return { status: res.status, body: (await res.json()) as { error?: string } };
		},
	);
	const seconds = (Date.now() - started) / 1000;
	const rows = await waitForExecutions(postgres, TOO_BIG_WORKFLOW.id, 1, 60_000);
	const log = (await requestLog(sim, before)).filter((r) => !r.path.startsWith('/__'));

	suite.test(`refused with the fix named, in ${seconds.toFixed(0)} s, not hung`, () => {
		assertEqual(answer.status, 200, 'webhook answer status');
		const error = String(answer.body.error ?? '');
		assert(
			error.startsWith(
				"Input Binary Field: 'big-keynote.mp4' (256 MiB) is stored in n8n's database",
			),
			`the error: ${show(answer.body)}`,
		);
		assert(error.includes('N8N_DEFAULT_BINARY_DATA_MODE=filesystem'), `no fix in: ${error}`);
		assertEqual(
			rows.map((r) => r.status),
			['success'],
			'execution status (the error is the item)',
		);
	});
	suite.test(
		'no upload request to the service or to storage; every worker still runs',
		async () => {
			// The trigger workflow keeps polling GET /comments meanwhile: only the upload's requests count.
			const sent = log.filter((r) => r.method !== 'GET' || r.path.startsWith('/media'));
			assertEqual(show(sent.map((r) => `${r.method} ${r.path}`)), '[]', 'requests to the service');
			assertEqual((await storageLog(sim)).length, storageBefore, 'storage requests');
			for (const worker of workers) {
				assert(isAlive(worker.process.pid!), `${worker.name} is gone`);
				assert(
					!/Cannot create a string longer/.test(readText(worker.log)),
					`${worker.name} logged the failed read: n8n was asked for the bytes`,
				);
			}
		},
	);
	await suite.run();
}
