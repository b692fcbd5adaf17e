// Visual → Create From Template through n8n's execution code against the simulator: prompt-only
// creation, the three id forms, the form's values typed by the specification, JSON mode, options,
// and both creation envelopes.
import { fromList, runNode } from '../../helpers/n8n';
import { addFaults, logMark, requestsSince } from '../../helpers/requestLog';
import {
	COMBINE_CLIPS,
	IMAGE_SLIDESHOW,
	json,
	mapped,
	QUOTE,
	TUTORIAL_FLAT,
	useVisualCreate,
	VALID,
	WHEN_X,
} from './visualHelpers';

const { sim, create, creations } = useVisualCreate();

describe('creating', () => {
	it('prompt only: inputs {} and the prompt, required inputs left to the AI', async () => {
		const mark = await logMark(sim);
		const { items, error } = await create(WHEN_X.id, {
			prompt: 'Morning routines: when you rush vs when you plan',
		});
		expect(error).toBeUndefined();
		expect(items[0].json).toEqual({ id: expect.any(String), status: 'queueing' });
		const [request] = await creations(mark);
		expect(request.body).toEqual({
			templateId: WHEN_X.id,
			inputs: {},
			prompt: 'Morning routines: when you rush vs when you plan',
		});
		const stored = await sim.api().get(`/videos/creations/${String(items[0].json.id)}`);
		expect(stored.body.item.prompt).toBe('Morning routines: when you rush vs when you plan');
	});

	it('prompt plus some inputs: the given inputs are sent (they win), the rest left empty', async () => {
		const mark = await logMark(sim);
		const { error } = await create(TUTORIAL_FLAT.id, {
			prompt: 'Five tips for better espresso',
			inputs: mapped({ mainTitle: 'Better espresso', contentItems: '', ctaActions: null }),
		});
		expect(error).toBeUndefined();
		expect((await creations(mark))[0].body).toEqual({
			templateId: TUTORIAL_FLAT.id,
			inputs: { mainTitle: 'Better espresso' },
			prompt: 'Five tips for better espresso',
		});
	});

	it.each([
		['the listed /base/v2/<kind>/<uuid>/v1 form', IMAGE_SLIDESHOW.id],
		['the legacy /video-template/<uuid> form', `/video-template/${IMAGE_SLIDESHOW.uuid}`],
		['the bare uuid', IMAGE_SLIDESHOW.uuid],
	])('template by %s: sent exactly as given', async (_form, id) => {
		const mark = await logMark(sim);
		const { items, error } = await runNode({
			sim,
			resource: 'visual',
			operation: 'create',
			parameters: { template: fromList(id), ...json(VALID[IMAGE_SLIDESHOW.name]) },
		});
		expect(error).toBeUndefined();
		expect(items[0].json.status).toBe('queueing');
		const lookups = await requestsSince(sim, mark, { path: '/videos/templates' });
		expect(lookups.map((r) => r.query.id)).toEqual([id]);
		expect((await creations(mark))[0].body.templateId).toBe(id);
		const stored = await sim.api().get(`/videos/creations/${String(items[0].json.id)}`);
		expect(stored.body.item.templateId).toBe(IMAGE_SLIDESHOW.id);
	});

	it('form values are typed by the specification: numbers, booleans, lists and objects as text', async () => {
		const mark = await logMark(sim);
		const { error } = await create(COMBINE_CLIPS.id, {
			inputs: mapped({
				videoClips: '[{"url": "https://example.com/a.mp4"}, {"url": "https://example.com/b.mov"}]',
				trimSilence: 'true',
				titleConfig: '{"enabled": true, "text": "Roastery week"}',
				maxDuration: '90',
				aspectRatio: '1:1',
				captionsConfig: null,
				musicConfig: '',
			}),
		});
		expect(error).toBeUndefined();
		expect((await creations(mark))[0].body.inputs).toEqual({
			videoClips: [{ url: 'https://example.com/a.mp4' }, { url: 'https://example.com/b.mov' }],
			trimSilence: true,
			titleConfig: { enabled: true, text: 'Roastery week' },
			maxDuration: 90,
			aspectRatio: '1:1',
		});
	});

	it('a list field that is not valid JSON is refused with an example', async () => {
		const mark = await logMark(sim);
		const { error } = await create(COMBINE_CLIPS.id, {
			inputs: mapped({ videoClips: '[{url: a.mp4}]' }),
		});
		expect(error?.message).toMatch(/^Input videoClips: is not valid JSON \(/);
		expect(error?.message).toContain('give a JSON list such as [{"url": "..."}]');
		expect(await creations(mark)).toEqual([]);
	});

	it('Map Automatically: the input item fields named like inputs, the others ignored', async () => {
		const mark = await logMark(sim);
		const { error } = await create(
			QUOTE.id,
			{ inputs: mapped(null, 'autoMapInputData') },
			{
				items: [
					{
						json: {
							quote: 'Coffee is a language in itself.',
							author: 'Jackie Chan',
							title: 'not an input',
						},
					},
				],
			},
		);
		expect(error).toBeUndefined();
		expect((await creations(mark))[0].body.inputs).toEqual({
			quote: 'Coffee is a language in itself.',
			author: 'Jackie Chan',
		});
	});

	it('JSON mode: not an object is refused', async () => {
		for (const [value, message] of [
			['[1, 2]', 'must be one JSON object'],
			['{"quote": ', 'is not valid JSON'],
		]) {
			const { error } = await create(QUOTE.id, { inputsMode: 'json', inputsJson: value });
			expect(error?.message).toMatch(new RegExp(`^Inputs \\(JSON\\): ${message}`));
		}
	});

	it('options: title, render, draft and brand kit as chosen; nothing the user did not set', async () => {
		const mark = await logMark(sim);
		const { items, error } = await create(QUOTE.id, {
			...json({ quote: 'Good coffee takes time.' }),
			options: { title: 'Weekly quote', render: false, isDraft: true, useBrandKit: true },
		});
		expect(error).toBeUndefined();
		expect((await creations(mark))[0].body).toEqual({
			templateId: QUOTE.id,
			inputs: { quote: 'Good coffee takes time.' },
			title: 'Weekly quote',
			render: false,
			isDraft: true,
			useBrandKit: true,
		});
		const stored = (await sim.api().get(`/videos/creations/${String(items[0].json.id)}`)).body.item;
		expect(stored).toMatchObject({ title: 'Weekly quote', isDraft: true, useBrandKit: true });
	});

	it('the retired POST /videos/creations is never used', async () => {
		const mark = await logMark(sim);
		await create(QUOTE.id, json({ quote: 'Good coffee takes time.' }));
		expect(await requestsSince(sim, mark, { path: '/videos/creations' })).toEqual([]);
	});

	it('one template lookup per execution for many items', async () => {
		const mark = await logMark(sim);
		const { items, error } = await create(QUOTE.id, json({ quote: 'Good coffee takes time.' }), {
			items: [{ json: {} }, { json: {} }, { json: {} }],
		});
		expect(error).toBeUndefined();
		expect(items).toHaveLength(3);
		expect(await requestsSince(sim, mark, { path: '/videos/templates' })).toHaveLength(1);
		expect(await creations(mark)).toHaveLength(3);
	});
});

describe('the creation envelope', () => {
	it('{item: {id, status}} (the simulator) and the flat {id} of one reference', async () => {
		const nested = await create(QUOTE.id, json({ quote: 'Good coffee takes time.' }));
		expect(nested.items[0].json).toEqual({ id: expect.any(String), status: 'queueing' });
		await addFaults(sim, {
			method: 'POST',
			path: '/videos/from-templates',
			status: 201,
			body: { id: 'a9e3c7d0-0000-4000-8000-000000000001' },
		});
		const flat = await create(QUOTE.id, json({ quote: 'Good coffee takes time.' }));
		expect(flat.error).toBeUndefined();
		expect(flat.items[0].json).toEqual({ id: 'a9e3c7d0-0000-4000-8000-000000000001' });
	});

	it('an answer without an id is an error, not an empty item', async () => {
		await addFaults(sim, { method: 'POST', path: '/videos/from-templates', status: 201, body: {} });
		const { error } = await create(QUOTE.id, json({ quote: 'Good coffee takes time.' }));
		expect(error?.message).toMatch(
			/^Unexpected answer from POST \/videos\/from-templates \(HTTP 201, content type application\/json.*\): the answer\.item is undefined, not an object, and the answer\.id is undefined, not text$/,
		);
		// Not repeated: the visual may exist.
		expect(error?.description).toMatch(/not repeated/);
	});
});
