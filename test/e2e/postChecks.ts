/* eslint-disable @n8n/community-nodes/no-restricted-imports, @typescript-eslint/no-explicit-any, no-console -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// Post and Media in real n8n: bodies as the spec shapes them, scheduling, waiting, a validation
// failure that sends nothing, and binary files read from disk uploaded inline and presigned.
import { createHash, randomBytes } from 'crypto';
import { mkdirSync, writeFileSync } from 'fs';
import { join } from 'path';

import { INLINE_UPLOAD_MAX_BYTES } from '../../nodes/SocialPublishing/serviceApi';
import type { StorageLogEntry } from '../../simulator/core/storage';
import { nodeError, nodeItems, type CliResult } from '../../scripts/n8n/cli';
import {
	lastSeq,
	requestLog,
	simGet,
	type E2eContext,
	type LoggedRequest,
	type E2eRestContext,
} from './context';
import { assert, assertEqual, assertIncludes, show, type Suite } from './harness';
import {
	EXPECTED_SCHEDULED_AT,
	EXPECTED_SCHEDULED_TIME,
	MEDIA_NODES,
	mediaWorkflow,
	POST_NODES,
	postsWorkflow,
	THREAD,
	type AccountIds,
} from './postWorkflows';
import { sampleChildRss } from './rss';

const POSTS_WF = 'e2ePosts';
const MEDIA_WF = 'e2eMedia';

interface DiskFile {
	path: string;
	size: number;
	sha256: string;
}

export async function postChecks(suite: Suite, ctx: E2eRestContext): Promise<void> {
	const { workflows, credentials } = ctx;
	const accounts = await firstAccounts(ctx);
	const files = await suite.step('write a 1 MiB image and a 20 MiB video to disk', async () => ({
		image: writeRandomFile(ctx.filesDir, 'photo.jpg', 1024 * 1024, [0xff, 0xd8, 0xff, 0xe0]),
		video: writeRandomFile(ctx.filesDir, 'clip.mp4', 20 * 1024 * 1024 + 123),
	}));
	await suite.step('n8n import:workflow (posts, media)', () =>
		workflows.importWorkflows([
			postsWorkflow(POSTS_WF, credentials.good, accounts),
			mediaWorkflow(MEDIA_WF, credentials.good, accounts, {
				image: files.image.path,
				video: files.video.path,
			}),
		]),
	);
	await postsChecks(suite, ctx);
	await mediaChecks(suite, ctx, files);
}

async function postsChecks(suite: Suite, ctx: E2eRestContext): Promise<void> {
	const { sim, workflows } = ctx;
	const before = await lastSeq(sim);
	const { run, result } = await suite.step(
		`run ${POSTS_WF} (thread + wait, at a time, next free slot, then a bad post)`,
		() => workflows.execute(POSTS_WF),
	);
	const log = await requestLog(sim, before);
	const posts = log.filter((r) => r.method === 'POST' && r.path === '/posts');
	const bodies = posts.map((r) => r.body as any);

	suite.test('the three posts ran, then the facebook post without a page stopped the run', () => {
		assert(result.code !== 0, 'the execution should fail (validation error)');
		for (const name of [POST_NODES.thread, POST_NODES.at, POST_NODES.slot]) {
			assert(!nodeError(run, name), `"${name}" failed: ${show(nodeError(run, name))}`);
		}
		assertEqual(posts.length, 3, 'POST /posts requests');
		assert(
			posts.every((r) => r.keyMatched && r.status === 201),
			`POST /posts not all 201 with the key matched: ${show(posts)}`,
		);
		for (const body of bodies) {
			assertEqual(body.post.content.platform, body.post.target.targetType, 'content.platform');
			assertEqual(body.post.target.targetType, 'twitter', 'target.targetType');
			for (const key of ['scheduledTime', 'useNextFreeSlot']) {
				assert(!(key in body.post), `${key} nested in post: ${show(body)}`);
			}
		}
	});
	suite.test(
		'a thread is sent as content.additionalPosts and the wait ends published',
		async () => {
			assertEqual(Object.keys(bodies[0] ?? {}), ['post'], 'root keys of the publish-now body');
			assertEqual(bodies[0].post.content.text, THREAD.text, 'content.text');
			assertEqual(
				bodies[0].post.content.additionalPosts,
				THREAD.posts.map((p) => ({ text: p.text, mediaUrls: p.media ? [p.media] : [] })),
				'content.additionalPosts',
			);
			const [item] = nodeItems(run, POST_NODES.thread);
			assertEqual(item.status, 'published', 'status after waiting');
			assert(/^https?:\/\//.test(String(item.publicUrl)), `no publicUrl: ${show(item)}`);
			const state = await simGet(ctx.sim, `/posts/${item.postSubmissionId}`);
			assertEqual(state.body.status, 'published', 'the simulator state of the submission');
			assertEqual(item.publicUrl, state.body.publicUrl, 'publicUrl');
			const polls = log.filter((r) => r.path === `/posts/${item.postSubmissionId}`);
			assert(
				polls.length >= 1 && polls.every((r) => r.method === 'GET' && r.keyMatched),
				`no keyed GET /posts/{id} polls: ${show(polls)}`,
			);
		},
	);
	suite.test(
		'At a Time: the workflow-timezone wall time is sent at the root with its offset',
		() => {
			assertEqual(Object.keys(bodies[1] ?? {}).sort(), ['post', 'scheduledTime'], 'root keys');
			assertEqual(bodies[1].scheduledTime, EXPECTED_SCHEDULED_TIME, 'scheduledTime');
			const [item] = nodeItems(run, POST_NODES.at);
			assertEqual(item.scheduledTime, EXPECTED_SCHEDULED_TIME, 'output scheduledTime');
			assertEqual(item.status, 'scheduled', 'status (scheduled ends the wait)');
			assertEqual(item.scheduledAt, EXPECTED_SCHEDULED_AT, 'scheduledAt in the simulator');
			assert(/\S/.test(String(item.postSubmissionId)), 'postSubmissionId');
		},
	);
	suite.test('Next Free Slot: useNextFreeSlot true at the root, the post is scheduled', () => {
		assertEqual(Object.keys(bodies[2] ?? {}).sort(), ['post', 'useNextFreeSlot'], 'root keys');
		assertEqual(bodies[2].useNextFreeSlot, true, 'useNextFreeSlot');
		const [item] = nodeItems(run, POST_NODES.slot);
		assertEqual(item.status, 'scheduled', 'status');
		assert(
			Date.parse(item.scheduledAt) > Date.now(),
			`scheduledAt not in the future: ${show(item)}`,
		);
		assert(/\S/.test(String(item.postSubmissionId)), 'postSubmissionId');
	});
	suite.test(
		'a facebook post whose page expression is empty: error names the field, nothing sent',
		() => {
			const error = nodeError(run, POST_NODES.noPage) ?? run.data.resultData.error;
			assert(error, `no error in the run: ${show(run.data.resultData)}`);
			assertIncludes(String(error.message), 'Facebook Page', 'error message');
			assert(
				!bodies.some((b) => b.post?.target?.targetType === 'facebook'),
				`a facebook post was sent: ${show(bodies)}`,
			);
			const after = log.filter((r) => r.seq > posts[posts.length - 1].seq);
			assert(
				!after.some((r) => r.method === 'POST'),
				`a POST after the last good post: ${show(after)}`,
			);
		},
	);
	noKeyInOutput(suite, ctx, result, POSTS_WF);
	await suite.run();
}

async function mediaChecks(
	suite: Suite,
	ctx: E2eRestContext,
	files: { image: DiskFile; video: DiskFile },
): Promise<void> {
	const { sim, workflows } = ctx;
	assert(files.video.size > INLINE_UPLOAD_MAX_BYTES, 'the video is above the inline limit');
	const before = await lastSeq(sim);
	const storageBefore = (await storageLog(ctx)).length;
	const rss = sampleChildRss();
	const { run, result } = await suite.step(
		`run ${MEDIA_WF} (read from disk, upload 1 MiB inline + 20 MiB presigned, post)`,
		() => workflows.execute(MEDIA_WF),
	);
	const peak = rss.stop();
	const log = await requestLog(sim, before);
	const storage = (await storageLog(ctx)).slice(storageBefore);
	const only = (method: string, path: string) =>
		log.filter((r) => r.method === method && r.path === path);

	suite.test('the media workflow finished without an error', () => {
		assertEqual(result.code, 0, 'exit code (0: the execution succeeded)');
		assertEqual(run.data.resultData.error, undefined, 'workflow error');
		const [read] = nodeItems(run, MEDIA_NODES.readVideo);
		assertEqual(read.fileName, 'clip.mp4', 'file read from disk');
	});
	suite.test('the 1 MiB image goes inline: POST /media with a data URL, bytes intact', async () => {
		const [item] = nodeItems(run, MEDIA_NODES.uploadImage);
		assertEqual(item.method, 'inline', 'upload method');
		assertEqual(item.size, files.image.size, 'size');
		await sameBytes(item.url, files.image, sim.storageUrl);
		const inline = only('POST', '/media');
		assertEqual(inline.length, 2, 'POST /media (Upload Image, Instagram post)');
		for (const r of inline) {
			assertIncludes(String((r.body as any)?.url), 'data:image/jpeg;base64,', 'POST /media body');
		}
	});
	suite.test(
		'the 20 MiB video goes presigned: POST /media/uploads, then a keyless PUT',
		async () => {
			const [item] = nodeItems(run, MEDIA_NODES.uploadVideo);
			assertEqual(item.method, 'presigned', 'upload method');
			assertEqual(item.size, files.video.size, 'size');
			const uploads = only('POST', '/media/uploads');
			assertEqual(
				uploads.map((r) => r.body),
				[{ filename: 'clip.mp4' }],
				'POST /media/uploads',
			);
			const puts = storage.filter((e) => e.method === 'PUT');
			assertEqual(puts.length, 1, 'PUTs to storage');
			assertEqual(puts[0].status, 200, 'PUT status');
			assertEqual(puts[0].bytes, files.video.size, 'PUT bytes');
			assert(
				storage.every((e) => !e.carriedApiKeyHeader),
				`the storage host saw the API key header: ${show(storage)}`,
			);
			await sameBytes(item.url, files.video, sim.storageUrl);
		},
	);
	suite.test(
		'Instagram post with a binary property: mediaUrls holds the hosted image',
		async () => {
			const posts = only('POST', '/posts');
			assertEqual(posts.length, 1, 'POST /posts');
			const body = posts[0].body as any;
			assertEqual(body.post.content.platform, 'instagram', 'content.platform');
			assertEqual(body.post.target.targetType, 'instagram', 'target.targetType');
			assertEqual(body.post.content.mediaUrls.length, 1, 'mediaUrls');
			await sameBytes(body.post.content.mediaUrls[0], files.image, sim.storageUrl);
			const [item] = nodeItems(run, MEDIA_NODES.instagram);
			assert(/\S/.test(String(item.postSubmissionId)), `no postSubmissionId: ${show(item)}`);
		},
	);
	suite.test('every API request carried the right key (keyMatched)', () => {
		const api = log.filter((r: LoggedRequest) => !r.path.startsWith('/__'));
		assert(api.length >= 4, `too few API requests: ${show(api)}`);
		assert(
			api.every((r) => r.keyPresent && r.keyMatched),
			`a request without the right key: ${show(api.filter((r) => !r.keyMatched))}`,
		);
	});
	noKeyInOutput(suite, ctx, result, MEDIA_WF);
	await suite.run();
	console.log(
		peak
			? `  i peak RSS of n8n (the server running ${MEDIA_WF}): ${peak.processMiB.toFixed(0)} MiB largest ` +
					`process, ${peak.treeMiB.toFixed(0)} MiB all n8n processes (${peak.samples} samples)`
			: '  i peak RSS not measured (no /proc)',
	);
}

function noKeyInOutput(suite: Suite, ctx: E2eContext, result: CliResult, id: string): void {
	suite.test(`no API key appears in the output of ${id}`, () => {
		const text = result.stdout + result.stderr;
		assert(!text.includes(ctx.credentials.good.apiKey), 'the key appears in the output');
	});
}

/** The first account of each platform, by platform. */
export async function firstAccounts(ctx: E2eContext): Promise<AccountIds> {
	const items = (await simGet(ctx.sim, '/users/me/accounts')).body.items as Array<{
		id: string;
		platform: string;
	}>;
	const ids: AccountIds = {};
	for (const a of items) ids[a.platform] ??= a.id;
	return ids;
}

function writeRandomFile(dir: string, name: string, size: number, head: number[] = []): DiskFile {
	mkdirSync(dir, { recursive: true });
	const bytes = randomBytes(size);
	Buffer.from(head).copy(bytes);
	const path = join(dir, name);
	writeFileSync(path, bytes);
	return { path, size, sha256: sha256(bytes) };
}

async function sameBytes(url: string, file: DiskFile, storageUrl: string): Promise<void> {
	assert(
		String(url).startsWith(`${storageUrl}/files/`),
		`not a hosted storage URL: ${url} (storage ${storageUrl})`,
	);
	const res = await fetch(url);
	assertEqual(res.status, 200, `GET ${url}`);
	const bytes = Buffer.from(await res.arrayBuffer());
	assertEqual(bytes.length, file.size, `size at ${url}`);
	assertEqual(sha256(bytes), file.sha256, `sha256 of the bytes at ${url}`);
}

async function storageLog(ctx: E2eContext): Promise<StorageLogEntry[]> {
	const res = await fetch(`${ctx.sim.controlUrl}/storage-log`);
	return ((await res.json()) as { items: StorageLogEntry[] }).items;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
