// Platform-native post ids and live URLs of published posts (formats of each platform's web app).
import type { Platform } from '../../nodes/SocialPublishing/serviceApi';
import type { Account } from '../core/types';
import { code, digits } from './hash';

export function platformPostId(platform: Platform, seed: string, pageId?: string): string {
	switch (platform) {
		case 'twitter':
			return digits(seed, 19);
		case 'instagram':
			return digits(seed, 17);
		case 'facebook':
			return `${pageId ?? digits(`${seed}:page`, 15)}_${digits(seed, 16)}`;
		case 'linkedin':
			return `urn:li:share:${digits(seed, 19)}`;
		case 'tiktok':
			return digits(seed, 19);
		case 'pinterest':
			return digits(seed, 18);
		case 'threads':
			return digits(seed, 17);
		case 'bluesky':
			return `3l${code(seed, 11).toLowerCase()}`;
		case 'youtube':
			return code(seed, 11);
	}
}

export function postUrl(platform: Platform, account: Account, postId: string): string {
	switch (platform) {
		case 'twitter':
			return `https://x.com/${account.username}/status/${postId}`;
		case 'instagram':
			return `https://www.instagram.com/p/${code(postId, 11)}/`;
		case 'facebook':
			return `https://www.facebook.com/${postId.replace('_', '/posts/')}`;
		case 'linkedin':
			return `https://www.linkedin.com/feed/update/${postId}/`;
		case 'tiktok':
			return `https://www.tiktok.com/@${account.username}/video/${postId}`;
		case 'pinterest':
			return `https://www.pinterest.com/pin/${postId}/`;
		case 'threads':
			return `https://www.threads.net/@${account.username}/post/${code(postId, 11)}`;
		case 'bluesky':
			return `https://bsky.app/profile/${account.username}/post/${postId}`;
		case 'youtube':
			return `https://www.youtube.com/watch?v=${postId}`;
	}
}
