// The AI image models an `aiImageModel` input offers, with what each image costs.

/** The 15 AI image models in catalog order, with the spec's credits per image. Neutral names. */
export const AI_IMAGE_MODELS: ReadonlyArray<{ value: string; credits: number }> = [
	{ value: 'studio-alpha/sketch-mini', credits: 1 },
	{ value: 'studio-alpha/sketch-pro', credits: 10 },
	{ value: 'studio-beta/render-v2', credits: 15 },
	{ value: 'studio-beta/render-v3-hd', credits: 20 },
	{ value: 'studio-gamma/photo-standard', credits: 15 },
	{ value: 'studio-gamma/photo-ultra', credits: 30 },
	{ value: 'studio-delta/diffusion-base', credits: 10 },
	{ value: 'studio-delta/diffusion-xl', credits: 25 },
	{ value: 'studio-epsilon/illustrate-v1', credits: 15 },
	{ value: 'studio-epsilon/illustrate-v2', credits: 15 },
	{ value: 'studio-zeta/imagine-max', credits: 50 },
	{ value: 'studio-zeta/imagine-max-hd', credits: 50 },
	{ value: 'studio-eta/balanced-v1', credits: 7 },
	{ value: 'studio-eta/balanced-v2', credits: 15 },
	{ value: 'studio-eta/detail-v2', credits: 15 },
];
export const AI_IMAGE_MODEL_DEFAULT = 'studio-eta/balanced-v1';

/** Credits per image of an `aiImageModel` value, or undefined for an unknown value. */
export function aiImageModelCredits(value: string): number | undefined {
	return AI_IMAGE_MODELS.find((m) => m.value === value)?.credits;
}
