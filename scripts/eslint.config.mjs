// Development code, run in Node, never in n8n: its lint rules are in eslint-dev.mjs.
export { default } from './eslint-dev.mjs';
