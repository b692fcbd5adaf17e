// A visual's life after POST /videos/from-templates (its steps, the result, failure), the retired
// POST /videos/creations, and the rules the templates follow.
import {
	RETIRED_VIDEO_FIELDS_MESSAGE,
	VISUAL_STEPS,
} from '../../../nodes/SocialPublishing/serviceApi';
import { expect422 } from '../../helpers/simulator';
import {
	STEP_MS,
	PROMINENT,
	CLIPS,
	TUTORIAL,
	NEWSPAPER,
	prominentInputs,
	useVisualsSimulator,
} from './setup';

const { sim, create, poll } = useVisualsSimulator();

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
		expect422(
			await withProfileImage('me.png'),
			'inputs.profileImage must be an http(s) URL of an image',
		);
	});

	it('takes an image or video URL without a file extension (a CDN photo, a Drive or signed link)', async () => {
		const profile = await create({
			templateId: TUTORIAL.id,
			inputs: { profileImage: 'https://pbs.twimg.example/profile_images/1234567/photo' },
			prompt: 'coffee tips',
		});
		expect(profile.status).toBe(201);
		const clip = await create({
			templateId: CLIPS.id,
			inputs: {
				videoClips: [{ url: 'https://drive.google.com/uc?export=download&id=1AbCdEf' }],
			},
		});
		expect(clip.status).toBe(201);
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
