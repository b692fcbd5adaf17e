// Visuals: POST /videos/from-templates, GET /videos/creations/{id}, GET /videos/templates,
// DELETE /videos/{id}, and the retired POST /videos/creations. Choices: decisions/visuals.md.
import {
	RETIRED_VIDEO_FIELDS_MESSAGE,
	TEMPLATE_FIELDS,
	TEMPLATES,
	findTemplate,
	type Template,
} from '../../nodes/SocialPublishing/spec';
import type { ResourceModule } from '../core/context';
import { notFound, unprocessable } from '../core/errors';
import type { Json, UserData } from '../core/types';
import { isObject, optionalBoolean, optionalString } from '../core/validate';
import { cancelVisual, startVisual, type VisualRecord } from '../creative/engine';
import { validateTemplateInputs } from '../creative/inputs';
import { seedVisuals } from '../seed/visuals';

type TemplateField = (typeof TEMPLATE_FIELDS)[number];
const DEFAULT_TEMPLATE_FIELDS: TemplateField[] = ['id', 'name', 'description'];
const SEARCH_MAX_LENGTH = 200;

function templateView(t: Template, fields: TemplateField[]): Json {
	return Object.fromEntries(fields.map((f) => [f, t[f]]));
}

function parseFields(raw: string[]): TemplateField[] {
	if (raw.length === 0) return DEFAULT_TEMPLATE_FIELDS;
	for (const f of raw) {
		if (!TEMPLATE_FIELDS.includes(f as TemplateField)) {
			throw unprocessable(
				`fields must be a comma list of: ${TEMPLATE_FIELDS.join(', ')}; got '${f}'`,
			);
		}
	}
	return TEMPLATE_FIELDS.filter((f) => raw.includes(f));
}

function parseSearch(raw: string | undefined): RegExp | undefined {
	if (raw === undefined || raw === '') return undefined;
	if (raw.length > SEARCH_MAX_LENGTH)
		throw unprocessable(`search must be at most ${SEARCH_MAX_LENGTH} characters`);
	try {
		return new RegExp(raw, 'i');
	} catch (error) {
		throw unprocessable(`search must be a valid regular expression: ${(error as Error).message}`);
	}
}

function findVisual(data: UserData, id: string): VisualRecord {
	const v = data.visuals.get(id) as VisualRecord | undefined;
	if (!v || v.deleted) throw notFound(`Visual creation ${id} not found`);
	return v;
}

export function visualView(v: VisualRecord): Json {
	return {
		id: v.id,
		status: v.status,
		templateId: v.templateId,
		...(v.title !== undefined && { title: v.title }),
		...(v.prompt !== undefined && { prompt: v.prompt }),
		inputs: v.inputs,
		isDraft: v.isDraft,
		render: v.render,
		useBrandKit: v.useBrandKit,
		createdAt: new Date(v.createdAt).toISOString(),
		updatedAt: new Date(v.updatedAt).toISOString(),
		...(v.mediaUrl !== undefined && { mediaUrl: v.mediaUrl }),
		...(v.imageUrls !== undefined && { imageUrls: v.imageUrls }),
		...(v.errorMessage !== undefined && { errorMessage: v.errorMessage }),
	};
}

export const visuals: ResourceModule = {
	name: 'visuals',
	seed: seedVisuals,
	routes: [
		{
			method: 'GET',
			path: '/videos/templates',
			handler: (req) => {
				const fields = parseFields(req.query.list('fields'));
				const search = parseSearch(req.query.string('search'));
				const id = req.query.string('id');
				let list: readonly Template[] = TEMPLATES;
				if (id !== undefined) {
					const one = findTemplate(id);
					if (!one)
						throw notFound(`Template ${id} not found: list templates with GET /videos/templates`);
					list = [one];
				}
				if (search) list = list.filter((t) => search.test(t.name) || search.test(t.description));
				return { body: { items: list.map((t) => templateView(t, fields)) } };
			},
		},
		{
			method: 'POST',
			path: '/videos/from-templates',
			rateGroup: 'createVisual',
			handler: (req, ctx) => {
				const body = req.body;
				if (!isObject(body))
					throw unprocessable('body must be an object with templateId and inputs');
				const templateId = body.templateId;
				if (typeof templateId !== 'string' || templateId.trim() === '') {
					throw unprocessable(
						'body.templateId is required and must be a string (a template id from GET /videos/templates)',
					);
				}
				if (!isObject(body.inputs)) {
					throw unprocessable(
						'body.inputs is required and must be an object ({} when a prompt fills the inputs)',
					);
				}
				const prompt = optionalString(body, 'prompt');
				const title = optionalString(body, 'title');
				const render = optionalBoolean(body, 'render') ?? true;
				const isDraft = optionalBoolean(body, 'isDraft') ?? false;
				const useBrandKit = optionalBoolean(body, 'useBrandKit') ?? false;
				const template = findTemplate(templateId);
				if (!template)
					throw notFound(
						`Template ${templateId} not found: list templates with GET /videos/templates`,
					);
				const hasPrompt = prompt !== undefined && prompt.trim() !== '';
				const inputs = validateTemplateInputs(template, body.inputs, hasPrompt);
				const now = ctx.clock.now();
				const v: VisualRecord = {
					id: ctx.ids.uuid(),
					templateId: template.id,
					status: 'queueing',
					createdAt: now,
					updatedAt: now,
					title,
					prompt,
					inputs,
					isDraft,
					render,
					useBrandKit,
					jobs: [],
				};
				req.data.visuals.set(v.id, v);
				startVisual(ctx, v, template);
				return { status: 201, body: { item: { id: v.id, status: v.status } } };
			},
		},
		{
			method: 'GET',
			path: '/videos/creations/:id',
			handler: (req) => ({ body: { item: visualView(findVisual(req.data, req.params.id)) } }),
		},
		{
			method: 'DELETE',
			path: '/videos/:id',
			handler: (req) => {
				// The official connector sends a body here: ignored.
				const v = findVisual(req.data, req.params.id);
				cancelVisual(v);
				req.data.visuals.delete(v.id);
				return { body: { success: true } };
			},
		},
		{
			method: 'POST',
			path: '/videos/creations',
			handler: (req) => {
				const body = isObject(req.body) ? req.body : {};
				if (typeof body.textToImageModel === 'string' || 'imageToVideoModel' in body) {
					throw unprocessable(RETIRED_VIDEO_FIELDS_MESSAGE);
				}
				throw unprocessable(
					'POST /videos/creations no longer creates visuals: use POST /videos/from-templates with {templateId, inputs}',
				);
			},
		},
	],
};
