// The form kit every resource uses; domain concepts live in their own folders (accounts, draft,
// messaging, calendar, waiting; template inputs next to Visual).
export * from './fields';
export { updateDisplayOptions } from './updateDisplayOptions';
export * from './checks';
export * from './fieldError';
export * from './dryRun';
export * from './parameterRules';
export * from './locator';
export * from './identicalCreates';
