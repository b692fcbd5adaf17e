// n8n's community rules (the same the n8n Creator Portal checks) plus eslint-plugin-n8n-nodes-base's
// community, credentials and nodes rule sets, converted from its eslintrc format to flat config.
import community from '@n8n/eslint-plugin-community-nodes';
import tsParser from '@typescript-eslint/parser';
import n8nNodesBase from 'eslint-plugin-n8n-nodes-base';

const communityNodes = community.default ?? community;
const base = n8nNodesBase.configs;

export default [
	{ ignores: ['dist/**', 'build/**', 'node_modules/**'] },
	{
		files: ['nodes/**/*.ts', 'credentials/**/*.ts'],
		languageOptions: {
			parser: tsParser,
			parserOptions: { ecmaVersion: 'latest', sourceType: 'module' },
		},
	},
	{
		// TypeScript's parser reads a .json file as one object expression, which the package.json rules
		// (no runtime dependencies, the n8n block, lifecycle scripts) expect.
		files: ['package.json'],
		languageOptions: { parser: tsParser, parserOptions: { extraFileExtensions: ['.json'] } },
	},
	communityNodes.configs.recommended,
	{
		files: ['package.json'],
		plugins: { 'n8n-nodes-base': n8nNodesBase },
		rules: base.community.rules,
	},
	{
		files: ['credentials/**/*.ts'],
		plugins: { 'n8n-nodes-base': n8nNodesBase },
		rules: {
			...base.credentials.rules,
			// A community package links its docs by full URL (the community rules require http URLs).
			'n8n-nodes-base/cred-class-field-documentation-url-miscased': 'off',
		},
	},
	{
		files: ['nodes/**/*.ts'],
		plugins: { 'n8n-nodes-base': n8nNodesBase },
		rules: {
			...base.nodes.rules,
			// As n8n's own scanner configures them: inputs and outputs may be NodeConnectionTypes values.
			'n8n-nodes-base/node-class-description-inputs-wrong-regular-node': 'off',
			'n8n-nodes-base/node-class-description-outputs-wrong': 'off',
		},
	},
];
