// Deterministic visual creations for the demo user: two done (a slideshow and a video), one failed.
import { findTemplate } from '../../nodes/SocialPublishing/serviceApi';
import type { SeedProfile, SimContext } from '../core/context';
import type { UserData } from '../core/types';
import { renderMedia, type VisualRecord } from '../visuals/engine';
import { validateTemplateInputs } from '../templates/inputs';

const MINUTE = 60_000;

const SEEDS = [
	{
		templateId: '/base/v2/images-with-text/e4b0f226-ec72-4a88-8dae-c2634fdc27e2/v1',
		title: 'Three brewing tips',
		inputs: {
			slides: [
				{
					image: 'A pour-over coffee setup on a wooden table, morning light',
					text: 'Grind right before brewing: flavour fades within minutes.',
				},
				{
					image: 'A digital kitchen scale with a coffee cup, minimal style',
					text: 'Weigh your beans: 16 grams of water for every gram of coffee.',
				},
				{
					image: 'A kettle pouring water at 94 degrees, steam rising slowly',
					text: 'Keep water just off the boil, around 94 degrees Celsius.',
				},
			],
		},
		ageMinutes: 180,
		failed: false,
	},
	{
		templateId: '/base/v2/combine-clips/d33e15b5-1529-4af4-8dea-0bf4f9dab934/v1',
		title: 'Roastery week recap',
		inputs: {
			videoClips: [
				{ url: 'https://media.social-publishing.test/clips/roast-1.mp4' },
				{ url: 'https://media.social-publishing.test/clips/roast-2.mp4' },
			],
			titleConfig: { enabled: true, text: 'Roastery week' },
		},
		ageMinutes: 120,
		failed: false,
	},
	{
		templateId: '/video-template/72934d57-d2f1-47e8-84cf-105ccd3b5763',
		title: 'Newspaper launch announcement',
		inputs: {
			description: 'Acme Coffee opens its second roastery downtown this spring',
			footerText: 'Visit us',
		},
		ageMinutes: 60,
		failed: true,
	},
];

export function seedVisuals(data: UserData, ctx: SimContext, profile: SeedProfile): void {
	if (profile !== 'demo') return;
	const now = ctx.clock.now();
	for (const seed of SEEDS) {
		const template = findTemplate(seed.templateId)!;
		const createdAt = now - seed.ageMinutes * MINUTE;
		const v: VisualRecord = {
			id: ctx.ids.uuid(),
			templateId: template.id,
			status: seed.failed ? 'creation-from-template-failed' : 'done',
			createdAt,
			updatedAt: createdAt + MINUTE,
			title: seed.title,
			inputs: validateTemplateInputs(template, seed.inputs, false),
			isDraft: false,
			render: true,
			useBrandKit: false,
			jobs: [],
		};
		if (seed.failed)
			v.errorMessage = 'Rendering failed while generating media: the image service timed out';
		else renderMedia(ctx, v, template);
		data.visuals.set(v.id, v);
	}
}
