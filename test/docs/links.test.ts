/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// Every relative link and anchor in README.md, CONTRIBUTING.md and docs/**/*.md resolves (GitHub's
// anchor rules), absolute links into this repository's blob/main/ too, and README.md links into
// docs/ absolutely, so that they work on the npm page.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { dirname, join } from 'path';

import { brokenLinks, linksOf, markdownPages, REPOSITORY } from '../helpers/markdownLinks';

const root = join(__dirname, '..', '..');

it('every link of README.md, CONTRIBUTING.md and docs/ resolves', () => {
	expect(markdownPages(root)).toContain('README.md');
	expect(brokenLinks(root)).toEqual([]);
});

describe('the check itself', () => {
	let dir: string;
	const write = (files: Record<string, string>) => {
		for (const [path, text] of Object.entries(files)) {
			mkdirSync(dirname(join(dir, path)), { recursive: true });
			writeFileSync(join(dir, path), text);
		}
	};
	beforeEach(() => {
		dir = mkdtempSync(join(tmpdir(), 'links-'));
	});
	afterEach(() => rmSync(dir, { recursive: true, force: true }));

	it('reads inline links, images, reference definitions and href, not code', () => {
		const page =
			'[a](x.md) ![b](i.png "t")\n[c]: y.md\n<a href="z.md">z</a>\n`[d](no.md)`\n```\n[e](no.md)\n```\n';
		expect(linksOf(page)).toEqual(['x.md', 'i.png', 'y.md', 'z.md']);
	});

	it('names a missing file, a missing anchor, and a relative README link into docs/', () => {
		write({
			'README.md': `[ok](${REPOSITORY}/blob/main/docs/a.md#post--create) [rel](docs/a.md) [gone](${REPOSITORY}/blob/main/docs/b.md)`,
			'docs/a.md':
				'# A\n\n### Post → Create\n\n[up](../README.md#nothing) [self](#a) [missing](how-to/c.md)\n',
		});
		expect(brokenLinks(dir)).toEqual([
			`README.md: docs/a.md (README.md links into docs/ absolutely: ${REPOSITORY}/blob/main/docs/a.md)`,
			`README.md: ${REPOSITORY}/blob/main/docs/b.md (no such file)`,
			'docs/a.md: ../README.md#nothing (no heading #nothing)',
			'docs/a.md: how-to/c.md (no such file)',
		]);
	});
});
