// Issue 46: Post → Create looks among the service's posts before sending, so that a workflow that
// runs again (a new execution: each runNode is one, through n8n-core's engine) does not publish the
// same post twice. The matching rule: the text as the service lists it, the account (one per
// platform, the account a URL names, the account's own schedules), the page, the number of media,
// the scheduled time; a failed post and a window of 0 send again. On the test's clock: the
// simulator publishes when the test advances it.
import type { IDataObject } from 'n8n-workflow';

import { byId, eachRunAnotherWorkflow } from '../helpers/n8n';
import { addFaults, logMark, requestsSince } from '../helpers/requestLog';
import { useSimulator } from '../helpers/simulator';
import { useTestClock } from '../helpers/testClock';
import { createPost, seeded, type Seeded } from './postHelpers';

const clock = useTestClock();
const sim = useSimulator({ rateLimits: false });
// The service's list is what these tests are about: the record of another workflow has nothing.
eachRunAnotherWorkflow();
let s: Seeded;
beforeAll(async () => {
	s = await seeded(sim);
});
afterEach(() => sim.control('DELETE', '/faults'));

const PHOTO = 'https://cdn.example.com/latte.jpg';
let n = 0;
const unique = (what: string) => `${what} #${++n}`;

/** Runs Post → Create as a new execution; returns its one output and the posts it sent. */
async function run(platform: string, parameters: IDataObject) {
	const mark = await logMark(sim);
	const { items, error } = await createPost(sim, s, platform, parameters);
	expect(error).toBeUndefined();
	const sent = await requestsSince(sim, mark, { method: 'POST', path: '/posts' });
	return { json: items[0].json, sent: sent.length, items };
}

/** The first execution's post is published (the simulator takes 3 s). */
const published = () => clock.advance(10_000);

describe('Post → Create does not publish again what the service already has', () => {
	it('the same post in a new execution: not sent, the earlier post with notSentAgain and why', async () => {
		const text = unique('Fresh roast today');
		const first = await run('twitter', { text });
		expect(first.sent).toBe(1);
		await published();
		const second = await run('twitter', { text });
		expect(second.sent).toBe(0);
		expect(second.json).toMatchObject({
			status: 'published',
			notSentAgain: true,
			publicUrl: expect.stringMatching(/^https:\/\/x\.com\/acmecoffee\/status\//),
		});
		expect(second.json.postId).toMatch(/\S/);
		expect(second.json.notSentAgainReason).toMatch(
			/^Already on the service: published at .*x\.com/,
		);
		expect(second.json.notSentAgainCode).toBe('alreadyOnService');
		expect(second.json.sentAt).toBe(second.json.postTime);
		expect(second.items[0].pairedItem).toEqual({ item: 0 });
	});

	it('a different text, another number of media, or the window at 0: sent again', async () => {
		const text = unique('Two photos of the bar');
		await run('bluesky', { text, media: `${PHOTO}, ${PHOTO}?b` });
		await published();
		expect((await run('bluesky', { text: `${text}!`, media: `${PHOTO}, ${PHOTO}?b` })).sent).toBe(
			1,
		);
		expect((await run('bluesky', { text, media: PHOTO })).sent).toBe(1);
		expect(
			(await run('bluesky', { text, media: `${PHOTO}, ${PHOTO}?b`, alreadyOnServiceWindow: 0 }))
				.sent,
		).toBe(1);
	});

	it('line ends and surrounding spaces do not make another post', async () => {
		const text = unique('Line one');
		await run('threads', { text: `${text}\nLine two` });
		await published();
		expect((await run('threads', { text: `  ${text}\r\nLine two\n` })).sent).toBe(0);
	});

	it('an earlier post that failed at the service does not count: sent again', async () => {
		const text = unique('[simulate:reject] refused by the platform');
		await run('twitter', { text });
		await published();
		const listed = await sim.api().get('/posts', { platform: ['twitter'], status: ['failed'] });
		expect(listed.body.items.some((p: IDataObject) => p.text === text)).toBe(true);
		expect((await run('twitter', { text })).sent).toBe(1);
	});

	it('older than the window: sent again', async () => {
		const text = unique('Yesterday, same words');
		await run('twitter', { text });
		await published();
		await clock.advance(2 * 3_600_000);
		expect((await run('twitter', { text, alreadyOnServiceWindow: 1 })).sent).toBe(1);
	});

	it('a scheduled post: the same time is the same post, another time is another', async () => {
		const text = unique('Weekend opening hours');
		const at = new Date(Date.now() + 3 * 86_400_000).toISOString().replace(/\.\d+Z$/, 'Z');
		const later = new Date(Date.parse(at) + 3_600_000).toISOString();
		await run('twitter', { text, schedule: 'at', scheduledTime: at });
		const again = await run('twitter', { text, schedule: 'at', scheduledTime: at });
		expect(again.sent).toBe(0);
		expect(again.json).toMatchObject({ status: 'scheduled', notSentAgain: true });
		expect((await run('twitter', { text, schedule: 'at', scheduledTime: later })).sent).toBe(1);
	});

	it('a look-up that fails (HTTP 500 every time) does not hold the post back: sent, and the output says so', async () => {
		const text = unique('Sent even without the look-up');
		await run('twitter', { text });
		await published();
		await addFaults(sim, { method: 'GET', path: '/posts', status: 500, count: 10 });
		const again = await run('twitter', { text });
		expect(again.sent).toBe(1);
		expect(again.json.postSubmissionId).toMatch(/\S/);
		expect(again.json.alreadyOnServiceCheck).toMatch(
			/^Sent unchecked: looking on the service failed \(/,
		);
	});

	it('a window that is not a number of hours: an error naming the field, before any request', async () => {
		const mark = await logMark(sim);
		const { error } = await createPost(sim, s, 'twitter', {
			text: unique('Bad window'),
			alreadyOnServiceWindow: '={{ "twelve" }}',
		});
		expect(error?.message).toBe(
			'Options → Skip If Already Sent (Hours): "twelve" is not a number of hours: use 0 or more (0 turns the look-up off)',
		);
		expect(await requestsSince(sim, mark)).toEqual([]);
		// Given as text by an expression or an AI tool, a number of hours is taken.
		expect(
			(await run('twitter', { text: unique('Text window'), alreadyOnServiceWindow: '={{ "6" }}' }))
				.sent,
		).toBe(1);
	});

	it('one list read per create, filtered by platform and time', async () => {
		const text = unique('One read');
		const mark = await logMark(sim);
		await run('linkedin', { text });
		const reads = await requestsSince(sim, mark, { method: 'GET', path: '/posts' });
		expect(reads).toHaveLength(1);
		expect(reads[0].query).toMatchObject({ platform: 'linkedin', limit: '250' });
		expect(Date.parse(String(reads[0].query.since))).toBeLessThan(Date.now() - 11 * 3_600_000);
	});

	it('Dry Run shows the look-up and what it found, and plans nothing to send', async () => {
		const text = unique('Planned twice');
		await run('twitter', { text });
		await published();
		const { json, sent } = await run('twitter', { text, dryRun: true });
		expect(sent).toBe(0);
		expect(json.dryRun).toBe(true);
		expect(json.alreadyOnServiceCheck).toMatch(/^Not sent: already on the service, published at/);
		expect(json.alreadyOnServiceCode).toBe('alreadyOnService');
		expect((json.requests as IDataObject[])[0]).toMatchObject({
			method: 'POST',
			path: '/posts',
			wouldSend: false,
			notSentAgain: true,
		});
		const fresh = await run('twitter', { text: unique('Not there yet'), dryRun: true });
		expect(fresh.json.alreadyOnServiceCheck).toMatch(/, so it would be sent\.$/);
		expect(fresh.json.alreadyOnServiceCode).toBe('wouldSend');
		expect((fresh.json.requests as IDataObject[])[0].wouldSend).toBe(true);
	});
});

describe("accounts, pages: a post is never skipped for another account's post", () => {
	it('Facebook: the page in the published URL decides', async () => {
		const [pageA, pageB] = s.subaccounts.facebook.map((p) => p.id);
		const text = unique('Live music tonight');
		await run('facebook', { text, facebookPage: byId(pageA) });
		await published();
		expect((await run('facebook', { text, facebookPage: byId(pageB) })).sent).toBe(1);
		expect((await run('facebook', { text, facebookPage: byId(pageA) })).sent).toBe(0);
	});

	it('Instagram with two accounts: a published post names neither, so it is sent and the output says why', async () => {
		const text = unique('New seasonal blend');
		const other = (await sim.api().get('/users/me/accounts', { platform: 'instagram' })).body.items
			.map((a: IDataObject) => String(a.id))
			.find((id: string) => id !== s.account.instagram);
		await sim.control('POST', '/activity/published-post', {
			accountId: other,
			text,
			mediaUrls: [PHOTO],
		});
		const again = await run('instagram', { text, media: PHOTO });
		expect(again.sent).toBe(1);
		expect(again.json.alreadyOnServiceCheck).toMatch(
			/^Sent: a similar post is on the service, but the list does not show if it was a feed post, story or reel \(post .*\)\.$/,
		);
	});

	it("Instagram with two accounts, scheduled: the account's own schedule decides", async () => {
		const text = unique('Scheduled reel');
		const at = new Date(Date.now() + 2 * 86_400_000).toISOString();
		const instagram = (await sim.api().get('/users/me/accounts', { platform: 'instagram' })).body
			.items as IDataObject[];
		const other = String(instagram.find((a) => a.id !== s.account.instagram)!.id);
		const scheduled = { text, media: PHOTO, schedule: 'at', scheduledTime: at };
		expect((await run('instagram', { ...scheduled, account: byId(other) })).sent).toBe(1);
		expect((await run('instagram', scheduled)).sent).toBe(1);
		const mark = await logMark(sim);
		const again = await run('instagram', { text, media: PHOTO, schedule: 'at', scheduledTime: at });
		expect(again.sent).toBe(0);
		const reads = await requestsSince(sim, mark, { method: 'GET' });
		expect(reads.map((r) => r.path)).toContain(`/schedules/${String(again.json.postId)}`);
	});

	it('X with two accounts: the account in the URL decides', async () => {
		const second = await sim.control('POST', '/activity/account', {
			platform: 'twitter',
			username: 'acmeroastery',
		});
		const text = unique('Same words, two brands');
		await sim.control('POST', '/activity/published-post', { accountId: second.id, text });
		expect((await run('twitter', { text })).sent).toBe(1);
		await published();
		expect((await run('twitter', { text })).sent).toBe(0);
	});
});
