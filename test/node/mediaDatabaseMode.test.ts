// Binaries that n8n keeps in its database (binary data mode `database`, n8n's default in queue
// mode): handed to the node whole, in one chunk, as n8n's DatabaseManager does; a file above what
// n8n can read back from PostgreSQL is refused before anything is sent; a stalled hand-out ends
// at the upload's deadline.
import { createHash, randomBytes } from 'crypto';

import type { IBinaryData, INodeExecutionData } from 'n8n-workflow';

import { DEADLINE_POLICY } from '../../nodes/SocialPublishing/transport/deadline';
import { DATABASE_READ_MAX_BYTES } from '../../nodes/SocialPublishing/transport/upload';
import { DatabaseStandIn, runNode } from '../helpers/n8n';
import { startTestSimulator, type TestSimulator } from '../helpers/simulator';
import { createPost, requestCount, seeded, type Seeded } from './postHelpers';

let sim: TestSimulator;
let s: Seeded;
const db = new DatabaseStandIn();
const otherStore = new DatabaseStandIn('s3');

/** A binary as n8n gives it to a node in `mode` (database, or s3 for a mode without the limit). */
const stored = (mode: 'database' | 's3', ...args: Parameters<DatabaseStandIn['store']>) =>
	(mode === 'database' ? db : otherStore).store(...args);

const itemWith = (binary: Record<string, IBinaryData>): INodeExecutionData[] => [
	{ json: {}, binary },
];
const upload = (binary: IBinaryData, parameters: Record<string, unknown> = {}) =>
	runNode({
		sim,
		resource: 'media',
		operation: 'upload',
		parameters: { binaryPropertyName: 'data', ...parameters },
		items: itemWith({ data: binary }),
	});

const TOO_BIG = DATABASE_READ_MAX_BYTES + 1;
const video = { fileName: 'keynote.mp4', mimeType: 'video/mp4' };

beforeAll(async () => {
	sim = await startTestSimulator({ rateLimits: false });
	s = await seeded(sim);
	await db.register();
	await otherStore.register();
});
afterAll(async () => {
	await sim.close();
});
afterEach(() => {
	db.handOuts = [];
	otherStore.handOuts = [];
});

describe('binary data in database mode', () => {
	it('a 20 MiB file handed over in one chunk is uploaded presigned, every byte intact', async () => {
		const bytes = randomBytes(20 * 1024 * 1024);
		const { items, error } = await upload(stored('database', { bytes, size: bytes.length }, video));
		expect(error).toBeUndefined();
		expect(items[0].json).toMatchObject({ method: 'presigned', size: bytes.length });
		const hosted = Buffer.from(await (await fetch(String(items[0].json.url))).arrayBuffer());
		const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
		expect(sha(hosted)).toBe(sha(bytes));
		expect(db.handOuts).toHaveLength(1);
	});

	it('a file above 256 MiB is refused before any request, and n8n is never asked for it', async () => {
		const before = await requestCount(sim);
		const { error } = await upload(stored('database', { size: TOO_BIG }, video));
		expect(error?.message).toMatch(
			/^Input Binary Field: 'keynote.mp4' \(256 MiB\) is stored in n8n's database/,
		);
		expect(error?.message).toContain('cannot hand a file above 256 MiB back');
		expect(error?.message).toContain('Set N8N_DEFAULT_BINARY_DATA_MODE=filesystem');
		expect(await requestCount(sim)).toBe(before);
		expect(db.handOuts).toEqual([]);
	});

	it('the limit is exact, the dry run says so too, and other storage modes have no such limit', async () => {
		const atLimit = await upload(stored('database', { size: DATABASE_READ_MAX_BYTES }, video), {
			dryRun: true,
		});
		expect(atLimit.error).toBeUndefined();
		expect(atLimit.items[0].json.requests).toEqual([
			{
				method: 'POST',
				path: '/media/uploads',
				body: { filename: 'keynote.mp4' },
				wouldSend: true,
			},
			expect.objectContaining({ method: 'PUT' }),
		]);
		const above = await upload(stored('database', { size: TOO_BIG }, video), { dryRun: true });
		expect(above.error?.message).toMatch(/^Input Binary Field: .* is stored in n8n's database/);
		const elsewhere = await upload(stored('s3', { size: 2 * TOO_BIG }, video), { dryRun: true });
		expect(elsewhere.error).toBeUndefined();
		expect(db.handOuts).toEqual([]);
		expect(otherStore.handOuts).toEqual([]);
	});

	it('Post → Create: a refused thumbnail stops the post before its video is uploaded', async () => {
		const before = (await sim.requests()).length;
		const { error } = await createPost(
			sim,
			s,
			'youtube',
			{ media: 'clip', youtubeTitle: 'Keynote', youtubeOptions: { thumbnail: 'thumb' } },
			{
				items: itemWith({
					clip: stored('database', { bytes: randomBytes(4096), size: 4096 }, video),
					thumb: stored(
						'database',
						{ size: TOO_BIG },
						{ fileName: 'thumb.png', mimeType: 'image/png' },
					),
				}),
			},
		);
		expect(error?.message).toMatch(
			/^YouTube Options → Thumbnail: 'thumb.png' \(256 MiB\) is stored in n8n's/,
		);
		// Only the account check (a read) went out: nothing was uploaded or posted.
		const sent = (await sim.requests()).slice(before).map((r) => `${r.method} ${r.path}`);
		expect(sent).toEqual(['GET /users/me/accounts']);
		expect(db.handOuts).toEqual([]);
	});

	it("a failed hand-out is n8n's error in the node's words", async () => {
		const { error } = await upload(stored('database', { size: 1024 }, video), {
			options: { forcePresigned: true },
		});
		expect(error?.message).toBe("Reading 'keynote.mp4' from n8n failed");
		expect(error?.description).toMatch(
			/^n8n's binary data storage answered: the test stored no bytes for file-\d+\. The upload was not retried/,
		);
		expect(db.handOuts).toHaveLength(1);
	});

	describe('a hand-out that never ends', () => {
		const saved = { ...DEADLINE_POLICY };
		beforeEach(() => Object.assign(DEADLINE_POLICY, { baseMs: 1500, perMiBMs: 100 }));
		afterEach(() => Object.assign(DEADLINE_POLICY, saved));

		it('fails at the upload deadline with a clear error, and nothing is put to storage', async () => {
			const storage = async () => (await sim.control('GET', '/storage-log')).items.length;
			const putsBefore = await storage();
			const started = Date.now();
			const { error } = await upload(stored('database', { size: 1024, handOut: 'never' }, video), {
				options: { forcePresigned: true },
			});
			// Real time: the deadline is an AbortSignal.timeout (1.6 s here). The upper bound only
			// proves it, not the jest timeout or the default 120 s, ended the wait: room for a run
			// 10x slower on a loaded machine.
			const elapsed = Date.now() - started;
			expect(elapsed).toBeGreaterThanOrEqual(1500);
			expect(elapsed).toBeLessThan(30_000);
			expect(error?.message).toBe("Reading 'keynote.mp4' from n8n failed");
			expect(error?.description).toMatch(
				/^n8n's binary data storage did not hand the file to the node within 2 s\. The upload was not retried/,
			);
			expect(db.handOuts).toHaveLength(1);
			expect(await storage()).toBe(putsBefore);
		});
	});
});
