// Visual → Create From Template through n8n's execution code against the simulator: the checks
// against the template's input specification (every bound of the spec's tables below, at and
// above; nothing created when refused), prompt-only creation, the three id forms, both creation
// envelopes, the form's values typed by the specification, JSON mode and options.
import type { IDataObject } from 'n8n-workflow';

import { byId, fromList, runNode } from '../helpers/n8n';
import { addFaults, logMark, requestsSince } from '../helpers/requestLog';
import { useSimulator } from '../helpers/simulator';
import { templateNamed } from '../helpers/fixtures';

const sim = useSimulator({ rateLimits: false });
afterEach(async () => {
	await sim.control('DELETE', '/faults');
	// Keeps logMark cheap: it reads the whole log.
	await sim.control('DELETE', '/requests');
});

const byName = templateNamed;
const IMAGE_SLIDESHOW = byName('Image Slideshow with Text Overlays');
const COMBINE_CLIPS = byName('Combine Clips and Apply Basic Edits');
const TUTORIAL_FLAT = byName('Tutorial Carousel with Minimalist Flat Style');
const WHEN_X = byName('When X then Y Text Slideshow');
const PROMINENT = byName('Image Slideshow with Prominent Text');
const NEWSPAPER = byName('Newspaper Infographic (V1)');
const QUOTE = byName('Quote Card with Monocolor Background');

const text = (n: number) => 'x'.repeat(n);

/** Inputs each template accepts; the bound cases change one value of them. */
const VALID: Record<string, IDataObject> = {
	[IMAGE_SLIDESHOW.name]: {
		slides: [{ imageSource: 'https://example.com/beans.jpg', textOverlay: 'Fresh beans' }],
	},
	[COMBINE_CLIPS.name]: { videoClips: [{ url: 'https://example.com/clip.mp4' }] },
	[TUTORIAL_FLAT.name]: {
		contentItems: ['Grind right before brewing'],
		ctaActions: ['Follow'],
		profileDescription: 'Roasting coffee since 2010',
	},
	[WHEN_X.name]: {
		firstSlideText: 'When you brew coffee at home every day',
		firstSlideImagePrompt: 'A kitchen at dawn',
		comparisonTextTop: 'Before',
		comparisonTextBottom: 'After',
		lastSlideText: 'Follow for more',
		lastSlideImagePrompt: 'A cup of coffee',
		slides: [
			{
				topComparisonExampleText: 'Instant coffee in a mug',
				bottomComparisonExampleText: 'Fresh pour-over with a scale',
			},
		],
	},
	[PROMINENT.name]: {
		slides: [
			{
				image: 'A pour-over coffee setup, morning light',
				text: 'Grind right before brewing: flavour fades fast.',
			},
		],
	},
	[NEWSPAPER.name]: {},
};

type Bound = [
	template: string,
	path: string,
	kind: 'chars' | 'items' | 'number',
	min?: number,
	max?: number,
];

// The bounds of the spec's input tables ("Input parameters per template"), written from the spec.
const BOUNDS: Bound[] = [
	[IMAGE_SLIDESHOW.name, 'slides', 'items', 1, 50],
	[IMAGE_SLIDESHOW.name, 'slides[0].textOverlay', 'chars', undefined, 300],
	[IMAGE_SLIDESHOW.name, 'customTextPositionPercent', 'number', 0, 100],
	[IMAGE_SLIDESHOW.name, 'slideDuration', 'number', 1, 10],
	[COMBINE_CLIPS.name, 'videoClips', 'items', 1, 20],
	[COMBINE_CLIPS.name, 'titleConfig.duration', 'number', 1, 10],
	[COMBINE_CLIPS.name, 'musicConfig.volume', 'number', 0, 100],
	[COMBINE_CLIPS.name, 'transitionConfig.duration', 'number', 0, 2],
	[COMBINE_CLIPS.name, 'maxDuration', 'number', 0, 600],
	[TUTORIAL_FLAT.name, 'mainTitle', 'chars', 5, 50],
	[TUTORIAL_FLAT.name, 'authorName', 'chars', undefined, 60],
	[TUTORIAL_FLAT.name, 'ctaButtonText', 'chars', undefined, 50],
	[TUTORIAL_FLAT.name, 'contentItems', 'items', 1, undefined],
	[TUTORIAL_FLAT.name, 'contentItems[0]', 'chars', 10, 300],
	[TUTORIAL_FLAT.name, 'ctaTitle', 'chars', 5, 150],
	[TUTORIAL_FLAT.name, 'ctaActions', 'items', 1, 100],
	[TUTORIAL_FLAT.name, 'ctaActions[0]', 'chars', 1, 50],
	[TUTORIAL_FLAT.name, 'profileName', 'chars', undefined, 60],
	[TUTORIAL_FLAT.name, 'profileTitle', 'chars', undefined, 80],
	[TUTORIAL_FLAT.name, 'profileDescription', 'chars', 10, 250],
	[TUTORIAL_FLAT.name, 'profileCta', 'chars', undefined, 50],
	[WHEN_X.name, 'firstSlideText', 'chars', 30, 70],
	[WHEN_X.name, 'firstSlideImagePrompt', 'chars', 1, 400],
	[WHEN_X.name, 'comparisonTextTop', 'chars', 1, 50],
	[WHEN_X.name, 'comparisonTextBottom', 'chars', 1, 50],
	[WHEN_X.name, 'lastSlideText', 'chars', 1, 350],
	[WHEN_X.name, 'lastSlideImagePrompt', 'chars', 1, 400],
	[WHEN_X.name, 'slides', 'items', 1, 20],
	[WHEN_X.name, 'slides[0].topComparisonExampleText', 'chars', 20, 200],
	[WHEN_X.name, 'slides[0].bottomComparisonExampleText', 'chars', 20, 200],
	[WHEN_X.name, 'slideDuration', 'number', 1, 10],
	[PROMINENT.name, 'slides', 'items', 1, 20],
	[PROMINENT.name, 'slides[0].image', 'chars', 20, 400],
	[PROMINENT.name, 'slides[0].text', 'chars', 30, 200],
	[PROMINENT.name, 'slideDuration', 'number', 1, 10],
	[NEWSPAPER.name, 'description', 'chars', 10, 500],
	[NEWSPAPER.name, 'footerText', 'chars', 2, 100],
];

/** A copy of `inputs` with the value at `path` (`a`, `a.b`, `a[0].b`, `a[0]`) replaced. */
function withValue(inputs: IDataObject, path: string, value: unknown): IDataObject {
	const copy = JSON.parse(JSON.stringify(inputs)) as IDataObject;
	const keys = path.split(/\.|\[(\d+)\]/).filter((k) => k !== undefined && k !== '');
	let node: any = copy;
	for (const key of keys.slice(0, -1)) {
		node[key] ??= {};
		node = node[key];
	}
	node[keys[keys.length - 1]] = value;
	return copy;
}

function valueFor(inputs: IDataObject, path: string, kind: Bound[2], n: number): unknown {
	if (kind === 'chars') return text(n);
	if (kind === 'number') return n;
	const list = inputs[path] as unknown[];
	return Array.from({ length: n }, () => list[0]);
}

async function create(template: string, parameters: IDataObject = {}, extra: IDataObject = {}) {
	return await runNode({
		sim,
		resource: 'visual',
		operation: 'create',
		parameters: { template: byId(template), ...parameters },
		...extra,
	});
}

const json = (inputs: IDataObject) => ({ inputsMode: 'json', inputsJson: JSON.stringify(inputs) });

/** A resource mapper value as the editor saves it ("Map Each Input Manually"). */
const mapped = (value: IDataObject | null, mappingMode = 'defineBelow') => ({
	mappingMode,
	value,
	matchingColumns: [],
	schema: [],
	attemptToConvertTypes: false,
	convertFieldsToString: false,
});

/** The creation requests since `mark`, with their bodies as sent. */
async function creations(mark: number): Promise<Array<{ body: IDataObject }>> {
	const sent = await requestsSince(sim, mark, { method: 'POST', path: '/videos/from-templates' });
	return sent as unknown as Array<{ body: IDataObject }>;
}

describe('checks against the template input specification (before sending)', () => {
	it('the catalog the simulator serves has exactly the bounds of the spec tables', () => {
		for (const [name, path, kind, min, max] of BOUNDS) {
			const template = byName(name);
			let type: any = { t: 'object', fields: template.inputs };
			for (const key of path.split(/\.|\[\d+\]/).filter(Boolean)) {
				type = type.t === 'array' ? type.itemType : type;
				type = type.fields.find((f: { name: string }) => f.name === key).type;
			}
			if (path.endsWith(']')) type = type.itemType;
			const [lo, hi] =
				kind === 'chars'
					? [type.minLength, type.maxLength]
					: kind === 'items'
						? [type.minItems, type.maxItems]
						: [type.min, type.max];
			expect([name, path, lo, hi]).toEqual([name, path, min, max]);
		}
	});

	it.each(BOUNDS)(
		'%s %s (%s %s-%s): below and above refused naming the path, at each bound sent',
		async (name, path, kind, min, max) => {
			const template = byName(name);
			const valid = VALID[name];
			const cases: Array<[number, boolean]> = [];
			if (min !== undefined) cases.push([min - 1, false], [min, true], [min + 1, true]);
			if (max !== undefined) cases.push([max - 1, true], [max, true], [max + 1, false]);
			for (const [n, accepted] of cases) {
				if (n < 0) continue;
				const inputs = withValue(valid, path, valueFor(valid, path, kind, n));
				const mark = await logMark(sim);
				const { items, error } = await create(template.id, json(inputs));
				const sent = await creations(mark);
				if (accepted) {
					expect([path, n, error?.message]).toEqual([path, n, undefined]);
					expect(items[0].json.status).toBe('queueing');
					expect(sent).toHaveLength(1);
					// The request log shortens long texts: what arrived is read back from the service.
					const stored = await sim.api().get(`/videos/creations/${String(items[0].json.id)}`);
					expect(stored.body.item.inputs).toMatchObject(inputs);
				} else {
					expect([path, n, sent.length]).toEqual([path, n, 0]);
					const fieldPath = path;
					expect(error?.message).toContain(`Input ${fieldPath}: `);
					const bound = n < (min ?? 0) ? `${min}` : `${max}`;
					// An empty input is refused as empty (inputs with a lower bound are required);
					// an empty list entry by its length.
					const empty = n === 0 && kind === 'chars' && !path.endsWith(']');
					const expected = empty ? 'must not be empty' : bound;
					expect([n, error?.message]).toEqual([n, expect.stringContaining(expected)]);
					expect(error?.description).toBe(`Fix the "Input ${fieldPath}" field and run again.`);
				}
			}
		},
	);

	it('says what a count is and how to fix it', async () => {
		const inputs = withValue(VALID[PROMINENT.name], 'slides[0].text', text(201));
		const { error } = await create(PROMINENT.id, json(inputs));
		expect(error?.message).toBe(
			'Input slides[0].text: is 201 characters long; it takes 30-200 characters: shorten it by 1',
		);
		const many = withValue(
			VALID[PROMINENT.name],
			'slides',
			Array(21).fill((inputs.slides as IDataObject[])[0]),
		);
		expect((await create(PROMINENT.id, json(many))).error?.message).toBe(
			'Input slides: has 21 items; it takes 1-20 items: remove 1',
		);
		const number = withValue(VALID[PROMINENT.name], 'slideDuration', 11);
		expect((await create(PROMINENT.id, json(number))).error?.message).toBe(
			'Input slideDuration: is 11; it takes 1-10',
		);
	});

	it.each<[string, string, unknown, string]>([
		[
			IMAGE_SLIDESHOW.name,
			'aspectRatio',
			'3:2',
			"'3:2' is not allowed: use one of 16:9, 1:1, 4:5, 9:16",
		],
		[
			IMAGE_SLIDESHOW.name,
			'textStyle',
			'bold',
			"'bold' is not allowed: use one of minimal, elegant, modern",
		],
		[IMAGE_SLIDESHOW.name, 'aiImageModel', 'studio-x/none', 'is not allowed'],
		[
			COMBINE_CLIPS.name,
			'captionsConfig.style',
			'fancy',
			'use one of minimal, bold, highlight, tiktok',
		],
		[IMAGE_SLIDESHOW.name, 'textColor', 'red', "'red' is not a hex color"],
		[IMAGE_SLIDESHOW.name, 'textColor', '#12345', 'is not a hex color'],
		[TUTORIAL_FLAT.name, 'backgroundColor', '#12345678A', 'is not a hex color'],
		[
			TUTORIAL_FLAT.name,
			'profileImage',
			'ftp://example.com/me.png',
			'is not a URL: give the http(s) URL of an image',
		],
		[
			TUTORIAL_FLAT.name,
			'profileImage',
			'https://example.com/me.mp4',
			'is a .mp4 file: give the URL of an image',
		],
		[
			COMBINE_CLIPS.name,
			'videoClips[0].url',
			'clip.mp4',
			'is not a URL: give the http(s) URL of a video',
		],
		[COMBINE_CLIPS.name, 'videoClips[0].url', 'https://example.com/still.png', 'is a .png file'],
		[
			COMBINE_CLIPS.name,
			'musicConfig.url',
			'https://example.com/track.ogg',
			'is not a URL of a MP3 or WAV file',
		],
		[COMBINE_CLIPS.name, 'trimSilence', 'yes', "is 'yes': give true or false"],
		[IMAGE_SLIDESHOW.name, 'slideDuration', '5', "is '5': give a number 1-10"],
		[IMAGE_SLIDESHOW.name, 'slides', { imageSource: 'x' }, 'is an object: give a list'],
		[
			COMBINE_CLIPS.name,
			'titleConfig',
			'Roastery',
			'give an object {enabled, text, position, duration, style}',
		],
		[PROMINENT.name, 'slides[0].text', 42, 'is number 42: give text'],
		[
			IMAGE_SLIDESHOW.name,
			'music',
			'https://example.com/a.mp3',
			'is not an input of this template: use one of slides, aiImageModel',
		],
		[
			COMBINE_CLIPS.name,
			'titleConfig.color',
			'#fff',
			'is not an input of this template: use one of enabled, text, position, duration, style',
		],
	])('%s: %s = %j is refused', async (name, path, value, message) => {
		const template = byName(name);
		const mark = await logMark(sim);
		const { error } = await create(template.id, json(withValue(VALID[name], path, value)));
		expect(error?.message).toMatch(new RegExp(`^Input ${path.replace(/[[\].]/g, '\\$&')}: `));
		expect(error?.message).toContain(message);
		expect(await creations(mark)).toEqual([]);
	});

	it.each<[string, string, unknown]>([
		[IMAGE_SLIDESHOW.name, 'textColor', '#abc'],
		[IMAGE_SLIDESHOW.name, 'textColor', '#A1B2C3'],
		[IMAGE_SLIDESHOW.name, 'textColor', '#A1B2C3FF'],
		[IMAGE_SLIDESHOW.name, 'aiImageModel', 'studio-alpha/sketch-mini'],
		[COMBINE_CLIPS.name, 'musicConfig.url', 'https://example.com/track.WAV'],
		[TUTORIAL_FLAT.name, 'profileImage', 'https://example.com/me.webp'],
		[COMBINE_CLIPS.name, 'titleConfig', { enabled: true, text: 'Roastery week', style: 'bold' }],
	])('%s: %s = %j is sent', async (name, path, value) => {
		const inputs = withValue(VALID[name], path, value);
		const mark = await logMark(sim);
		const { error } = await create(byName(name).id, json(inputs));
		expect(error).toBeUndefined();
		expect((await creations(mark))[0].body.inputs).toEqual(inputs);
	});

	it('a required input without default: refused without a prompt; "" or null refused even with one', async () => {
		const { slides: _omitted, ...rest } = VALID[PROMINENT.name];
		const mark = await logMark(sim);
		const missing = await create(PROMINENT.id, json(rest));
		expect(missing.error?.message).toBe(
			'Input slides: is required: give a value, or write a Prompt so that the AI fills what is left empty',
		);
		const nested = await create(PROMINENT.id, json({ slides: [{ image: text(25) }] }));
		expect(nested.error?.message).toMatch(/^Input slides\[0\]\.text: is required/);
		for (const empty of ['', null]) {
			const given = await create(NEWSPAPER.id, {
				...json({ description: empty }),
				prompt: 'A launch announcement',
			});
			expect(given.error?.message).toBe(
				'Input description: is required and must not be empty: give a value, or leave it out',
			);
		}
		expect(await creations(mark)).toEqual([]);
	});

	it('required inputs with a default may be left out (the service fills the default)', async () => {
		const mark = await logMark(sim);
		const { error } = await create(NEWSPAPER.id, json({}));
		expect(error).toBeUndefined();
		expect((await creations(mark))[0].body).toEqual({ templateId: NEWSPAPER.id, inputs: {} });
	});

	it('an unknown template: the service 404 with a hint; nothing created', async () => {
		const mark = await logMark(sim);
		const { error } = await create('/base/v2/quote-card/00000000-0000-4000-8000-000000000000/v1');
		expect(error?.httpCode).toBe('404');
		expect(error?.description).toMatch(/pick one from the Template list/);
		expect(await creations(mark)).toEqual([]);
	});

	it('a template ID in none of the three forms is refused before any request', async () => {
		const mark = await logMark(sim);
		const { error } = await create('quote-card');
		expect(error?.message).toBe(
			"Template: 'quote-card' is not a template ID: use /base/v2/<kind>/<uuid>/v1, /video-template/<uuid> or the bare <uuid>",
		);
		expect(await requestsSince(sim, mark)).toEqual([]);
	});
});

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
