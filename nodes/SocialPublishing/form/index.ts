// The form kit, the node's base layer: every resource, the trigger, the methods and the concepts
// use it; it imports only transport/ and serviceApi/ (scripts/lint-layers.mjs).
export * from './commonFields';
export { updateDisplayOptions } from './updateDisplayOptions';
export * from './checks';
export * from './ids';
export * from '../transport/fieldError';
export * from './dryRun';
export * from './parameterRules';
export * from './locator';
export * from './identicalCreates';
export * from './failedOutputs';
export * from './alreadyOnService';
export * from './docsLink';
export * from './options';
