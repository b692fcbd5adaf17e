/* eslint-disable @typescript-eslint/no-explicit-any -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// Source → Create (POST /source-resolutions-v3, then GET /source-resolutions-v3/{id}) through n8n's
// execution code against the simulator: every source type, custom instructions, and the checks
// before sending (the request log proves nothing was sent when one fails).
import type { IDataObject } from 'n8n-workflow';

import { runNode, type RunNodeOptions } from '../helpers/n8n';
import { logMark, requestsSince } from '../helpers/requestLog';
import { useSimulator } from '../helpers/simulator';

// Extraction steps of 0 ms: a source is completed (or failed) by the first status read, so each
// wait here is one poll. The pending path and the poll interval: sourceWait.test.ts.
const sim = useSimulator({ rateLimits: false, durations: { sourceStepMs: 0 } });

async function create(parameters: IDataObject, extra: Partial<RunNodeOptions> = {}) {
	const mark = await logMark(sim);
	const result = await runNode({
		sim,
		resource: 'source',
		operation: 'create',
		parameters,
		...extra,
	});
	const sent = await requestsSince(sim, mark);
	return { ...result, sent, calls: sent.map((r) => `${r.method} ${r.path}`) };
}

/** The source as the service shows it (cleaned, as the node's default). */
async function serviceView(id: string) {
	const res = await sim.api().get(`/source-resolutions-v3/${id}`);
	expect(res.status).toBe(200);
	return res.body;
}

const URL_TYPES: Array<[string, string]> = [
	['youtube', 'https://www.youtube.com/watch?v=brew42'],
	['tiktok', 'https://www.tiktok.com/@acmecoffee/video/7301234567891'],
	['article', 'https://blog.example.com/posts/cold-brew-at-home'],
	['pdf', 'https://example.com/files/annual-coffee-report.pdf'],
	['audio', 'https://cdn.example.com/podcast/episode-12.mp3'],
	['twitter', 'https://x.com/acmecoffee/status/1790000000000000000'],
];
const TEXT_TYPES: Array<[string, string]> = [
	['text', 'Raw notes: grind fresh, weigh 16:1, bloom 30 s, pour slowly.'],
	['perplexity-query', 'latest trends in specialty coffee'],
];

describe('Source → Create: every source type', () => {
	it.each(URL_TYPES)(
		'%s: sends {source: {sourceType, url}}, waits, outputs title, content, referenceUrl',
		async (sourceType, url) => {
			const { items, error, sent, calls } = await create({ sourceType, url });
			expect(error).toBeUndefined();
			expect(sent[0].body).toEqual({ source: { sourceType, url } });
			const json = items[0].json;
			expect(calls).toEqual([
				'POST /source-resolutions-v3',
				`GET /source-resolutions-v3/${json.id}`,
			]);
			expect(sent[1].query).toEqual({});
			expect(json).toEqual(await serviceView(json.id as string));
			expect(json).toMatchObject({
				status: 'completed',
				title: expect.stringMatching(/\S/),
				content: expect.stringMatching(/\S/),
				referenceUrl: url,
			});
			expect(items[0].pairedItem).toEqual({ item: 0 });
		},
	);

	it.each(TEXT_TYPES)(
		'%s: sends {source: {sourceType, text}}, no url',
		async (sourceType, text) => {
			const { items, error, sent } = await create({
				sourceType,
				text,
				// A URL left in the form from another type is not sent.
				url: 'https://example.com/left-over',
			});
			expect(error).toBeUndefined();
			expect(sent[0].body).toEqual({ source: { sourceType, text } });
			const json = items[0].json;
			expect(json).toEqual(await serviceView(json.id as string));
			expect(json.status).toBe('completed');
			expect(json.content).toMatch(/\S/);
			if (sourceType === 'text') expect(json.referenceUrl).toBeNull();
			else expect(json.referenceUrl).toMatch(/^https:\/\//);
		},
	);

	it('custom instructions are sent beside source and shape the content', async () => {
		const customInstructions = 'Summarize as five short bullet points for a carousel';
		const { items, error, sent } = await create({
			sourceType: 'article',
			url: 'https://blog.example.com/posts/fresh-beans',
			customInstructions,
		});
		expect(error).toBeUndefined();
		expect(sent[0].body).toEqual({
			source: { sourceType: 'article', url: 'https://blog.example.com/posts/fresh-beans' },
			customInstructions,
		});
		expect(items[0].json.content).toContain(customInstructions);
	});

	it('blank custom instructions are not sent', async () => {
		const { error, sent } = await create({
			sourceType: 'text',
			text: 'Some notes',
			customInstructions: '   ',
		});
		expect(error).toBeUndefined();
		expect(sent[0].body).toEqual({ source: { sourceType: 'text', text: 'Some notes' } });
	});

	it('Wait for Completion is on by default; off, the output is the ID after one request', async () => {
		const waited = await create({ sourceType: 'text', text: 'x' });
		expect(waited.calls[0]).toBe('POST /source-resolutions-v3');
		expect(waited.calls.slice(1)).toContainEqual(expect.stringMatching(/^GET /));
		expect(waited.items[0].json.status).toBe('completed');

		const { items, error, calls } = await create({
			sourceType: 'article',
			url: 'https://blog.example.com/posts/no-wait',
			waitForCompletion: false,
		});
		expect(error).toBeUndefined();
		expect(calls).toEqual(['POST /source-resolutions-v3']);
		expect(items[0].json).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
	});

	it('several items: one source each, paired with their items', async () => {
		const { items, error, sent } = await create(
			{ sourceType: 'article', url: '={{ $json.link }}' },
			{
				items: [
					{ json: { link: 'https://example.com/one' } },
					{ json: { link: 'https://example.com/two' } },
				],
			},
		);
		expect(error).toBeUndefined();
		const posts = sent.filter((r) => r.method === 'POST');
		expect(posts.map((r) => (r.body as any).source.url)).toEqual([
			'https://example.com/one',
			'https://example.com/two',
		]);
		expect(items.map((i) => [i.json.referenceUrl, i.pairedItem])).toEqual([
			['https://example.com/one', { item: 0 }],
			['https://example.com/two', { item: 1 }],
		]);
	});
});

describe('Source → Create: checks before sending (nothing is sent)', () => {
	const refused: Array<[string, IDataObject, string]> = [
		[
			'a video URL without a scheme',
			{ sourceType: 'youtube', url: 'www.youtube.com/watch?v=abc' },
			"Video URL: 'www.youtube.com/watch?v=abc' is not a valid URL",
		],
		[
			'a URL that is not http(s)',
			{ sourceType: 'pdf', url: 'ftp://example.com/report.pdf' },
			"PDF URL: 'ftp://example.com/report.pdf' is not a valid URL",
		],
		[
			'an empty URL',
			{ sourceType: 'twitter', url: '  ' },
			'Post URL: is required: enter the public address (https://...)',
		],
		[
			'an audio URL with another extension',
			{ sourceType: 'audio', url: 'https://example.com/episode.wma' },
			"Audio URL: 'https://example.com/episode.wma' ends in .wma: an audio source must be a .mp3, .wav, .m4a, .ogg, .flac, .aac file",
		],
		[
			'an audio URL without an extension',
			{ sourceType: 'audio', url: 'https://example.com/podcast/latest' },
			"Audio URL: 'https://example.com/podcast/latest' has no file extension: an audio source must be a .mp3, .wav, .m4a, .ogg, .flac, .aac file",
		],
		[
			'an audio extension only in the query',
			{ sourceType: 'audio', url: 'https://example.com/stream?format=mp3' },
			'has no file extension',
		],
		['empty text', { sourceType: 'text', text: '' }, 'Text: is empty: enter the text to transform'],
		[
			'a whitespace-only query',
			{ sourceType: 'perplexity-query', text: ' \n\t ' },
			'Query: is empty: enter what to research',
		],
		[
			'a source type from an expression that is not one of the eight',
			{ sourceType: '={{ "video" }}', url: 'https://example.com/v' },
			"Source Type: 'video' is not allowed: use one of youtube, tiktok, article, pdf, audio, twitter, text, perplexity-query",
		],
	];

	it.each(refused)('%s', async (_, parameters, message) => {
		const { error, sent } = await create(parameters);
		expect(error?.message).toContain(message);
		expect(error?.description).toMatch(/^Fix the ".+" field and run again\.$/);
		expect(sent).toEqual([]);
	});

	it.each([
		'https://cdn.example.com/a.wav',
		'https://cdn.example.com/a.M4A',
		'https://cdn.example.com/a.ogg?token=abc',
		'https://cdn.example.com/a.flac#t=10',
		'https://cdn.example.com/a.aac',
	])('audio %s is accepted', async (url) => {
		const { error, sent } = await create({ sourceType: 'audio', url, waitForCompletion: false });
		expect(error).toBeUndefined();
		expect(sent[0].body).toEqual({ source: { sourceType: 'audio', url } });
	});

	it('with Continue On Fail, a refused item is an error item and the next item is sent', async () => {
		const { items, sent } = await create(
			{ sourceType: 'text', text: '={{ $json.notes }}', waitForCompletion: false },
			{ items: [{ json: { notes: '' } }, { json: { notes: 'Fine' } }], continueOnFail: true },
		);
		expect(items[0].json.error).toBe('Text: is empty: enter the text to transform');
		expect(items[0].pairedItem).toEqual({ item: 0 });
		expect(items[1].json.id).toEqual(expect.any(String));
		expect(sent.map((r) => (r.body as any).source.text)).toEqual(['Fine']);
	});
});
