/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// docs/reference/*.md are generated from the node's, the trigger's and the credential's descriptions
// (`npm run docs`): each committed page must equal what the code renders now.
import { readFileSync } from 'fs';
import { join } from 'path';

import { anchorsOf } from '../../scripts/docs/anchors';
import { referencePages } from '../../scripts/docs/pages';

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
