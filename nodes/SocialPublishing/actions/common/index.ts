export * from './fields';
export { updateDisplayOptions } from './updateDisplayOptions';
export * from './accounts';
