// 40 posts in one execution against the 30/minute limit (window shortened to 3 s): each 429 waits
// the seconds it states and retries that item; every post is created exactly once.
import { startTestSimulator, type TestSimulator } from '../helpers/simulator';
import { createPost, seeded, type Seeded } from './postHelpers';

let sim: TestSimulator;
let s: Seeded;
beforeAll(async () => {
	sim = await startTestSimulator({ rateLimitWindowMs: 3000 });
	s = await seeded(sim);
	await sim.control('DELETE', '/requests');
});
afterAll(() => sim.close());

it('creates all 40 posts exactly once, waiting out each 429', async () => {
	const items = Array.from({ length: 40 }, (_, n) => ({ json: { n } }));
	const { items: out, error } = await createPost(
		sim,
		s,
		'twitter',
		{ text: '={{ "Post number " + $json.n }}' },
		{ items },
	);
	expect(error).toBeUndefined();
	expect(out).toHaveLength(40);
	expect(out.map((o) => o.pairedItem)).toEqual(items.map((_, n) => ({ item: n })));
	const ids = out.map((o) => o.json.postSubmissionId);
	expect(new Set(ids).size).toBe(40);

	const log = await sim.requests({ method: 'POST', path: '/posts' });
	const limited = log.filter((r) => r.status === 429);
	const created = log.filter((r) => r.status === 201);
	expect(limited.length).toBeGreaterThanOrEqual(1);
	expect(created).toHaveLength(40);
	expect(created.map((r) => r.body.post.content.text).sort()).toEqual(
		items.map(({ json }) => `Post number ${json.n}`).sort(),
	);
	// A 429 was retried only after the stated wait.
	for (const refused of limited) {
		const retry = log.find(
			(r) => r.seq > refused.seq && r.body.post.content.text === refused.body.post.content.text,
		);
		expect(retry).toBeDefined();
		expect(Date.parse(retry.time) - Date.parse(refused.time)).toBeGreaterThanOrEqual(900);
	}
}, 60_000);
