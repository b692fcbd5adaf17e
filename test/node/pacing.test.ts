// Pacing by the x-ratelimit-* headers: which requests share a budget, and when the next one waits.
import { awaitBudget, noteBudget, paceKey } from '../../nodes/SocialPublishing/transport/pacing';

it('requests of one endpoint share a key: ids become :id, the API version stays', () => {
	expect(paceKey('GET', 'http://h:1/v2/posts/ab12?x=1')).toBe('GET http://h:1/v2/posts/:id');
	expect(paceKey('GET', 'http://h:1/v2/posts/cd34')).toBe('GET http://h:1/v2/posts/:id');
	expect(paceKey('POST', 'http://h:1/v2/posts')).toBe('POST http://h:1/v2/posts');
	expect(paceKey('POST', 'http://h:1/v2/posts')).not.toBe(paceKey('GET', 'http://h:1/v2/posts'));
	expect(paceKey('POST', 'http://other/v2/posts')).not.toBe(paceKey('POST', 'http://h:1/v2/posts'));
});

it('a remaining budget of 0 makes the next request wait for the reset; a budget left does not', async () => {
	const key = 'POST http://pace-test/v2/posts';
	noteBudget(key, { 'x-ratelimit-remaining': '3', 'x-ratelimit-reset': '60' }, 0);
	expect(await awaitBudget(key, 0)).toBe(0);

	const now = Date.now();
	noteBudget(key, { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '1' }, now);
	const started = Date.now();
	const waited = await awaitBudget(key, now);
	expect(waited).toBe(1100);
	expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
	// Waited once: the window has reset, the next request goes at once.
	expect(await awaitBudget(key)).toBe(0);
});

it('no headers (another service, an error page): no pacing', async () => {
	const key = 'GET http://pace-test/v2/users/me';
	noteBudget(key, {});
	noteBudget(key, undefined);
	expect(await awaitBudget(key)).toBe(0);
});
