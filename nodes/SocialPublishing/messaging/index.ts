// What Conversation, Message and the trigger share: the conversation locator, participants.
export * from './messagingFields';
export * from './participants';
