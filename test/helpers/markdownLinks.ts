/* eslint-disable @n8n/community-nodes/no-restricted-imports -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// The links of the repository's Markdown pages (README.md, CONTRIBUTING.md, docs/**/*.md): every
// relative link and anchor must resolve, and so must absolute links into this repository's
// blob/main/ (or tree/main/, raw main/); README.md must link into docs/ absolutely (the npm page
// resolves no relative link).
import { existsSync, readdirSync, readFileSync, statSync } from 'fs';
import { dirname, join, normalize, relative } from 'path';

import { anchorsOf } from '../../scripts/docs/anchors';

export const REPOSITORY = 'https://github.com/social-publishing/n8n-nodes-social-publishing';
const IN_REPOSITORY = [
	`${REPOSITORY}/blob/main/`,
	`${REPOSITORY}/tree/main/`,
	'https://raw.githubusercontent.com/social-publishing/n8n-nodes-social-publishing/main/',
	`${REPOSITORY}/raw/main/`,
];

/** The pages checked: README.md, CONTRIBUTING.md and every Markdown file under docs/. */
export function markdownPages(root: string): string[] {
	const walk = (dir: string): string[] =>
		readdirSync(join(root, dir)).flatMap((name) => {
			const path = join(dir, name);
			if (statSync(join(root, path)).isDirectory()) return walk(path);
			return name.endsWith('.md') ? [path] : [];
		});
	return [
		...['README.md', 'CONTRIBUTING.md'].filter((f) => existsSync(join(root, f))),
		...(existsSync(join(root, 'docs')) ? walk('docs') : []),
	];
}

/** Every link target of a page: inline links, images, reference definitions, href and src. */
export function linksOf(markdown: string): string[] {
	let fenced = false;
	const prose = markdown
		.split('\n')
		.filter((line) => {
			if (/^\s*(```|~~~)/.test(line)) {
				fenced = !fenced;
				return false;
			}
			return !fenced;
		})
		.join('\n')
		.replace(/`[^`\n]*`/g, '');
	const targets = [
		...[...prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]),
		...[...prose.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+"[^"]*")?\s*$/gm)].map((m) => m[1]),
		...[...prose.matchAll(/\b(?:href|src)="([^"]+)"/g)].map((m) => m[1]),
	];
	return targets;
}

/** What is wrong with each link of each page, as "page: target (why)"; empty when all resolve. */
export function brokenLinks(root: string): string[] {
	const anchorCache = new Map<string, Set<string>>();
	const anchors = (file: string) => {
		if (!anchorCache.has(file))
			anchorCache.set(file, anchorsOf(readFileSync(join(root, file), 'utf8')));
		return anchorCache.get(file) as Set<string>;
	};
	const problems: string[] = [];
	for (const page of markdownPages(root)) {
		for (const target of linksOf(readFileSync(join(root, page), 'utf8'))) {
			const problem = checkLink(root, page, target, anchors);
			if (problem) problems.push(`${page}: ${target} (${problem})`);
		}
	}
	return problems;
}

function checkLink(
	root: string,
	page: string,
	target: string,
	anchors: (file: string) => Set<string>,
): string | undefined {
	if (/^(mailto|tel):/i.test(target)) return undefined;
	let path: string;
	let anchor: string | undefined;
	const prefix = IN_REPOSITORY.find((p) => target.startsWith(p));
	if (prefix) {
		[path, anchor] = target.slice(prefix.length).split('#');
		path = normalize(decodeURIComponent(path.replace(/\?.*$/, '')));
	} else if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) {
		return undefined;
	} else if (target.startsWith('#')) {
		path = page;
		anchor = target.slice(1);
	} else {
		const [file, hash] = target.split('#');
		path = normalize(join(dirname(page), decodeURIComponent(file.replace(/\?.*$/, ''))));
		anchor = hash;
		if (page === 'README.md' && path.startsWith('docs/'))
			return `README.md links into docs/ absolutely: ${REPOSITORY}/blob/main/${path}`;
	}
	if (relative(root, join(root, path)).startsWith('..')) return 'outside the repository';
	if (!existsSync(join(root, path))) return 'no such file';
	if (anchor === undefined || anchor === '') return undefined;
	if (!path.endsWith('.md'))
		return /^L\d+(-L\d+)?$/.test(anchor) ? undefined : 'anchor on a non-Markdown file';
	return anchors(path).has(decodeURIComponent(anchor)) ? undefined : `no heading #${anchor}`;
}
