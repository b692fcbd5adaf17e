/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports, @typescript-eslint/no-explicit-any -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// The trigger group with n8n's durable poll scheduler (opt-in on 2.40 with the four variables
// below, the default from 2.45): polls claimed from the database with leases, the position in its
// poller_state table, committed with the execution a poll starts. Four workflows, one per event,
// and a negative control (New Post Published on LinkedIn with the hand-over turned off by a
// workflow setting) activate at `n8n start`, a few seconds past an even minute; every trigger polls
// at the start of every even minute. A comment, a message, a published and a failed post, and a LinkedIn post arrive right
// after the activation polls, before every first scheduled one (n8n drops what an activation poll
// that emits nothing stored; the trigger hands it over in global static data, see
// trigger/activationPosition.ts): each of the four is emitted once, the control loses its event
// (and emits the next one). Then n8n stops, a comment and a message arrive, and n8n starts again
// with a 15 s lease: the first poll of New Comment fails (a 500 past the node's retries) and is
// retried, the first poll of New Message outlasts its lease (the service answers after 30 s) and
// runs twice; both events are emitted once. About 10 minutes.
import { readFileSync } from 'fs';

import { HANDOVER_SETTING } from '../../nodes/SocialPublishing/trigger/activationPosition';
import { N8nCli } from '../../scripts/n8n/cli';
import { n8nEnv } from '../../scripts/n8n/env';
import { freePort } from '../../scripts/n8n/ports';
import { startN8nServer, type N8nServer } from '../../scripts/n8n/server';
import type { Params } from '../../scripts/n8n/workflowJson';
import { credentialImport, lastSeq, requestLog, simGet, type E2eContext } from './context';
import { assert, assertEqual, show, type Suite } from './harness';
import {
	EVEN_MINUTES,
	DURABLE_SCHEDULER_ENV,
	LATEST_EVENT_SECOND,
	ON_TIME_ENV,
	SCHEDULED_WAIT_MS,
	START_SECONDS,
	control,
	readDurableState,
	secondOfPeriod,
	submitPost,
	untilSecondOfPeriod,
} from './triggerDurableKit';
import {
	addComment,
	startRecorder,
	triggerWorkflow,
	until,
	type TriggerServerOptions,
} from './triggerKit';
/** After the restart: a poll the service answers after 30 s outlives its lease and runs again. */
const SHORT_LEASE_ENV = { N8N_SCHEDULER_LEASE_DURATION: '15', N8N_SCHEDULER_REAPER_INTERVAL: '5' };
const SLOW_ANSWER_MS = 30_000;

const WORKFLOWS = {
	comment: 'e2eDurComments',
	message: 'e2eDurMessages',
	published: 'e2eDurPublished',
	failed: 'e2eDurFailed',
} as const;
type Kind = keyof typeof WORKFLOWS;
const KINDS = Object.keys(WORKFLOWS) as Kind[];
/** The negative control: the same trigger with the hand-over off (LinkedIn posts published). */
const CONTROL = { id: 'e2eDurNoHandover', kind: 'control' } as const;
const TRIGGER_NAME = 'Social Publishing Trigger';
/** scripts/n8n/workflowJson.ts names nodes `<workflow id>-<index>`; the trigger comes first. */
const triggerNodeId = (kind: Kind) => `${WORKFLOWS[kind]}-0`;

export async function durableTriggerChecks(
	suite: Suite,
	ctx: E2eContext,
	options: TriggerServerOptions,
): Promise<void> {
	const { sim, credentials } = ctx;
	const log = options.log.replace(/(\.log)?$/, '-durable.log');
	const env = (extra: Record<string, string>, port?: number) =>
		freePort().then((brokerPort) =>
			n8nEnv({
				userFolder: options.userFolder,
				port,
				brokerPort,
				extra: { ...DURABLE_SCHEDULER_ENV, ...ON_TIME_ENV, ...extra },
			}),
		);
	const cli = new N8nCli(options.bin, await env({}));
	const recorder = await startRecorder();
	let server: N8nServer | undefined;
	const start = async (extra: Record<string, string> = {}) => {
		const port = await freePort();
		return await startN8nServer({ bin: options.bin, env: await env(extra, port), port, log });
	};
	const of = (kind: Kind | typeof CONTROL.kind) =>
		recorder.events.filter((r) => r.kind === kind).map((r) => r.event);
	/** The requests of one trigger's polls (each asks its own endpoint and filters). */
	const pollsOf =
		(kind: Kind | typeof CONTROL.kind, account: string) => (r: { path: string; query: any }) =>
			kind === 'comment'
				? r.path === '/comments' && r.query.accountId === account
				: kind === 'message'
					? r.path === '/messages'
					: r.path === '/posts' &&
						r.query.platform === (kind === 'control' ? 'linkedin' : 'twitter') &&
						r.query.status === (kind === 'failed' ? 'failed' : 'published');
	try {
		// An Instagram account that has comments: those are history, never emitted.
		const accounts = (await simGet(sim, '/users/me/accounts')).body.items as any[];
		const instagram = accounts.filter((a) => a.platform === 'instagram');
		let account: string | undefined;
		for (const a of instagram) {
			if ((await simGet(sim, `/comments?accountId=${a.id}&limit=1`)).body.items.length) {
				account = a.id as string;
				break;
			}
		}
		assert(account, 'no Instagram account with comments in the simulator');
		const twitter = accounts.find((a) => a.platform === 'twitter');
		assert(twitter, 'no Twitter account in the simulator');
		const linkedin = accounts.find((a) => a.platform === 'linkedin');
		assert(linkedin, 'no LinkedIn account in the simulator');
		const isPoll = (kind: Kind | typeof CONTROL.kind) => pollsOf(kind, account!);
		const ALL = [...KINDS, CONTROL.kind];
		const cred = { id: credentials.good.id, name: credentials.good.name };
		const parameters: Record<Kind, Params> = {
			comment: {
				event: 'newComment',
				commentFilters: { account: { __rl: true, mode: 'id', value: account } },
				pollTimes: EVEN_MINUTES,
			},
			message: { event: 'newMessage', pollTimes: EVEN_MINUTES },
			published: {
				event: 'postPublished',
				postFilters: { platforms: ['twitter'] },
				pollTimes: EVEN_MINUTES,
			},
			failed: {
				event: 'postFailed',
				postFilters: { platforms: ['twitter'] },
				pollTimes: EVEN_MINUTES,
			},
		};
		const controlWorkflow = triggerWorkflow(
			CONTROL.id,
			'E2E durable trigger: negative control (no hand-over)',
			cred,
			{
				event: 'postPublished',
				postFilters: { platforms: ['linkedin'] },
				pollTimes: EVEN_MINUTES,
			},
			`${recorder.url}/${CONTROL.kind}`,
		) as { settings?: object };
		controlWorkflow.settings = { ...controlWorkflow.settings, [HANDOVER_SETTING]: false };
		await suite.step(
			'durable scheduler: import and publish four trigger workflows, one per event, and the control (every even minute)',
			async () => {
				await cli.importCredentials([credentialImport(sim, credentials.good)]);
				await cli.importWorkflows([
					...KINDS.map((kind) =>
						triggerWorkflow(
							WORKFLOWS[kind],
							`E2E durable trigger: ${kind}`,
							cred,
							parameters[kind],
							`${recorder.url}/${kind}`,
						),
					),
					controlWorkflow,
				]);
				for (const id of [...Object.values(WORKFLOWS), CONTROL.id]) await cli.publishWorkflow(id);
			},
		);

		await untilSecondOfPeriod(START_SECONDS);
		const beforeStart = await lastSeq(sim);
		server = await suite.step(
			'durable scheduler: n8n start (a few seconds past an even minute)',
			() => start(),
		);
		await suite.step('durable scheduler: the five triggers activate (their activation polls)', () =>
			until('the activation polls', async () => {
				const polls = await requestLog(sim, beforeStart);
				return ALL.every((kind) => polls.some(isPoll(kind))) ? true : undefined;
			}),
		);
		// Right away, before the first scheduled polls (each at its own second of the minute).
		const first = {
			comment: (await addComment(sim, {
				accountId: account,
				platformPostId: 'ig_e2e_durable_post',
				text: 'E2E durable: first comment',
			})) as any,
			message: await control(sim, '/activity/message', { text: 'E2E durable: first message' }),
			published: await submitPost(sim, twitter.id, 'E2E durable trigger: published'),
			failed: await submitPost(sim, twitter.id, 'E2E durable trigger [simulate:reject]'),
			control: await submitPost(sim, linkedin.id, 'E2E durable control: lost', 'linkedin'),
		};
		await until('the posts to reach their final state', async () => {
			const states = await Promise.all(
				[first.published, first.failed, first.control].map(
					async (id) => (await simGet(sim, `/posts/${id}`)).body.status,
				),
			);
			return states.join() === 'published,failed,published' ? true : undefined;
		});
		const eventsIn = await lastSeq(sim);
		const eventsAt = secondOfPeriod();

		await suite.step('durable scheduler: each trigger emits its event', () =>
			until(
				'the four events at the recorder',
				() => (KINDS.every((kind) => of(kind).length > 0) ? true : undefined),
				SCHEDULED_WAIT_MS,
			),
		);
		suite.test(
			'durable scheduler: every event came between its trigger’s activation poll and its first scheduled one',
			async () => {
				assert(
					eventsAt < LATEST_EVENT_SECOND,
					`the events came in ${eventsAt.toFixed(1)} s past an even minute, too close to the first scheduled polls: the activation took too long`,
				);
				const polls = (await requestLog(sim, beforeStart)).filter((r) => r.method === 'GET');
				const missed = ALL.filter((kind) => {
					const own = polls.filter(isPoll(kind));
					return !(own.length >= 2 && own[0].seq < eventsIn && own[1].seq > eventsIn);
				});
				assert(
					missed.length === 0,
					`these triggers did not poll once before and once after the events came in: ${missed}`,
				);
			},
		);
		// The control: its first scheduled poll took a new position and lost the post; a later one is
		// emitted (the workflow works). The next LinkedIn post comes after that first scheduled poll.
		await until(
			'the control’s first scheduled poll',
			async () => ((await requestLog(sim, eventsIn)).some(isPoll(CONTROL.kind)) ? true : undefined),
			SCHEDULED_WAIT_MS,
		);
		await submitPost(sim, linkedin.id, 'E2E durable control: emitted', 'linkedin');
		await suite.step(
			'durable scheduler: the control emits the post after its first scheduled poll',
			() =>
				until(
					'the control’s next event',
					() => (of(CONTROL.kind).length ? true : undefined),
					SCHEDULED_WAIT_MS,
				),
		);
		suite.test(
			'durable scheduler: negative control, hand-over off: the post before its first scheduled poll is lost',
			() => {
				const texts = of(CONTROL.kind).map((p) => p.text);
				assertEqual(texts, ['E2E durable control: emitted'], 'control posts');
			},
		);
		suite.test('durable scheduler: each event once, as the service lists it', async () => {
			assertEqual(
				of('comment'),
				[(await simGet(sim, `/comments/${first.comment.id}`)).body],
				'comments',
			);
			assertEqual(
				of('message').map((m) => m.id),
				[first.message.id],
				'messages',
			);
			assertEqual(
				of('published').map((p) => p.text),
				['E2E durable trigger: published'],
				'published posts',
			);
			assertEqual(
				of('failed').map((p) => [p.text, p.state?.type]),
				[['E2E durable trigger [simulate:reject]', 'failed']],
				'failed posts',
			);
		});
		suite.test(
			'durable scheduler: positions in poller_state, the handed-over ones in global static data',
			() => {
				const state = readDurableState(options.bin, options.userFolder, Object.values(WORKFLOWS));
				for (const kind of KINDS) {
					const row = state.cursors[triggerNodeId(kind)];
					assert(row?.cursor?.v === 1, `${kind}: no position in poller_state: ${show(row)}`);
					const data = state.staticData[WORKFLOWS[kind]] ?? {};
					// poll() gets a copy of the row as node static data: nothing lands in the workflow's.
					assert(
						!data[`node:${TRIGGER_NAME}`]?.cursor,
						`${kind}: a position in the workflow's static data: ${show(data)}`,
					);
					const handover = data.global?.socialPublishingTrigger?.[triggerNodeId(kind)];
					assert(handover?.state?.v === 1, `${kind}: no handed-over position: ${show(data)}`);
				}
			},
		);
		await suite.run();

		await suite.step('durable scheduler: n8n stopped; a comment and a message arrive', async () => {
			await server!.stop();
			server = undefined;
			await cli.unpublishWorkflow(CONTROL.id);
		});
		const second = {
			comment: (await addComment(sim, {
				accountId: account,
				platformPostId: 'ig_e2e_durable_post',
				text: 'E2E durable: second comment',
			})) as any,
			message: await control(sim, '/activity/message', { text: 'E2E durable: second message' }),
		};
		// New Comment's next poll fails: a 500 four times, one more than the node's read retries.
		await control(sim, '/faults', { method: 'GET', path: '/comments', status: 500, count: 4 });
		// New Message's next poll waits 30 s for its answer: its 15 s lease lapses, it runs again.
		await control(sim, '/faults', { method: 'GET', path: '/messages', delayMs: SLOW_ANSWER_MS });
		const beforeRestart = await lastSeq(sim);
		server = await suite.step('durable scheduler: n8n start again (15 s lease)', () =>
			start(SHORT_LEASE_ENV),
		);
		await suite.step('durable scheduler: after the restart both arrive', () =>
			until(
				'the second comment and message at the recorder',
				() =>
					of('comment').some((c) => c.id === second.comment.id) &&
					of('message').some((m) => m.id === second.message.id)
						? true
						: undefined,
				SCHEDULED_WAIT_MS + 60_000,
			),
		);
		const settle = await lastSeq(sim);
		await suite.step('durable scheduler: one more poll of each', async () => {
			await until(
				'one more poll of each trigger',
				async () => {
					const polls = await requestLog(sim, settle);
					return KINDS.every((kind) => polls.some(isPoll(kind))) ? true : undefined;
				},
				SCHEDULED_WAIT_MS,
			);
			await new Promise((resolve) => setTimeout(resolve, 5_000));
		});
		suite.test('durable scheduler: after the restart each event once, nothing again', () => {
			assertEqual(
				of('comment').map((c) => c.id),
				[first.comment.id, second.comment.id],
				'comment ids',
			);
			assertEqual(
				of('message').map((m) => m.id),
				[first.message.id, second.message.id],
				'message ids',
			);
			assertEqual([of('published').length, of('failed').length], [1, 1], 'posts recorded');
		});
		suite.test(
			'durable scheduler: New Comment’s failed poll was retried from the saved position',
			async () => {
				const polls = (await requestLog(sim, beforeRestart)).filter(isPoll('comment'));
				const statuses = polls.map((r) => r.status);
				assert(
					statuses.slice(0, 4).every((s) => s === 500) && statuses[4] === 200,
					`GET /comments after the restart: ${show(statuses)}`,
				);
				const retried = polls[4];
				assert(
					typeof retried.query.since === 'string' &&
						Date.parse(retried.query.since) <= Date.parse(first.comment.createdAt),
					`the retried poll did not ask since the saved position: ${show(retried.query)}`,
				);
			},
		);
		suite.test(
			'durable scheduler: New Message’s poll ran twice (lease lost), one emitted',
			async () => {
				const polls = (await requestLog(sim, beforeRestart)).filter(isPoll('message'));
				assert(polls.length >= 2, `GET /messages after the restart: ${polls.length}`);
				const output = readFileSync(log, 'utf8');
				assert(
					output.includes('finished after losing its lease'),
					`n8n did not report a poll that lost its lease (${log})`,
				);
			},
		);
		await suite.run();
	} finally {
		await server?.stop();
		await new Promise((resolve) => recorder.server.close(resolve));
		await fetch(`${sim.controlUrl}/faults`, { method: 'DELETE' }).catch(() => undefined);
		// Inactive again (only the trigger group's are active): the later checks start n8n on the
		// same database.
		await cli.unpublishAll().catch(() => undefined);
	}
}
