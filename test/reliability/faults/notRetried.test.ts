/* eslint-disable @n8n/community-nodes/no-restricted-imports -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// Issue 16, item 1: what is never retried after an ambiguous failure: changing requests (PATCH,
// DELETE), and the presigned PUT (decision in README "Behaviour worth knowing").
import { once } from 'events';
import { createServer, type IncomingHttpHeaders, type Server } from 'http';
import type { AddressInfo } from 'net';

import type { IDataObject } from 'n8n-workflow';

import { byId, runNode } from '../../helpers/n8n';
import { addFaults, logMark, requestsSince, type FaultSpec } from '../../helpers/requestLog';
import { ambiguous, QUOTE, settledLog, TIMEOUT_MS, useFaultsSimulator } from './harness';

const { sim } = useFaultsSimulator();

// ---------------------------------------------------------------------------------------------
// Changing requests: never retried after an ambiguous failure

describe('changing requests (PATCH, DELETE) are never retried', () => {
	it('each write operation: one request, and an error that says to check', async () => {
		const api = sim.api();
		const visual = (
			await api.post('/videos/from-templates', {
				templateId: QUOTE,
				inputs: { quote: 'A quote to delete under faults' },
			})
		).body.item.id;
		const slot = (
			await api.post('/schedule/slots', {
				slots: [
					{
						day: 'saturday',
						hour: 22,
						minute: 11,
						selectedTargets: [{ platform: 'bluesky', accountId: null, subaccountId: null }],
					},
				],
			})
		).body.items[0].id;
		const scheduled = async () => {
			const submission = (
				await api.post('/posts', {
					post: {
						accountId: '1008',
						content: { text: 'Write under faults', mediaUrls: [], platform: 'bluesky' },
						target: { targetType: 'bluesky' },
					},
					scheduledTime: new Date(Date.now() + 9 * 86_400_000).toISOString(),
				})
			).body.postSubmissionId;
			return (await api.get(`/posts/${submission}`)).body.scheduleId as string;
		};
		const [toUpdate, toDelete] = [await scheduled(), await scheduled()];
		const writes: Array<[string, string, IDataObject, string, string, RegExp]> = [
			[
				'visual',
				'delete',
				{ visualId: visual },
				'DELETE',
				`/videos/${visual}`,
				/read the resource again/,
			],
			[
				'schedule',
				'update',
				{ scheduleId: toUpdate, updateFields: { text: 'Changed' } },
				'PATCH',
				`/schedules/${toUpdate}`,
				/Schedule → Get/,
			],
			[
				'schedule',
				'delete',
				{ scheduleId: toDelete },
				'DELETE',
				`/schedules/${toDelete}`,
				/Schedule → Get/,
			],
			[
				'slot',
				'updateTargets',
				{ slotId: slot, platform: 'threads', accountScope: 'all' },
				'PATCH',
				`/schedule/slots/${slot}`,
				/Slot → Get Many/,
			],
			['slot', 'delete', { slotId: slot }, 'DELETE', `/schedules/slots/${slot}`, /Slot → Get Many/],
		];
		for (const [resource, operation, parameters, method, path, check] of writes) {
			// A delete is processed by the last fault only: the ones before must still find the target.
			const faults: Array<Omit<FaultSpec, 'path'>> =
				method === 'PATCH'
					? [
							{ status: 503, when: 'after' },
							{ reset: true },
							{ delayMs: TIMEOUT_MS + 150, when: 'after', status: 500 },
						]
					: [{ reset: true }, { status: 502 }, { status: 503, when: 'after' }];
			for (const fault of faults) {
				await sim.control('DELETE', '/faults');
				await addFaults(sim, { ...fault, method, path });
				const mark = await logMark(sim);
				const run = await runNode({ sim, resource, operation, parameters });
				const where = `${resource} → ${operation} ${JSON.stringify(fault)}`;
				expect([where, run.error?.message]).toEqual([where, expect.stringMatching(ambiguous)]);
				expect([where, run.error?.description]).toEqual([where, expect.stringMatching(check)]);
				// A held-back request is logged once the simulator answers it (its 500): until then.
				const log = await settledLog(
					sim,
					mark,
					{ method, path },
					(entries) => !fault.delayMs || entries.some((r) => r.status === fault.status),
				);
				expect([where, log.length]).toEqual([where, 1]);
			}
		}
		// Real time: two held-back answers wait out the 1.5 s timeout, on a machine maybe 5-10x slower.
	}, 120_000);
});

// ---------------------------------------------------------------------------------------------
// The presigned PUT: never retried (README "Behaviour worth knowing")

/** A storage host that answers each PUT from a script and records what reached it. */
async function scriptedStorage(answers: Array<'503' | 'reset' | '403' | '200'>) {
	const seen: Array<{ method: string; url: string; headers: IncomingHttpHeaders; bytes: number }> =
		[];
	const server: Server = createServer((req, res) => {
		let bytes = 0;
		req.on('data', (chunk: Buffer) => (bytes += chunk.length));
		req.on('end', () => {
			seen.push({ method: req.method!, url: req.url!, headers: req.headers, bytes });
			const answer = answers.shift() ?? '200';
			if (answer === 'reset') {
				req.socket.destroy();
				return;
			}
			res.writeHead(Number(answer), { 'content-type': 'application/json' });
			res.end(answer === '200' ? '' : JSON.stringify({ message: `storage says ${answer}` }));
		});
	});
	server.listen(0, '127.0.0.1');
	await once(server, 'listening');
	const { port } = server.address() as AddressInfo;
	return {
		url: `http://127.0.0.1:${port}`,
		seen,
		close: () => new Promise<void>((resolve) => server.close(() => resolve())),
	};
}

/** The next `POST /media/uploads` answers with an upload link to the scripted storage host. */
async function uploadLinkTo(storageUrl: string, fileName: string, fileId: string): Promise<void> {
	await addFaults(sim, {
		method: 'POST',
		path: '/media/uploads',
		status: 201,
		body: {
			presignedUrl: `${storageUrl}/uploads/tok/${fileName}?expires=1&signature=x`,
			publicUrl: `${storageUrl}/files/${fileId}/${fileName}`,
		},
	});
}

describe('the presigned PUT is never retried', () => {
	it.each([
		['a 503', '503' as const, /storage host answered 503/],
		['a dropped connection', 'reset' as const, /could not be reached/],
		['a 403 (expired URL)', '403' as const, /has expired/],
	])(
		'after %s: one PUT, no new upload link, and the error says why and what to do',
		async (_n, answer, detail) => {
			const storage = await scriptedStorage([answer]);
			try {
				await uploadLinkTo(storage.url, 'clip.jpg', 'f1');
				const mark = await logMark(sim);
				const run = await runNode({
					sim,
					resource: 'media',
					operation: 'upload',
					parameters: { binaryPropertyName: 'data', options: { forcePresigned: true } },
					binary: {
						data: { data: Buffer.alloc(3000, 7), mimeType: 'image/jpeg', fileName: 'clip.jpg' },
					},
				});
				expect(run.error?.message).toBe("Uploading 'clip.jpg' to storage failed");
				expect(run.error?.description).toMatch(detail);
				expect(run.error?.description).toMatch(
					/not retried and nothing was posted with this file: run the node again, it asks for a new presigned URL/,
				);
				expect(storage.seen.map((r) => r.method)).toEqual(['PUT']);
				expect(storage.seen[0].headers['service-api-key']).toBeUndefined();
				expect(JSON.stringify(storage.seen[0].headers)).not.toContain(sim.apiKey);
				const log = await requestsSince(sim, mark);
				expect(log.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /media/uploads']);
			} finally {
				await storage.close();
			}
		},
	);

	it('Post → Create with a binary: a failed PUT stops the item before the post is sent', async () => {
		const storage = await scriptedStorage(['503']);
		try {
			await uploadLinkTo(storage.url, 'big.mp4', 'f2');
			const mark = await logMark(sim);
			// Over 15 MiB goes presigned.
			const run = await runNode({
				sim,
				resource: 'post',
				operation: 'create',
				parameters: {
					platform: 'twitter',
					account: byId('1001'),
					text: 'With a video',
					media: 'data',
				},
				binary: {
					data: {
						data: Buffer.alloc(15 * 1024 * 1024 + 1, 1),
						mimeType: 'video/mp4',
						fileName: 'big.mp4',
					},
				},
			});
			expect(run.error?.message).toBe("Uploading 'big.mp4' to storage failed");
			expect(storage.seen).toHaveLength(1);
			const log = await requestsSince(sim, mark, { method: 'POST' });
			expect(log.map((r) => r.path)).toEqual(['/media/uploads']);
		} finally {
			await storage.close();
		}
	}, 30_000);
});
