// docs/reference/limits.md: the service's and the platforms' limits the node checks before sending,
// from the code's own tables (text limits, page sizes, rate limits, upload sizes, message windows).
import {
	COMMENT_TEXT,
	INLINE_UPLOAD_MAX_BYTES,
	LINKEDIN_CAROUSEL,
	MEDIA_REQUIRED_PLATFORMS,
	MESSAGE_RETENTION_DAYS,
	MESSAGE_TEXT_MAX_BYTES,
	PAGE_SIZES,
	PINTEREST_BOARDS_MAX,
	PLATFORM_LABELS,
	PLATFORMS,
	PRIVATE_REPLY_WINDOW_DAYS,
	RATE_LIMITED_ENDPOINTS,
	RATE_LIMITS,
	RATE_LIMIT_WINDOW_MS,
	STANDARD_REPLY_WINDOW_HOURS,
	TEXT_LIMITS,
	THREAD_PLATFORMS,
	TITLE_LIMITS,
	IMAGE_EXTENSIONS,
	VIDEO_EXTENSIONS,
} from '../../nodes/SocialPublishing/serviceApi';

const number = (n: number) => n.toLocaleString('en-US');
const labels = (list: readonly string[]) =>
	list.map((p) => PLATFORM_LABELS[p as keyof typeof PLATFORM_LABELS] ?? p).join(', ');
/** `createPost` → "Create post". */
const words = (name: string) => {
	const spaced = name.replace(/([A-Z])/g, ' $1').toLowerCase();
	return spaced.charAt(0).toUpperCase() + spaced.slice(1);
};

export function limitsPage(note: string): string {
	const perMinute = RATE_LIMIT_WINDOW_MS / 60_000;
	const out = [
		'# Limits',
		'',
		note,
		'',
		"The limits the node checks before it sends anything: a post over a platform's limit, a list",
		'page too large or a message too long is refused with a message naming the field, and nothing',
		'is sent. The [operations reference](operations.md) lists the fields.',
		'',
		'## Text of a post, per platform',
		'',
		'Counted in characters as people count them (an emoji or an accented letter is one).',
		`On ${labels(THREAD_PLATFORMS)}, a longer text can be split into a thread instead (**Split Into Thread**).`,
		'',
		'| Platform | Text | Title | Media required |',
		'| --- | --- | --- | --- |',
		...PLATFORMS.map((p) => {
			const title = TITLE_LIMITS[p];
			const media = (MEDIA_REQUIRED_PLATFORMS as readonly string[]).includes(p) ? 'yes' : 'no';
			return `| ${PLATFORM_LABELS[p]} | ${number(TEXT_LIMITS[p])} | ${title ? number(title) : '–'} | ${media} |`;
		}),
		'',
		`A LinkedIn document carousel takes ${LINKEDIN_CAROUSEL.minImages} to ${LINKEDIN_CAROUSEL.maxImages} images (${LINKEDIN_CAROUSEL.extensions.join(', ')}), no video.`,
		'',
		'## Comments and messages',
		'',
		`- A comment: ${number(COMMENT_TEXT.min)} to ${number(COMMENT_TEXT.max)} characters; on Instagram at most ${number(COMMENT_TEXT.maxInstagram)}.`,
		`- A direct message: at most ${number(MESSAGE_TEXT_MAX_BYTES)} bytes of text (UTF-8: an emoji counts as 4).`,
		`- A reply to a message: within ${STANDARD_REPLY_WINDOW_HOURS} hours of the person's last message; a private reply to a comment within ${PRIVATE_REPLY_WINDOW_DAYS} days.`,
		`- Messages older than ${MESSAGE_RETENTION_DAYS} days are no longer listed.`,
		'',
		'## Files',
		'',
		`- Up to ${INLINE_UPLOAD_MAX_BYTES / 1024 / 1024} MiB (${INLINE_UPLOAD_MAX_BYTES.toLocaleString('en-US')} bytes) a file is uploaded in one request; a larger file goes through an upload link the service hands out.`,
		`- A Pinterest account lists at most ${number(PINTEREST_BOARDS_MAX)} boards.`,
		`- Media per platform: ${labels(MEDIA_REQUIRED_PLATFORMS)} need at least one image or video (table above); a LinkedIn carousel as above. The node tells images (${IMAGE_EXTENSIONS.join(', ')}) from videos (${VIDEO_EXTENSIONS.join(', ')}) by their extension or MIME type. The service documents no other size, length or count per platform: the platform's own limits are checked by the service after sending, and a post it refuses fails with its reason (Wait for Completion, or the trigger's Post Failed).`,
		'',
		'## Page sizes of lists',
		'',
		'With **Return All** off, **Limit** takes at most the page size; with it on, the node reads page after page.',
		'',
		'| List | Largest page | Default |',
		'| --- | --- | --- |',
		...Object.entries(PAGE_SIZES).map(
			([name, size]) => `| ${words(name)} | ${size.max} | ${size.default} |`,
		),
		'',
		'## Rate limits',
		'',
		`Requests per user, per group, per ${perMinute === 1 ? 'minute' : `${perMinute} minutes`}. The node paces its requests to stay under them and waits when the service answers 429.`,
		'',
		'| Group | Requests | Endpoints |',
		'| --- | --- | --- |',
		...Object.entries(RATE_LIMITS).map(([group, limit]) => {
			const endpoints = Object.entries(RATE_LIMITED_ENDPOINTS)
				.filter(([, g]) => g === group)
				.map(([endpoint]) => `\`${endpoint}\``)
				.join(', ');
			return `| ${words(group)} | ${limit} | ${endpoints} |`;
		}),
		'',
	];
	return out.join('\n');
}
