// What a source extraction produces: raw content (transcripts with timestamps and cue numbers,
// articles with markdown) or a failure message. Failure triggers: decisions/sources.md.
import {
	AUDIO_EXTENSIONS,
	extensionOf,
	type SourceType,
} from '../../nodes/SocialPublishing/serviceApi';

export interface SourceInput {
	sourceType: SourceType;
	url?: string;
	text?: string;
	customInstructions?: string;
}

export type Extraction =
	| { ok: true; title: string; content: string; referenceUrl: string | null }
	| { ok: false; message: string };

export const SOURCE_FAIL_TRIGGERS = ['[simulate:fail]', 'simulate-fail'];

const NO_CAPTIONS = (kind: string) =>
	`The ${kind} video has no captions. Only videos with English captions can be transcribed: use sourceType text with a transcript instead`;
const NOT_ENGLISH = (kind: string, lang: string) =>
	`The ${kind} video's captions are in '${lang}', not English. Only English captions are supported: use sourceType text with a transcript instead`;

function lastSegment(url: string): string {
	try {
		const u = new URL(url);
		return (
			u.searchParams.get('v') ??
			decodeURIComponent(u.pathname.split('/').filter(Boolean).pop() ?? u.hostname)
		);
	} catch {
		return url;
	}
}

const titleCase = (slug: string) =>
	slug
		.replace(/\.[a-z0-9]+$/i, '')
		.split(/[-_\s]+/)
		.filter(Boolean)
		.map((w) => w[0].toUpperCase() + w.slice(1))
		.join(' ');

const transcript = (topic: string) =>
	[
		'1',
		'00:00:00,000 --> 00:00:04,200',
		`**Welcome back!** Today we are talking about ${topic}.`,
		'',
		'2',
		'00:00:04,200 --> 00:00:09,800',
		'First,   always start with   freshly ground beans.',
		'',
		'3',
		'00:00:09,800 --> 00:00:15,000',
		'Second, weigh your coffee and water: _sixteen to one_ is a good ratio.',
		'',
		'',
		'4',
		'00:00:15,000 --> 00:00:19,500',
		'Thanks for watching, and see you next time.',
	].join('\n');

function failure(s: SourceInput): string | undefined {
	const subject = `${s.url ?? ''} ${s.text ?? ''}`;
	if (SOURCE_FAIL_TRIGGERS.some((t) => subject.includes(t))) {
		return 'Could not extract the source: the origin answered 404 Not Found (simulated failure)';
	}
	if (s.sourceType === 'youtube' || s.sourceType === 'tiktok') {
		const kind = s.sourceType === 'youtube' ? 'YouTube' : 'TikTok';
		if (/nocaptions/i.test(s.url!)) return NO_CAPTIONS(kind);
		const lang = /[?&](?:lang|hl)=([a-z]{2,3})(?:[-_][a-z]+)?/i.exec(s.url!)?.[1]?.toLowerCase();
		if (lang && lang !== 'en') return NOT_ENGLISH(kind, lang);
	}
	if (s.sourceType === 'audio') {
		const ext = extensionOf(new URL(s.url!).pathname);
		if (!(AUDIO_EXTENSIONS as readonly string[]).includes(ext)) {
			return `Unsupported audio format '${ext ? `.${ext}` : '(no extension)'}': use ${AUDIO_EXTENSIONS.join(', ')}`;
		}
	}
	return undefined;
}

function raw(s: SourceInput): { title: string; content: string; referenceUrl: string | null } {
	const url = s.url ?? '';
	const name = lastSegment(url);
	switch (s.sourceType) {
		case 'youtube':
			return {
				title: `YouTube video ${name}`,
				content: transcript('brewing better coffee at home'),
				referenceUrl: url,
			};
		case 'tiktok':
			return {
				title: `TikTok video ${name}`,
				content: transcript('a 30-second latte art trick'),
				referenceUrl: url,
			};
		case 'audio':
			return {
				title: `Audio ${name}`,
				content: transcript('the story of our roastery'),
				referenceUrl: url,
			};
		case 'article':
			return {
				title: titleCase(name) || 'Article',
				content: [
					`# ${titleCase(name) || 'Article'}`,
					'',
					'Good coffee starts with **fresh beans** and the _right grind_.',
					'',
					'',
					'## Key points',
					'- Buy whole beans roasted in the last month.',
					'- Grind just before brewing; see [our grind guide](https://example.com/grind).',
					'',
					'> Consistency beats expensive equipment.',
				].join('\n'),
				referenceUrl: url,
			};
		case 'pdf':
			return {
				title: titleCase(name) || 'Document',
				content: [
					'Page 1',
					'',
					'Annual   Coffee Report',
					'',
					'',
					'Specialty coffee sales grew 12% this year.',
					'',
					'Page 2',
					'',
					'Home brewing keeps rising.',
				].join('\n'),
				referenceUrl: url,
			};
		case 'twitter':
			return {
				title: `Post ${name}`,
				content: 'Cold brew season is here. **12 hours**, coarse grind, and patience.  #coffee',
				referenceUrl: url,
			};
		case 'text': {
			const text = s.text ?? '';
			return {
				title: text.split('\n')[0].replace(/\s+/g, ' ').trim().slice(0, 60) || 'Text',
				content: text,
				referenceUrl: null,
			};
		}
		case 'perplexity-query': {
			const q = s.text ?? '';
			return {
				title: `Research: ${q.slice(0, 60)}`,
				content: [
					`## Findings on "${q}"`,
					'',
					'1. Interest in the topic grew steadily over the last year [1].',
					'2. Most sources recommend starting small and measuring results [2].',
					'',
					'**Sources**',
					'- [1] https://research.social-publishing.test/a',
					'- [2] https://research.social-publishing.test/b',
				].join('\n'),
				referenceUrl: `https://research.social-publishing.test/search?q=${encodeURIComponent(q)}`,
			};
		}
	}
}

export function extract(s: SourceInput): Extraction {
	const message = failure(s);
	if (message) return { ok: false, message };
	const out = raw(s);
	const content = s.customInstructions
		? `Transformed following the instructions "${s.customInstructions}":\n\n${out.content}`
		: out.content;
	return { ok: true, ...out, content };
}
