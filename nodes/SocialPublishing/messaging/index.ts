// What Conversation, Message and the trigger share: the conversation locator, participants, the
// message filters.
export * from './messagingFields';
export * from './participants';
export * from './messageFilters';
