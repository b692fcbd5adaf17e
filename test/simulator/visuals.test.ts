import { RETIRED_VIDEO_FIELDS_MESSAGE, VISUAL_STEPS } from '../../nodes/SocialPublishing/spec';
import { expect422, useSimulator } from '../helpers/simulator';
import { templateNamed } from '../helpers/fixtures';

const STEP_MS = 3000;
const sim = useSimulator({ rateLimits: false, durations: { visualStepMs: STEP_MS } });

const byName = templateNamed;
const PROMINENT = byName('Image Slideshow with Prominent Text');
const OVERLAYS = byName('Image Slideshow with Text Overlays');
const CLIPS = byName('Combine Clips and Apply Basic Edits');
const TUTORIAL = byName('Tutorial Carousel with Minimalist Flat Style');
const WHEN_X = byName('When X then Y Text Slideshow');
const NEWSPAPER = byName('Newspaper Infographic (V1)');

const slide = (i: number) => ({
	image: `A bright flat-lay photo of coffee beans, number ${i}`,
	text: `Tip ${i}: grind your coffee right before you brew it.`,
});
const prominentInputs = (n = 3) => ({ slides: Array.from({ length: n }, (_, i) => slide(i + 1)) });

const create = (body: unknown) => sim.api().post('/videos/from-templates', body);
const poll = (id: string) => sim.api().get(`/videos/creations/${id}`);

const expectCreate422 = async (body: unknown, message: string | RegExp) =>
	expect422(await create(body), message);

describe('POST /videos/from-templates', () => {
	it('answers 201 {item: {id, status: queueing}} for every id form', async () => {
		for (const templateId of [PROMINENT.id, PROMINENT.uuid, `/video-template/${PROMINENT.uuid}`]) {
			const res = await create({ templateId, inputs: prominentInputs(), render: true });
			expect(res.status).toBe(201);
			expect(res.body).toEqual({
				item: { id: expect.stringMatching(/^[0-9a-f-]{36}$/), status: 'queueing' },
			});
			expect((await poll(res.body.item.id)).body.item.templateId).toBe(PROMINENT.id);
		}
	});

	it('refuses an unknown template with 404', async () => {
		const res = await create({ templateId: '00000000-0000-4000-8000-000000000000', inputs: {} });
		expect(res.status).toBe(404);
		expect(res.body.message).toContain('00000000-0000-4000-8000-000000000000');
	});

	it('requires templateId and an inputs object', async () => {
		await expectCreate422({ inputs: {} }, "body must have required property 'templateId'");
		await expectCreate422(
			{ templateId: PROMINENT.id },
			"body must have required property 'inputs'",
		);
		await expectCreate422({ templateId: PROMINENT.id, inputs: [] }, 'body.inputs must be object');
	});

	it('types prompt, render, isDraft, title and useBrandKit', async () => {
		const base = { templateId: PROMINENT.id, inputs: prominentInputs() };
		await expectCreate422({ ...base, prompt: {} }, 'body.prompt must be string');
		await expectCreate422({ ...base, render: 'yes' }, 'body.render must be boolean');
		await expectCreate422({ ...base, isDraft: 2 }, 'body.isDraft must be boolean');
		await expectCreate422({ ...base, title: {} }, 'body.title must be string');
		await expectCreate422({ ...base, useBrandKit: [] }, 'body.useBrandKit must be boolean');
	});

	it('coerces scalars the way Fastify does: "false" is false, 1 is true, a number is text', async () => {
		const base = { templateId: PROMINENT.id, inputs: prominentInputs() };
		const res = await create({ ...base, render: 'false', isDraft: 1, prompt: 5 });
		expect(res.status).toBe(201);
		const item = (await poll(res.body.item.id)).body.item;
		expect(item).toMatchObject({ render: false, isDraft: true, prompt: '5' });
	});

	it('needs the required inputs unless a prompt is given; defaults fill the rest', async () => {
		await expectCreate422({ templateId: PROMINENT.id, inputs: {} }, 'inputs.slides is required');
		const withPrompt = await create({
			templateId: PROMINENT.id,
			inputs: {},
			prompt: 'Three coffee tips',
		});
		expect(withPrompt.status).toBe(201);
		const item = (await poll(withPrompt.body.item.id)).body.item;
		expect(item.inputs).toEqual({ slideDuration: 5, aspectRatio: '4:5' });
		// Inputs with a default (the infographic's "required, has default") may be omitted.
		expect((await create({ templateId: NEWSPAPER.id, inputs: {} })).status).toBe(201);
	});

	it('checks string lengths, naming the input path', async () => {
		const inputs = prominentInputs(3);
		inputs.slides[2].text = 'too short';
		await expectCreate422(
			{ templateId: PROMINENT.id, inputs },
			/^inputs\.slides\[2\]\.text must be 30-200 characters/,
		);
		await expectCreate422(
			{ templateId: NEWSPAPER.id, inputs: { description: 'x'.repeat(501) } },
			'inputs.description must be 10-500 characters',
		);
		await expectCreate422(
			{
				templateId: OVERLAYS.id,
				inputs: { slides: [{ imageSource: 'a cat', textOverlay: 'x'.repeat(301) }] },
			},
			'inputs.slides[0].textOverlay must be at most 300 characters',
		);
		// Even with a prompt, given values must meet their bounds.
		await expectCreate422(
			{ templateId: WHEN_X.id, inputs: { firstSlideText: 'short' }, prompt: 'fill the rest' },
			'inputs.firstSlideText must be 30-70 characters',
		);
	});

	it('checks array item counts', async () => {
		await expectCreate422(
			{ templateId: PROMINENT.id, inputs: { slides: [] } },
			'inputs.slides must have 1-20 items (got 0)',
		);
		await expectCreate422(
			{ templateId: PROMINENT.id, inputs: prominentInputs(21) },
			'inputs.slides must have 1-20 items (got 21)',
		);
		await expectCreate422(
			{
				templateId: OVERLAYS.id,
				inputs: { slides: Array.from({ length: 51 }, () => ({ imageSource: 'a cat' })) },
			},
			'inputs.slides must have 1-50 items',
		);
		await expectCreate422(
			{ templateId: CLIPS.id, inputs: { videoClips: [] } },
			'inputs.videoClips must have 1-20 items',
		);
	});

	it('checks numeric bounds', async () => {
		const base = { templateId: PROMINENT.id, inputs: prominentInputs() };
		await expectCreate422(
			{ ...base, inputs: { ...base.inputs, slideDuration: 11 } },
			'inputs.slideDuration must be 1-10 (got 11)',
		);
		await expectCreate422(
			{ ...base, inputs: { ...base.inputs, slideDuration: 0.5 } },
			'inputs.slideDuration must be 1-10',
		);
		await expectCreate422(
			{ ...base, inputs: { ...base.inputs, slideDuration: '5' } },
			'inputs.slideDuration must be a number',
		);
		const clips = { videoClips: [{ url: 'https://cdn.example.com/a.mp4' }] };
		await expectCreate422(
			{ templateId: CLIPS.id, inputs: { ...clips, maxDuration: 601 } },
			'inputs.maxDuration must be 0-600',
		);
		await expectCreate422(
			{ templateId: CLIPS.id, inputs: { ...clips, transitionConfig: { duration: 2.5 } } },
			'inputs.transitionConfig.duration must be 0-2',
		);
		await expectCreate422(
			{ templateId: CLIPS.id, inputs: { ...clips, musicConfig: { volume: -1 } } },
			'inputs.musicConfig.volume must be 0-100',
		);
		await expectCreate422(
			{
				templateId: OVERLAYS.id,
				inputs: { slides: [{ imageSource: 'x' }], customTextPositionPercent: 101 },
			},
			'inputs.customTextPositionPercent must be 0-100',
		);
	});

	it('checks enum values, colors, URLs, booleans and object shapes', async () => {
		const base = {
			templateId: OVERLAYS.id,
			inputs: { slides: [{ imageSource: 'https://cdn.example.com/a.png' }] },
		};
		await expectCreate422(
			{ ...base, inputs: { ...base.inputs, aspectRatio: '3:2' } },
			'inputs.aspectRatio must be one of: 16:9, 1:1, 4:5, 9:16',
		);
		await expectCreate422(
			{ ...base, inputs: { ...base.inputs, aiImageModel: 'unknown/model' } },
			'inputs.aiImageModel must be one of',
		);
		await expectCreate422(
			{ ...base, inputs: { ...base.inputs, textColor: 'black' } },
			'inputs.textColor must be a hex color',
		);
		await expectCreate422(
			{ ...base, inputs: { ...base.inputs, slideshow: true } },
			'inputs.slideshow is not a known input',
		);
		const clips = { videoClips: [{ url: 'https://cdn.example.com/a.mp4' }] };
		await expectCreate422(
			{ templateId: CLIPS.id, inputs: { videoClips: [{ url: 'not a url' }] } },
			'inputs.videoClips[0].url must be an http(s) URL of a video',
		);
		await expectCreate422(
			{ templateId: CLIPS.id, inputs: { videoClips: [{}] } },
			'inputs.videoClips[0].url is required',
		);
		await expectCreate422(
			{ templateId: CLIPS.id, inputs: { ...clips, trimSilence: 'yes' } },
			'inputs.trimSilence must be a boolean',
		);
		await expectCreate422(
			{ templateId: CLIPS.id, inputs: { ...clips, titleConfig: 'on' } },
			'inputs.titleConfig must be an object',
		);
		await expectCreate422(
			{ templateId: CLIPS.id, inputs: { ...clips, titleConfig: { style: 'loud' } } },
			'inputs.titleConfig.style must be one of: minimal, bold, elegant, modern',
		);
		await expectCreate422(
			{
				templateId: CLIPS.id,
				inputs: { ...clips, musicConfig: { url: 'https://cdn.example.com/song.ogg' } },
			},
			'inputs.musicConfig.url must be an http(s) URL of a MP3 or WAV file',
		);
		const ok = await create({
			templateId: CLIPS.id,
			inputs: {
				...clips,
				musicConfig: { enabled: true, url: 'https://cdn.example.com/song.mp3' },
				aspectRatio: '16:9',
			},
		});
		expect(ok.status).toBe(201);
	});

	it('checks the tutorial carousel item rules', async () => {
		const inputs = {
			contentItems: ['Step one: preheat the grinder properly.'],
			ctaActions: ['Save', 'Share'],
			profileDescription: 'Barista and coffee educator.',
		};
		expect((await create({ templateId: TUTORIAL.id, inputs })).status).toBe(201);
		await expectCreate422(
			{ templateId: TUTORIAL.id, inputs: { ...inputs, contentItems: ['short'] } },
			'inputs.contentItems[0] must be 10-300 characters',
		);
		await expectCreate422(
			{ templateId: TUTORIAL.id, inputs: { ...inputs, ctaActions: ['x'.repeat(51)] } },
			'inputs.ctaActions[0] must be 1-50 characters',
		);
		await expectCreate422(
			{ templateId: TUTORIAL.id, inputs: { ...inputs, profileDescription: undefined } },
			'inputs.profileDescription is required',
		);
		await expectCreate422(
			{ templateId: TUTORIAL.id, inputs: { ...inputs, mainTitle: 'Hi' } },
			'inputs.mainTitle must be 5-50 characters',
		);
		await expectCreate422(
			{ templateId: TUTORIAL.id, inputs: { ...inputs, font: 'comic' } },
			'inputs.font must be one of: font-sans',
		);
	});
});

describe('visual creation lifecycle', () => {
	it('walks all seven steps in order, one step per visualStepMs, then has imageUrls', async () => {
		const res = await create({ templateId: PROMINENT.id, inputs: prominentInputs(3) });
		const seen = [(await poll(res.body.item.id)).body.item.status];
		for (let i = 0; i < 6; i++) {
			await sim.advance(STEP_MS);
			seen.push((await poll(res.body.item.id)).body.item.status);
		}
		expect(seen).toEqual([...VISUAL_STEPS]);
		const item = (await poll(res.body.item.id)).body.item;
		expect(item).toMatchObject({
			id: res.body.item.id,
			status: 'done',
			templateId: PROMINENT.id,
			createdAt: expect.any(String),
		});
		expect(item.mediaUrl).toBeUndefined();
		expect(item.imageUrls).toHaveLength(3);
		const image = await fetch(item.imageUrls[0]);
		expect(image.status).toBe(200);
		expect(image.headers.get('content-type')).toBe('image/png');
	});

	it('gives a video template a mediaUrl, even after one large clock jump', async () => {
		const res = await create({
			templateId: CLIPS.id,
			inputs: { videoClips: [{ url: 'https://cdn.example.com/a.mp4' }] },
			title: 'Clips',
		});
		await sim.advance(STEP_MS * 10);
		const item = (await poll(res.body.item.id)).body.item;
		expect(item.status).toBe('done');
		expect(item.mediaUrl).toMatch(/\.mp4$/);
		expect(item.imageUrls).toBeUndefined();
		expect((await fetch(item.mediaUrl)).headers.get('content-type')).toBe('video/mp4');
	});

	it('gives a single-image template one image', async () => {
		const res = await create({
			templateId: NEWSPAPER.id,
			inputs: { description: 'Our new roastery opens downtown', footerText: 'Visit us' },
		});
		await sim.advance(STEP_MS * 6);
		expect((await poll(res.body.item.id)).body.item.imageUrls).toHaveLength(1);
	});

	it('fails with creation-from-template-failed when the prompt or title carries [simulate:fail]', async () => {
		for (const extra of [{ prompt: 'make it [simulate:fail]' }, { title: 'x [simulate:fail]' }]) {
			const res = await create({ templateId: PROMINENT.id, inputs: prominentInputs(), ...extra });
			const seen: string[] = [];
			for (let i = 0; i < 5; i++) {
				await sim.advance(STEP_MS);
				seen.push((await poll(res.body.item.id)).body.item.status);
			}
			expect(seen).toEqual([
				'generating-script',
				'script-ready',
				'generating-media',
				'creation-from-template-failed',
				'creation-from-template-failed',
			]);
			const item = (await poll(res.body.item.id)).body.item;
			expect(item.errorMessage).toEqual(expect.any(String));
			expect(item.imageUrls).toBeUndefined();
		}
	});

	it('ends a draft or render:false creation done without media after script-ready', async () => {
		for (const extra of [{ isDraft: true }, { render: false }]) {
			const res = await create({ templateId: PROMINENT.id, inputs: prominentInputs(), ...extra });
			const seen: string[] = [];
			for (let i = 0; i < 4; i++) {
				await sim.advance(STEP_MS);
				seen.push((await poll(res.body.item.id)).body.item.status);
			}
			expect(seen).toEqual(['generating-script', 'script-ready', 'done', 'done']);
			const item = (await poll(res.body.item.id)).body.item;
			expect(item.imageUrls).toBeUndefined();
			expect(item.mediaUrl).toBeUndefined();
		}
	});

	it('is 404 for an unknown id and for another user', async () => {
		const res = await create({ templateId: PROMINENT.id, inputs: prominentInputs() });
		expect((await poll('00000000-0000-4000-8000-000000000000')).status).toBe(404);
		const other = await sim.api(sim.users[1].apiKey).get(`/videos/creations/${res.body.item.id}`);
		expect(other.status).toBe(404);
		expect((await sim.api(sim.users[1].apiKey).delete(`/videos/${res.body.item.id}`)).status).toBe(
			404,
		);
	});

	it('deletes a creation (body ignored): 200 {success: true}, then GET is 404 and the walk stops', async () => {
		const res = await create({ templateId: PROMINENT.id, inputs: prominentInputs() });
		await sim.advance(STEP_MS);
		const del = await sim.api().delete(`/videos/${res.body.item.id}`, { ignored: true });
		expect(del.status).toBe(200);
		expect(del.body).toEqual({ success: true });
		await sim.advance(STEP_MS * 6);
		expect((await poll(res.body.item.id)).status).toBe(404);
		expect((await sim.api().delete(`/videos/${res.body.item.id}`)).status).toBe(404);
	});

	it('has seeded creations for the demo user: done and failed', async () => {
		await sim.control('POST', '/reset');
		const log = sim.ctx.state.users[0].visuals;
		const statuses = [...log.values()].map((v) => v.status).sort();
		expect(statuses).toEqual(['creation-from-template-failed', 'done', 'done']);
		for (const v of log.values()) {
			const item = (await poll(v.id)).body.item;
			expect(item.status).toBe(v.status);
		}
		expect(sim.ctx.state.users[1].visuals.size).toBe(0);
	});
});

describe('POST /videos/creations (retired)', () => {
	it('refuses the old string fields with the exact validation message', async () => {
		const res = await sim.api().post('/videos/creations', {
			textToImageModel: 'some-model',
			imageToVideoModel: 'other-model',
			prompt: 'x',
		});
		expect(res.status).toBe(422);
		expect(res.body.message).toBe(RETIRED_VIDEO_FIELDS_MESSAGE);
		expect(res.body.message).toBe(
			'body.textToImageModel must be object, body.imageToVideoModel must NOT be valid',
		);
	});

	it('points any other request to /videos/from-templates', async () => {
		const res = await sim.api().post('/videos/creations', { prompt: 'x' });
		expect(res.status).toBe(422);
		expect(res.body.message).toContain('/videos/from-templates');
	});
});

describe('template rules', () => {
	it('matches templateId exactly: no trimming, no case folding', async () => {
		const inputs = prominentInputs();
		expect((await create({ templateId: PROMINENT.uuid, inputs })).status).toBe(201);
		for (const templateId of [
			` ${PROMINENT.uuid}`,
			`${PROMINENT.uuid}\n`,
			PROMINENT.uuid.toUpperCase(),
			PROMINENT.id.toUpperCase(),
		]) {
			const res = await create({ templateId, inputs });
			expect([templateId, res.status]).toEqual([templateId, 404]);
		}
		const listed = await sim.api().get('/videos/templates', { id: PROMINENT.uuid.toUpperCase() });
		expect(listed.status).toBe(404);
	});

	it('takes an image input only as an image URL and a video input only as a video URL', async () => {
		const clip = (url: string) =>
			create({ templateId: CLIPS.id, inputs: { videoClips: [{ url }] } });
		expect((await clip('https://cdn.example.com/a.mp4')).status).toBe(201);
		expect422(
			await clip('https://cdn.example.com/a.jpg'),
			'inputs.videoClips[0].url must be an http(s) URL of a video',
		);
		const withProfileImage = (profileImage: string) =>
			create({ templateId: TUTORIAL.id, inputs: { profileImage }, prompt: 'coffee tips' });
		expect((await withProfileImage('https://cdn.example.com/me.png')).status).toBe(201);
		expect422(
			await withProfileImage('https://cdn.example.com/me.mov'),
			'inputs.profileImage must be an http(s) URL of an image',
		);
	});

	it('refuses a required input given as "" or null, even when the template has a default', async () => {
		expect((await create({ templateId: NEWSPAPER.id, inputs: {} })).status).toBe(201);
		expect422(
			await create({ templateId: NEWSPAPER.id, inputs: { description: '' } }),
			'inputs.description is required and must not be empty',
		);
		expect422(
			await create({ templateId: NEWSPAPER.id, inputs: { footerText: null } }),
			'inputs.footerText is required and must not be null',
		);
		expect422(
			await create({ templateId: PROMINENT.id, inputs: { slides: null }, prompt: 'three tips' }),
			'inputs.slides is required and must not be null',
		);
	});
});
