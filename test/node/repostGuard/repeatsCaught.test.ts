/* eslint-disable @n8n/community-nodes/no-restricted-imports -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// Issue 52, item 0: every repeat the review found sent again is caught, and each part of the rule
// has a test that fails when that part is broken (the review's list of code changes that left
// every test green). Manual executions through n8n-core's engine; on the test's clock.
import type { IDataObject } from 'n8n-workflow';

import { setTimeout as realSetTimeout } from 'timers';

import { byId, eachRunAnotherWorkflow } from '../../helpers/n8n';
import { addFaults, logMark, requestsSince } from '../../helpers/requestLog';
import { useSimulator } from '../../helpers/simulator';
import { useTestClock } from '../../helpers/testClock';
import { seeded, type Seeded } from '../postHelpers';
import { guard, PHOTO, publishedElsewhere, unique } from './guardHelpers';

const clock = useTestClock();
const sim = useSimulator({ rateLimits: false });
// The service's list is what these tests are about: the record of another workflow has nothing.
eachRunAnotherWorkflow();
let s: Seeded;
let instagramPost: string;
beforeAll(async () => {
	s = await seeded(sim);
	instagramPost = String(
		(await sim.api().get('/posts', { platform: ['instagram'], status: ['published'] })).body
			.items[0].id,
	);
});
afterEach(() => sim.control('DELETE', '/faults'));
const { manual, post } = guard(sim, () => s);
const create = (platform: string, parameters: IDataObject, account?: string) =>
	manual('post', 'create', post(platform, parameters, account));
const published = () => clock.advance(10_000);
const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const RATE_LIMITED = (wait: string) => ({
	method: 'GET',
	path: '/posts',
	status: 429,
	body: {
		statusCode: 429,
		error: 'Too Many Requests',
		message: `Rate limit exceeded, retry in ${wait}`,
	},
});

describe('the look-up is not given up where the service only asks to wait', () => {
	it('a 429 asking for 2 minutes (more than the 90 s of other requests): waited out, the repeat found', async () => {
		const text = unique('Patient look-up');
		await create('twitter', { text });
		await published();
		await addFaults(sim, { ...RATE_LIMITED('2 minutes'), count: 1 });
		const again = await create('twitter', { text });
		expect(again.sent).toEqual([]);
		expect(again.json.notSentAgain).toBe(true);
	});

	it('six 429s in a row: waited out, the repeat found', async () => {
		const text = unique('Six times limited');
		await create('twitter', { text });
		await published();
		await addFaults(sim, { ...RATE_LIMITED('1 minute'), count: 6 });
		const mark = await logMark(sim);
		const again = await create('twitter', { text });
		expect(again.sent).toEqual([]);
		expect(await requestsSince(sim, mark, { method: 'GET', path: '/posts' })).toHaveLength(7);
	});

	it('a list read that stays silent is given up after one try of 20 s (no retry): sent, and the output says so', async () => {
		const text = unique('Silent list');
		const mark = await logMark(sim);
		// Silent for 30 s: well past the look-up's 20 s, also when a busy machine fires its timer late.
		await addFaults(sim, { method: 'GET', path: '/posts', delayMs: 30_000, count: 4 });
		const run = await create('twitter', { text });
		expect(run.sent).toEqual(['/posts']);
		expect(run.json.alreadyOnServiceCheck).toMatch(
			/^Sent unchecked: looking on the service failed/,
		);
		expect(run.json.alreadyOnServiceCode).toBe('checkFailed');
		// One try took one fault: the other three are left (a retry would have taken them).
		const left = await sim.control<{ items: Array<{ remaining: number }> }>('GET', '/faults');
		expect(left.items.map((f) => f.remaining)).toEqual([3]);
		await sim.control('DELETE', '/faults');
		// The silent request ends (its answer goes nowhere) before the file's simulator stops.
		for (let waited = 0; waited < 30_000; waited += 500) {
			const ended = await requestsSince(sim, mark, { method: 'GET', path: '/posts' });
			if (ended.length) break;
			await new Promise((resolve) => realSetTimeout(resolve, 500));
		}
	}, 90_000);
});

describe("the account in a post's URL", () => {
	it('one account of the platform: its post is the same whatever its URL says (a renamed handle, x.com/i/status)', async () => {
		for (const postUrl of [
			'https://x.com/acme_renamed/status/1890000000000000001',
			'https://x.com/i/status/1890000000000000002',
		]) {
			const text = unique('Renamed handle');
			await publishedElsewhere(sim, { accountId: s.account.twitter, text, postUrl });
			expect((await create('twitter', { text })).sent).toEqual([]);
		}
	});

	it('Bluesky with one account, the URL naming a DID: the same post', async () => {
		const text = unique('Decentralised');
		await publishedElsewhere(sim, {
			accountId: s.account.bluesky,
			text,
			postUrl: 'https://bsky.app/profile/did:plc:abc123xyz/post/3lxyz',
		});
		expect((await create('bluesky', { text })).sent).toEqual([]);
	});

	it('LinkedIn and Pinterest with one account: the list cannot show profile or page, board or link (sent, with why); the record catches the repeat', async () => {
		const text = unique('One account each');
		const sameWorkflow = { workflowId: 'wf-one-account' };
		const linkedin = post('linkedin', { text });
		const pin = post('pinterest', { text, media: PHOTO, pinterestBoard: byId(s.boards[0].id) });
		await manual('post', 'create', linkedin, sameWorkflow);
		await manual('post', 'create', pin, sameWorkflow);
		await published();
		const elsewhere = await create('linkedin', { text });
		expect(elsewhere.sent).toEqual(['/posts']);
		expect(elsewhere.json.alreadyOnServiceCheck).toMatch(
			/does not show if it went to the profile or a company page/,
		);
		const pinElsewhere = await manual('post', 'create', pin);
		expect(pinElsewhere.sent).toEqual(['/posts']);
		expect(pinElsewhere.json.alreadyOnServiceCheck).toMatch(/does not show the board/);
		expect((await manual('post', 'create', linkedin, sameWorkflow)).sent).toEqual([]);
		expect((await manual('post', 'create', pin, sameWorkflow)).sent).toEqual([]);
	});
});

describe('scheduled posts', () => {
	it('a schedule gone between the list and its read (it just published): the list read again finds it', async () => {
		const text = unique('Published meanwhile');
		const at = new Date(Date.now() + 2 * 86_400_000).toISOString();
		const scheduled = { text, schedule: 'at', scheduledTime: at };
		await create('twitter', scheduled);
		await addFaults(sim, {
			method: 'GET',
			path: '/schedules/*',
			status: 404,
			body: { message: 'Schedule not found' },
			count: 1,
		});
		const again = await create('twitter', scheduled);
		expect(again.sent).toEqual([]);
		expect(again.json).toMatchObject({ notSentAgain: true, status: 'scheduled' });
	});
});

describe('the window and the pages of the list', () => {
	it('a post just older than the window by less than the clock slack (60 s) still counts', async () => {
		const text = unique('Edge of the window');
		await publishedElsewhere(sim, {
			accountId: s.account.twitter,
			text,
			createdAt: ago(HOUR + 30_000),
		});
		expect((await create('twitter', { text, alreadyOnServiceWindow: 1 })).sent).toEqual([]);
		const older = unique('Past the window');
		await publishedElsewhere(sim, {
			accountId: s.account.twitter,
			text: older,
			createdAt: ago(HOUR + 120_000),
		});
		expect((await create('twitter', { text: older, alreadyOnServiceWindow: 1 })).sent).toEqual([
			'/posts',
		]);
	});

	it('the same post behind 260 newer ones (on the second page of 250): found', async () => {
		const text = unique('Deep in the list');
		await publishedElsewhere(sim, { accountId: s.account.threads, text, createdAt: ago(2 * HOUR) });
		for (let k = 0; k < 260; k++) {
			await publishedElsewhere(sim, {
				accountId: s.account.threads,
				text: `filler ${k}`,
				createdAt: ago(HOUR - k * 1000),
			});
		}
		const mark = await logMark(sim);
		expect((await create('threads', { text })).sent).toEqual([]);
		expect(await requestsSince(sim, mark, { method: 'GET', path: '/posts' })).toHaveLength(2);
	});
});

describe('comments and messages', () => {
	const comment = (text: string, extra: IDataObject = {}) =>
		manual('comment', 'create', { post: byId(instagramPost), text, ...extra });

	it('a comment older than the window does not count; one within it does', async () => {
		const text = unique('Thanks for coming');
		expect((await comment(text)).sent).toEqual(['/comments']);
		await clock.advance(2 * HOUR);
		expect((await comment(text, { alreadyOnServiceWindow: 3 })).sent).toEqual([]);
		expect((await comment(text, { alreadyOnServiceWindow: 1 })).sent).toEqual(['/comments']);
	});

	it("an audience member's comment with the same text is not the user's: sent", async () => {
		const text = unique('Love it!');
		await sim.control('POST', '/activity/comment', {
			platform: 'instagram',
			postId: instagramPost,
			text,
		});
		const run = await comment(text);
		expect(run.sent).toEqual(['/comments']);
	});
});
