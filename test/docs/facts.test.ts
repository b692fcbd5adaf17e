/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// Facts several pages state, each tied to the one place it comes from, so that the pages cannot
// drift apart again: the Base URL's form (the credential's placeholder), how often a 429 is waited
// out (the transport's policy), which n8n versions run which suite (scripts/n8n/versions.json),
// how long `npm test` takes, the inline upload limit's unit, where files stay out of memory, how
// many items wait side by side, how long the look-ups of one execution share a list read, and the
// service's rate limits (their one home: the generated limits reference).
import { readFileSync } from 'fs';
import { join } from 'path';

import { SocialPublishingApi } from '../../credentials/SocialPublishingApi.credentials';
import { MAX_OVERLAPPING_ITEMS } from '../../nodes/SocialPublishing/actions/router';
import { SHARED_READ_MAX_AGE_MS } from '../../nodes/SocialPublishing/transport/exactlyOnce/sharedReads';
import { RETRY_POLICY } from '../../nodes/SocialPublishing/transport/request';
import { RATE_LIMITS } from '../../nodes/SocialPublishing/serviceApi';
import { COMMENT_POST_READ } from '../../nodes/SocialPublishing/trigger/events/commentPosts';
import { readVersionsFile } from '../../scripts/n8n/versions';
import { markdownPages } from '../helpers/markdownLinks';

const root = join(__dirname, '..', '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
/** Hand-written pages: docs/reference/ and the templates page are generated from the code. */
const pages = [...markdownPages(root), 'CHANGELOG.md'].filter(
	(p) => !p.startsWith('docs/reference/') && p !== 'docs/how-to/templates.md',
);
/** Lines of a page, without troubleshooting's headings (they quote the code's own text). */
const prose = (path: string) =>
	read(path)
		.split('\n')
		.filter((l) => !l.startsWith('### `'));

describe('facts the pages share', () => {
	it("gives the Base URL in one form, the credential's placeholder, and one source for it", () => {
		const placeholder = new SocialPublishingApi().properties.find(
			(p) => p.name === 'baseUrl',
		)?.placeholder;
		expect(placeholder).toMatch(/^https:\/\/.+\/v2$/);
		const wrong = pages.flatMap((path) =>
			prose(path).flatMap((line) => [
				...[...line.matchAll(/https:\/\/(?:<[^>]+>|[^\s`)]*YOUR-SERVICE-HOST[^\s`)]*)\/v2/g)]
					.filter((m) => m[0] !== placeholder)
					.map((m) => `${path}: ${m[0]}`),
				...(/next to the (API )?key/.test(line) ? [`${path}: "next to the key"`] : []),
			]),
		);
		expect(wrong).toEqual([]);
		expect(read('README.md')).toContain(`such as \`${placeholder}\``);
	});

	it('says how many 429s a request waits out as the transport does', () => {
		const waits = RETRY_POLICY.rateLimitMaxWaits;
		expect(read('docs/how-to/self-hosting-at-scale.md')).toContain(
			`meets a 429 again after ${waits} waits`,
		);
		expect(read('docs/explanation/retries.md')).toContain(`a 429 after ${waits} waits`);
	});

	it('says how many items wait side by side and how long a look-up read is shared, as the code does', () => {
		const overlap = MAX_OVERLAPPING_ITEMS;
		const minutes = SHARED_READ_MAX_AGE_MS / 60_000;
		expect(read('docs/how-to/publish.md')).toContain(
			`waits for up to ${overlap} of them side by side`,
		);
		expect(read('docs/explanation/exactly-once.md')).toContain(
			`serves the next items for ${minutes} minutes`,
		);
	});

	it("states the cost of New Comment's post text and link as the trigger reads it", () => {
		const { maxPages, pageSize } = COMMENT_POST_READ;
		expect(read('docs/how-to/trigger.md')).toContain(
			`at most ${maxPages} pages of ${pageSize} per poll`,
		);
	});

	it('runs the whole suite on the default n8n only, the compatibility set on every other', () => {
		const file = readVersionsFile();
		for (const [version, info] of Object.entries(file.versions))
			expect([version, info.suite]).toEqual([
				version,
				version === file.default ? 'full' : 'compat',
			]);
	});

	it("names every other proven n8n as npm start's --n8n choices", () => {
		const row = read('docs/tutorials/try-locally.md')
			.split('\n')
			.find((l) => l.startsWith('| `--n8n <version>`'));
		const file = readVersionsFile();
		for (const version of Object.keys(file.versions).filter((v) => v !== file.default))
			expect(row).toContain(`\`${version}\``);
	});

	it('gives one duration for npm test', () => {
		const said = ['README.md', 'CONTRIBUTING.md'].map(
			(path) => /npm test.*?(about [\d-]+ minutes)/s.exec(read(path))?.[1],
		);
		expect(said[0]).toBeDefined();
		expect(said).toEqual([said[0], said[0]]);
	});

	it("promises files never whole in memory only with n8n's database binary mode named beside it", () => {
		const paragraphs = [...markdownPages(root), 'CHANGELOG.md'].flatMap((path) =>
			read(path)
				.split(/\n\s*\n|\n(?=\s*[-*] )/)
				.filter((p) => /whole in memory/.test(p) && !/`database`/.test(p))
				.map((p) => `${path}: ${p.trim().slice(0, 120)}`),
		);
		expect(paragraphs).toEqual([]);
	});

	it('writes the inline upload limit in MiB, as the node counts it (generated pages too)', () => {
		const mb = [...markdownPages(root), 'CHANGELOG.md'].flatMap((path) =>
			prose(path)
				.filter((l) => /\b15 ?MB\b/.test(l))
				.map((l) => `${path}: ${l.trim()}`),
		);
		expect(mb).toEqual([]);
	});

	it("states a rate limit only as serviceApi's RATE_LIMITS, linking the limits reference", () => {
		const rate = /\b(\d+) ((?:[a-z()]+ ){0,2})(?:a|per) minute/g;
		const users = pages.filter((p) => !p.startsWith('docs/development/'));
		const wrong = users.flatMap((path) =>
			read(path)
				.split(/\n\s*\n|\n(?=\s*[-*] )/)
				.flatMap((paragraph) =>
					[...paragraph.matchAll(rate)].flatMap(([said, n, words]) => {
						const limit = /read/.test(words) ? RATE_LIMITS.readPosts : RATE_LIMITS.createPost;
						const problems = [];
						if (Number(n) !== limit) problems.push(`${path}: "${said}" (the code: ${limit})`);
						if (!/limits\.md#rate-limits/.test(paragraph))
							problems.push(`${path}: "${said}" without a link to the rate limits`);
						return problems;
					}),
				),
		);
		expect(wrong).toEqual([]);
	});
});
