/* eslint-disable @typescript-eslint/no-explicit-any -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// Visual → Create From Template: the checks against the template's input specification at every
// bound of the spec's tables (below, at and above; nothing created when refused), through n8n's
// execution code against the simulator.
import type { IDataObject } from 'n8n-workflow';

import { logMark } from '../../helpers/requestLog';
import {
	byName,
	COMBINE_CLIPS,
	IMAGE_SLIDESHOW,
	json,
	NEWSPAPER,
	PROMINENT,
	text,
	TUTORIAL_FLAT,
	useVisualCreate,
	VALID,
	WHEN_X,
	withValue,
} from './visualHelpers';

const { sim, create, creations } = useVisualCreate();

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

function valueFor(inputs: IDataObject, path: string, kind: Bound[2], n: number): unknown {
	if (kind === 'chars') return text(n);
	if (kind === 'number') return n;
	const list = inputs[path] as unknown[];
	return Array.from({ length: n }, () => list[0]);
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
});
