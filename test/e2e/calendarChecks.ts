/* eslint-disable @typescript-eslint/no-explicit-any -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// The content calendar in real n8n: weekly slots created from items (a table), a post queued into
// the next free slot, moved, listed and cancelled, all in one workflow run by `n8n execute`.
import { nodeError, nodeItems } from '../../scripts/n8n/cli';
import {
	byId,
	manualTrigger,
	socialNode,
	splitOutNode,
	workflowJson,
	type CredentialRef,
	type Params,
} from '../../scripts/n8n/workflowJson';
import { lastSeq, requestLog, simGet, type E2eRestContext } from './context';
import { assert, assertEqual, show, type Suite } from './harness';

const CALENDAR_WF = 'e2eCalendar';
const TIMEZONE = 'America/New_York';
const TEXT = 'E2E calendar post';
const YEAR = new Date().getUTCFullYear() + 1;
/** A March wall time in New York (before the DST change): sent as -05:00. */
const MOVE_WALL_TIME = `${YEAR}-03-02T07:20:00`;
const MOVE_SENT = `${YEAR}-03-02T07:20:00.000-05:00`;
const MOVE_UTC = `${YEAR}-03-02T12:20:00.000Z`;

/** The table: pinterest has no seeded slot, so the post goes into one of these. */
const ROWS = [
	{ day: 'Tuesday', hour: 6, minute: 40 },
	{ day: 'thursday', hour: 6, minute: 40 },
	{ day: 'Saturday', hour: 19, minute: 20 },
];

const NODES = {
	plan: 'Weekly Plan',
	split: 'One Item Per Slot',
	create: 'Create Weekly Slots',
	next: 'Find Next Free Slot',
	queue: 'Queue Pin In Next Free Slot',
	before: 'Calendar Before',
	move: 'Move The Pin',
	after: 'Calendar After',
	cancel: 'Cancel The Pin',
} as const;

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/** The earliest next occurrence (UTC, strictly after now) of the table's slots. */
function firstOccurrence(now: number): string {
	const times = ROWS.map((row) => {
		const d = new Date(now);
		const ahead = (WEEKDAYS.indexOf(row.day.toLowerCase()) - d.getUTCDay() + 7) % 7;
		let t = Date.UTC(
			d.getUTCFullYear(),
			d.getUTCMonth(),
			d.getUTCDate() + ahead,
			row.hour,
			row.minute,
		);
		if (t <= now) t += 7 * 24 * 3600_000;
		return t;
	});
	return new Date(Math.min(...times)).toISOString();
}

function calendarWorkflow(cred: CredentialRef, pinterest: string, board: string): object {
	const social = (name: string, parameters: Params, once = true) =>
		socialNode(name, parameters, cred, once ? { executeOnce: true } : {});
	const scheduleOf = `={{ $('${NODES.before}').all().find((i) => i.json.draft.content.text === '${TEXT}').json.id }}`;
	const nodes = [
		manualTrigger(),
		{
			name: NODES.plan,
			type: 'n8n-nodes-base.set',
			typeVersion: 3.4,
			parameters: { mode: 'raw', jsonOutput: JSON.stringify({ slots: ROWS }), options: {} },
		},
		splitOutNode('slots', NODES.split),
		social(
			NODES.create,
			{
				resource: 'slot',
				operation: 'create',
				days: '={{ $json.day }}',
				hour: '={{ $json.hour }}',
				minute: '={{ $json.minute }}',
				platform: 'pinterest',
			},
			false,
		),
		social(NODES.next, { resource: 'slot', operation: 'findNextAvailable', platform: 'pinterest' }),
		social(NODES.queue, {
			resource: 'post',
			operation: 'create',
			platform: 'pinterest',
			account: byId(pinterest),
			pinterestBoard: byId(board),
			text: TEXT,
			media: 'https://cdn.example.com/e2e-pin.jpg',
			schedule: 'nextFreeSlot',
		}),
		social(NODES.before, { resource: 'schedule', operation: 'getAll', returnAll: true }),
		social(NODES.move, {
			resource: 'schedule',
			operation: 'update',
			scheduleId: scheduleOf,
			timeChange: 'at',
			scheduledTime: MOVE_WALL_TIME,
		}),
		social(NODES.after, { resource: 'schedule', operation: 'getAll', returnAll: true }),
		social(NODES.cancel, {
			resource: 'schedule',
			operation: 'delete',
			scheduleId: `={{ $('${NODES.move}').first().json.id }}`,
		}),
	];
	return workflowJson({
		id: CALENDAR_WF,
		name: 'E2E calendar',
		nodes,
		settings: { timezone: TIMEZONE },
	});
}

export async function calendarChecks(suite: Suite, ctx: E2eRestContext): Promise<void> {
	const { sim, workflows, credentials } = ctx;
	const accounts = (await simGet(sim, '/users/me/accounts?platform=pinterest')).body.items;
	const pinterest = String(accounts[0].id);
	const board = String(
		(await simGet(sim, `/social/pinterest/boards?accountId=${pinterest}`)).body.items[0].id,
	);
	await suite.step('n8n import:workflow (calendar)', () =>
		workflows.importWorkflows([calendarWorkflow(credentials.good, pinterest, board)]),
	);
	const before = await lastSeq(sim);
	const expectedSlot = firstOccurrence(Date.now());
	const { run, result } = await suite.step(
		`run ${CALENDAR_WF} (slots from items, next free slot, move, list, cancel)`,
		() => workflows.execute(CALENDAR_WF),
	);
	const log = await requestLog(sim, before);
	const only = (method: string, path: string) =>
		log.filter((r) => r.method === method && r.path.startsWith(path));

	suite.test('the calendar workflow finished without an error', () => {
		assertEqual(result.code, 0, 'exit code (0: the execution succeeded)');
		assertEqual(run.data.resultData.error, undefined, 'workflow error');
		for (const name of Object.values(NODES)) {
			assert(!nodeError(run, name), `"${name}" failed: ${show(nodeError(run, name))}`);
		}
	});
	suite.test('Slot → Create from three items: one request per item, UTC times as given', () => {
		const posts = only('POST', '/schedule/slots').filter((r) => !r.path.endsWith('available'));
		assertEqual(
			posts.map((r) => r.body),
			ROWS.map((row) => ({
				slots: [
					{
						hour: row.hour,
						minute: row.minute,
						day: row.day.toLowerCase(),
						selectedTargets: [{ platform: 'pinterest', accountId: null, subaccountId: null }],
					},
				],
			})),
			'POST /schedule/slots bodies',
		);
		assert(
			posts.every((r) => r.status === 201 && r.keyMatched),
			`not all 201: ${show(posts)}`,
		);
		const created = nodeItems(run, NODES.create);
		assertEqual(created.length, 3, 'slots output');
		assert(
			created.every((s) => s.created === true && s.workflowTimezone?.timeZone === TIMEZONE),
			`slot outputs: ${show(created)}`,
		);
	});
	suite.test(
		'the post queued with Next Free Slot sits at the slot Find Next Available gave',
		() => {
			const [next] = nodeItems(run, NODES.next);
			assertEqual(next.slotTime, expectedSlot, 'next free slot time');
			const [post] = only('POST', '/posts');
			assertEqual((post.body as any).useNextFreeSlot, true, 'useNextFreeSlot');
			const queued = nodeItems(run, NODES.before).filter((s) => s.draft.content.text === TEXT);
			assertEqual(queued.length, 1, 'the queued post in the calendar');
			assertEqual(queued[0].scheduledAt, expectedSlot, 'scheduledAt');
		},
	);
	suite.test('Schedule → Update moves it: PATCH with the workflow-timezone offset', async () => {
		const [moved] = nodeItems(run, NODES.move);
		const patches = only('PATCH', '/schedules/');
		assertEqual(
			patches.map((r) => [r.path, r.body, r.status]),
			[[`/schedules/${moved.id}`, { patch: { scheduledTime: MOVE_SENT } }, 204]],
			'PATCH requests',
		);
		assertEqual(
			moved,
			{ id: moved.id, updated: true, scheduledAt: MOVE_UTC, scheduledTime: MOVE_SENT },
			'output',
		);
		const after = nodeItems(run, NODES.after).find((s) => s.id === moved.id);
		assertEqual(after?.scheduledAt, MOVE_UTC, 'scheduledAt in the calendar after the move');
	});
	suite.test('Schedule → Delete cancels it: 204, then the service answers 404', async () => {
		const [cancelled] = nodeItems(run, NODES.cancel);
		const [moved] = nodeItems(run, NODES.move);
		assertEqual(cancelled, { id: moved.id, deleted: true }, 'output');
		const deletes = only('DELETE', '/schedules/');
		assertEqual(
			deletes.map((r) => [r.path, r.status]),
			[[`/schedules/${moved.id}`, 204]],
			'DELETE requests',
		);
		assertEqual((await simGet(sim, `/schedules/${moved.id}`)).status, 404, 'GET after delete');
	});
	await suite.run();
}
