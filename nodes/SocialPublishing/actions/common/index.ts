export * from './fields';
export { updateDisplayOptions } from './updateDisplayOptions';
export * from './accounts';
export * from './checks';
export * from './fieldError';
export * from './media';
export * from './completion';
export * from './scheduleTime';
export * from './calendar';
