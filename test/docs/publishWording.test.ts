/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// n8n 2.x's editor publishes a workflow (its toggle "Active" became "Publish"): the user pages and
// the notes of the example workflows say Publish, and Activate only as n8n 1.x's word for it.
// Left out: docs/development/ (n8n's own names: the activation poll, REST calls), docs/reference/
// (generated from the node's descriptions), the pages of the exactly-once rule, and the generated
// n8n versions table (README.md shows the same table).
import { readdirSync, readFileSync } from 'fs';
import { join, relative } from 'path';

import { VERSIONS_END, VERSIONS_START } from '../../scripts/docs/versions';

const root = join(__dirname, '..', '..');
const LEFT_OUT = [
	'docs/development/',
	'docs/reference/',
	'docs/explanation/exactly-once.md',
	'docs/troubleshooting.md',
];

function files(dir: string, ext: string): string[] {
	return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
		const path = join(dir, e.name);
		if (e.isDirectory()) return files(path, ext);
		return e.name.endsWith(ext) ? [relative(root, path)] : [];
	});
}

function withoutVersionsTable(page: string): string {
	const start = page.indexOf(VERSIONS_START);
	const end = page.indexOf(VERSIONS_END);
	return start < 0 || end < start ? page : page.slice(0, start) + page.slice(end);
}

/** The texts a user reads: each docs page, and each sticky note of each example workflow. */
function texts(): Array<[string, string]> {
	const pages = files(join(root, 'docs'), '.md')
		.filter((path) => !LEFT_OUT.some((out) => path.startsWith(out)))
		.map((path): [string, string] => [
			path,
			withoutVersionsTable(readFileSync(join(root, path), 'utf8')),
		]);
	const notes = files(join(root, 'examples'), '.json').flatMap((path) => {
		const workflow = JSON.parse(readFileSync(join(root, path), 'utf8')) as {
			nodes?: Array<{ name: string; type: string; parameters?: { content?: string } }>;
		};
		return (workflow.nodes ?? [])
			.filter((n) => n.type === 'n8n-nodes-base.stickyNote')
			.map((n): [string, string] => [`${path} → ${n.name}`, String(n.parameters?.content)]);
	});
	return [...pages, ...notes];
}

/** "Activate" (any form) or a workflow said to be "active", unless n8n 1.x is named right after it. */
export function oldWording(text: string): string[] {
	return [...text.matchAll(/\b(activat\w*|active)\b(?![- ]contacts)(?![^.]{0,30}\b1\.x)/gi)].map(
		(m) => text.slice(Math.max(0, m.index - 40), m.index + 40).replace(/\s+/g, ' '),
	);
}

it('the docs and the example notes say Publish, and Activate only as the word of n8n 1.x', () => {
	const all = texts();
	expect(all.map(([path]) => path)).toEqual(
		expect.arrayContaining(['docs/how-to/templates.md', 'docs/tutorials/try-locally.md']),
	);
	expect(all.length).toBeGreaterThan(20);
	expect(all.flatMap(([path, text]) => oldWording(text).map((at) => `${path}: ${at}`))).toEqual([]);
});

it('the check finds the old wording, and passes the 1.x mention and active contacts', () => {
	expect(oldWording('then activate it.')).toHaveLength(1);
	expect(oldWording('Right after activation, n8n answers')).toHaveLength(1);
	expect(oldWording('It is published (active) at its first import.')).toHaveLength(1);
	expect(oldWording('**Publish** it (**Activate** in n8n 1.x).')).toEqual([]);
	expect(oldWording('(**Activate**\nin n8n 1.x)')).toEqual([]);
	expect(oldWording('the monthly active-contacts limit; your monthly active contacts')).toEqual([]);
});
