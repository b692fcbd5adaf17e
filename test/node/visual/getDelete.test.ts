// Visual → Get (with Download Result once done) and Visual → Delete (with Dry Run), through n8n's
// execution code against the simulator.
import { runNode } from '../../helpers/n8n';
import { logMark, requestsSince } from '../../helpers/requestLog';
import { COMBINE_CLIPS, QUOTE, useVisualResult } from './visualHelpers';

const { sim } = useVisualResult();

describe('Visual → Get', () => {
	it('a visual by ID: the item (status, media URLs), sent exactly as given', async () => {
		const created = await sim.api().post('/videos/from-templates', {
			templateId: QUOTE.id,
			inputs: { quote: 'Good coffee takes time.' },
		});
		const id = created.body.item.id as string;
		const mark = await logMark(sim);
		const { items, error } = await runNode({
			sim,
			resource: 'visual',
			operation: 'get',
			parameters: { visualId: id },
		});
		expect(error).toBeUndefined();
		expect(items[0].json).toMatchObject({ id, status: expect.any(String), templateId: QUOTE.id });
		expect((await requestsSince(sim, mark)).map((r) => [r.method, r.path])).toEqual([
			['GET', `/videos/creations/${id}`],
		]);
	});

	it('with Download Result once done: the files; before done: the status only', async () => {
		const created = await sim.api().post('/videos/from-templates', {
			templateId: QUOTE.id,
			inputs: { quote: 'Good coffee takes time.' },
		});
		const id = created.body.item.id as string;
		const pending = await runNode({
			sim,
			resource: 'visual',
			operation: 'get',
			parameters: { visualId: id, download: true },
		});
		expect(pending.items[0].json.status).not.toBe('done');
		expect(pending.items[0].binary).toBeUndefined();
		await sim.advance(10_000);
		const done = await runNode({
			sim,
			resource: 'visual',
			operation: 'get',
			parameters: { visualId: id, download: true, binaryPropertyName: 'card' },
		});
		expect(done.items[0].json).toMatchObject({ status: 'done', binaryProperties: ['card_0'] });
		expect(done.items[0].binary!.card_0.mimeType).toBe('image/png');
	});

	it('an unknown ID: 404 with a hint; an empty ID is refused before sending', async () => {
		const { error } = await runNode({
			sim,
			resource: 'visual',
			operation: 'get',
			parameters: { visualId: 'no-such-visual' },
		});
		expect(error?.httpCode).toBe('404');
		expect(error?.description).toMatch(/^No visual has this ID for this credential/);
		const mark = await logMark(sim);
		const empty = await runNode({
			sim,
			resource: 'visual',
			operation: 'get',
			parameters: { visualId: ' ' },
		});
		expect(empty.error?.message).toMatch(/^Visual ID: is required/);
		expect(await requestsSince(sim, mark)).toEqual([]);
	});
});

describe('Visual → Delete', () => {
	/** A visual created straight through the API; its id. */
	async function createClipsVisual(): Promise<string> {
		const created = await sim.api().post('/videos/from-templates', {
			templateId: COMBINE_CLIPS.id,
			inputs: { videoClips: [{ url: 'https://example.com/a.mp4' }] },
		});
		return created.body.item.id as string;
	}

	it('Dry Run: checks that the visual exists, plans the DELETE, deletes nothing', async () => {
		const id = await createClipsVisual();
		const mark = await logMark(sim);
		const { items, error } = await runNode({
			sim,
			resource: 'visual',
			operation: 'delete',
			parameters: { visualId: id, dryRun: true },
		});
		expect(error).toBeUndefined();
		expect(items[0].json).toEqual({
			dryRun: true,
			requests: [{ method: 'DELETE', path: `/videos/${id}`, wouldSend: true }],
		});
		expect((await requestsSince(sim, mark)).map((r) => r.method)).toEqual(['GET']);
		expect((await sim.api().get(`/videos/creations/${id}`)).status).toBe(200);
		const unknown = await runNode({
			sim,
			resource: 'visual',
			operation: 'delete',
			parameters: { visualId: '5c1d8e2a-0000-4000-8000-00000000dead', dryRun: true },
		});
		expect(unknown.error?.httpCode).toBe('404');
	});

	it('DELETE /videos/{id}; afterwards Get and Delete are 404', async () => {
		const id = await createClipsVisual();
		const mark = await logMark(sim);
		const { items, error } = await runNode({
			sim,
			resource: 'visual',
			operation: 'delete',
			parameters: { visualId: id },
		});
		expect(error).toBeUndefined();
		expect(items[0].json).toEqual({ success: true, id, deleted: true });
		expect((await requestsSince(sim, mark)).map((r) => [r.method, r.path, r.status])).toEqual([
			['DELETE', `/videos/${id}`, 200],
		]);
		expect((await sim.api().get(`/videos/creations/${id}`)).status).toBe(404);
		const again = await runNode({
			sim,
			resource: 'visual',
			operation: 'delete',
			parameters: { visualId: id },
		});
		expect(again.error?.httpCode).toBe('404');
		expect(again.error?.description).toMatch(/^No visual has this ID/);
	});
});
