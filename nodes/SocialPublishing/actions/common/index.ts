export * from './fields';
export { updateDisplayOptions } from './updateDisplayOptions';
