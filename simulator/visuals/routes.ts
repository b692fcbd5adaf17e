// Visuals: POST /videos/from-templates, GET /videos/creations/{id}, DELETE /videos/{id}, and the
// retired POST /videos/creations. Choices: decisions/visuals.md.
import { ENDPOINTS } from '../../nodes/SocialPublishing/serviceApi';
import { routeOf, type ResourceModule } from '../core/context';
import { notFound, unprocessable } from '../core/errors';
import type { Json, UserData } from '../core/types';
import { seedVisuals } from '../seed/visuals';
import { templateById } from '../templates/catalog';
import { validateTemplateInputs } from '../templates/inputs';
import { cancelVisual, startVisual, type VisualRecord } from './engine';
import * as schemas from './schemas';

interface CreateBody {
	templateId: string;
	inputs: Json;
	prompt?: string;
	title?: string;
	render: boolean;
	isDraft: boolean;
	useBrandKit: boolean;
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
			...routeOf(ENDPOINTS.createVisual),
			schema: schemas.createVisual,
			handler: (req, ctx) => {
				const body = req.body as unknown as CreateBody;
				const { templateId, prompt, title, render, isDraft, useBrandKit } = body;
				const template = templateById(templateId);
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
			...routeOf(ENDPOINTS.getVisual),
			schema: schemas.getVisual,
			handler: (req) => ({ body: { item: visualView(findVisual(req.data, req.params.id)) } }),
		},
		{
			...routeOf(ENDPOINTS.deleteVisual),
			schema: schemas.deleteVisual,
			handler: (req) => {
				const v = findVisual(req.data, req.params.id);
				cancelVisual(v);
				req.data.visuals.delete(v.id);
				return { body: { success: true } };
			},
		},
		{
			method: 'POST',
			path: '/videos/creations',
			schema: schemas.retiredCreation,
			handler: () => {
				throw unprocessable(
					'POST /videos/creations no longer creates visuals: use POST /videos/from-templates with {templateId, inputs}',
				);
			},
		},
	],
};
