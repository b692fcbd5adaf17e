// The visual state machine: a creation walks the seven steps on the simulated clock, then gets
// placeholder media hosted on the storage listener (so its URLs answer GET).
import {
	VISUAL_FAILED_STATUS,
	VISUAL_STEPS,
	type Template,
	type VisualStatus,
} from '../../nodes/SocialPublishing/serviceApi';
import type { SimContext } from '../core/context';
import type { EventHandle } from '../core/clock';
import type { Json, Visual } from '../core/types';

/** Put this in a visual's `prompt`, `title` or any text input to make the creation fail. */
export const VISUAL_FAIL_TRIGGER = '[simulate:fail]';
export const VISUAL_FAIL_MESSAGE =
	'Rendering failed while generating media: the template could not be filled (simulated failure)';

export interface VisualRecord extends Visual {
	updatedAt: number;
	useBrandKit: boolean;
	jobs: EventHandle[];
}

const PNG_1X1 = Buffer.from(
	'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
	'base64',
);
// An MP4 `ftyp` box only: enough for a content-type and a download, not a playable video.
const MP4_STUB = Buffer.from('00000018667479706973736f000002006973736f6d703431', 'hex');

const DEFAULT_SLIDE_COUNT = 5;

function containsTrigger(value: unknown): boolean {
	if (typeof value === 'string') return value.includes(VISUAL_FAIL_TRIGGER);
	if (Array.isArray(value)) return value.some(containsTrigger);
	if (value && typeof value === 'object') return Object.values(value).some(containsTrigger);
	return false;
}

export function visualWillFail(v: Pick<Visual, 'prompt' | 'title' | 'inputs'>): boolean {
	return containsTrigger([v.prompt, v.title, v.inputs]);
}

/** Slides of a slideshow: the length of its first array input, else a default for AI-filled ones. */
function slideCount(template: Template, inputs: Json): number {
	if (template.output === 'image') return 1;
	const arrayInput = template.inputs.find((i) => i.type.t === 'array');
	if (!arrayInput) return 1;
	const given = inputs[arrayInput.name];
	return Array.isArray(given) && given.length > 0 ? given.length : DEFAULT_SLIDE_COUNT;
}

export function renderMedia(ctx: SimContext, v: Visual, template: Template): void {
	if (template.output === 'video') {
		v.mediaUrl = ctx.storage.storeBuffer(`visual-${v.id}.mp4`, 'video/mp4', MP4_STUB);
		return;
	}
	const n = slideCount(template, v.inputs);
	v.imageUrls = Array.from({ length: n }, (_, i) =>
		ctx.storage.storeBuffer(`visual-${v.id}-${i + 1}.png`, 'image/png', PNG_1X1),
	);
}

/**
 * Schedules the walk at absolute simulated times (createdAt + k × step), so a large clock advance
 * runs every step in order. Drafts and `render: false` stop rendering after `script-ready` and end
 * `done` without media; a failing creation fails after `generating-media`.
 */
export function startVisual(ctx: SimContext, v: VisualRecord, template: Template): void {
	const step = ctx.config.durations.visualStepMs;
	const render = v.render && !v.isDraft;
	const fail = visualWillFail(v);
	const path: VisualStatus[] = render
		? [...VISUAL_STEPS.slice(1)]
		: ['generating-script', 'script-ready', 'done'];
	if (fail && render) path.splice(path.indexOf('media-ready'), path.length, VISUAL_FAILED_STATUS);
	if (fail && !render) path.splice(path.indexOf('done'), 1, VISUAL_FAILED_STATUS);
	v.jobs = path.map((status, k) =>
		ctx.scheduler.at(v.createdAt + (k + 1) * step, () => {
			if (v.deleted) return;
			v.status = status;
			v.updatedAt = v.createdAt + (k + 1) * step;
			if (status === VISUAL_FAILED_STATUS) v.errorMessage = VISUAL_FAIL_MESSAGE;
			if (status === 'done' && render) renderMedia(ctx, v, template);
		}),
	);
}

export function cancelVisual(v: VisualRecord): void {
	v.deleted = true;
	for (const job of v.jobs ?? []) job.cancel();
}
