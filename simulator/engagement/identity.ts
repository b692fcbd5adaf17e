// Platform-native ids of the user's accounts and of the audience (commenters, message contacts).
import type { Account, Participant, UserData } from '../core/types';

/** The platform-native id an account writes comments and messages as. */
export function accountPlatformId(data: UserData, account: Account): string {
	if (account.platform === 'facebook') {
		// Facebook comments are written by the page the post went to; the first page stands in for it.
		const page = data.subaccounts.find((s) => s.accountId === account.id);
		if (page) return page.id;
		return `1000${account.id.padStart(11, '0')}`;
	}
	return `17841${account.id.padStart(12, '0')}`;
}

export function accountParticipant(data: UserData, account: Account): Participant {
	return {
		id: accountPlatformId(data, account),
		name: account.fullname,
		username: account.username,
		profileImageUrl: account.profileImageUrl,
	};
}

interface AudienceMember {
	name: string;
	username: string;
}

/** The simulated audience: the same people comment and send messages. */
export const AUDIENCE: AudienceMember[] = [
	{ name: 'Maya Chen', username: 'maya.brews' },
	{ name: 'Leo Martins', username: 'leo.martins' },
	{ name: 'Priya Patel', username: 'priya.sips' },
	{ name: 'Sam Okafor', username: 'sam.okafor' },
	{ name: 'Jonas Weber', username: 'jonas_weber' },
	{ name: 'Aiko Tanaka', username: 'aiko.tanaka' },
	{ name: 'Carlos Ruiz', username: 'carlos.ruiz' },
	{ name: 'Emma Laurent', username: 'emma.laurent' },
	{ name: 'Noah Fischer', username: 'noah.fischer' },
	{ name: 'Zara Ahmed', username: 'zara.ahmed' },
];

/** Audience member `index` as seen on a platform (instagram-scoped ids differ from facebook ids). */
export function audienceId(platform: 'facebook' | 'instagram', index: number): string {
	const n = String(4_700_000_000 + index * 104_729).padStart(11, '0');
	return platform === 'instagram' ? `69${n}123` : `1000${n}`;
}

export function audienceParticipant(
	platform: 'facebook' | 'instagram',
	index: number,
): Participant {
	const member = AUDIENCE[index % AUDIENCE.length];
	const id = audienceId(platform, index);
	return {
		id,
		name: member.name,
		username: index < AUDIENCE.length ? member.username : `${member.username}${index}`,
		profileImageUrl: `https://images.social-publishing.test/audience/${id}.jpg`,
	};
}

/** A participant for any platform id: a known audience member, or a plausible stranger. */
export function participantFor(platform: 'facebook' | 'instagram', id: string): Participant {
	for (let i = 0; i < AUDIENCE.length * 4; i++) {
		if (audienceId(platform, i) === id) return audienceParticipant(platform, i);
	}
	return {
		id,
		name: `Instagram User ${id.slice(-4)}`,
		username: `user${id.slice(-8)}`,
		profileImageUrl: `https://images.social-publishing.test/audience/${id}.jpg`,
	};
}
