// The one reader of a conversation's participants (spec "Conversation": id, name, username, ...).
import type { IDataObject } from 'n8n-workflow';

export interface Participant {
	id?: string;
	name?: string;
	username?: string;
}

export const participantsOf = (conversation: IDataObject): Participant[] =>
	Array.isArray(conversation.participants)
		? (conversation.participants as unknown[]).filter(
				(p): p is Participant => typeof p === 'object' && p !== null,
			)
		: [];
