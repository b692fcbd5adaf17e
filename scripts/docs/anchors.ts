// Headings and their anchors as GitHub computes them (github-slugger): shared by the generated pages'
// contents and the link test, so both agree with what github.com renders.

/** The text a heading shows: inline code, emphasis and links reduced to their words. */
export function headingText(raw: string): string {
	return raw
		.replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
		.replace(/`([^`]*)`/g, '$1')
		.replace(/(\*\*|__)(.*?)\1/g, '$2')
		.replace(/<[^>]+>/g, '')
		.trim();
}

/** GitHub's anchor of one heading text (before duplicates get `-1`, `-2`). */
export function slug(text: string): string {
	return headingText(text)
		.toLowerCase()
		.replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
		.replace(/ /g, '-');
}

/** Every anchor of a Markdown page: headings outside code fences, duplicates numbered. */
export function anchorsOf(markdown: string): Set<string> {
	const seen = new Map<string, number>();
	const anchors = new Set<string>();
	let fenced = false;
	for (const line of markdown.split('\n')) {
		if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
		const heading = !fenced && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
		if (!heading) continue;
		const base = slug(heading[1]);
		const n = seen.get(base) ?? 0;
		seen.set(base, n + 1);
		anchors.add(n === 0 ? base : `${base}-${n}`);
	}
	for (const [, name] of markdown.matchAll(/<a\s+(?:name|id)="([^"]+)"/g)) anchors.add(name);
	return anchors;
}
