// Deterministic comments on the facebook and instagram posts seeded by the posts module, relative to
// the clock at reset: audience comments, replies (some by the user), one failed outbound comment.
import {
	COMMENT_PLATFORMS,
	HOUR_MS,
	type CommentPlatform,
} from '../../nodes/SocialPublishing/serviceApi';
import type { SeedProfile, SimContext } from '../core/context';
import type { Comment, UserData } from '../core/types';
import { addComment, servicePostId } from '../comments/store';
import { COMMENT_REJECTED } from '../engagement/failures';
import { accountPlatformId, audienceId } from '../engagement/identity';

interface Line {
	hoursAgo: number;
	/** Audience member index, or `own` for the user's connected account. */
	author: number | 'own';
	text: string;
	status?: Comment['status'];
}

interface Thread extends Line {
	platform: CommentPlatform;
	/** Index among the user's posts of that platform, newest first; `external` = published elsewhere. */
	post: number | 'external';
	replies?: Line[];
}

const DEMO_THREADS: Thread[] = [
	{
		platform: 'instagram',
		post: 0,
		hoursAgo: 8,
		author: 0,
		text: 'Love this roast! Where can I buy a bag?',
		replies: [
			{ hoursAgo: 7, author: 'own', text: 'Thanks Maya! It is in our online shop, link in bio.' },
			{ hoursAgo: 3, author: 4, text: 'Bought one yesterday, it is great.' },
		],
	},
	{ platform: 'instagram', post: 0, hoursAgo: 2, author: 1, text: 'Is the cafe open on Sundays?' },
	{ platform: 'instagram', post: 0, hoursAgo: 6, author: 5, text: 'Those colours 😍☕️' },
	{
		platform: 'instagram',
		post: 1,
		hoursAgo: 25,
		author: 2,
		text: 'Do you have decaf options?',
		replies: [
			{ hoursAgo: 24, author: 'own', text: 'Yes! Our Swiss Water decaf is on the menu every day.' },
		],
	},
	{
		platform: 'instagram',
		post: 1,
		hoursAgo: 20,
		author: 6,
		text: 'Follow me for free followers!!!',
		status: 'deleted',
	},
	{ platform: 'instagram', post: 2, hoursAgo: 70, author: 4, text: 'The blue one, obviously.' },
	{
		platform: 'facebook',
		post: 0,
		hoursAgo: 4,
		author: 3,
		text: 'Is the autumn blend available in beans?',
		replies: [
			{ hoursAgo: 3, author: 'own', text: 'Hi Sam, yes: whole beans or ground, 250 g and 1 kg.' },
		],
	},
	{
		platform: 'facebook',
		post: 0,
		hoursAgo: 1,
		author: 'own',
		text: 'Join us this Saturday for a free tasting!',
		status: 'failed',
	},
	{
		platform: 'facebook',
		post: 1,
		hoursAgo: 40,
		author: 7,
		text: 'Can I sign up to play at the open mic?',
		replies: [{ hoursAgo: 30, author: 8, text: 'Same question, I play the ukulele.' }],
	},
	{
		platform: 'facebook',
		post: 2,
		hoursAgo: 90,
		author: 9,
		text: 'I sent my application by message.',
	},
	{
		platform: 'instagram',
		post: 'external',
		hoursAgo: 110,
		author: 9,
		text: 'Saw this on your profile, lovely shot.',
	},
];

const SECOND_THREADS: Thread[] = [
	{
		platform: 'instagram',
		post: 0,
		hoursAgo: 10,
		author: 2,
		text: 'Nice post!',
		replies: [{ hoursAgo: 9, author: 'own', text: 'Thank you!' }],
	},
	{ platform: 'facebook', post: 0, hoursAgo: 30, author: 5, text: 'Where is this?' },
];

export function seedComments(data: UserData, ctx: SimContext, profile: SeedProfile): void {
	const now = ctx.clock.now();
	const postsOf = (platform: CommentPlatform) =>
		data.publishedPosts
			.filter((p) => p.platform === platform && p.createdAt <= now)
			.sort((a, b) => b.createdAt - a.createdAt);
	for (const thread of profile === 'demo' ? DEMO_THREADS : SECOND_THREADS) {
		const posts = postsOf(thread.platform);
		const external = posts.find((p) => !p.submissionId);
		const servicePosts = posts.filter((p) => p.submissionId);
		const post = thread.post === 'external' ? external : (servicePosts[thread.post] ?? posts[0]);
		const account =
			data.accounts.find((a) => a.id === post?.accountId) ??
			data.accounts.find((a) => a.platform === thread.platform);
		if (!account || !(COMMENT_PLATFORMS as readonly string[]).includes(account.platform)) continue;
		// With no seeded post of that platform, the thread sits on a post published outside the service.
		const syntheticPostId = `${accountPlatformId(data, account)}_${9000 + (thread.post === 'external' ? 99 : thread.post)}`;
		const target = {
			accountId: account.id,
			platform: thread.platform,
			platformPostId: post?.platformPostId ?? syntheticPostId,
			postId: post ? servicePostId(post) : null,
		};
		const ownId = accountPlatformId(data, account);
		const earliest = (post?.createdAt ?? 0) + 60_000;
		const add = (line: Line, parent: Comment | undefined, after: number) =>
			addComment(data, ctx, {
				...target,
				authorId: line.author === 'own' ? ownId : audienceId(thread.platform, line.author),
				isAuthor: line.author === 'own',
				text: line.text,
				createdAt: Math.min(now, Math.max(after, now - line.hoursAgo * HOUR_MS)),
				parentCommentId: parent?.id ?? null,
				status: line.status,
				...(line.status === 'failed' ? COMMENT_REJECTED : {}),
			});
		const top = add(thread, undefined, earliest);
		let previous = top;
		for (const reply of thread.replies ?? []) {
			previous = add(reply, top, previous.createdAt + 60_000);
		}
	}
}
