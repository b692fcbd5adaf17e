// Deterministic posts relative to the clock at reset: published (with metrics on the five analytics
// platforms), failed and future scheduled posts. Comments are seeded later on the recent facebook and
// instagram posts (published through the service, plus one published outside it).
import { DAY_MS, HOUR_MS, type Platform } from '../../nodes/SocialPublishing/serviceApi';
import type { SeedProfile, SimContext } from '../core/context';
import type { Account, Json, UserData } from '../core/types';
import {
	createSubmission,
	publishSubmission,
	recordPublished,
	schedulePost,
} from '../posts/engine';
import { nextFreeSlot } from '../slots/slotTimes';
import { minimalTarget } from './targets';

const IMG = 'https://images.social-publishing.test/seed';

interface SeedPost {
	platform: Platform;
	/** Second instagram account instead of the first. */
	secondAccount?: boolean;
	/** Age at reset (published/failed) or time ahead (scheduled), ms. */
	at: number;
	text: string;
	media?: string[];
	/** Published outside the service (no submission). */
	external?: boolean;
	/** Fails when published (documented failure trigger in the text or media). */
	fails?: boolean;
	/** Scheduled into the next free slot of its platform instead of `at`. */
	inSlot?: boolean;
}

const DEMO_PUBLISHED: SeedPost[] = [
	{
		platform: 'facebook',
		at: 5 * HOUR_MS,
		text: 'Our autumn blend is back! Pumpkin spice, done right.',
		media: [`${IMG}/autumn-blend.jpg`],
	},
	{
		platform: 'instagram',
		at: 9 * HOUR_MS,
		text: 'Latte art Friday: show us your best rosetta ☕',
		media: [`${IMG}/rosetta.jpg`],
	},
	{
		platform: 'instagram',
		at: 26 * HOUR_MS,
		text: 'Behind the roast: 14 minutes at 220°C',
		media: [`${IMG}/roaster.mp4`],
	},
	{
		platform: 'facebook',
		at: 2 * DAY_MS,
		text: 'Open mic night this Thursday at the Market Street shop.',
		media: [],
	},
	{
		platform: 'instagram',
		at: 3 * DAY_MS + 2 * HOUR_MS,
		text: 'New cups, same coffee. Which color is your favorite?',
		media: [`${IMG}/cups-1.jpg`, `${IMG}/cups-2.jpg`, `${IMG}/cups-3.jpg`],
	},
	{
		platform: 'facebook',
		at: 4 * DAY_MS,
		text: 'We are hiring baristas! Apply in store or by message.',
		media: [`${IMG}/hiring.png`],
	},
	{
		platform: 'instagram',
		at: 5 * DAY_MS,
		external: true,
		text: 'Sunrise at the farm in Huila, posted from the app.',
		media: [`${IMG}/huila.jpg`],
	},
	{
		platform: 'twitter',
		at: 6 * HOUR_MS,
		text: 'Cold brew tip: steep 18 hours, not 24. Thread below.',
		media: [],
	},
	{
		platform: 'twitter',
		at: 8 * DAY_MS,
		text: 'Espresso ratios, explained in one chart.',
		media: [`${IMG}/ratios.png`],
	},
	{
		platform: 'threads',
		at: 2 * DAY_MS + 5 * HOUR_MS,
		text: 'What is your go-to order when trying a new café?',
		media: [],
	},
	{
		platform: 'bluesky',
		at: 3 * DAY_MS + 7 * HOUR_MS,
		text: 'Hello Bluesky! Acme Coffee is here now.',
		media: [],
	},
	{
		platform: 'linkedin',
		at: 6 * DAY_MS,
		text: 'We switched to 100% compostable packaging. Here is what we learned.',
		media: [`${IMG}/packaging.jpg`],
	},
	{
		platform: 'tiktok',
		at: 9 * DAY_MS,
		text: '3 latte art fails and 1 win',
		media: [`${IMG}/latte-fails.mp4`],
	},
	{
		platform: 'pinterest',
		at: 12 * DAY_MS,
		text: 'Iced caramel macchiato at home',
		media: [`${IMG}/macchiato.jpg`],
	},
	{
		platform: 'youtube',
		at: 15 * DAY_MS,
		text: 'How we roast: a full batch in real time',
		media: [`${IMG}/full-batch.mp4`],
	},
	{
		platform: 'facebook',
		at: 18 * DAY_MS,
		text: 'Thank you for 10,000 followers!',
		media: [`${IMG}/10k.jpg`],
	},
	{
		platform: 'instagram',
		at: 21 * DAY_MS,
		text: 'Single origin spotlight: Ethiopia Guji',
		media: [`${IMG}/guji.jpg`],
	},
	{
		platform: 'twitter',
		at: 25 * DAY_MS,
		text: 'Decaf does not have to be boring. Fight us.',
		media: [],
	},
	{
		platform: 'threads',
		at: 33 * DAY_MS,
		text: 'Our new shop opens next month. Guess the city?',
		media: [],
	},
	{
		platform: 'bluesky',
		at: 40 * DAY_MS,
		text: 'Pour-over vs French press: a friendly debate.',
		media: [],
	},
	{
		platform: 'instagram',
		secondAccount: true,
		at: 45 * DAY_MS,
		text: 'Green beans arriving at the roastery.',
		media: [`${IMG}/green-beans.jpg`],
	},
	{ platform: 'linkedin', at: 52 * DAY_MS, text: 'Acme Coffee is a certified B Corp.', media: [] },
	{
		platform: 'youtube',
		at: 58 * DAY_MS,
		text: 'Cupping session with our head roaster',
		media: [`${IMG}/cupping.mp4`],
	},
];

const DEMO_FAILED: SeedPost[] = [
	{
		platform: 'tiktok',
		at: 2 * DAY_MS + 3 * HOUR_MS,
		text: 'Our roastery tour',
		media: ['https://cdn.unreachable.invalid/tour.mp4'],
		fails: true,
	},
	{
		platform: 'twitter',
		at: 4 * DAY_MS + 1 * HOUR_MS,
		text: 'Flash sale today only [simulate:reject]',
		media: [],
		fails: true,
	},
];

const DEMO_SCHEDULED: SeedPost[] = [
	{
		platform: 'twitter',
		at: 2 * DAY_MS + 3 * HOUR_MS,
		text: 'Weekend hours: open until 8pm.',
		media: [],
		inSlot: true,
	},
	{
		platform: 'instagram',
		at: 3 * DAY_MS + 6 * HOUR_MS,
		text: 'Sneak peek of our winter menu',
		media: [`${IMG}/winter-menu.jpg`],
	},
	{
		platform: 'linkedin',
		at: 5 * DAY_MS + 1 * HOUR_MS,
		text: 'Join our team: head of coffee quality.',
		media: [],
	},
];

const SECOND_PUBLISHED: SeedPost[] = [
	{
		platform: 'facebook',
		at: 7 * HOUR_MS,
		text: 'Fresh bread every morning at 7.',
		media: [`${IMG}/bread.jpg`],
	},
	{
		platform: 'instagram',
		at: 30 * HOUR_MS,
		text: 'Croissant lamination, step by step',
		media: [`${IMG}/croissant.jpg`],
	},
	{
		platform: 'twitter',
		at: 4 * DAY_MS,
		text: 'Sourdough starter giveaway this Saturday.',
		media: [],
	},
	{
		platform: 'instagram',
		at: 20 * DAY_MS,
		text: 'Our bakery turns five!',
		media: [`${IMG}/five.jpg`],
	},
];
const SECOND_FAILED: SeedPost[] = [
	{
		platform: 'facebook',
		at: 3 * DAY_MS,
		text: 'Holiday preorders [simulate:reject]',
		media: [],
		fails: true,
	},
];
const SECOND_SCHEDULED: SeedPost[] = [
	{ platform: 'twitter', at: 2 * DAY_MS, text: 'Closed on Monday for the holiday.', media: [] },
];

function accountFor(data: UserData, seed: SeedPost): Account | undefined {
	const matching = data.accounts.filter((a) => a.platform === seed.platform);
	return seed.secondAccount ? (matching[1] ?? matching[0]) : matching[0];
}

/** A valid `post` object for the seeded post (the draft of a scheduled post, the body of a submission). */
export function seedDraft(
	data: UserData,
	account: Account,
	text: string,
	mediaUrls: string[],
): Json {
	const page = data.subaccounts.find((s) => s.accountId === account.id);
	const board = data.boards.find((b) => b.accountId === account.id);
	const target = minimalTarget(account.platform, {
		pageId: account.platform === 'facebook' ? page?.id : undefined,
		boardId: board?.id,
		title: text.slice(0, 90),
	});
	return {
		accountId: account.id,
		content: { text, mediaUrls, platform: account.platform },
		target,
	};
}

export function seedPosts(data: UserData, ctx: SimContext, profile: SeedProfile): void {
	const now = ctx.clock.now();
	const published = profile === 'demo' ? DEMO_PUBLISHED : SECOND_PUBLISHED;
	const failed = profile === 'demo' ? DEMO_FAILED : SECOND_FAILED;
	const scheduled = profile === 'demo' ? DEMO_SCHEDULED : SECOND_SCHEDULED;
	// Oldest first, so ids grow with publish time as they would on the service.
	const past = [...published, ...failed].sort((a, b) => b.at - a.at);
	for (const seed of past) {
		const account = accountFor(data, seed);
		if (!account) continue;
		const createdAt = now - seed.at;
		const media = seed.media ?? [];
		if (seed.external) {
			recordPublished(data, ctx, { account, text: seed.text, mediaUrls: media, createdAt });
			continue;
		}
		const submission = createSubmission(data, ctx, seedDraft(data, account, seed.text, media));
		submission.createdAt = createdAt - ctx.config.durations.postPublishMs;
		publishSubmission(data, ctx, submission, createdAt);
	}
	for (const seed of scheduled) {
		const account = accountFor(data, seed);
		if (!account) continue;
		const submission = createSubmission(
			data,
			ctx,
			seedDraft(data, account, seed.text, seed.media ?? []),
		);
		const slot = seed.inSlot
			? nextFreeSlot(data, now, { platform: account.platform, accountId: account.id })
			: undefined;
		if (typeof slot === 'object')
			schedulePost(data, ctx, submission, slot.time, { slotId: slot.slot.id });
		else schedulePost(data, ctx, submission, now + seed.at);
	}
}
