/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// docs/reference/*.md are generated from the node's, the trigger's and the credential's descriptions
// (`npm run docs`): each committed page must equal what the code renders now.
import { readFileSync } from 'fs';
import { join } from 'path';

import { anchorsOf } from '../../scripts/docs/anchors';
import { referencePages } from '../../scripts/docs/pages';
import {
	VERSIONS_END,
	VERSIONS_PAGES,
	VERSIONS_START,
	versionsTable,
} from '../../scripts/docs/versions';
import { COMPAT_GROUPS, readVersionsFile } from '../../scripts/n8n/versions';

const root = join(__dirname, '..', '..');
const pages = referencePages();

describe('the generated reference', () => {
	it.each(Object.keys(pages))('%s is current (else run npm run docs)', (path) => {
		expect(readFileSync(join(root, path), 'utf8')).toBe(pages[path]);
	});

	it('has a heading "<Resource> → <Operation>" for every operation, and the contents link them', () => {
		const operations = pages['docs/reference/operations.md'];
		expect(operations).toContain('\n### Post → Create\n');
		const anchors = anchorsOf(operations);
		expect(anchors.has('post--create')).toBe(true);
		for (const [, anchor] of operations.matchAll(/\]\(#([^)]+)\)/g))
			expect(anchors).toContain(anchor);
	});

	it.each(Object.keys(pages))(
		'%s shows no raw HTML (entities, tags): links are Markdown, placeholders code',
		(path) => {
			expect(pages[path].match(/&(lt|gt|amp|quot);|<a href/g) ?? []).toEqual([]);
		},
	);

	it('describes every field of the credential, with its hint', () => {
		const credential = pages['docs/reference/credential.md'];
		for (const name of ['apiKey', 'baseUrl', 'headerName', 'requestTimeLimit'])
			expect(credential).toContain(`(\`${name}\`)`);
		expect(credential).toContain('Hint: ');
	});
});

describe('the n8n versions table', () => {
	it.each(VERSIONS_PAGES)('%s shows the current one (else run npm run docs)', (path) => {
		const page = readFileSync(join(root, path), 'utf8');
		// The README shows the table without the list of what the compatibility tests cover.
		expect(page).toContain(versionsTable(path === 'README.md'));
		expect(page.split(VERSIONS_START)).toHaveLength(2);
	});

	it('has a row per version of versions.json, the default first with the whole suite', () => {
		const { default: newest, versions } = readVersionsFile();
		const rows = versionsTable()
			.split('\n')
			.filter((l) => /^\| \d/.test(l));
		expect(rows.map((r) => r.split(' | ')[0].slice(2))).toEqual(Object.keys(versions));
		expect(rows.find((r) => r.startsWith(`| ${newest} |`))).toContain('every end-to-end test');
		for (const row of rows.filter((r) => !r.startsWith(`| ${newest} |`)))
			expect(row).toContain('the compatibility tests');
		const groups = Object.values(COMPAT_GROUPS);
		expect(versionsTable()).toContain(`the package loads, ${groups.join(', ')}.`);
		expect(versionsTable().endsWith(VERSIONS_END)).toBe(true);
	});
});
