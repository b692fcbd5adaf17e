/* eslint-disable @typescript-eslint/no-explicit-any -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// Shared by the Visual tests: the templates by name, inputs each template accepts, and one
// simulator per file with the node run as Visual → Create From Template.
import type { IBinaryData, IDataObject } from 'n8n-workflow';

import { binaryDataService, byId, runNode } from '../../helpers/n8n';
import { requestsSince } from '../../helpers/requestLog';
import { useSimulator } from '../../helpers/simulator';
import { QUOTE_TEMPLATE, SLIDESHOW_TEMPLATE, templateNamed } from '../../helpers/fixtures';

export const byName = templateNamed;
export const IMAGE_SLIDESHOW = SLIDESHOW_TEMPLATE;
export const COMBINE_CLIPS = byName('Combine Clips and Apply Basic Edits');
export const TUTORIAL_FLAT = byName('Tutorial Carousel with Minimalist Flat Style');
export const WHEN_X = byName('When X then Y Text Slideshow');
export const PROMINENT = byName('Image Slideshow with Prominent Text');
export const NEWSPAPER = byName('Newspaper Infographic (V1)');
export const QUOTE = QUOTE_TEMPLATE;

export const text = (n: number) => 'x'.repeat(n);

/** Inputs each template accepts; the bound cases change one value of them. */
export const VALID: Record<string, IDataObject> = {
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

/** A copy of `inputs` with the value at `path` (`a`, `a.b`, `a[0].b`, `a[0]`) replaced. */
export function withValue(inputs: IDataObject, path: string, value: unknown): IDataObject {
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

export const json = (inputs: IDataObject) => ({
	inputsMode: 'json',
	inputsJson: JSON.stringify(inputs),
});

/** A resource mapper value as the editor saves it ("Map Each Input Manually"). */
export const mapped = (value: IDataObject | null, mappingMode = 'defineBelow') => ({
	mappingMode,
	value,
	matchingColumns: [],
	schema: [],
	attemptToConvertTypes: false,
	convertFieldsToString: false,
});

/** Visual → Create From Template without waiting; the request log is emptied after each test. */
export function useVisualCreate() {
	const sim = useSimulator({ rateLimits: false });
	afterEach(async () => {
		await sim.control('DELETE', '/faults');
		// Keeps logMark cheap: it reads the whole log.
		await sim.control('DELETE', '/requests');
	});

	async function create(template: string, parameters: IDataObject = {}, extra: IDataObject = {}) {
		return await runNode({
			sim,
			resource: 'visual',
			operation: 'create',
			parameters: { template: byId(template), ...parameters },
			...extra,
		});
	}

	/** The creation requests since `mark`, with their bodies as sent. */
	async function creations(mark: number): Promise<Array<{ body: IDataObject }>> {
		const sent = await requestsSince(sim, mark, { method: 'POST', path: '/videos/from-templates' });
		return sent as unknown as Array<{ body: IDataObject }>;
	}

	return { sim, create, creations };
}

/**
 * The visual's steps shortened to 50 ms (the node polls every 5 s as the spec suggests); binary
 * data through n8n's BinaryDataService in filesystem mode, n8n 2.8's default.
 */
export function useVisualResult() {
	const sim = useSimulator({ rateLimits: false, durations: { visualStepMs: 50 } });
	beforeAll(async () => {
		await binaryDataService();
	});
	afterEach(() => sim.control('DELETE', '/faults'));

	/** Visual → Create From Template with its inputs as JSON. */
	async function create(
		template: string,
		inputs: IDataObject,
		parameters: IDataObject = {},
		extra = {},
	) {
		return await runNode({
			sim,
			resource: 'visual',
			operation: 'create',
			parameters: {
				template: byId(template),
				inputsMode: 'json',
				inputsJson: JSON.stringify(inputs),
				...parameters,
			},
			...extra,
		});
	}

	return { sim, create };
}

/** The bytes n8n's binary store holds for `binary` (filesystem mode). */
export async function storedBytes(binary: IBinaryData): Promise<Buffer> {
	const service = await binaryDataService();
	expect(binary.id).toMatch(/^filesystem/);
	return await service.getAsBuffer(binary);
}
