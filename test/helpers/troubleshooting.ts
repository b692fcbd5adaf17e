// Reads docs/troubleshooting.md's entries (docs layout: "### `<error text>`", `…` for a variable
// part, "Shown by n8n." or "Shown by npm." under the heading for texts that are not the package's)
// and checks them against the source.

export interface QuotedError {
	heading: string;
	/** The error text between the heading's backticks. */
	text: string;
	/** "Shown by n8n." (or "Shown by npm.") under the heading: not the package's own text. */
	shownByN8n: boolean;
}

export function quotedErrors(markdown: string): QuotedError[] {
	const lines = markdown.split('\n');
	const entries: QuotedError[] = [];
	lines.forEach((line, i) => {
		const quoted = /^###\s+`(.+)`\s*$/.exec(line);
		if (!quoted) return;
		const next = lines.slice(i + 1).find((l) => l.trim() !== '') ?? '';
		entries.push({
			heading: line,
			text: quoted[1],
			shownByN8n: /^Shown by (n8n|npm)\.$/.test(next.trim()),
		});
	});
	return entries;
}

/**
 * The fragments of `text` (split on `…`) that occur nowhere in `source`. The source may hold a
 * fragment as one string or split over a template's parts, so each fragment is looked up as it is
 * and, failing that, with the quotes and escapes of a TypeScript string literal undone.
 */
export function missingFragments(text: string, source: string): string[] {
	const unescaped = source.replace(/\\(['"`\\])/g, '$1');
	return text
		.split('…')
		.map((f) => f.trim())
		.filter((f) => f.length > 0)
		.filter((f) => !source.includes(f) && !unescaped.includes(f));
}
