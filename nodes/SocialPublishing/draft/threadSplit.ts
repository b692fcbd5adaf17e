// Text that fits each platform (serviceApi/textLimits.ts): a text over the platform's limit is refused
// before sending with its count, or, on a thread platform with Split Into Thread, split at sentence
// or word boundaries into thread posts, optionally numbered "1/3".
import {
	textLength,
	textLimitOf,
	THREAD_PLATFORMS,
	TITLE_LIMITS,
	type TargetType,
} from '../serviceApi';
import { platformLabel } from '../accounts';
import { fail, FieldError, FieldProblems } from '../form';

export interface SplitOptions {
	split: boolean;
	numbering: boolean;
}

const SENTENCE_END = /[.!?…]["'”’)\]]*$/;

/**
 * Splits `text` into posts of at most `limit` characters (code points): each cut at the last
 * sentence end that fits, else at the last space, else (one word longer than a post) within it.
 * With numbering, " n/N" is appended to each post and counted in its limit.
 */
export function splitIntoThread(text: string, limit: number, numbering: boolean): string[] {
	let total = 1;
	for (;;) {
		const reserve = numbering ? ` ${total}/${total}`.length : 0;
		if (limit - reserve < 1) throw new Error(`A post limit of ${limit} is too small to number`);
		const posts = pack(text, limit - reserve);
		if (!numbering) return posts;
		// The suffix width depends on the count: pack again when the count gained a digit.
		if (String(posts.length).length <= String(total).length) {
			return posts.map((post, n) => `${post} ${n + 1}/${posts.length}`);
		}
		total = posts.length;
	}
}

function pack(text: string, max: number): string[] {
	const posts: string[] = [];
	let rest = Array.from(text.trim());
	while (rest.length > max) {
		const window = rest.slice(0, max + 1);
		const cut = cutIndex(window, max);
		posts.push(rest.slice(0, cut).join('').trimEnd());
		rest = Array.from(rest.slice(cut).join('').trimStart());
	}
	if (rest.length) posts.push(rest.join(''));
	return posts;
}

/** Where to cut `window` (max + 1 characters): after a sentence end, at a space, or at max. */
function cutIndex(window: string[], max: number): number {
	let lastSpace = -1;
	let lastSentence = -1;
	for (let n = 1; n <= max; n++) {
		if (!/\s/.test(window[n])) continue;
		lastSpace = n;
		if (SENTENCE_END.test(window.slice(Math.max(0, n - 4), n).join(''))) lastSentence = n;
		if (window[n] === '\n') lastSentence = n;
	}
	// A sentence end in the last half of the window; a shorter cut would leave many tiny posts.
	if (lastSentence > max / 2) return lastSentence;
	if (lastSpace > 0) return lastSpace;
	return max;
}

export interface ThreadPost {
	text: string;
}

/**
 * Checks the text, each thread post and a YouTube title against the platform's limits. Returns the
 * texts to send: `[text, ...thread]` unchanged, or the text split into a thread.
 */
export function fitText(
	platform: TargetType,
	text: string,
	thread: string[],
	options: SplitOptions,
	threadField = 'Thread Posts',
): { text: string; splitPosts: string[] } {
	const limit = textLimitOf(platform);
	if (limit === undefined) return { text, splitPosts: [] };
	const name = platformLabel(platform);
	const isThreadPlatform = (THREAD_PLATFORMS as readonly string[]).includes(platform);
	const problems = new FieldProblems();
	const length = textLength(text);
	if (length > limit && !(options.split && isThreadPlatform)) {
		const fix = isThreadPlatform
			? 'shorten it, or add Split Into Thread (Additional Fields) to publish it as a thread'
			: 'shorten it';
		problems.add(
			new FieldError('Text', `has ${length} characters; ${name} allows ${limit}: ${fix}`),
		);
	}
	thread.forEach((post, n) => {
		const postLength = textLength(post);
		if (postLength > limit) {
			problems.add(
				new FieldError(
					threadField,
					`post ${n + 1} has ${postLength} characters; ${name} allows ${limit}: shorten it or split it into more posts`,
				),
			);
		}
	});
	problems.throwIfAny();
	if (length <= limit) return { text, splitPosts: [] };
	const [first, ...rest] = splitIntoThread(text, limit, options.numbering);
	return { text: first, splitPosts: rest };
}

/** A title over the platform's limit (YouTube: 100 characters). */
export function checkTitle(platform: TargetType, title: unknown, field: string): void {
	const limit = (TITLE_LIMITS as Record<string, number>)[platform];
	if (limit === undefined || typeof title !== 'string') return;
	const length = textLength(title);
	if (length > limit) {
		fail(field, `has ${length} characters; ${platformLabel(platform)} allows ${limit}: shorten it`);
	}
}
