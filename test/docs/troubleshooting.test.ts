/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// docs/troubleshooting.md: each entry's heading is the exact error text the user sees, in backticks,
// `…` where the message varies; every other fragment must still occur in the package's source
// (nodes/, credentials/). An entry with the line `Shown by n8n.` (or `Shown by npm.`) under its
// heading is n8n's (npm's) text.
import { readdirSync, readFileSync, statSync } from 'fs';
import { join } from 'path';

import { quotedErrors, missingFragments } from '../helpers/troubleshooting';

const root = join(__dirname, '..', '..');

function sources(dir: string): string[] {
	return readdirSync(dir).flatMap((name) => {
		const path = join(dir, name);
		if (statSync(path).isDirectory()) return sources(path);
		return /\.(ts|json)$/.test(name) ? [readFileSync(path, 'utf8')] : [];
	});
}

const source = [...sources(join(root, 'nodes')), ...sources(join(root, 'credentials'))].join('\n');
const markdown = readFileSync(join(root, 'docs', 'troubleshooting.md'), 'utf8');

describe('troubleshooting entries quote the code', () => {
	const entries = quotedErrors(markdown);

	it('has entries, each in the format the page promises', () => {
		expect(entries.length).toBeGreaterThan(0);
		for (const entry of entries) expect(entry.text.length).toBeGreaterThan(0);
	});

	it('finds every fragment of every entry not shown by n8n in nodes/ or credentials/', () => {
		const missing = entries
			.filter((e) => !e.shownByN8n)
			.flatMap((e) => missingFragments(e.text, source).map((f) => `${e.heading}: "${f}"`));
		expect(missing).toEqual([]);
	});

	it('reads an entry marked "Shown by n8n." as n8n\'s text', () => {
		const sample =
			'### `Not ours …`\nShown by n8n.\n\n**Cause.** x\n\n### `Ours`\n**Cause.** y\n' +
			'### `npm error …`\nShown by npm.\n';
		expect(quotedErrors(sample).map((e) => [e.text, e.shownByN8n])).toEqual([
			['Not ours …', true],
			['Ours', false],
			['npm error …', true],
		]);
	});
});
