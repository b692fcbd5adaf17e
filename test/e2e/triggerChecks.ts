/* eslint-disable @n8n/community-nodes/no-restricted-globals, @typescript-eslint/no-explicit-any -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// The Social Publishing Trigger in real n8n: two activated workflows run by `n8n start`, polling every
// minute (n8n 2.40 refuses anything faster: "The polling interval is too short"), each trigger followed
// by an HTTP Request node that posts the event to a recorder in this process, and the comment example
// as shipped. The three activate together, so that one minute's wait serves them all (about 3 minutes
// in total: the activation polls, one scheduled poll, a restart, one more scheduled poll). New Comment emits a comment added through the control API; after an n8n
// restart it emits the next one and not the first again (the position was saved in the database:
// the first poll after the restart asks the service `since` it); Post Failed emits a post that the
// simulator fails (`[simulate:reject]` in its text) with its errorMessage.
// On an n8n with the durable poll scheduler (2.40+) the group runs twice: as above with n8n's in-memory
// scheduler, then with the durable one (triggerDurableChecks.ts); `E2E_SCHEDULER=legacy|durable` runs
// one of them.
import { n8nEnv } from '../../scripts/n8n/env';
import { exampleWorkflows } from '../../scripts/n8n/examples';
import { launcherVersion } from '../../scripts/n8n/install';
import { freePort } from '../../scripts/n8n/ports';
import { startN8nServer, type N8nServer } from '../../scripts/n8n/server';
import { TRIGGER_NODE_TYPE } from '../../scripts/n8n/workflowJson';
import { credentialImport, lastSeq, requestLog, simGet, type E2eContext } from './context';
import { assert, assertEqual, show, type Suite } from './harness';
import { durableTriggerChecks } from './triggerDurableChecks';
import {
	addComment,
	startRecorder,
	triggerWorkflow,
	until,
	type TriggerServerOptions,
} from './triggerKit';

// At most 16 characters, as every id here: n8n 1.x saves a workflow's static data (the trigger's
// position) only for such ids (`isWorkflowIdValid`; 2.x: 21), so a longer one forgets it on restart.
const WF_COMMENTS = 'e2eTrigComments';
const WF_FAILED = 'e2eTrigFailed';
const MAX_ID_LENGTH_1X = 16;
/** examples/workflows/reply-to-instagram-comments.json, run as shipped (Poll Time: every minute). */
const EXAMPLE_ID = 'spDemoReplies';
const sortedKeys = (value: unknown) =>
	Object.fromEntries(Object.entries(value as object).sort(([a], [b]) => a.localeCompare(b)));

/** n8n's schedulers of polling triggers that the group runs on this n8n (E2E_SCHEDULER picks one). */
function schedulers(bin: string): Array<'legacy' | 'durable'> {
	const [major, minor] = launcherVersion(bin).split('.').map(Number);
	const durable = major > 2 || (major === 2 && minor >= 40);
	const only = process.env.E2E_SCHEDULER;
	if (only === 'legacy') return ['legacy'];
	if (only === 'durable') {
		if (!durable) throw new Error(`E2E_SCHEDULER=durable: n8n ${launcherVersion(bin)} has none`);
		return ['durable'];
	}
	if (only) throw new Error(`E2E_SCHEDULER='${only}': use legacy or durable (or leave it unset)`);
	return durable ? ['legacy', 'durable'] : ['legacy'];
}

export async function triggerChecks(
	suite: Suite,
	ctx: E2eContext,
	options: TriggerServerOptions,
): Promise<void> {
	const passes = schedulers(options.bin);
	if (passes.includes('legacy')) await legacyTriggerChecks(suite, ctx, options);
	if (passes.includes('durable')) await durableTriggerChecks(suite, ctx, options);
}

/** With n8n's in-memory scheduler (the only one before 2.40, the default before 2.45). */
async function legacyTriggerChecks(
	suite: Suite,
	ctx: E2eContext,
	options: TriggerServerOptions,
): Promise<void> {
	const { sim, cli, credentials } = ctx;
	const recorder = await startRecorder();
	let server: N8nServer | undefined;
	const start = async () => {
		const port = await freePort();
		return await startN8nServer({
			bin: options.bin,
			env: n8nEnv({ userFolder: options.userFolder, port, brokerPort: await freePort() }),
			port,
			log: options.log,
		});
	};
	const of = (kind: string) => recorder.events.filter((r) => r.kind === kind).map((r) => r.event);
	try {
		// An Instagram account with no comment yet: its trigger's events are exactly the ones added here.
		const accounts = (await simGet(sim, '/users/me/accounts?platform=instagram')).body
			.items as any[];
		let quiet: any;
		for (const account of accounts) {
			const listed = await simGet(sim, `/comments?accountId=${account.id}&limit=1`);
			if (!listed.body.items.length) quiet = account;
		}
		assert(quiet, 'no Instagram account without comments in the simulator seed');
		const cred = { id: credentials.good.id, name: credentials.good.name };
		const example = exampleWorkflows().find((w) => w.id === EXAMPLE_ID);
		assert(example, `examples/workflows has no workflow ${EXAMPLE_ID}`);
		// An Instagram post published through the service: the example replies to comments on it.
		const igPosts = (await simGet(sim, '/published-posts?platform=instagram&limit=100')).body
			.items as any[];
		const servicePost = (
			await simGet(sim, '/comments?platform=instagram&limit=250')
		).body.items.find((c: any) => c.postId && igPosts.some((p) => p.id === c.postId))
			?.postId as string;
		assert(servicePost, 'no Instagram post published through the service with comments');
		await suite.step(
			'import and publish two trigger workflows and the example (every minute)',
			async () => {
				await cli.importCredentials([credentialImport(sim, credentials.good)]);
				await cli.importWorkflows([
					triggerWorkflow(
						WF_COMMENTS,
						'E2E trigger: new comments',
						cred,
						{
							event: 'newComment',
							commentFilters: { account: { __rl: true, mode: 'id', value: quiet.id } },
						},
						`${recorder.url}/comment`,
					),
					triggerWorkflow(
						WF_FAILED,
						'E2E trigger: failed posts',
						cred,
						{ event: 'postFailed', postFilters: { platforms: ['twitter'] } },
						`${recorder.url}/failed`,
					),
				]);
				await cli.importWorkflows([example]);
				await cli.publishWorkflow(WF_COMMENTS);
				await cli.publishWorkflow(WF_FAILED);
				await cli.publishWorkflow(EXAMPLE_ID);
			},
		);

		const beforeStart = await lastSeq(sim);
		server = await suite.step('n8n start', () => start());
		await suite.step('the triggers activate: their first polls record the position', () =>
			until('the activation polls', async () => {
				const log = await requestLog(sim, beforeStart);
				const comments = log.find((r) => r.path === '/comments' && r.query.accountId === quiet.id);
				const posts = log.find((r) => r.path === '/posts' && r.query.status === 'failed');
				// The example's too: a comment added before its first poll would be behind its position.
				const example = log.find(
					(r) => r.path === '/comments' && !r.query.accountId && r.query.platform === 'instagram',
				);
				return comments && posts && example ? true : undefined;
			}),
		);

		const first = (await addComment(sim, {
			accountId: quiet.id,
			platformPostId: 'ig_e2e_trigger_post',
			text: 'E2E: first comment',
		})) as any;
		const audience = await addComment(sim, { postId: servicePost, text: 'E2E: love this!' });
		const twitter = (await simGet(sim, '/users/me/accounts?platform=twitter')).body.items[0];
		const rejected = await fetch(`${sim.baseUrl}/posts`, {
			method: 'POST',
			headers: { 'service-api-key': sim.apiKey, 'content-type': 'application/json' },
			body: JSON.stringify({
				post: {
					accountId: twitter.id,
					content: { text: 'E2E trigger [simulate:reject]', mediaUrls: [], platform: 'twitter' },
					target: { targetType: 'twitter' },
				},
			}),
		});
		const submission = (await rejected.json()) as { postSubmissionId: string };

		await suite.step('New Comment emits the comment added through the control API', () =>
			until('the first comment at the recorder', () =>
				of('comment').some((c) => c.id === first.id) ? true : undefined,
			),
		);
		await suite.step('Post Failed emits the post the simulator failed', () =>
			until('the failed post at the recorder', () => (of('failed').length ? true : undefined)),
		);
		await suite.step('the example workflow replies to the new comment on its post', () =>
			until('POST /comments replying to the audience comment', async () => {
				const log = await requestLog(sim, beforeStart);
				return log.some(
					(r) =>
						r.method === 'POST' &&
						r.path === '/comments' &&
						(r.body as any)?.parentCommentId === audience.id,
				)
					? true
					: undefined;
			}),
		);
		suite.test('the example replied once, on the post, to that comment only', async () => {
			const replies = (await requestLog(sim, beforeStart)).filter(
				(r) => r.method === 'POST' && r.path === '/comments',
			);
			assertEqual(
				replies.map((r) => sortedKeys(r.body)),
				[
					{
						parentCommentId: audience.id,
						postId: servicePost,
						text: 'Thank you for your comment! We read every one.',
					},
				],
				'POST /comments bodies (the comment on a post published elsewhere is filtered out)',
			);
		});
		suite.test(
			`every example with a polling trigger has an id of at most ${MAX_ID_LENGTH_1X} characters`,
			() => {
				const long = exampleWorkflows()
					.map((w) => w.id)
					.filter((id) => id.length > MAX_ID_LENGTH_1X);
				// Those keep their state on 2.x only; a polling trigger's position must survive on 1.x too.
				const withTrigger = exampleWorkflows().filter(
					(w) => long.includes(w.id) && w.nodes.some((n) => n.type === TRIGGER_NODE_TYPE),
				);
				assertEqual(
					withTrigger.map((w) => w.id),
					[],
					'examples with a polling trigger and a longer id',
				);
			},
		);
		suite.test(
			"New Comment's position is saved in n8n's database (workflow static data)",
			async () => {
				// What a restart reads: without it the first poll after a restart starts anew and the
				// comments that came while n8n was down are never emitted.
				const stored = await cli.exportWorkflow(WF_COMMENTS);
				const cursor = stored.staticData?.['node:Social Publishing Trigger']?.cursor;
				assert(cursor, `no saved position: staticData ${show(stored.staticData)}`);
			},
		);
		suite.test('the comment arrived once, as the service lists it', async () => {
			const listed = (await simGet(sim, `/comments/${first.id}`)).body;
			assertEqual(of('comment'), [listed], 'recorded comments');
		});
		suite.test('the failed post carries its errorMessage', async () => {
			const status = (await simGet(sim, `/posts/${submission.postSubmissionId}`)).body;
			assertEqual(status.status, 'failed', 'submission status');
			const failed = of('failed');
			assertEqual(failed.length, 1, `failed posts recorded (${show(failed)})`);
			assertEqual(failed[0].text, 'E2E trigger [simulate:reject]', 'failed post text');
			assertEqual(
				failed[0].state,
				{ type: 'failed', errorMessage: status.errorMessage },
				'failed post state',
			);
		});
		await suite.run();

		await suite.step('n8n stopped; a second comment arrives while it is down', async () => {
			await server!.stop();
			server = undefined;
		});
		const second = (await addComment(sim, {
			accountId: quiet.id,
			platformPostId: 'ig_e2e_trigger_post',
			text: 'E2E: second comment',
		})) as any;
		const beforeRestart = await lastSeq(sim);
		server = await suite.step('n8n start again', () => start());
		await suite.step('after the restart New Comment emits the second comment', () =>
			until('the second comment at the recorder', () =>
				of('comment').some((c) => c.id === second.id) ? true : undefined,
			),
		);
		// One more scheduled poll, to see that nothing comes twice.
		const settle = await lastSeq(sim);
		await suite.step('one more poll', async () => {
			await until('one more poll of New Comment', async () => {
				const log = await requestLog(sim, settle);
				return log.some((r) => r.path === '/comments' && r.query.accountId === quiet.id)
					? true
					: undefined;
			});
			// Time for what that poll would emit to reach the recorder (a duplicate would show below).
			await new Promise((resolve) => setTimeout(resolve, 5_000));
		});
		suite.test('after the restart: the second comment once, the first not again', () => {
			assertEqual(
				of('comment').map((c) => c.id),
				[first.id, second.id],
				'comment ids recorded, in order',
			);
			assertEqual(of('failed').length, 1, 'failed posts recorded');
		});
		suite.test(
			'the first poll after the restart read from the saved position (since)',
			async () => {
				const log = await requestLog(sim, beforeRestart);
				const poll = log.find((r) => r.path === '/comments' && r.query.accountId === quiet.id);
				assert(poll, 'no GET /comments after the restart');
				assert(
					typeof poll.query.since === 'string' &&
						Date.parse(poll.query.since as string) <= Date.parse(first.createdAt),
					`the poll after the restart did not ask since the saved position: ${show(poll.query)}`,
				);
			},
		);
		await suite.run();
	} finally {
		await server?.stop();
		await new Promise((resolve) => recorder.server.close(resolve));
		// Inactive again (only the trigger group's are active): the later checks start n8n on the
		// same database.
		await cli.unpublishAll().catch(() => undefined);
	}
}
