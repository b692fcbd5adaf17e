/* eslint-disable @typescript-eslint/no-explicit-any -- Node code, never run in n8n (scripts/lint-headers.mjs) */
import {
	AI_IMAGE_MODEL_DEFAULT,
	AI_IMAGE_MODELS,
	TEMPLATE_FONTS,
	TEMPLATE_KINDS,
	TEMPLATES,
	findTemplate,
	type TemplateInput,
} from '../../nodes/SocialPublishing/serviceApi';
import { expect422, useSimulator } from '../helpers/simulator';
import { templateNamed } from '../helpers/fixtures';

const sim = useSimulator({ rateLimits: false });

const byName = templateNamed;
const inputOf = (inputs: TemplateInput[], path: string): TemplateInput => {
	const [head, ...rest] = path.split('.');
	const found = inputs.find((i) => i.name === head)!;
	if (!rest.length) return found;
	const fields = found.type.fields ?? found.type.itemType!.fields!;
	return inputOf(fields, rest.join('.'));
};

describe('template catalog (spec module)', () => {
	it('lists every template of the spec with its output kind and id form', () => {
		expect(TEMPLATES).toHaveLength(36);
		const uuids = new Set(TEMPLATES.map((t) => t.uuid));
		expect(uuids.size).toBe(36);
		for (const t of TEMPLATES) {
			if (t.kind) expect(t.id).toBe(`/base/v2/${t.kind}/${t.uuid}/v1`);
			else if (t.legacy) expect(t.id).toBe(`/video-template/${t.uuid}`);
			else expect(t.id).toBe(t.uuid);
		}
		expect(byName('Instagram Carousel Slideshow').id).toMatch(/^[0-9a-f-]{36}$/);
		for (const kind of TEMPLATE_KINDS) expect(TEMPLATES.some((t) => t.kind === kind)).toBe(true);
		const infographics = TEMPLATES.filter((t) => t.legacy);
		expect(infographics).toHaveLength(21);
		expect(infographics.filter((t) => t.output === 'slideshow').map((t) => t.name)).toEqual([
			'Single Centered Text Quote Infographic (V1)',
		]);
		expect(byName('When X then Y Text Slideshow').output).toBe('video');
		expect(byName('Combine Clips and Apply Basic Edits').output).toBe('video');
		expect(byName('Tutorial Carousel with Minimalist Flat Style').output).toBe('slideshow');
	});

	it('carries the 15 AI image models with the spec credits and the 7-credit default', () => {
		expect(AI_IMAGE_MODELS.map((m) => m.credits)).toEqual([
			1, 10, 15, 20, 15, 30, 10, 25, 15, 15, 50, 50, 7, 15, 15,
		]);
		expect(AI_IMAGE_MODELS.find((m) => m.value === AI_IMAGE_MODEL_DEFAULT)!.credits).toBe(7);
		for (const m of AI_IMAGE_MODELS) expect(m.value).toMatch(/^[a-z0-9-]+\/[a-z0-9./-]+$/);
		const model = inputOf(byName('Image Slideshow with Text Overlays').inputs, 'aiImageModel');
		expect(model.type).toMatchObject({ t: 'enum', default: AI_IMAGE_MODEL_DEFAULT });
		expect(model.type.values).toHaveLength(15);
		expect(TEMPLATE_FONTS).toHaveLength(24);
		expect(
			inputOf(byName('Tutorial Carousel with Minimalist Flat Style').inputs, 'font').type,
		).toMatchObject({ t: 'enum', default: 'font-sans' });
	});

	it('encodes the bounds of the spec tables in the SERVICE-FACTS shape', () => {
		const overlays = byName('Image Slideshow with Text Overlays').inputs;
		expect(inputOf(overlays, 'slides')).toMatchObject({
			required: true,
			type: { t: 'array', minItems: 1, maxItems: 50 },
		});
		expect(inputOf(overlays, 'slides.textOverlay').type).toMatchObject({
			t: 'text',
			maxLength: 300,
		});
		expect(inputOf(overlays, 'slideDuration').type).toEqual({
			t: 'number',
			default: 5,
			min: 1,
			max: 10,
		});
		const clips = byName('Combine Clips and Apply Basic Edits').inputs;
		expect(inputOf(clips, 'videoClips.url')).toMatchObject({
			required: true,
			type: { t: 'video' },
		});
		expect(inputOf(clips, 'titleConfig.duration').type).toEqual({
			t: 'number',
			default: 4,
			min: 1,
			max: 10,
		});
		expect(inputOf(clips, 'transitionConfig.duration').type).toEqual({
			t: 'number',
			default: 0.5,
			min: 0,
			max: 2,
		});
		expect(inputOf(clips, 'maxDuration').type).toMatchObject({ min: 0, max: 600, default: 0 });
		const tutorial = byName('Tutorial Carousel with Minimalist Flat Style').inputs;
		expect(inputOf(tutorial, 'contentItems').type).toMatchObject({
			t: 'array',
			minItems: 1,
			itemType: { t: 'text', minLength: 10, maxLength: 300 },
		});
		expect(inputOf(tutorial, 'profileDescription')).toMatchObject({
			required: true,
			type: { minLength: 10, maxLength: 250 },
		});
		expect(inputOf(tutorial, 'backgroundColor').type).toEqual({ t: 'color', default: '#F5D5C8' });
		const whenX = byName('When X then Y Text Slideshow').inputs;
		expect(inputOf(whenX, 'firstSlideText').type).toMatchObject({ minLength: 30, maxLength: 70 });
		expect(inputOf(whenX, 'slides.bottomComparisonExampleText').type).toMatchObject({
			minLength: 20,
			maxLength: 200,
		});
		const prominent = byName('Image Slideshow with Prominent Text').inputs;
		expect(inputOf(prominent, 'slides.image').type).toMatchObject({
			minLength: 20,
			maxLength: 400,
		});
		for (const t of TEMPLATES.filter((x) => x.legacy)) {
			expect(inputOf(t.inputs, 'description')).toMatchObject({
				required: true,
				type: { t: 'text', minLength: 10, maxLength: 500 },
			});
			expect(inputOf(t.inputs, 'footerText').type).toMatchObject({ minLength: 2, maxLength: 100 });
		}
	});

	it('resolves all three id forms and refuses a /base/v2 id with the wrong kind', () => {
		const t = byName('Combine Clips and Apply Basic Edits');
		expect(findTemplate(t.id)).toBe(t);
		expect(findTemplate(t.uuid)).toBe(t);
		expect(findTemplate(`/video-template/${t.uuid}`)).toBe(t);
		expect(findTemplate(`/base/v2/quote-card/${t.uuid}/v1`)).toBeUndefined();
		expect(findTemplate('00000000-0000-4000-8000-000000000000')).toBeUndefined();
	});
});

describe('GET /videos/templates', () => {
	it('lists every template with only id and description by default (as the real service), in {items}', async () => {
		const res = await sim.api().get('/videos/templates');
		expect(res.status).toBe(200);
		expect(res.body.items).toHaveLength(TEMPLATES.length);
		for (const item of res.body.items) expect(Object.keys(item)).toEqual(['id', 'description']);
	});

	it('returns only the chosen fields, inputs included', async () => {
		const res = await sim.api().get('/videos/templates', { fields: 'id,inputs' });
		expect(res.status).toBe(200);
		expect(Object.keys(res.body.items[0])).toEqual(['id', 'inputs']);
		const overlays = res.body.items.find(
			(i: any) => i.id === byName('Image Slideshow with Text Overlays').id,
		);
		expect(overlays.inputs[0]).toMatchObject({
			name: 'slides',
			type: { t: 'array', minItems: 1, maxItems: 50 },
		});
		const reordered = await sim.api().get('/videos/templates', { fields: 'name,id' });
		expect(Object.keys(reordered.body.items[0])).toEqual(['id', 'name']);
		// `fields` is one comma list: sent twice it is refused.
		const repeated = await sim.api().get('/videos/templates', { fields: ['name', 'id'] });
		expect422(repeated, 'querystring.fields must be string');
	});

	it('refuses an unknown field with 422 naming it', async () => {
		const res = await sim.api().get('/videos/templates', { fields: 'id,price' });
		expect(res.status).toBe(422);
		expect(res.body.message).toContain("'price'");
		expect(res.body.message).toContain('fields');
	});

	it('searches name and description with a case-insensitive regex', async () => {
		const search = (q: string) => sim.api().get('/videos/templates', { search: q, fields: 'name' });
		const quote = await search('^quote card');
		expect(quote.body.items.map((i: any) => i.name)).toEqual([
			'Quote Card with Monocolor Background',
			'Quote Card with Paper Background and Highlight',
		]);
		const byDescription = await search('open-book');
		expect(byDescription.body.items.map((i: any) => i.name)).toEqual([
			'Movie Theater Infographic (V1)',
		]);
		const alternation = await search('tweet|selfie');
		expect(alternation.body.items).toHaveLength(3);
		expect((await search('zzz-nothing')).body.items).toEqual([]);
	});

	it('refuses an invalid regex with 422', async () => {
		const res = await sim.api().get('/videos/templates', { search: '(unclosed' });
		expect(res.status).toBe(422);
		expect(res.body.message).toContain('search');
	});

	it('returns one template by id in any of the three forms, 404 for an unknown one', async () => {
		const t = byName('Tutorial Carousel with Minimalist Flat Style');
		for (const id of [t.id, t.uuid, `/video-template/${t.uuid}`]) {
			const res = await sim
				.api()
				.get('/videos/templates', { id, fields: 'id,name,description,inputs' });
			expect(res.status).toBe(200);
			expect(res.body.items).toHaveLength(1);
			expect(res.body.items[0]).toMatchObject({ id: t.id, name: t.name });
			expect(res.body.items[0].inputs).toHaveLength(t.inputs.length);
		}
		const legacy = TEMPLATES.find((x) => x.legacy)!;
		expect((await sim.api().get('/videos/templates', { id: legacy.id })).body.items[0].id).toBe(
			legacy.id,
		);
		const missing = await sim.api().get('/videos/templates', {
			id: '/base/v2/quote-card/00000000-0000-4000-8000-000000000000/v1',
		});
		expect(missing.status).toBe(404);
		expect(missing.body.reqId).toEqual(expect.any(String));
		expect((await sim.api().get('/videos/templates', { id: 'not-a-template' })).status).toBe(404);
	});
});
