/* eslint-disable @typescript-eslint/no-explicit-any -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// The chain in real n8n: the example workflow examples/workflows/article-to-carousel.json (which
// `npm start` imports) extracts an article (Source → Create, wait), renders a tutorial carousel from
// its content (Visual → Create From Template, wait, download), and posts the images to Instagram.
// The simulator's request log must show that sequence, and the posted images must be the rendered
// ones. cliChecks imports the examples (with the local credential) before this runs.
import { createHash } from 'crypto';

import type { StorageLogEntry } from '../../simulator/core/storage';
import { exampleWorkflows } from '../../scripts/n8n/examples';
import { nodeItems } from '../../scripts/n8n/cli';
import {
	lastSeq,
	requestLog,
	type E2eContext,
	type LoggedRequest,
	type E2eRestContext,
} from './context';
import { assert, assertEqual, assertIncludes, show, type Suite } from './harness';

const EXAMPLE_ID = 'spDemoArticleCarousel';
const NODES = {
	source: 'Extract Article',
	visual: 'Create Carousel',
	post: 'Post to Instagram',
} as const;

/** The chain's own endpoints, ids replaced, consecutive repeats (polls) merged. */
const CHAIN_STEPS = [
	'POST /source-resolutions-v3',
	'GET /source-resolutions-v3/{id}',
	'POST /videos/from-templates',
	'GET /videos/creations/{id}',
	'POST /media',
	'POST /posts',
];

function step(r: LoggedRequest): string | undefined {
	const path = r.path
		.replace(/^\/source-resolutions-v3\/[^/]+$/, '/source-resolutions-v3/{id}')
		.replace(/^\/videos\/creations\/[^/]+$/, '/videos/creations/{id}');
	const name = `${r.method} ${path}`;
	return CHAIN_STEPS.includes(name) ? name : undefined;
}

/** The example's own rule for carousel slides: the content's sentences of 10-300 characters. */
function sentences(content: string): string[] {
	return content
		.split('\n')
		.map((line) => line.trim())
		.filter((line) => /[.!?]$/.test(line) && line.length >= 10 && line.length <= 300)
		.slice(0, 8);
}

export async function chainChecks(suite: Suite, ctx: E2eRestContext): Promise<void> {
	const { sim, workflows } = ctx;
	const example = exampleWorkflows().find((w) => w.id === EXAMPLE_ID);
	const storageBefore = (await storageLog(ctx)).length;
	const before = await lastSeq(sim);
	// A copy of its own: the examples group ran the example already, and the record of sends of that
	// workflow would find its post (the same article, the same carousel) and send nothing.
	const copy = `${EXAMPLE_ID}Chain`;
	await suite.step(`import a copy of ${EXAMPLE_ID}`, () =>
		workflows.importWorkflows([
			{ ...(example as object), id: copy, name: `${copy} (chain group)` },
		]),
	);
	const { run, result } = await suite.step(
		`run ${copy} (article → source → carousel → Instagram post)`,
		() => workflows.execute(copy),
	);
	const log = (await requestLog(sim, before)).filter((r) => !r.path.startsWith('/__'));
	const storage = (await storageLog(ctx)).slice(storageBefore);
	const only = (method: string, path: string) =>
		log.filter((r) => r.method === method && r.path === path);

	suite.test('the example chain is in examples/workflows and ran without an error', () => {
		assert(example, `examples/workflows has no workflow with id ${EXAMPLE_ID}`);
		assertEqual(result.code, 0, 'exit code (0: the execution succeeded)');
		assertEqual(run.data.resultData.error, undefined, 'workflow error');
	});

	suite.test(
		'the request log shows the sequence: source, its polls, visual, its polls, media, post',
		() => {
			const steps = log.map(step).filter((s): s is string => s !== undefined);
			const merged = steps.filter((s, n) => s !== steps[n - 1]);
			assertEqual(merged, CHAIN_STEPS, `chain requests in order (all: ${show(steps)})`);
			assert(
				log.every((r) => r.keyPresent && r.keyMatched),
				`a request without the right key: ${show(log.filter((r) => !r.keyMatched))}`,
			);
		},
	);

	suite.test('Source → Create: the article with the instructions, waited until completed', () => {
		const posts = only('POST', '/source-resolutions-v3');
		assertEqual(posts.length, 1, 'POST /source-resolutions-v3');
		const sourceNode = example!.nodes.find((n) => n.name === NODES.source) as unknown as {
			parameters: { url: string; customInstructions: string };
		};
		assertEqual(
			posts[0].body,
			{
				source: { sourceType: 'article', url: sourceNode.parameters.url },
				customInstructions: sourceNode.parameters.customInstructions,
			},
			'source body',
		);
		const [source] = nodeItems(run, NODES.source);
		assertEqual(source.status, 'completed', 'source status');
		assertEqual(source.referenceUrl, sourceNode.parameters.url, 'referenceUrl');
		const polls = log.filter((r) => r.path === `/source-resolutions-v3/${source.id}`);
		assert(
			polls.length >= 1 && polls.every((r) => r.method === 'GET' && r.status === 200),
			`no GET polls of the source: ${show(polls)}`,
		);
	});

	suite.test(
		'Visual → Create From Template: inputs from the source content, waited until done',
		() => {
			const [source] = nodeItems(run, NODES.source);
			const [visual] = nodeItems(run, NODES.visual);
			const creates = only('POST', '/videos/from-templates');
			assertEqual(creates.length, 1, 'POST /videos/from-templates');
			const body = creates[0].body as any;
			const slides = sentences(String(source.content));
			assert(slides.length >= 2, `the source gave too few sentences: ${show(source.content)}`);
			assertEqual(body.inputs.contentItems, slides, 'inputs.contentItems');
			assertEqual(body.inputs.mainTitle, String(source.title).slice(0, 50), 'inputs.mainTitle');
			assertIncludes(String(body.prompt), String(source.title), 'prompt');
			assertIncludes(String(body.templateId), '/tutorial-carousel/', 'templateId');
			assertEqual(visual.status, 'done', 'visual status');
			assertEqual(visual.imageUrls.length, slides.length, 'one image per content item');
			assertEqual(
				visual.binaryProperties,
				slides.map((_, k) => `data_${k}`),
				'binaryProperties (Download Result)',
			);
		},
	);

	suite.test('the carousel images were downloaded from the media host, without the key', () => {
		const [visual] = nodeItems(run, NODES.visual);
		for (const url of visual.imageUrls as string[]) {
			const path = new URL(url).pathname;
			const gets = storage.filter((e) => e.method === 'GET' && e.path === path);
			assert(
				gets.length >= 1 && gets.every((e) => e.status === 200),
				`no GET ${path}: ${show(storage)}`,
			);
		}
		assert(
			storage.every((e) => !e.carriedApiKeyHeader),
			`the media host saw the API key header: ${show(storage)}`,
		);
	});

	suite.test(
		'Post → Create on Instagram: the downloaded images, uploaded and posted in order',
		async () => {
			const [visual] = nodeItems(run, NODES.visual);
			const uploads = only('POST', '/media');
			assertEqual(uploads.length, visual.imageUrls.length, 'POST /media (one per image)');
			for (const r of uploads) {
				assertIncludes(String((r.body as any)?.url), 'data:image/png;base64,', 'POST /media body');
			}
			const posts = only('POST', '/posts');
			assertEqual(posts.length, 1, 'POST /posts');
			const body = posts[0].body as any;
			assertEqual(body.post.accountId, '1002', 'accountId');
			assertEqual(body.post.content.platform, 'instagram', 'content.platform');
			assertEqual(body.post.target.targetType, 'instagram', 'target.targetType');
			const hosted = body.post.content.mediaUrls as string[];
			assertEqual(hosted.length, visual.imageUrls.length, 'mediaUrls');
			for (let k = 0; k < hosted.length; k++) {
				assertEqual(
					await sha256Of(hosted[k]),
					await sha256Of(visual.imageUrls[k]),
					`bytes of mediaUrls[${k}] vs the rendered image ${k}`,
				);
			}
			const [source] = nodeItems(run, NODES.source);
			assertIncludes(String(body.post.content.text), String(source.title), 'post text');
			const [item] = nodeItems(run, NODES.post);
			assert(/\S/.test(String(item.postSubmissionId)), `no postSubmissionId: ${show(item)}`);
		},
	);

	suite.test(`no API key appears in the output of ${EXAMPLE_ID}`, () => {
		const text = result.stdout + result.stderr;
		assert(!text.includes(ctx.credentials.good.apiKey), 'the key appears in the output');
	});
	await suite.run();
}

async function storageLog(ctx: E2eContext): Promise<StorageLogEntry[]> {
	const res = await fetch(`${ctx.sim.controlUrl}/storage-log`);
	return ((await res.json()) as { items: StorageLogEntry[] }).items;
}

async function sha256Of(url: string): Promise<string> {
	const res = await fetch(url);
	assertEqual(res.status, 200, `GET ${url}`);
	return createHash('sha256')
		.update(Buffer.from(await res.arrayBuffer()))
		.digest('hex');
}
