// Visual → the template's form (resource mapper) and Get Many Templates, through n8n-core's
// LoadOptionsContext and WorkflowExecute against the simulator. Expected fields are written from the
// spec's per-template input tables; the catalog (what the simulator serves) is checked to agree.
import type { IDataObject, ResourceMapperField } from 'n8n-workflow';

import { SocialPublishing } from '../../nodes/SocialPublishing/SocialPublishing.node';
import {
	AI_IMAGE_MODEL_DEFAULT,
	AI_IMAGE_MODELS,
	TEMPLATES,
	type TemplateInput,
} from '../../nodes/SocialPublishing/serviceApi';
import { byId, fromList, runNode, runResourceMapping } from '../helpers/n8n';
import { logMark, requestsSince } from '../helpers/requestLog';
import { useSimulator } from '../helpers/simulator';
import { templateNamed } from '../helpers/fixtures';

const sim = useSimulator({ rateLimits: false });

const byName = templateNamed;
const IMAGE_SLIDESHOW = byName('Image Slideshow with Text Overlays');
const COMBINE_CLIPS = byName('Combine Clips and Apply Basic Edits');
const TUTORIAL_FLAT = byName('Tutorial Carousel with Minimalist Flat Style');
const WHEN_X = byName('When X then Y Text Slideshow');
const PROMINENT = byName('Image Slideshow with Prominent Text');
const INFOGRAPHICS = TEMPLATES.filter((t) => t.legacy);

async function fieldsOf(template: IDataObject, parameters: IDataObject = {}) {
	return await runResourceMapping({
		sim,
		method: 'getTemplateInputs',
		parameterName: 'inputs',
		parameters: { resource: 'visual', operation: 'create', template, ...parameters },
	});
}

/** A compact view of a field: [id, type, required, default, option values]. */
const view = (f: ResourceMapperField) => [
	f.id,
	f.type,
	f.required,
	f.defaultValue,
	f.options?.map((o) => o.value).sort(),
];

const ASPECT = ['16:9', '1:1', '4:5', '9:16'];
const POSITIONS = ['top', 'center', 'bottom'];

// The spec's tables, field by field ("Input parameters per template"): ids, types as the form shows
// them, R, defaults and enum values. `undefined` default = none in the table ("has default" cells
// hold texts the spec does not show: checked to be present, value from the catalog).
const SPEC_TABLES: Record<string, Array<[string, string, boolean, unknown?, string[]?]>> = {
	[IMAGE_SLIDESHOW.name]: [
		['slides', 'array', true],
		['aiImageModel', 'options', false, AI_IMAGE_MODEL_DEFAULT, AI_IMAGE_MODELS.map((m) => m.value)],
		['textPosition', 'options', false, 'top', POSITIONS],
		['customTextPositionPercent', 'number', false],
		['textStyle', 'options', false, 'modern', ['minimal', 'elegant', 'modern']],
		['textColor', 'string', false, '#000000'],
		['aspectRatio', 'options', false, '9:16', ASPECT],
		['slideDuration', 'number', false, 5],
		['transition', 'options', false, 'none', ['none', 'fade', 'slide', 'zoom']],
	],
	[COMBINE_CLIPS.name]: [
		['videoClips', 'array', true],
		['trimSilence', 'boolean', false, false],
		['titleConfig', 'object', false],
		['captionsConfig', 'object', false],
		['musicConfig', 'object', false],
		['transitionConfig', 'object', false],
		['maxDuration', 'number', false, 0],
		['aspectRatio', 'options', false, '9:16', ['16:9', '9:16', '1:1', '4:5']],
	],
	[TUTORIAL_FLAT.name]: [
		['font', 'options', false, 'font-sans'],
		['mainTitle', 'string', true, 'has default'],
		['authorName', 'string', true, 'has default'],
		['ctaButtonText', 'string', true, 'has default'],
		['contentItems', 'array', true],
		['backgroundColor', 'string', false, '#F5D5C8'],
		['borderColor', 'string', false, '#000000'],
		['textColor', 'string', false, '#000000'],
		['ctaTitle', 'string', true, 'has default'],
		['ctaActions', 'array', true],
		['profileName', 'string', true, 'has default'],
		['profileTitle', 'string', true, 'has default'],
		['profileDescription', 'string', true],
		['profileCta', 'string', true, 'has default'],
		['profileImage', 'url', false],
		['aspectRatio', 'options', false, '1:1', ['1:1', '4:5', '9:16']],
	],
	[WHEN_X.name]: [
		['firstSlideText', 'string', true],
		['firstSlideImagePrompt', 'string', true],
		['comparisonTextTop', 'string', true],
		['comparisonTextBottom', 'string', true],
		['lastSlideText', 'string', true],
		['lastSlideImagePrompt', 'string', true],
		['slides', 'array', true],
		['slideDuration', 'number', false, 5],
		['aspectRatio', 'options', false, '4:5', ASPECT],
	],
	[PROMINENT.name]: [
		['slides', 'array', true],
		['slideDuration', 'number', false, 5],
		['aspectRatio', 'options', false, '4:5', ASPECT],
	],
	...Object.fromEntries(
		INFOGRAPHICS.map((t) => [
			t.name,
			[
				['description', 'string', true, 'has default'],
				['footerText', 'string', true, 'has default'],
			],
		]),
	),
};

describe('the Template Inputs form (resource mapper getTemplateInputs)', () => {
	it('is registered and named by the Template Inputs field, which reloads with the template', () => {
		const node = new SocialPublishing();
		const field = node.description.properties.find((p) => p.name === 'inputs')!;
		expect(field.type).toBe('resourceMapper');
		expect(field.typeOptions?.loadOptionsDependsOn).toEqual(['template.value', 'prompt']);
		const method = field.typeOptions?.resourceMapper?.resourceMapperMethod as string;
		expect(typeof node.methods.resourceMapping[method as 'getTemplateInputs']).toBe('function');
	});

	it('every template the spec tabulates: ids, types, required, defaults and enum values', async () => {
		const tabulated = TEMPLATES.filter((t) => t.documented);
		expect(tabulated.map((t) => t.name).sort()).toEqual(Object.keys(SPEC_TABLES).sort());
		for (const template of tabulated) {
			const { fields } = await fieldsOf(fromList(template.id));
			const expected = SPEC_TABLES[template.name];
			expect([template.name, fields.map((f) => f.id)]).toEqual([
				template.name,
				expected.map(([id]) => id),
			]);
			for (const [id, type, required, dflt, values] of expected) {
				const field = fields.find((f) => f.id === id)!;
				const catalogDefault = template.inputs.find((i) => i.name === id)!.type.default;
				const wantDefault = dflt === 'has default' ? catalogDefault : dflt;
				if (dflt === 'has default') expect(typeof catalogDefault).toBe('string');
				expect([template.name, view(field)]).toEqual([
					template.name,
					[id, type, required, wantDefault, (values ?? field.options?.map((o) => o.value))?.sort()],
				]);
				expect(field.display).toBe(true);
			}
		}
	});

	it('with a prompt no input is required in the form (the AI fills what is left empty)', async () => {
		const without = (await fieldsOf(byId(TUTORIAL_FLAT.id))).fields;
		expect(without.filter((f) => f.required).map((f) => f.id)).toContain('contentItems');
		const withPrompt = await fieldsOf(byId(TUTORIAL_FLAT.id), {
			prompt: 'Five tips for cold brew',
		});
		expect(withPrompt.fields.map((f) => f.id)).toEqual(without.map((f) => f.id));
		expect(withPrompt.fields.filter((f) => f.required)).toEqual([]);
		const blank = await fieldsOf(byId(TUTORIAL_FLAT.id), { prompt: '   ' });
		expect(blank.fields.filter((f) => f.required).length).toBe(
			without.filter((f) => f.required).length,
		);
	});

	it('the 24 fonts and the AI image models with their credits per image', async () => {
		const { fields } = await fieldsOf(byId(TUTORIAL_FLAT.id));
		expect(fields.find((f) => f.id === 'font')!.options).toHaveLength(24);
		const models = (await fieldsOf(byId(IMAGE_SLIDESHOW.id))).fields.find(
			(f) => f.id === 'aiImageModel',
		)!;
		// Spec: credits per image for the 15 values, in catalog order.
		const credits = [1, 10, 15, 20, 15, 30, 10, 25, 15, 15, 50, 50, 7, 15, 15];
		expect(models.options!.map((o) => o.name)).toEqual(
			AI_IMAGE_MODELS.map((m, k) => `${m.value} (${credits[k]} credits per image)`),
		);
		expect(models.defaultValue).toBe(AI_IMAGE_MODEL_DEFAULT);
		expect(AI_IMAGE_MODELS.find((m) => m.value === AI_IMAGE_MODEL_DEFAULT)!.credits).toBe(7);
	});

	it('labels carry the bounds and, for lists and objects, the JSON shape to type', async () => {
		const labels = Object.fromEntries(
			(await fieldsOf(byId(IMAGE_SLIDESHOW.id))).fields.map((f) => [f.id, f.displayName]),
		);
		expect(labels.slides).toBe('Slides (JSON list of 1-50 objects {imageSource, textOverlay})');
		expect(labels.slideDuration).toBe('Slide Duration (s) (1-10)');
		expect(labels.textColor).toBe('Text Color (hex color such as #1A2B3C)');
		const clips = Object.fromEntries(
			(await fieldsOf(byId(COMBINE_CLIPS.id))).fields.map((f) => [f.id, f.displayName]),
		);
		expect(clips.titleConfig).toBe(
			'Title (JSON object {enabled, text, position, duration, style})',
		);
		const tutorial = Object.fromEntries(
			(await fieldsOf(byId(TUTORIAL_FLAT.id))).fields.map((f) => [f.id, f.displayName]),
		);
		expect(tutorial.ctaActions).toBe(
			'CTA Actions (JSON list of 1-100 texts (each 1-50 characters))',
		);
		expect(tutorial.mainTitle).toBe('Main Title (5-50 characters)');
	});

	it('asks the service for the one template with its inputs, the id exactly as given (3 forms)', async () => {
		const legacy = INFOGRAPHICS[0];
		const forms = [IMAGE_SLIDESHOW.id, legacy.id, legacy.uuid, `/video-template/${PROMINENT.uuid}`];
		for (const id of forms) {
			const mark = await logMark(sim);
			const { fields } = await fieldsOf(byId(id));
			expect(fields.length).toBeGreaterThan(0);
			const requests = await requestsSince(sim, mark, { path: '/videos/templates' });
			expect(requests.map((r) => r.query)).toEqual([{ id, fields: 'id,name,description,inputs' }]);
		}
	});

	it('no template chosen yet: no request, a notice instead of fields', async () => {
		const mark = await logMark(sim);
		const result = await fieldsOf(fromList(''));
		expect(result.fields).toEqual([]);
		expect(result.emptyFieldsNotice).toMatch(/Choose a template/);
		expect(await requestsSince(sim, mark)).toEqual([]);
	});

	it('an unknown template: the 404 with a hint to pick one from the list', async () => {
		await expect(fieldsOf(byId('00000000-0000-4000-8000-000000000000'))).rejects.toMatchObject({
			httpCode: '404',
			description: expect.stringMatching(/pick one from the Template list/),
		});
	});
});

describe('Visual → Get Many Templates', () => {
	it('name, description and id by default; search matched literally; Limit', async () => {
		const mark = await logMark(sim);
		const { items, error } = await runNode({
			sim,
			resource: 'visual',
			operation: 'getAllTemplates',
			parameters: { search: 'Quote Card', returnAll: true },
		});
		expect(error).toBeUndefined();
		expect(items.map((i) => i.json.name)).toEqual([
			'Quote Card with Monocolor Background',
			'Quote Card with Paper Background and Highlight',
		]);
		expect(Object.keys(items[0].json)).toEqual(['id', 'name', 'description']);
		const [request] = await requestsSince(sim, mark, { path: '/videos/templates' });
		expect(request.query).toEqual({ fields: 'id,name,description', search: 'Quote Card' });

		const regexy = await runNode({
			sim,
			resource: 'visual',
			operation: 'getAllTemplates',
			parameters: { search: '(V1)', limit: 3 },
		});
		expect(regexy.items).toHaveLength(3);
		expect(regexy.items.every((i) => String(i.json.name).endsWith('(V1)'))).toBe(true);
	});

	it('Fields: Inputs returns the input specification, the id always', async () => {
		const { items } = await runNode({
			sim,
			resource: 'visual',
			operation: 'getAllTemplates',
			parameters: { search: 'When X then Y', fields: ['inputs'], returnAll: true },
		});
		expect(items).toHaveLength(1);
		expect(Object.keys(items[0].json)).toEqual(['id', 'inputs']);
		const inputs = items[0].json.inputs as TemplateInput[];
		expect(inputs.map((i) => i.name)).toEqual(SPEC_TABLES[WHEN_X.name].map(([id]) => id));
	});
});
