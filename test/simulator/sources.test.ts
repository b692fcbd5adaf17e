import { SOURCE_TYPES } from '../../nodes/SocialPublishing/serviceApi';
import { expect422, useSimulator } from '../helpers/simulator';

const STEP_MS = 2500;
// Speed 0: the simulated clock moves only by sim.advance (no step races real time).
const sim = useSimulator({
	rateLimits: false,
	clockSpeed: 0,
	durations: { sourceStepMs: STEP_MS },
});

const create = (body: unknown) => sim.api().post('/source-resolutions-v3', body);
const read = (id: string, query?: Record<string, string>) =>
	sim.api().get(`/source-resolutions-v3/${id}`, query);

const VALID: Record<string, Record<string, string>> = {
	youtube: { url: 'https://www.youtube.com/watch?v=abc123' },
	tiktok: { url: 'https://www.tiktok.com/@acme/video/123' },
	article: { url: 'https://blog.example.com/posts/fresh-beans-matter' },
	pdf: { url: 'https://files.example.com/report-2025.pdf' },
	audio: { url: 'https://files.example.com/episode-12.mp3' },
	twitter: { url: 'https://x.com/acme/status/1234567890' },
	text: { text: 'Some raw text to transform into a post.' },
	'perplexity-query': { text: 'coffee trends 2025' },
};

async function settle(id: string) {
	await sim.advance(STEP_MS * 2);
	return (await read(id)).body;
}

describe('POST /source-resolutions-v3 validation', () => {
	it('requires source and a known sourceType', async () => {
		expect422(await create({}), "body must have required property 'source'");
		expect422(await create({ source: 'youtube' }), 'body.source must be object');
		expect422(
			await create({ source: { url: 'https://example.com' } }),
			"body.source must have required property 'sourceType'",
		);
		expect422(
			await create({ source: { sourceType: 'podcast', url: 'https://example.com' } }),
			'body.source.sourceType must be equal to one of the allowed values',
		);
	});

	it.each(SOURCE_TYPES.map((t) => [t]))(
		'requires the field a %s source needs',
		async (sourceType) => {
			const needs = 'text' in VALID[sourceType] ? 'text' : 'url';
			const missing = await create({ source: { sourceType } });
			expect422(missing, `body.source must have required property '${needs}'`);
			const other = needs === 'text' ? { url: 'https://example.com/a' } : { text: 'some text' };
			expect((await create({ source: { sourceType, ...other } })).status).toBe(422);
			const ok = await create({ source: { sourceType, ...VALID[sourceType] } });
			expect(ok.status).toBe(201);
			expect(ok.body).toEqual({
				id: expect.stringMatching(
					/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
				),
			});
		},
	);

	it('refuses a url that is not http(s) and customInstructions that are not text', async () => {
		const bad = await create({ source: { sourceType: 'article', url: 'ftp://example.com/a' } });
		expect(bad.status).toBe(422);
		expect(bad.body.message).toContain('body.source.url must be an http(s) URL');
		const instr = await create({
			source: { sourceType: 'text', ...VALID.text },
			customInstructions: { tone: 'warm' },
		});
		expect422(instr, 'body.customInstructions must be string');
	});
});

describe('source lifecycle', () => {
	it.each(SOURCE_TYPES.map((t) => [t]))(
		'walks queued → processing → completed for %s',
		async (sourceType) => {
			const { body } = await create({ source: { sourceType, ...VALID[sourceType] } });
			expect((await read(body.id)).body).toEqual({ id: body.id, status: 'queued' });
			await sim.advance(STEP_MS);
			expect((await read(body.id)).body).toEqual({ id: body.id, status: 'processing' });
			await sim.advance(STEP_MS);
			const done = (await read(body.id)).body;
			expect(done).toEqual({
				id: body.id,
				status: 'completed',
				title: expect.any(String),
				content: expect.any(String),
				referenceUrl:
					'url' in VALID[sourceType]
						? VALID[sourceType].url
						: sourceType === 'text'
							? null
							: expect.any(String),
			});
			expect(done.content.length).toBeGreaterThan(10);
		},
	);

	it.each([
		['youtube', 'https://www.youtube.com/watch?v=abc&lang=es', "'es', not English"],
		['youtube', 'https://www.youtube.com/watch?v=nocaptions1', 'no captions'],
		['tiktok', 'https://www.tiktok.com/@acme/video/1?lang=de', "'de', not English"],
		['audio', 'https://files.example.com/episode.wma', "Unsupported audio format '.wma'"],
		['article', 'https://blog.example.com/simulate-fail', 'simulated failure'],
	])('fails a %s source at %s with a message', async (sourceType, url, message) => {
		const { body } = await create({ source: { sourceType, url } });
		await sim.advance(STEP_MS);
		expect((await read(body.id)).body.status).toBe('processing');
		const failed = await settle(body.id);
		expect(failed).toEqual({
			id: body.id,
			status: 'failed',
			message: expect.stringContaining(message),
		});
	});

	it('keeps English captions working and suggests text for the rest', async () => {
		const en = (
			await create({
				source: { sourceType: 'youtube', url: 'https://www.youtube.com/watch?v=abc&lang=en' },
			})
		).body;
		expect((await settle(en.id)).status).toBe('completed');
		const es = (
			await create({
				source: { sourceType: 'youtube', url: 'https://www.youtube.com/watch?v=abc&lang=es' },
			})
		).body;
		expect((await settle(es.id)).message).toContain('sourceType text');
	});

	it('cleans transcripts by default and returns the raw one with cleanTranscript=false', async () => {
		const { body } = await create({ source: { sourceType: 'youtube', ...VALID.youtube } });
		await settle(body.id);
		const clean = (await read(body.id)).body.content;
		const explicit = (await read(body.id, { cleanTranscript: 'true' })).body.content;
		const raw = (await read(body.id, { cleanTranscript: 'false' })).body.content;
		expect(explicit).toBe(clean);
		expect(raw).toMatch(/^1\n00:00:00,000 --> 00:00:04,200\n\*\*Welcome back!\*\*/);
		expect(raw).toContain('   ');
		expect(clean).not.toMatch(/-->|^\d+$|\*\*|_sixteen|\n\n| {2}/m);
		expect(clean.split('\n')[0]).toBe(
			'Welcome back! Today we are talking about brewing better coffee at home.',
		);
		expect(clean).toContain('First, always start with freshly ground beans.');
		expect(clean).toContain('sixteen to one');
	});

	it('cleans markdown from article content and from text sources', async () => {
		const article = (await create({ source: { sourceType: 'article', ...VALID.article } })).body;
		await settle(article.id);
		const clean = (await read(article.id)).body.content;
		expect(clean).not.toMatch(/^#|\*\*|\]\(|^- |^> /m);
		expect(clean).toContain('see our grind guide');
		const text = (
			await create({
				source: { sourceType: 'text', text: '1\n00:00:01,000 --> 00:00:02,000\n## Hello   world' },
				customInstructions: 'Make it a tweet',
			})
		).body;
		const done = await settle(text.id);
		expect(done.content).toContain('Make it a tweet');
		expect(done.content).toContain('Hello world');
		expect(done.content).not.toContain('-->');
	});

	it('refuses an invalid cleanTranscript with 422', async () => {
		const { body } = await create({ source: { sourceType: 'text', ...VALID.text } });
		const res = await read(body.id, { cleanTranscript: 'yes' });
		expect(res.status).toBe(422);
		expect(res.body.message).toContain('cleanTranscript');
	});

	it('is 404 for an unknown id and for another user', async () => {
		const { body } = await create({ source: { sourceType: 'text', ...VALID.text } });
		expect((await read('00000000-0000-4000-8000-000000000000')).status).toBe(404);
		const other = await sim.api(sim.users[1].apiKey).get(`/source-resolutions-v3/${body.id}`);
		expect(other.status).toBe(404);
		expect(other.body.message).toEqual(expect.any(String));
	});

	it('has seeded sources for the demo user: completed and failed', async () => {
		await sim.control('POST', '/reset');
		const seeded = [...sim.ctx.state.users[0].sources.values()];
		expect(seeded.map((s) => s.status).sort()).toEqual(['completed', 'completed', 'failed']);
		for (const s of seeded) expect((await read(s.id)).body.status).toBe(s.status);
		expect(sim.ctx.state.users[1].sources.size).toBe(0);
	});
});
