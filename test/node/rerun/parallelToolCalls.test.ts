// Issue 40: an AI agent's parallel tool calls (identical creates in flight at the same time in one
// execution) send one request; the other call gets its answer, marked as not sent again. An
// identical create that ended without a clear answer stops the other call too; a clear refusal
// lets it send. Through n8n-core's own tool path (test/helpers/n8n/agentTool.ts).
import { byId } from '../../helpers/n8n';
import { callToolInParallel } from '../../helpers/n8n/agentTool';
import { useSimulator } from '../../helpers/simulator';
import { seeded, type Seeded } from '../postHelpers';
import { sent } from './rerunHelpers';

const sim = useSimulator({ rateLimits: false });
let s: Seeded;
beforeAll(async () => {
	s = await seeded(sim);
});
afterEach(async () => {
	await sim.control('DELETE', '/faults');
});

const unique = (what: string) => `${what} ${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
const postTexts = (texts: string[]) =>
	sent(sim, 'POST', '/posts', (b) => b.post.content.text, texts);

/** Post → Create on X as a tool: the model gives the text. */
const postTool = (window?: number) => ({
	resource: 'post',
	operation: 'create',
	platform: 'twitter',
	account: byId(s.account.twitter),
	text: "={{ $fromAI('text', 'The text of the post', 'string') }}",
	// Off, both: the look-up on the service across runs would find the first call too.
	...(window !== undefined
		? { identicalCreateWindow: window, alreadyOnServiceWindow: window }
		: {}),
});

/**
 * The first POST /posts with `text` answers after `delayMs`: the other calls reach their check
 * while it is in flight. Real time (the service's answer): they need some 50 ms of work to get
 * there, 2 s leaves room for a machine many times slower (with 400 ms, a loaded machine could let
 * the first answer arrive before the second call looked, and the 'at the same time' error of the
 * lost-answer test would become another one).
 */
const slowFirst = async (text: string, fault: Record<string, unknown> = {}) =>
	await sim.control('POST', '/faults', {
		method: 'POST',
		path: '/posts',
		bodyContains: text,
		delayMs: 2000,
		count: 1,
		...fault,
	});

describe('an AI agent calls the tool twice at the same time (Skip Identical Calls)', () => {
	it('two identical calls send one POST /posts; one answer is the other, marked not sent again', async () => {
		const text = unique('Parallel launch');
		await slowFirst(text);
		const { results } = await callToolInParallel({
			sim,
			parameters: postTool(),
			calls: [{ text }, { text }],
		});
		expect(results.map((r) => r.error)).toEqual([undefined, undefined]);
		expect(await postTexts([text])).toEqual([text]);
		const answers = results.map((r) => r.answer![0]);
		const marked = answers.filter((a) => a.notSentAgain === true);
		const fresh = answers.filter((a) => a.notSentAgain === undefined);
		expect([marked.length, fresh.length]).toEqual([1, 1]);
		expect(marked[0].postSubmissionId).toEqual(fresh[0].postSubmissionId);
		expect(String(marked[0].notSentAgainReason)).toMatch(
			/^This node sent an identical one at .*, within Skip Identical Calls\.$/,
		);
	});

	it('three identical calls send one; different texts at the same time are each sent', async () => {
		const text = unique('Thrice');
		const other = unique('Other words');
		await slowFirst(text);
		const { results } = await callToolInParallel({
			sim,
			parameters: postTool(),
			calls: [{ text }, { text: other }, { text }, { text }],
		});
		expect(results.map((r) => r.error)).toEqual([undefined, undefined, undefined, undefined]);
		expect(await postTexts([text, other])).toEqual(expect.arrayContaining([text, other]));
		expect((await postTexts([text])).length).toBe(1);
		expect((await postTexts([other])).length).toBe(1);
		const ids = new Set([0, 2, 3].map((n) => results[n].answer![0].postSubmissionId as string));
		expect(ids.size).toBe(1);
	});

	it('0 minutes (and 0 hours on the service): identical calls at the same time are each sent', async () => {
		const text = unique('Window off');
		await slowFirst(text);
		const { results } = await callToolInParallel({
			sim,
			parameters: postTool(0),
			calls: [{ text }, { text }],
		});
		expect(results.map((r) => r.answer?.[0].notSentAgain)).toEqual([undefined, undefined]);
		expect(await postTexts([text])).toEqual([text, text]);
	});

	it('the first ends without a clear answer (processed, answer lost): the second is not sent either', async () => {
		const text = unique('Lost answer');
		await slowFirst(text, { status: 504, when: 'after' });
		const { results } = await callToolInParallel({
			sim,
			parameters: postTool(),
			calls: [{ text }, { text }],
		});
		// The service created the post once; nothing else was sent.
		expect(await postTexts([text])).toEqual([text]);
		const errors = results.map((r) => r.error ?? '');
		expect(errors.every(Boolean)).toBe(true);
		expect(
			errors.filter((e) => /identical POST \/posts sent at the same time/.test(e)),
		).toHaveLength(1);
		expect(errors.join('\n')).toMatch(/not sent, so that it is not created twice/);
	});

	it('the first is refused before anything is done (HTTP 400): the second sends', async () => {
		const text = unique('Refused once');
		await slowFirst(text, { status: 400, body: { message: 'Simulated refusal' } });
		const { results } = await callToolInParallel({
			sim,
			parameters: postTool(),
			calls: [{ text }, { text }],
		});
		// Both reached the service: the refused one and the one sent after it.
		expect(await postTexts([text])).toEqual([text, text]);
		const refused = results.filter((r) => r.error);
		const posted = results.filter((r) => r.answer);
		expect(refused).toHaveLength(1);
		expect(refused[0].error).toMatch(/Simulated refusal/);
		expect(posted).toHaveLength(1);
		expect(posted[0].answer![0]).toMatchObject({ postSubmissionId: expect.any(String) });
		expect(posted[0].answer![0].notSentAgain).toBeUndefined();
	});
});
