// Source → Create's Wait for Completion (the one waiter: GET /source-resolutions-v3/{id} every 3 s
// until completed or failed), the youtube/tiktok failure advice, the timeout, and Source → Get with
// Clean Transcript both ways, through n8n's execution code against the simulator.
import type { IDataObject } from 'n8n-workflow';

import { runNode, type RunNodeOptions } from '../helpers/n8n';
import { logMark, requestsSince } from '../helpers/requestLog';
import { useSimulator } from '../helpers/simulator';
import { useTestClock } from '../helpers/testClock';

// On the test's clock, which the simulator reads too: queued → processing → completed/failed
// 2.5 s apart (the simulator's default), so the 3 s polls see queued, processing, then the end.
const clock = useTestClock();
const sim = useSimulator({ rateLimits: false });

async function run(
	operation: string,
	parameters: IDataObject,
	extra: Partial<RunNodeOptions> = {},
) {
	const mark = await logMark(sim);
	const result = await runNode({ sim, resource: 'source', operation, parameters, ...extra });
	const sent = await requestsSince(sim, mark);
	return { ...result, sent, calls: sent.map((r) => `${r.method} ${r.path}`) };
}

const ADVICE =
	'YouTube and TikTok transcripts need English captions. For a video without them, or in another language, use Source Type "Text (Transform With AI)" with a transcript of the video instead.';

/** Timestamp and cue-number lines of an SRT transcript, as the simulator writes them. */
const TIMESTAMP_LINE = /^\d{2}:\d{2}:\d{2},\d{3} --> /m;
const CUE_NUMBER_LINE = /^\d+$/m;

describe('Source → Create, Wait for Completion', () => {
	it('polls while queued/processing, every 3 s, until completed', async () => {
		const url = 'https://www.youtube.com/watch?v=pending42';
		const { items, error, sent } = await run('create', { sourceType: 'youtube', url });
		expect(error).toBeUndefined();
		const json = items[0].json;
		expect(json).toMatchObject({
			id: expect.any(String),
			status: 'completed',
			title: expect.stringContaining('pending42'),
			referenceUrl: url,
		});
		const polls = sent.filter((r) => r.method === 'GET');
		expect(polls.every((r) => r.path === `/source-resolutions-v3/${json.id}`)).toBe(true);
		const created = Date.parse(sent.find((r) => r.method === 'POST')!.time);
		// The first read one interval after the create.
		expect(polls.map((r) => Date.parse(r.time) - created)).toEqual([3000, 6000]);
		// The default Clean Transcript: no timestamp or cue-number lines.
		expect(json.content).not.toMatch(TIMESTAMP_LINE);
		expect(json.content).not.toMatch(CUE_NUMBER_LINE);
		expect(json.content).toContain('Welcome back!');
	});

	it('Clean Transcript off: the raw transcript, asked with cleanTranscript=false', async () => {
		const { items, error, sent } = await run('create', {
			sourceType: 'tiktok',
			url: 'https://www.tiktok.com/@acmecoffee/video/7301234567892',
			cleanTranscript: false,
		});
		expect(error).toBeUndefined();
		expect(items[0].json.content).toMatch(TIMESTAMP_LINE);
		expect(items[0].json.content).toContain('**Welcome back!**');
		const polls = sent.filter((r) => r.method === 'GET');
		expect(polls.map((r) => r.query)).toEqual(polls.map(() => ({ cleanTranscript: 'false' })));
	});

	it.each([
		['youtube', 'https://www.youtube.com/watch?v=abc123&nocaptions=1', /has no captions/],
		['tiktok', 'https://www.tiktok.com/@acmecoffee/video/7301234567890?lang=es', /in 'es'/],
	])(
		'%s failed: an item error with the service message and the captions advice',
		async (sourceType, url, serviceMessage) => {
			const { items, error } = await run('create', { sourceType, url });
			expect(items).toEqual([]);
			expect(error?.message).toMatch(/^The content extraction failed: /);
			expect(error?.message).toMatch(serviceMessage);
			expect(error?.description).toMatch(/^Source [0-9a-f-]{36} ended with status 'failed'\. /);
			expect(error?.description).toContain(ADVICE);
		},
	);

	it('failed with Continue On Fail: the error item carries the source and the advice', async () => {
		const { items, error } = await run(
			'create',
			{ sourceType: 'youtube', url: 'https://youtu.be/xyz?hl=de' },
			{ continueOnFail: true },
		);
		expect(error).toBeUndefined();
		expect(items[0].json).toMatchObject({
			error: expect.stringMatching(/^The content extraction failed: .*'de'/),
			description: expect.stringContaining(ADVICE),
			resource: { id: expect.any(String), status: 'failed', message: expect.any(String) },
		});
		expect(items[0].pairedItem).toEqual({ item: 0 });
	});

	it('another type that fails: the service message, without the captions advice', async () => {
		const { error } = await run('create', {
			sourceType: 'article',
			url: 'https://example.com/simulate-fail/article',
		});
		expect(error?.message).toBe(
			'The content extraction failed: Could not extract the source: the origin answered 404 Not Found (simulated failure)',
		);
		expect(error?.description).not.toContain('captions');
	});

	it('timeout: a clear error saying the extraction may still complete and how to check', async () => {
		await sim.control('POST', '/clock', { speed: 0.0001 });
		try {
			const started = clock.now();
			const { error, items, sent } = await run('create', {
				sourceType: 'article',
				url: 'https://example.com/slow-article',
				waitTimeout: 1,
			});
			// The 3 s interval cut to the 1 s the wait has: one read at the deadline, then the error.
			expect(clock.now() - started).toBe(1000);
			expect(sent.filter((r) => r.method === 'GET')).toHaveLength(1);
			expect(items).toEqual([]);
			expect(error?.message).toMatch(
				/^Source [0-9a-f-]{36} was still 'queued' after waiting 1 seconds$/,
			);
			expect(error?.description).toMatch(/may still complete/);
			expect(error?.description).toMatch(/Source → Get and source ID [0-9a-f-]{36}/);
		} finally {
			await sim.control('POST', '/clock', { speed: 1 });
		}
	});
});

describe('Source → Get', () => {
	let completedId: string;
	let failedId: string;
	beforeAll(async () => {
		const created = await sim.api().post('/source-resolutions-v3', {
			source: { sourceType: 'youtube', url: 'https://www.youtube.com/watch?v=getme1' },
		});
		completedId = created.body.id;
		const failed = await sim.api().post('/source-resolutions-v3', {
			source: { sourceType: 'tiktok', url: 'https://www.tiktok.com/@a/video/1?nocaptions' },
		});
		failedId = failed.body.id;
		await sim.advance(5000);
	});

	it('Clean Transcript on by default: cleanTranscript=true sent, the cleaned content', async () => {
		const { items, error, sent, node } = await run('get', { sourceId: completedId });
		expect(error).toBeUndefined();
		expect(node.parameters.cleanTranscript).toBe(true);
		expect(sent.map((r) => [r.method, r.path, r.query])).toEqual([
			['GET', `/source-resolutions-v3/${completedId}`, { cleanTranscript: 'true' }],
		]);
		const expected = await sim.api().get(`/source-resolutions-v3/${completedId}`);
		expect(items[0].json).toEqual(expected.body);
		expect(items[0].json.content).not.toMatch(TIMESTAMP_LINE);
	});

	it('Clean Transcript off: cleanTranscript=false sent, the raw content', async () => {
		const { items, error, sent } = await run('get', {
			sourceId: completedId,
			cleanTranscript: false,
		});
		expect(error).toBeUndefined();
		expect(sent[0].query).toEqual({ cleanTranscript: 'false' });
		const expected = await sim
			.api()
			.get(`/source-resolutions-v3/${completedId}`, { cleanTranscript: false });
		expect(items[0].json).toEqual(expected.body);
		expect(items[0].json.content).toMatch(TIMESTAMP_LINE);
		expect(items[0].json.content).toMatch(CUE_NUMBER_LINE);
	});

	it('a failed source is output as it is (status failed, message): Get only reads', async () => {
		const { items, error } = await run('get', { sourceId: failedId });
		expect(error).toBeUndefined();
		expect(items[0].json).toEqual({
			id: failedId,
			status: 'failed',
			message: expect.stringContaining('no captions'),
		});
	});

	it('a pending source: its id and status', async () => {
		await sim.control('POST', '/clock', { speed: 0.0001 });
		try {
			const created = await sim.api().post('/source-resolutions-v3', {
				source: { sourceType: 'text', text: 'pending' },
			});
			const { items } = await run('get', { sourceId: created.body.id });
			expect(items[0].json).toEqual({ id: created.body.id, status: 'queued' });
		} finally {
			await sim.control('POST', '/clock', { speed: 1 });
		}
	});

	it('an unknown id: the service 404 as the item error', async () => {
		const { error, calls } = await run('get', {
			sourceId: '00000000-0000-4000-8000-000000000000',
		});
		expect(calls).toEqual(['GET /source-resolutions-v3/00000000-0000-4000-8000-000000000000']);
		expect(error?.httpCode).toBe('404');
		expect(error?.message).toContain('not found');
	});

	it.each([
		['', 'Source ID: is required'],
		['abc/def', "Source ID: 'abc/def' is not a source ID"],
	])('Source ID %j is refused before sending', async (sourceId, message) => {
		const { error, sent } = await run('get', { sourceId });
		expect(error?.message).toContain(message);
		expect(sent).toEqual([]);
	});
});
