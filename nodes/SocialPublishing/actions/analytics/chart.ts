// The Top Posts chart: a horizontal bar chart as SVG, written here (no runtime dependency). Labels
// come from post texts, so every text is escaped and stripped of characters XML 1.0 forbids.
import type { IDataObject } from 'n8n-workflow';

import { PLATFORM_LABELS, type Platform } from '../../serviceApi';

export interface ChartInput {
	posts: IDataObject[];
	/** Metric name in `latestMetrics.metrics`, e.g. `viewsCount`. */
	metric: string;
	/** Lower-case metric word for the title, e.g. `views`. */
	metricLabel: string;
	subtitle?: string;
}

const WIDTH = 800;
const PAD = 24;
const HEADER = 80;
const ROW = 32;
const BAR = 20;
const LABEL_WIDTH = 300;
const VALUE_SPACE = 110;
const BAR_X = PAD + LABEL_WIDTH + 12;
const BAR_MAX = WIDTH - BAR_X - VALUE_SPACE;
const TEXT_CHARS = 30;

// XML 1.0 Char production: no C0 controls other than tab/newline/CR (compared as characters: a
// regular expression of control characters is what no-control-regex forbids), no U+FFFE/U+FFFF,
// no lone surrogates.
const XML_INVALID =
	/[\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const isXmlInvalidControl = (ch: string) => ch < ' ' && ch !== '\t' && ch !== '\n' && ch !== '\r';

export function escapeXml(text: string): string {
	return Array.from(text.replace(XML_INVALID, ''), (ch) => (isXmlInvalidControl(ch) ? '' : ch))
		.join('')
		.replace(/&/g, '&amp;')
		.replace(/</g, '&lt;')
		.replace(/>/g, '&gt;')
		.replace(/"/g, '&quot;')
		.replace(/'/g, '&apos;');
}

/** The first `max` characters (code points, so no emoji is cut in half) on one line. */
export function textStart(text: unknown, max = TEXT_CHARS): string {
	const chars = Array.from(
		String(text ?? '')
			.replace(/\s+/g, ' ')
			.trim(),
	);
	return chars.length > max ? `${chars.slice(0, max).join('').trimEnd()}…` : chars.join('');
}

const platformName = (platform: unknown) =>
	PLATFORM_LABELS[platform as Platform] ?? String(platform ?? 'Unknown');

/** `1234567` → `1,234,567`, on the digits (counts may exceed 2^53). */
const groupDigits = (count: string) =>
	/^\d+$/.test(count) ? count.replace(/\B(?=(\d{3})+(?!\d))/g, ',') : count;

function metricValue(post: IDataObject, metric: string): string | undefined {
	const latest = post.latestMetrics as IDataObject | undefined;
	const value = (latest?.metrics as IDataObject | undefined)?.[metric];
	return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

export function postLabel(post: IDataObject, rank: number): string {
	const text = textStart(post.content) || '(no text)';
	return `${rank}. ${platformName(post.platform)} · ${text}`;
}

export function topPostsChart({ posts, metric, metricLabel, subtitle }: ChartInput): string {
	const values = posts.map((post) => metricValue(post, metric));
	const numbers = values.map((v) => (v === undefined ? 0 : Number(v) || 0));
	const max = Math.max(0, ...numbers);
	const height = HEADER + Math.max(posts.length, 1) * ROW + PAD;
	const title = `Top posts by ${metricLabel}`;
	const rows = posts.map((post, index) => {
		const y = HEADER + index * ROW;
		const width = max > 0 && numbers[index] > 0 ? Math.max(2, (numbers[index] / max) * BAR_MAX) : 0;
		const value = values[index] === undefined ? 'no data yet' : groupDigits(values[index]!);
		return [
			'<g class="post">',
			`<text x="${PAD}" y="${y + 15}" font-size="12" fill="#1f2937" clip-path="url(#labels)">${escapeXml(postLabel(post, index + 1))}</text>`,
			`<rect class="bar" x="${BAR_X}" y="${y + 2}" width="${width.toFixed(1)}" height="${BAR}" rx="3" fill="#4f46e5"/>`,
			`<text x="${(BAR_X + width + 6).toFixed(1)}" y="${y + 16}" font-size="12" fill="#374151">${escapeXml(value)}</text>`,
			'</g>',
		].join('');
	});
	if (!posts.length) {
		rows.push(
			`<text x="${PAD}" y="${HEADER + 15}" font-size="12" fill="#6b7280">No posts in this period</text>`,
		);
	}
	return [
		'<?xml version="1.0" encoding="UTF-8"?>',
		`<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" role="img" font-family="Helvetica, Arial, sans-serif">`,
		`<title>${escapeXml(title)}</title>`,
		`<rect class="background" width="${WIDTH}" height="${height}" fill="#ffffff"/>`,
		// Wide characters (CJK, emoji) could run a label into its bar: the label column clips them.
		`<clipPath id="labels"><rect x="0" y="0" width="${PAD + LABEL_WIDTH}" height="${height}"/></clipPath>`,
		`<text x="${PAD}" y="36" font-size="18" font-weight="bold" fill="#111827">${escapeXml(title)}</text>`,
		subtitle
			? `<text x="${PAD}" y="58" font-size="12" fill="#6b7280">${escapeXml(subtitle)}</text>`
			: '',
		...rows,
		'</svg>',
		'',
	].join('\n');
}
