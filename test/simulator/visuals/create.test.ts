// POST /videos/from-templates: the template id forms and each template's inputs, checked (422).
import {
	PROMINENT,
	OVERLAYS,
	CLIPS,
	TUTORIAL,
	WHEN_X,
	NEWSPAPER,
	prominentInputs,
	useVisualsSimulator,
} from './setup';

const { create, poll, expectCreate422 } = useVisualsSimulator();

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
