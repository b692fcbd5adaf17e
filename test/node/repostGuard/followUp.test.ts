// Issue 52, item 2: the users' follow-up works unchanged on a create that was not sent again. The
// Create → Wait → Get → If loop reads `postSubmissionId` from the create's output and asks Post →
// Get; on the second run the create finds the post on the service, and Get answers with its
// current status and URL, so If takes the same branch. For one platform, each target of a
// cross-post, the AI tool, and a post with a First Comment. On the test's clock.
import type { IDataObject } from 'n8n-workflow';

import { byId } from '../../helpers/n8n';
import { addFaults, logMark, requestsSince } from '../../helpers/requestLog';
import { callToolInParallel } from '../../helpers/n8n/agentTool';
import { useSimulator } from '../../helpers/simulator';
import { useTestClock } from '../../helpers/testClock';
import { seeded, type Seeded } from '../postHelpers';
import { guard, PHOTO, unique } from './guardHelpers';

const clock = useTestClock();
const sim = useSimulator({ rateLimits: false });
let s: Seeded;
beforeAll(async () => {
	s = await seeded(sim);
});
const { manual, post } = guard(sim, () => s);
const published = () => clock.advance(10_000);

/** Post → Get with the create output's `postSubmissionId`, as the next node's expression gives it. */
async function get(created: IDataObject): Promise<IDataObject> {
	const run = await manual('post', 'get', { postSubmissionId: created.postSubmissionId });
	expect(run.error).toBeUndefined();
	return run.json;
}

/** The If of the loop: which branch the item takes. */
const branch = (got: IDataObject) => (got.status === 'published' ? 'published' : 'not yet');

describe('Create → Wait → Get → If, run twice', () => {
	it('one platform: the second run sends nothing, and Get answers with the same status and URL', async () => {
		const params = post('twitter', { text: unique('Loop on X') });
		const first = await manual('post', 'create', params);
		await published();
		const firstGet = await get(first.json);
		expect(branch(firstGet)).toBe('published');

		const second = await manual('post', 'create', params);
		expect(second.sent).toEqual([]);
		expect(second.json.postSubmissionId).toEqual(expect.any(String));
		const secondGet = await get(second.json);
		expect(branch(secondGet)).toBe('published');
		expect(secondGet.publicUrl).toBe(firstGet.publicUrl);
		expect(secondGet.postSubmissionId).toBe(second.json.postSubmissionId);
	});

	it('Get of a post found retries a read that fails once, as any read does', async () => {
		const params = post('bluesky', { text: unique('Get retries') });
		await manual('post', 'create', params);
		await published();
		const second = await manual('post', 'create', params);
		await addFaults(sim, { method: 'GET', path: '/posts', status: 503, count: 1 });
		expect(branch(await get(second.json))).toBe('published');
	});

	it('a scheduled post found: Get says scheduled, and published once its time has come', async () => {
		const at = new Date(Date.now() + 3_600_000).toISOString();
		const params = post('twitter', {
			text: unique('Loop, scheduled'),
			schedule: 'at',
			scheduledTime: at,
		});
		await manual('post', 'create', params);
		const second = await manual('post', 'create', params);
		expect(second.sent).toEqual([]);
		expect((await get(second.json)).status).toBe('scheduled');
		await clock.advance(2 * 3_600_000);
		const later = await get(second.json);
		expect(later).toMatchObject({
			status: 'published',
			publicUrl: expect.stringMatching(/^https:\/\/x\.com\//),
		});
	});

	it('each target of a cross-post', async () => {
		const params = {
			postTo: 'targets',
			text: unique('Loop everywhere'),
			targets: {
				target: [
					{ platform: 'bluesky', account: byId(s.account.bluesky) },
					{ platform: 'threads', account: byId(s.account.threads) },
				],
			},
		};
		await manual('post', 'create', params);
		await published();
		const second = await manual('post', 'create', params);
		expect(second.sent).toEqual([]);
		for (const target of second.items) {
			expect(target.notSentAgain).toBe(true);
			expect(branch(await get(target))).toBe('published');
		}
	});

	it('the AI tool: the earlier post it returns can be read with Post → Get', async () => {
		const parameters = {
			resource: 'post',
			operation: 'create',
			platform: 'threads',
			account: byId(s.account.threads),
			text: "={{ $fromAI('text', 'The text of the post', 'string') }}",
		};
		const text = unique('Agent loop');
		await callToolInParallel({ sim, parameters, calls: [{ text }] });
		await published();
		const { results } = await callToolInParallel({ sim, parameters, calls: [{ text }] });
		const again = results[0].answer![0];
		expect(again.notSentAgain).toBe(true);
		expect(branch(await get(again))).toBe('published');
	});

	it('a post with a First Comment: neither is sent again, and Get reads the post', async () => {
		const params = post('facebook', {
			facebookPage: byId(s.subaccounts.facebook[0].id),
			text: unique('Loop with a comment'),
			media: PHOTO,
			firstComment: '#loop',
		});
		const first = await manual('post', 'create', params);
		expect(first.sent).toEqual(['/posts', '/comments']);
		await published();
		const second = await manual('post', 'create', params);
		expect(second.sent).toEqual([]);
		expect(second.json.firstComment).toMatchObject({ notSentAgain: true });
		expect(branch(await get(second.json))).toBe('published');
	});

	it('an ID whose list id is .. (an AI agent or an expression) is refused naming the field, nothing requested', async () => {
		const mark = await logMark(sim);
		const run = await manual('post', 'get', {
			postSubmissionId: 'listed:scheduled:twitter:..:1700000000000:abc',
		});
		expect(run.error?.message).toMatch(/Post Submission ID/);
		expect(await requestsSince(sim, mark, { method: 'GET' })).toEqual([]);
	});

	it('an ID cut short is refused naming the field, before any request', async () => {
		const run = await manual('post', 'get', { postSubmissionId: 'listed:published:twitter' });
		expect(run.error?.message).toMatch(
			/^Post Submission ID: .* is not a whole ID of a post found on the service/,
		);
	});
});
