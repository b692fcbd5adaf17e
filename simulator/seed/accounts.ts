// Deterministic accounts, pages, playlists and boards. Accounts, pages and boards carry numeric
// string ids, as on the real service; a YouTube playlist carries YouTube's own id (`PL` + 32 chars).
import { createHash } from 'crypto';
import type { Platform } from '../../nodes/SocialPublishing/serviceApi';
import type { SeedProfile, SimContext } from '../core/context';
import type { UserData } from '../core/types';

const DEMO_ACCOUNTS: Array<{ platform: Platform; fullname: string; username: string }> = [
	{ platform: 'twitter', fullname: 'Acme Coffee', username: 'acmecoffee' },
	{ platform: 'instagram', fullname: 'Acme Coffee', username: 'acme.coffee' },
	{ platform: 'linkedin', fullname: 'Dana Brewer', username: 'dana-brewer' },
	{ platform: 'facebook', fullname: 'Dana Brewer', username: 'dana.brewer' },
	{ platform: 'tiktok', fullname: 'Acme Coffee', username: 'acmecoffee' },
	{ platform: 'pinterest', fullname: 'Acme Coffee', username: 'acmecoffee' },
	{ platform: 'threads', fullname: 'Acme Coffee', username: 'acme.coffee' },
	{ platform: 'bluesky', fullname: 'Acme Coffee', username: 'acmecoffee.bsky.social' },
	{ platform: 'youtube', fullname: 'Acme Coffee TV', username: 'AcmeCoffeeTV' },
	{ platform: 'instagram', fullname: 'Acme Roastery', username: 'acme.roastery' },
];

export function seedAccounts(data: UserData, ctx: SimContext, profile: SeedProfile): void {
	const list =
		profile === 'demo'
			? DEMO_ACCOUNTS
			: DEMO_ACCOUNTS.filter((a) =>
					['twitter', 'instagram', 'facebook'].includes(a.platform),
				).slice(0, 3);
	const base = profile === 'demo' ? 1001 : 2001;
	list.forEach((a, i) => {
		const id = String(base + i);
		data.accounts.push({
			id,
			...a,
			profileImageUrl: `https://images.social-publishing.test/avatars/${id}.png`,
			messagingEnabled: a.platform === 'instagram',
		});
	});
	const pageBase = profile === 'demo' ? 104857600000000 : 204857600000000;
	let n = 0;
	const sub = (accountId: string, name: string) =>
		data.subaccounts.push({ id: String(pageBase + ++n * 7919), accountId, name });
	for (const account of data.accounts) {
		if (account.platform === 'facebook') {
			sub(account.id, 'Acme Coffee Bar');
			sub(account.id, 'Acme Coffee Events');
		}
		if (account.platform === 'linkedin') sub(account.id, 'Acme Coffee Company');
		if (account.platform === 'youtube') {
			for (const name of ['Brewing Tutorials', 'Behind the Roast']) {
				data.subaccounts.push({ id: playlistId(account.id, name), accountId: account.id, name });
			}
		}
		if (account.platform === 'pinterest') {
			['Latte Art', 'Coffee Recipes', 'Cafe Interiors'].forEach((name, i) =>
				data.boards.push({ id: String(879609302220000 + i * 101), accountId: account.id, name }),
			);
		}
	}
	void ctx;
}

function playlistId(accountId: string, name: string): string {
	return `PL${createHash('sha256').update(`${accountId}:${name}`).digest('base64url').slice(0, 32)}`;
}
