// `cleanTranscript` (GET /source-resolutions-v3/{id}): strips timestamp lines, sequence numbers,
// markdown formatting and extra whitespace.

const TIMESTAMP_LINE =
	/^\[?\d{1,2}:\d{2}(?::\d{2})?(?:[.,]\d{1,3})?\]?(?:\s*-->\s*\[?\d{1,2}:\d{2}(?::\d{2})?(?:[.,]\d{1,3})?\]?)?$/;
const LEADING_TIMESTAMP = /^\[\d{1,2}:\d{2}(?::\d{2})?(?:[.,]\d{1,3})?\]\s*/;
const SEQUENCE_NUMBER = /^\d+$/;

function stripMarkdown(line: string): string {
	return line
		.replace(/^#{1,6}\s+/, '')
		.replace(/^>\s?/, '')
		.replace(/^[-*+]\s+/, '')
		.replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
		.replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
		.replace(/(\*\*|__)(.+?)\1/g, '$2')
		.replace(/(\*|_)(\S(?:.*?\S)?)\1/g, '$2')
		.replace(/`([^`]+)`/g, '$1');
}

export function cleanTranscript(raw: string): string {
	return raw
		.split(/\r?\n/)
		.map((line) => line.trim())
		.filter(
			(line) =>
				!TIMESTAMP_LINE.test(line) && !SEQUENCE_NUMBER.test(line) && !/^([-*_])\1{2,}$/.test(line),
		)
		.map((line) => stripMarkdown(line.replace(LEADING_TIMESTAMP, '')).replace(/\s+/g, ' ').trim())
		.filter((line) => line !== '')
		.join('\n');
}
