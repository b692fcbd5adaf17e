// Deterministic instagram conversations and messages, relative to the clock at reset: one with the
// 24 h window open, one with it closed, and messages past the 45-day retention (never returned).
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../nodes/SocialPublishing/serviceApi';
import type { SeedProfile, SimContext } from '../core/context';
import type { Message, UserData } from '../core/types';
import { MESSAGE_OUTSIDE_WINDOW } from '../engagement/failures';
import { audienceParticipant } from '../engagement/identity';
import { addConversation, addMessage } from '../conversations/store';

interface Line {
	ago: number;
	direction: Message['direction'];
	text: string;
	failed?: boolean;
}

interface Thread {
	/** Index among the user's instagram accounts. */
	account: number;
	/** Audience member index. */
	contact: number;
	lines: Line[];
}

const DEMO_THREADS: Thread[] = [
	{
		account: 0,
		contact: 0,
		lines: [
			{ ago: 2 * HOUR_MS, direction: 'incoming', text: 'Hi! Do you ship to Canada?' },
			{ ago: 90 * MINUTE_MS, direction: 'outgoing', text: 'Yes, we ship to Canada in 5-7 days.' },
			{ ago: 30 * MINUTE_MS, direction: 'incoming', text: 'Great, ordering now!' },
		],
	},
	{
		account: 0,
		contact: 1,
		lines: [
			{ ago: 72 * HOUR_MS, direction: 'incoming', text: 'Can I book the back room for a meetup?' },
			{ ago: 71 * HOUR_MS, direction: 'outgoing', text: 'Sure! How many people?' },
			{
				ago: 40 * HOUR_MS,
				direction: 'outgoing',
				text: 'Just following up on the room booking.',
				failed: true,
			},
		],
	},
	{
		account: 0,
		contact: 2,
		lines: [
			{ ago: 60 * DAY_MS, direction: 'incoming', text: 'Do you sell gift cards?' },
			{ ago: 60 * DAY_MS - HOUR_MS, direction: 'outgoing', text: 'We do, in store and online.' },
			{ ago: 50 * DAY_MS, direction: 'incoming', text: 'Thanks, got one!' },
			{ ago: 10 * DAY_MS, direction: 'incoming', text: 'Are you hiring baristas?' },
			{
				ago: 10 * DAY_MS - HOUR_MS,
				direction: 'outgoing',
				text: 'We are! Send your CV to jobs@acme.test.',
			},
		],
	},
	{
		account: 1,
		contact: 3,
		lines: [{ ago: 5 * HOUR_MS, direction: 'incoming', text: 'Do you roast to order?' }],
	},
];

const SECOND_THREADS: Thread[] = [
	{
		account: 0,
		contact: 4,
		lines: [
			{ ago: 20 * HOUR_MS, direction: 'incoming', text: 'Hello, are you open today?' },
			{ ago: 19 * HOUR_MS, direction: 'outgoing', text: 'Until 6 pm!' },
		],
	},
];

export function seedConversations(data: UserData, ctx: SimContext, profile: SeedProfile): void {
	const now = ctx.clock.now();
	const accounts = data.accounts.filter((a) => a.platform === 'instagram' && a.messagingEnabled);
	for (const thread of profile === 'demo' ? DEMO_THREADS : SECOND_THREADS) {
		const account = accounts[thread.account];
		if (!account) continue;
		const first = now - thread.lines[0].ago;
		const contact = audienceParticipant('instagram', thread.contact);
		const conversation = addConversation(data, ctx, account, contact, first);
		for (const line of thread.lines) {
			addMessage(data, ctx, conversation, {
				direction: line.direction,
				text: line.text,
				createdAt: now - line.ago,
				status: line.direction === 'incoming' ? 'delivered' : line.failed ? 'failed' : 'sent',
				...(line.failed ? MESSAGE_OUTSIDE_WINDOW : {}),
			});
		}
	}
}
