// Visual → Create From Template: the checks of values against the template's input specification
// (choices, colours, URLs, types, unknown inputs, required inputs) and of the template ID, before
// sending; the values they let through are sent as given.
import { logMark, requestsSince } from '../../helpers/requestLog';
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
	withValue,
} from './visualHelpers';

const { sim, create, creations } = useVisualCreate();

describe('checks against the template input specification (before sending)', () => {
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
		const rest = Object.fromEntries(
			Object.entries(VALID[PROMINENT.name]).filter(([key]) => key !== 'slides'),
		);
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
