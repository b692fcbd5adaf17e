// Development code, run in Node, never in n8n: its lint rules are in scripts/eslint-dev.mjs.
export { default } from '../scripts/eslint-dev.mjs';
