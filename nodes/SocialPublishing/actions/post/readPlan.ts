// Post → Create's reader: every field of the form, one platform or several targets, read and
// checked into post plans that draft/buildPost.ts turns into `POST /posts` bodies. Every problem is
// collected (FieldProblems), so that one run names every mistake; the only requests are the reads
// of the accounts (accountCheck.ts) and of their pages and boards (placeCheck.ts).
import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';

import { platformLabel } from '../../accounts';
import { readFutureTime } from '../../calendar';
import {
	checkTitle,
	checkUploads,
	fitText,
	postMediaRefs,
	readTarget,
	resolveMediaRefs,
	SCHEDULE_MODES,
	type MediaRef,
	type PostPlan,
	type SplitOptions,
} from '../../draft';
import type { TargetType } from '../../serviceApi';
import { MEDIA_REQUIRED_PLATFORMS, TARGET_TYPES, THREAD_PLATFORMS } from '../../serviceApi';
import {
	checkEnum,
	fail,
	FieldError,
	FieldProblems,
	isDryRun,
	isSet,
	readAccountId,
	readLocator,
	readWait,
} from '../../form';
import { accountProblem } from './accountCheck';
import { placeProblem } from './placeCheck';
import { readFirstComment } from './firstComment';
import { additionalLabel, readAdditionalField } from './additionalFields';

const THREAD_FIELD = additionalLabel('Thread Posts');
const JSON_FIELD = additionalLabel('Thread Posts (JSON)');

/** What the form says, as far as it could be read; `plan` only when no problem was found. */
export interface ReadPost {
	platform?: TargetType;
	accountId?: string;
	/** The media that could be read: their uploads are checked even when another field is wrong. */
	media: MediaRef[];
	plan?: PostPlan;
}

/** Post To: One Platform. Every problem of the form goes to `problems`, the account's first. */
export function readPostPlan(
	this: IExecuteFunctions,
	i: number,
	problems: FieldProblems,
): ReadPost {
	const found = new FieldProblems();
	const accountId = found.check(() =>
		readAccountId('Account', this.getNodeParameter('account', i, '', { extractValue: true })),
	);
	const platform = found.check(() =>
		checkEnum('Platform', this.getNodeParameter('platform', i), TARGET_TYPES),
	);
	const text = String(this.getNodeParameter('text', i, '') ?? '');
	const media = found.check(() =>
		resolveMediaRefs.call(this, i, 'Media', this.getNodeParameter('media', i, '')),
	);
	if (platform && media) found.check(() => checkContent(platform, text, media));
	const thread = found.check(() => readThread.call(this, i, platform) ?? []);
	const target =
		platform && found.check(() => readTarget(platform, { ctx: this, i, media: media ?? [] }));
	if (platform && target)
		found.check(() => checkTitle(platform, target.target.title, 'Video Title'));
	const threadTexts = (thread ?? []).map((p) => p.text);
	const split = readSplitOptions.call(this, i);
	const fitted =
		platform && found.check(() => fitText(platform, text, threadTexts, split, THREAD_FIELD));
	const schedule = found.check(() => readSchedule.call(this, i));
	problems.add(...found.list);
	const read: ReadPost = { platform, accountId, media: media ?? [] };
	if (
		found.any ||
		!platform ||
		!accountId ||
		!media ||
		!thread ||
		!target ||
		!fitted ||
		!schedule
	) {
		return read;
	}
	const additionalPosts = [...fitted.splitPosts.map((t) => ({ text: t, media: [] })), ...thread];
	read.plan = {
		platform,
		accountId,
		text: fitted.text,
		media,
		additionalPosts: additionalPosts.length ? additionalPosts : undefined,
		target,
		schedule,
	};
	return read;
}

/** Post → Create (one platform), read and checked before anything is sent. */
export interface CheckedPost {
	plan: PostPlan;
	waiting: { wait: boolean; timeoutSeconds: number };
	firstComment?: string;
}

/**
 * Every check of a single post, in one run: the form's fields, waiting, first comment, Dry Run,
 * the binaries' uploads and the account's platform (a read). All problems are reported together,
 * the account's first (it is the likeliest cause of the others after a change of Platform).
 */
export async function readCheckedPost(this: IExecuteFunctions, i: number): Promise<CheckedPost> {
	const problems = new FieldProblems();
	const read = readPostPlan.call(this, i, problems);
	const { plan } = read;
	const waiting = problems.check(() => readWait(this, i, { wait: false, timeoutSeconds: 120 }));
	const firstComment = plan && problems.check(() => readFirstComment(this, i, [plan]));
	problems.check(() => isDryRun.call(this, i));
	await problems.checkAsync(() => checkUploads.call(this, plan ? postMediaRefs(plan) : read.media));
	const account = await accountProblem.call(this, i, read, problems.any);
	// The account's pages or boards are read only for its own account.
	const place = account ? undefined : await placeProblem(this, i, plan, problems.any);
	if (place) problems.list.unshift(place);
	if (account) problems.list.unshift(account);
	problems.throwForItem(this.getNode(), i);
	return { plan: plan!, waiting: waiting!, firstComment };
}

/** One cross-post target as far as it could be read, with its own problems (fields as in the form). */
export interface ReadTarget extends Omit<ReadPost, 'media'> {
	/** "Target 2 (LinkedIn)": how the item's error names the target. */
	name: string;
	problems: FieldProblems;
}

/**
 * Cross-post (Post To: Several Targets): one plan per target, every target checked before any is
 * sent. A target's text and media override the common ones. Problems of the common fields go to
 * `problems`, each target's to its own list.
 */
export function readCrossPostPlans(
	this: IExecuteFunctions,
	i: number,
	problems: FieldProblems,
): ReadTarget[] {
	const entries = (this.getNodeParameter('targets.target', i, []) as IDataObject[] | null) ?? [];
	if (!entries.length) {
		problems.add(
			new FieldError(
				'Targets',
				'no target is set: add a target (platform and account) for each channel',
			),
		);
		return [];
	}
	const text = String(this.getNodeParameter('text', i, '') ?? '');
	const media = problems.check(() =>
		resolveMediaRefs.call(this, i, 'Media', this.getNodeParameter('media', i, '')),
	);
	const split = readSplitOptions.call(this, i);
	const schedule = problems.check(() => readSchedule.call(this, i));
	return entries.map((_entry, n) => {
		const prefix = `targets.target[${n}].`;
		const found = new FieldProblems();
		const accountId = found.check(() =>
			readAccountId('Account', readLocator(this, `${prefix}account`, i)),
		);
		const platform = found.check(() =>
			checkEnum('Platform', this.getNodeParameter(`${prefix}platform`, i), TARGET_TYPES),
		);
		const name = platform ? `Target ${n + 1} (${platformLabel(platform)})` : `Target ${n + 1}`;
		const read: ReadTarget = { name, platform, accountId, problems: found };
		const ownText = String(this.getNodeParameter(`${prefix}text`, i, '') ?? '');
		const ownMedia = this.getNodeParameter(`${prefix}media`, i, '');
		const targetMedia = isSet(ownMedia)
			? found.check(() => resolveMediaRefs.call(this, i, 'Media Override', ownMedia))
			: media;
		const targetText = ownText.trim() ? ownText : text;
		if (!platform) return read;
		if (targetMedia) found.check(() => checkContent(platform, targetText, targetMedia));
		const target = found.check(() =>
			readTarget(platform, { ctx: this, i, media: targetMedia ?? [], prefix }),
		);
		if (target) found.check(() => checkTitle(platform, target.target.title, 'Video Title'));
		const fitted = found.check(() => fitText(platform, targetText, [], split));
		if (found.any || !accountId || !targetMedia || !target || !fitted || !schedule) return read;
		read.plan = {
			platform,
			accountId,
			text: fitted.text,
			media: targetMedia,
			additionalPosts: fitted.splitPosts.length
				? fitted.splitPosts.map((t) => ({ text: t, media: [] }))
				: undefined,
			target,
			schedule,
		};
		return read;
	});
}

function checkContent(platform: TargetType, text: string, media: MediaRef[]): void {
	if (!media.length && (MEDIA_REQUIRED_PLATFORMS as readonly string[]).includes(platform)) {
		fail(
			'Media',
			`${platformLabel(platform)} posts need at least one image or video: ` +
				'add a URL or a binary property',
		);
	}
	if (!text.trim() && !media.length) {
		fail('Text', 'is empty and there is no media: write a text, add media, or both');
	}
}

function readSplitOptions(this: IExecuteFunctions, i: number): SplitOptions {
	return {
		split: readAdditionalField(this, i, 'splitIntoThread', false) === true,
		numbering: readAdditionalField(this, i, 'threadNumbering', true) === true,
	};
}

function readThread(
	this: IExecuteFunctions,
	i: number,
	platform: TargetType | undefined,
): PostPlan['additionalPosts'] {
	const raw = readAdditionalField(this, i, 'additionalPosts', {}) as IDataObject;
	const fromList = ((raw?.posts as IDataObject[] | undefined) ?? []).filter(Boolean);
	const fromJson = readThreadJson(readAdditionalField(this, i, 'additionalPostsJson', ''));
	if (fromList.length && fromJson.length) {
		fail(JSON_FIELD, 'give the thread either here or in Thread Posts, not both: remove one');
	}
	const items = fromList.length ? fromList : fromJson;
	if (!items.length) return undefined;
	const problems = new FieldProblems();
	if (platform && !(THREAD_PLATFORMS as readonly string[]).includes(platform)) {
		problems.add(
			new FieldError(
				THREAD_FIELD,
				`threads (additional posts) are only for ${THREAD_PLATFORMS.join(', ')}, not ${platform}: ` +
					'remove the thread posts or publish them as separate posts',
			),
		);
	}
	const posts = items.map((item, n) =>
		problems.check(() => {
			const text = String(item.text ?? '');
			const field = `${THREAD_FIELD} → Post ${n + 1} → Media`;
			const media = resolveMediaRefs.call(this, i, field, item.media ?? '');
			if (!text.trim() && !media.length) {
				fail(THREAD_FIELD, `post ${n + 1} is empty: add text or media, or remove it`);
			}
			return { text, media };
		}),
	);
	problems.throwIfAny();
	return posts as NonNullable<PostPlan['additionalPosts']>;
}

/** Thread Posts (JSON): `[{text, mediaUrls?}]` as text or as the array an expression gives. */
function readThreadJson(value: unknown): IDataObject[] {
	const field = JSON_FIELD;
	let parsed = value;
	if (typeof value === 'string') {
		if (!value.trim()) return [];
		try {
			parsed = JSON.parse(value);
		} catch {
			fail(field, 'is not valid JSON: give an array such as [{"text": "2/2"}]');
		}
	}
	if (parsed === undefined || parsed === null || parsed === '') return [];
	if (!Array.isArray(parsed)) fail(field, 'is not a list: give an array such as [{"text": "2/2"}]');
	const problems = new FieldProblems();
	const posts = (parsed as unknown[]).map((entry, n) =>
		problems.check(() => {
			if (!entry || typeof entry !== 'object' || Array.isArray(entry)) {
				fail(field, `post ${n + 1} is not an object: give {"text": "...", "mediaUrls": [...]}`);
			}
			const post = entry as IDataObject;
			if (post.text !== undefined && typeof post.text !== 'string') {
				fail(field, `post ${n + 1}: text must be text`);
			}
			return { text: post.text ?? '', media: post.mediaUrls ?? post.media ?? '' };
		}),
	);
	problems.throwIfAny();
	return posts as IDataObject[];
}

function readSchedule(this: IExecuteFunctions, i: number): PostPlan['schedule'] {
	const schedule = this.getNodeParameter('schedule', i, 'now');
	const mode = checkEnum('Publish', schedule, SCHEDULE_MODES);
	if (mode !== 'at') return { mode };
	const time = readFutureTime(
		this.getNodeParameter('scheduledTime', i, ''),
		this.getTimezone(),
		', or publish now',
	);
	return { mode, scheduledTime: time.iso };
}
