/* eslint-disable @typescript-eslint/no-explicit-any -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// The demo workflows of examples/workflows/ (the ones `npm start` imports) run in real n8n: each one
// started by a manual trigger is run by `n8n execute` and checked by what it output and what the
// simulator's request log shows. The others run elsewhere: the comment trigger in triggerChecks.ts
// (activated), the AI agent in mcpChecks.ts (an MCP client), the Monday report in startChecks.ts
// (run and activated over REST in the n8n that `npm start` starts), the approval demo in
// approvalChecks.ts (its Wait node waits for a person: run in `n8n start`, approved and rejected).
import type { StorageLogEntry } from '../../simulator/core/storage';
import { nodeItems, type N8nRun } from '../../scripts/n8n/cli';
import {
	exampleWorkflows,
	workingNodes,
	writeDemoVideo,
	type ExampleWorkflow,
} from '../../scripts/n8n/examples';
import {
	lastSeq,
	requestLog,
	simGet,
	type E2eContext,
	type LoggedRequest,
	type E2eRestContext,
} from './context';
import { assert, assertEqual, assertIncludes, show, type Suite } from './harness';
import { startChecks } from './startChecks';

interface ExampleRun {
	example: ExampleWorkflow;
	run: N8nRun;
	/** Requests the run sent to the simulator, in order. */
	log: LoggedRequest[];
	/** Requests to the storage host (presigned uploads) during the run. */
	storage: StorageLogEntry[];
	ctx: E2eContext;
}

type Expectations = (suite: Suite, r: ExampleRun) => void | Promise<void>;

const parameter = (r: ExampleRun, node: string, name: string): any =>
	r.example.nodes.find((n) => n.name === node)?.parameters?.[name];
const only = (r: ExampleRun, method: string, path: string) =>
	r.log.filter((q) => q.method === method && q.path === path);

/** What each manually started example must do, beyond running every node without an error. */
const EXPECTATIONS: Record<string, Expectations> = {
	spDemoGetMe: (suite, r) => {
		suite.test('Get Me: the user of the key, from one GET /users/me', async () => {
			assertEqual(
				nodeItems(r.run, 'Get Me'),
				[(await simGet(r.ctx.sim, '/users/me')).body],
				'user',
			);
			assertEqual(
				r.log.map((q) => `${q.method} ${q.path}`),
				['GET /users/me'],
				'requests',
			);
		});
	},
	spDemoListAccounts: (suite, r) => {
		suite.test(
			'accounts, Instagram accounts, Facebook pages and Pinterest boards as listed',
			async () => {
				const get = async (path: string) => (await simGet(r.ctx.sim, path)).body.items;
				assertEqual(nodeItems(r.run, 'All Accounts'), await get('/users/me/accounts'), 'accounts');
				assertEqual(
					nodeItems(r.run, 'Instagram Accounts'),
					await get('/users/me/accounts?platform=instagram'),
					'instagram accounts',
				);
				assertEqual(
					nodeItems(r.run, 'Facebook Pages'),
					await get('/users/me/accounts/1004/subaccounts'),
					'pages',
				);
				assertEqual(
					nodeItems(r.run, 'Pinterest Boards'),
					await get('/social/pinterest/boards?accountId=1006'),
					'boards',
				);
			},
		);
	},
	spDemoPostImageUrl: (suite, r) => {
		suite.test('the post is published with the image URL as sent, waited for', async () => {
			const url = parameter(r, 'Post to Instagram', 'media');
			const posts = only(r, 'POST', '/posts');
			assertEqual(posts.length, 1, 'POST /posts');
			assertEqual(
				posts[0].body,
				{
					post: {
						accountId: '1002',
						content: {
							text: parameter(r, 'Post to Instagram', 'text'),
							mediaUrls: [url],
							platform: 'instagram',
						},
						target: { targetType: 'instagram' },
					},
				},
				'POST /posts body',
			);
			const [out] = nodeItems(r.run, 'Post to Instagram');
			assertEqual(out.status, 'published', `output ${show(out)}`);
			assertIncludes(String(out.publicUrl), 'instagram.com', 'publicUrl');
			const polls = only(r, 'GET', `/posts/${out.postSubmissionId}`);
			assert(polls.length >= 1, 'no GET /posts/{id} while waiting');
			const status = (await simGet(r.ctx.sim, `/posts/${out.postSubmissionId}`)).body;
			assertEqual(status.status, 'published', 'the service says');
		});
	},
	spDemoYouTubeVideo: (suite, r) => {
		suite.test(
			'the 40 MiB video: read from disk, presigned upload (keyless PUT), YouTube post',
			() => {
				const [file] = nodeItems(r.run, 'Read Video from Disk');
				assertEqual(file.fileName, 'demo-video.mp4', 'file read');
				assertEqual(
					only(r, 'POST', '/media/uploads').map((q) => q.body),
					[{ filename: 'demo-video.mp4' }],
					'POST /media/uploads',
				);
				assertEqual(only(r, 'POST', '/media').length, 0, 'no inline upload');
				const puts = r.storage.filter((e) => e.method === 'PUT');
				assertEqual(
					puts.map((e) => [e.status, e.bytes, e.carriedApiKeyHeader]),
					[[200, 40 * 1024 * 1024, false]],
					'PUT to the storage host (status, bytes, API key header)',
				);
				const posts = only(r, 'POST', '/posts');
				assertEqual(posts.length, 1, 'POST /posts');
				const post = (posts[0].body as any).post;
				assertEqual(post.accountId, '1009', 'accountId');
				assertEqual(
					post.target,
					{
						targetType: 'youtube',
						title: parameter(r, 'Post to YouTube', 'youtubeTitle'),
						privacyStatus: 'unlisted',
						shouldNotifySubscribers: false,
					},
					'target',
				);
				assertEqual(post.content.mediaUrls.length, 1, 'one video');
				assertIncludes(post.content.mediaUrls[0], r.ctx.sim.storageUrl, 'the hosted upload URL');
				const [out] = nodeItems(r.run, 'Post to YouTube');
				assertEqual(out.status, 'published', `output ${show(out)}`);
			},
		);
	},
	spDemoWeeklySlots: (suite, r) => {
		suite.test(
			'the table became weekly slots; a Bluesky post queued into the next free one',
			async () => {
				const slots = (await simGet(r.ctx.sim, '/schedule/slots')).body.items as any[];
				for (const [day, hour, minute, platform] of [
					['monday', 13, 30, 'bluesky'],
					['wednesday', 13, 30, 'bluesky'],
					['friday', 16, 0, 'threads'],
				] as const) {
					const slot = slots.find((s) => s.day === day && s.hour === hour && s.minute === minute);
					assert(slot, `no ${day} ${hour}:${minute} slot in ${show(slots)}`);
					assert(
						slot.selectedTargets.some((t: any) => t.platform === platform),
						`the ${day} slot has no ${platform} target: ${show(slot)}`,
					);
				}
				const [next] = nodeItems(r.run, 'Next Free Bluesky Slot');
				const posts = only(r, 'POST', '/posts');
				assertEqual(posts.length, 1, 'POST /posts');
				assertEqual((posts[0].body as any).useNextFreeSlot, true, 'useNextFreeSlot at the root');
				const calendar = nodeItems(r.run, 'Calendar');
				const queued = calendar.find(
					(s) =>
						s.draft?.content?.text === parameter(r, 'Queue a Post in the Next Free Slot', 'text'),
				);
				assert(queued, `the queued post is not in the calendar: ${show(calendar)}`);
				assertEqual(queued.scheduledAt, next.slotTime, 'queued at the next free slot time');
			},
		);
	},
	spDemoCrossPost: (suite, r) => {
		suite.test(
			'one POST /posts per target, in order, each published and in the output',
			async () => {
				const targets = parameter(r, 'Post Everywhere', 'targets').target as any[];
				const text = parameter(r, 'Post Everywhere', 'text');
				const image = parameter(r, 'Post Everywhere', 'media');
				const posts = only(r, 'POST', '/posts').map((q) => (q.body as any).post);
				assertEqual(
					posts.map((p) => [p.target.targetType, p.accountId]),
					targets.map((t) => [t.platform, t.account.value]),
					'POST /posts: platform and account of each target, in order',
				);
				for (const [n, post] of posts.entries()) {
					const t = targets[n];
					assertEqual(post.content.platform, t.platform, `content.platform of target ${n + 1}`);
					assertEqual(post.content.text, t.text ?? text, `text of target ${n + 1}`);
					assertEqual(post.content.mediaUrls, [t.media ?? image], `media of target ${n + 1}`);
				}
				const target = (platform: string) =>
					posts.find((p) => p.target.targetType === platform).target;
				assertEqual(target('facebook').pageId, '104857600015838', 'Facebook page');
				assertEqual(target('pinterest').boardId, '879609302220000', 'Pinterest board');
				assertEqual(target('tiktok').privacyLevel, 'PUBLIC_TO_EVERYONE', 'TikTok privacy');
				assertEqual(target('youtube').title, 'Roasting the Ethiopia Guji', 'YouTube title');
				const out = nodeItems(r.run, 'Post Everywhere');
				assertEqual(
					out.map((o) => [o.target.index, o.target.platform, o.status]),
					targets.map((t, n) => [n + 1, t.platform, 'published']),
					'output items (target, status)',
				);
				for (const o of out) {
					const status = (await simGet(r.ctx.sim, `/posts/${o.postSubmissionId}`)).body;
					assertEqual(status.status, 'published', `the service on ${o.target.platform}`);
				}
			},
		);
	},
	spDemoArticleCarousel: (suite, r) => {
		// chainChecks.ts checks this chain request by request; here: it still ends in the post.
		suite.test('article → carousel → a POST /posts with the rendered slides', () => {
			const [visual] = nodeItems(r.run, 'Create Carousel');
			const posts = only(r, 'POST', '/posts');
			assertEqual(posts.length, 1, 'POST /posts');
			const post = (posts[0].body as any).post;
			assertEqual(post.target.targetType, 'instagram', 'platform');
			assertEqual(post.content.mediaUrls.length, visual.imageUrls.length, 'one image per slide');
		});
	},
};

export async function exampleChecks(suite: Suite, ctx: E2eRestContext): Promise<void> {
	const manual = (example: ExampleWorkflow) =>
		example.nodes.some((node) => node.type === 'n8n-nodes-base.manualTrigger') &&
		!example.nodes.some((node) => node.type === 'n8n-nodes-base.wait');
	const examples = exampleWorkflows().filter(manual);
	suite.test(
		'every manually started example has a check of its own, every example a sticky note',
		() => {
			const unchecked = examples.filter((e) => !EXPECTATIONS[e.id]).map((e) => e.id);
			assertEqual(unchecked, [], 'examples without expectations in exampleChecks.ts');
			const bare = exampleWorkflows()
				.filter((e) => !e.nodes.some((n) => n.type === 'n8n-nodes-base.stickyNote'))
				.map((e) => e.file);
			assertEqual(bare, [], 'examples without a sticky note');
		},
	);
	await suite.run();
	writeDemoVideo(ctx.filesDir);

	for (const example of examples) {
		const before = await lastSeq(ctx.sim);
		const storageBefore = (await storageLog(ctx)).length;
		const { run, result } = await suite.step(
			`run ${example.id} (examples/workflows/${example.file})`,
			() => ctx.workflows.execute(example.id),
		);
		const r: ExampleRun = {
			example,
			run,
			// A 429 (rate limits are on) is waited out and resent by the node: the resent one counts.
			log: (await requestLog(ctx.sim, before)).filter(
				(q) => !q.path.startsWith('/__') && q.status !== 429,
			),
			storage: (await storageLog(ctx)).slice(storageBefore),
			ctx,
		};
		suite.test(`example "${example.name}": every node ran, every request accepted`, () => {
			assertEqual(result.code, 0, 'exit code (0: the execution succeeded)');
			assertEqual(run.data.resultData.error, undefined, 'workflow error');
			for (const node of workingNodes(example)) {
				const items = nodeItems(run, node.name);
				assert(items.length > 0, `node "${node.name}" returned no items`);
				assert(!items.some((item) => item.error), `node "${node.name}" failed: ${show(items)}`);
			}
			assert(r.log.length > 0, 'no request reached the simulator');
			const refused = r.log.filter((q) => !q.keyMatched || q.status >= 400);
			assertEqual(refused, [], 'requests without the key or refused');
		});
		await EXPECTATIONS[example.id]?.(suite, r);
		await suite.run();
	}

	await startChecks(suite, ctx);
}

async function storageLog(ctx: E2eContext): Promise<StorageLogEntry[]> {
	const res = await fetch(`${ctx.sim.controlUrl}/storage-log`);
	return ((await res.json()) as { items: StorageLogEntry[] }).items;
}
