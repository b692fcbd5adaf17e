// Post → Create's reader: every field of the form, one platform or several targets, read and
// checked (no request) into post plans that draft/buildPost.ts turns into `POST /posts` bodies.
import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';

import { ACCOUNT_ID_REGEX, platformLabel } from '../../accounts';
import { readFutureTime } from '../../calendar';
import {
	checkTitle,
	fitText,
	readTarget,
	resolveMediaRefs,
	SCHEDULE_MODES,
	type MediaRef,
	type PostPlan,
	type SplitOptions,
} from '../../draft';
import type { TargetType } from '../../spec';
import { MEDIA_REQUIRED_PLATFORMS, TARGET_TYPES, THREAD_PLATFORMS } from '../../spec';
import { checkEnum, fail, fieldErrorOf, isSet, readLocator } from '../common';

export function readPostPlan(this: IExecuteFunctions, i: number): PostPlan {
	const platform = checkEnum('Platform', this.getNodeParameter('platform', i), TARGET_TYPES);
	const accountId = checkAccountId(
		'Account',
		this.getNodeParameter('account', i, '', { extractValue: true }),
	);
	const text = String(this.getNodeParameter('text', i, '') ?? '');
	const media = resolveMediaRefs.call(this, i, 'Media', this.getNodeParameter('media', i, ''));
	checkContent(platform, text, media);
	const thread = readThread.call(this, i, platform) ?? [];
	const target = readTarget(platform, { ctx: this, i, media });
	checkTitle(platform, target.target.title, 'Video Title');
	const fitted = fitText(
		platform,
		text,
		thread.map((p) => p.text),
		readSplitOptions.call(this, i),
	);
	const additionalPosts = [...fitted.splitPosts.map((t) => ({ text: t, media: [] })), ...thread];
	return {
		platform,
		accountId,
		text: fitted.text,
		media,
		additionalPosts: additionalPosts.length ? additionalPosts : undefined,
		target,
		schedule: readSchedule.call(this, i),
	};
}

/**
 * Cross-post (Post To: Several Targets): one plan per target, every target checked before any is
 * sent. A target's text and media override the common ones. One failing target fails the item with
 * every failing target and field listed.
 */
export function readCrossPostPlans(this: IExecuteFunctions, i: number): PostPlan[] {
	const entries = (this.getNodeParameter('targets.target', i, []) as IDataObject[] | null) ?? [];
	if (!entries.length) {
		fail('Targets', 'no target is set: add a target (platform and account) for each channel');
	}
	const text = String(this.getNodeParameter('text', i, '') ?? '');
	const media = resolveMediaRefs.call(this, i, 'Media', this.getNodeParameter('media', i, ''));
	const split = readSplitOptions.call(this, i);
	const schedule = readSchedule.call(this, i);
	const plans: PostPlan[] = [];
	const problems: string[] = [];
	entries.forEach((_entry, n) => {
		const prefix = `targets.target[${n}].`;
		let name = `Target ${n + 1}`;
		const error = fieldErrorOf(() => {
			const platform = checkEnum(
				'Platform',
				this.getNodeParameter(`${prefix}platform`, i),
				TARGET_TYPES,
			);
			name = `Target ${n + 1} (${platformLabel(platform)})`;
			const accountId = checkAccountId('Account', readLocator(this, `${prefix}account`, i));
			const ownText = String(this.getNodeParameter(`${prefix}text`, i, '') ?? '');
			const ownMedia = this.getNodeParameter(`${prefix}media`, i, '');
			const targetMedia = isSet(ownMedia)
				? resolveMediaRefs.call(this, i, 'Media Override', ownMedia)
				: media;
			const targetText = ownText.trim() ? ownText : text;
			checkContent(platform, targetText, targetMedia);
			const target = readTarget(platform, { ctx: this, i, media: targetMedia, prefix });
			checkTitle(platform, target.target.title, 'Video Title');
			const fitted = fitText(platform, targetText, [], split);
			plans.push({
				platform,
				accountId,
				text: fitted.text,
				media: targetMedia,
				additionalPosts: fitted.splitPosts.length
					? fitted.splitPosts.map((t) => ({ text: t, media: [] }))
					: undefined,
				target,
				schedule,
			});
		});
		if (error) problems.push(`${name} → ${error.field}: ${error.fix}`);
	});
	if (problems.length) {
		fail(
			'Targets',
			`${problems.length} of ${entries.length} targets are not valid, so nothing was sent:\n- ${problems.join('\n- ')}`,
		);
	}
	return plans;
}

function checkAccountId(field: string, value: unknown): string {
	const accountId = String(value ?? '').trim();
	if (!accountId) fail(field, 'is required: pick the account from the list or enter its ID');
	if (!new RegExp(ACCOUNT_ID_REGEX).test(accountId)) {
		fail(
			field,
			`'${accountId}' is not an account ID: account IDs are numbers such as 1001 (pick it from the list, or take the id from Account → Get Many)`,
		);
	}
	return accountId;
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
		split: this.getNodeParameter('splitIntoThread', i, false) === true,
		numbering: this.getNodeParameter('threadNumbering', i, true) === true,
	};
}

function readThread(
	this: IExecuteFunctions,
	i: number,
	platform: TargetType,
): PostPlan['additionalPosts'] {
	const raw = this.getNodeParameter('additionalPosts', i, {}) as IDataObject;
	const fromList = ((raw?.posts as IDataObject[] | undefined) ?? []).filter(Boolean);
	const fromJson = readThreadJson(this.getNodeParameter('additionalPostsJson', i, ''));
	if (fromList.length && fromJson.length) {
		fail('Thread Posts (JSON)', 'give the thread either here or in Thread Posts, not both');
	}
	const items = fromList.length ? fromList : fromJson;
	if (!items.length) return undefined;
	if (!(THREAD_PLATFORMS as readonly string[]).includes(platform)) {
		fail(
			'Thread Posts',
			`threads (additional posts) are only for ${THREAD_PLATFORMS.join(', ')}, not ${platform}: ` +
				'remove the thread posts or publish them as separate posts',
		);
	}
	return items.map((item, n) => {
		const text = String(item.text ?? '');
		const field = `Thread Posts → Post ${n + 1} → Media`;
		const media = resolveMediaRefs.call(this, i, field, item.media ?? '');
		if (!text.trim() && !media.length) {
			fail('Thread Posts', `post ${n + 1} is empty: add text or media, or remove it`);
		}
		return { text, media };
	});
}

/** Thread Posts (JSON): `[{text, mediaUrls?}]` as text or as the array an expression gives. */
function readThreadJson(value: unknown): IDataObject[] {
	const field = 'Thread Posts (JSON)';
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
	return (parsed as unknown[]).map((entry, n) => {
		if (!entry || typeof entry !== 'object' || Array.isArray(entry)) {
			fail(field, `post ${n + 1} is not an object: give {"text": "...", "mediaUrls": [...]}`);
		}
		const post = entry as IDataObject;
		if (post.text !== undefined && typeof post.text !== 'string') {
			fail(field, `post ${n + 1}: text must be text`);
		}
		return { text: post.text ?? '', media: post.mediaUrls ?? post.media ?? '' };
	});
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
