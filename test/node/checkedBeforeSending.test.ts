// Mistakes that used to be found only after a request (or after creating something): each is now
// refused before any request, naming the field and the fix.
import type { IDataObject } from 'n8n-workflow';

import { byId, runNode } from '../helpers/n8n';
import { logMark, requestsSince } from '../helpers/requestLog';
import { useSimulator } from '../helpers/simulator';
import { seeded, type Seeded } from './postHelpers';
import { SLIDESHOW_TEMPLATE } from '../helpers/fixtures';

const sim = useSimulator({ rateLimits: false });
let s: Seeded;
beforeAll(async () => {
	s = await seeded(sim);
});

async function refused(resource: string, operation: string, parameters: IDataObject) {
	const mark = await logMark(sim);
	const { error } = await runNode({ sim, resource, operation, parameters });
	const writes = (await requestsSince(sim, mark)).filter((r) => r.method !== 'GET');
	expect(writes).toEqual([]);
	return error?.message ?? '';
}

const template = SLIDESHOW_TEMPLATE;
const inputsJson = JSON.stringify({
	slides: [{ imageSource: 'https://example.com/beans.jpg', textOverlay: 'Fresh beans' }],
});

it.each([
	['post', { platform: 'twitter', account: () => byId(s.account.twitter), text: 'Hi' }],
	['visual', { template: byId(template.id), inputsMode: 'json', inputsJson }],
	['source', { sourceType: 'article', url: 'https://blog.example.com/a' }],
])('%s: a wait timeout of 0 is refused before anything is created', async (resource, params) => {
	const parameters = Object.fromEntries(
		Object.entries(params).map(([k, v]) => [k, typeof v === 'function' ? v() : v]),
	) as IDataObject;
	const message = await refused(resource, 'create', {
		...parameters,
		waitForCompletion: true,
		waitTimeout: 0,
	});
	expect(message).toBe(
		`Options → Wait Timeout (Seconds): '0' is not a number of seconds of 1 or more: give how long to wait, such as ${resource === 'post' ? 120 : 300}`,
	);
});

it('Visual → Create: downloading into a blank field is refused before the visual is created', async () => {
	const message = await refused('visual', 'create', {
		template: byId(template.id),
		inputsMode: 'json',
		inputsJson,
		waitForCompletion: true,
		download: true,
		binaryPropertyName: ' ',
	});
	expect(message).toMatch(
		/^Options → Put Output File in Field: is required to download the result/,
	);
});

it('Source → Create: a YouTube source on another site is refused', async () => {
	const message = await refused('source', 'create', {
		sourceType: 'youtube',
		url: 'https://vimeo.com/12345',
	});
	expect(message).toContain("'https://vimeo.com/12345' is not a YouTube address (vimeo.com)");
	const fine = await runNode({
		sim,
		resource: 'source',
		operation: 'create',
		parameters: { sourceType: 'youtube', url: 'https://youtu.be/abc123', waitForCompletion: false },
	});
	expect(fine.error).toBeUndefined();
});

it('Post → Get Many: Since after Until, and a limit of -1, are refused before any request', async () => {
	const mark = await logMark(sim);
	const since = await runNode({
		sim,
		resource: 'post',
		operation: 'getAll',
		parameters: { filters: { since: '2026-05-02T00:00:00Z', until: '2026-05-01T00:00:00Z' } },
	});
	expect(since.error?.message).toMatch(/^Filters → Since: .* is later than Until/);
	const limit = await runNode({
		sim,
		resource: 'post',
		operation: 'searchPublished',
		parameters: { limit: -1 },
	});
	expect(limit.error?.message).toMatch(/^Limit: '-1' is not a whole number of 1 or more/);
	expect(await requestsSince(sim, mark)).toEqual([]);
});
