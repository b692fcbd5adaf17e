/* eslint-disable @typescript-eslint/no-explicit-any -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// What the contract tests of the messages endpoints share: the test file's simulator, and the
// seeded conversations by the age of the contact's last incoming message (the 24-hour window).
import { DAY_MS, HOUR_MS } from '../../../nodes/SocialPublishing/serviceApi';
import { useSimulator } from '../../helpers/simulator';

export const MESSAGE_KEYS = [
	'conversationId',
	'createdAt',
	'direction',
	'errorCode',
	'errorMessage',
	'id',
	'platform',
	'recipientId',
	'senderId',
	'status',
	'text',
];

export function useMessagesSimulator() {
	// Speed 0: the simulated clock moves only by sim.advance (no step races real time).
	const sim = useSimulator({ rateLimits: false, clockSpeed: 0 });
	const demo = () => sim.ctx.state.byUserId('usr_demo')!;
	const now = () => sim.clock.now();
	const send = (body: unknown) => sim.api().post('/messages', body);
	const getMessage = async (id: string) => (await sim.api().get(`/messages/${id}`)).body;
	const settle = () => sim.advance(sim.ctx.config.durations.messageSendMs);
	const allMessages = async (query: Record<string, any> = {}) =>
		(await sim.api().get('/messages', { limit: 250, ...query })).body.items as any[];

	/** Seeded conversations by the age of the contact's last incoming message. */
	async function conversationWithLastIncoming(test: (ageMs: number) => boolean) {
		const conversations = (await sim.api().get('/conversations')).body.items;
		for (const c of conversations) {
			const incoming = (await allMessages({ conversationId: c.id })).filter(
				(m) => m.direction === 'incoming',
			);
			if (incoming.length && test(now() - Date.parse(incoming[0].createdAt))) {
				return { conversation: c, contactId: incoming[0].senderId as string };
			}
		}
		throw new Error('no such seeded conversation');
	}
	const openWindow = () => conversationWithLastIncoming((age) => age < 24 * HOUR_MS);
	const closedWindow = () =>
		conversationWithLastIncoming((age) => age > 24 * HOUR_MS && age < 7 * DAY_MS);
	return {
		sim,
		demo,
		now,
		send,
		getMessage,
		settle,
		allMessages,
		openWindow,
		closedWindow,
	};
}
