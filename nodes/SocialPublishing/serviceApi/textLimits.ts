// Text limits of each platform, in characters. The interface spec is silent on them: these are the
// platforms' own published limits (platform facts, not rules of the service), which a post over them
// meets when the service publishes it. The node refuses such a post before sending (or splits it into
// a thread); the simulator fails it at publishing with the platform's reason.
// Sources (each platform's developer documentation):
// - X: 280 characters per post ("Counting characters"; X weights some characters, we count each as 1)
// - Bluesky: 300 graphemes (lexicon app.bsky.feed.post, `text` maxGraphemes 300)
// - Threads: 500 characters (Threads API, "Text posts")
// - LinkedIn: 3000 characters (Posts API, `commentary`)
// - Instagram: 2200 characters (Graph API, `caption`)
// - Facebook: 63206 characters (page post `message`)
// - TikTok: 2200 characters (Content Posting API, `title`, which is the caption)
// - Pinterest: 500 characters (API v5 pins, `description`)
// - YouTube: title 100, description 5000 characters (Data API v3, videos resource `snippet`)
import type { Platform } from './platforms';

export const TEXT_LIMITS: Record<Platform, number> = {
	twitter: 280,
	bluesky: 300,
	threads: 500,
	linkedin: 3000,
	instagram: 2200,
	facebook: 63206,
	tiktok: 2200,
	pinterest: 500,
	youtube: 5000,
};

/** Limits of `target.title` where the platform states one. */
export const TITLE_LIMITS: Partial<Record<Platform, number>> = { youtube: 100 };

/**
 * Length as the limits count it: Unicode code points, so an emoji or an accented letter is one
 * character, not two UTF-16 units.
 */
export function textLength(text: string): number {
	return [...text].length;
}

/** The limit of a post's text on a target, or undefined (webhooks take any length). */
export function textLimitOf(targetType: string): number | undefined {
	return (TEXT_LIMITS as Record<string, number>)[targetType];
}
