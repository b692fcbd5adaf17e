// The lint rules of the development code: the simulator, tests, scripts and benchmarks, Node
// programs that never run inside n8n. The `eslint.config.mjs` of each of those folders exports this;
// ESLint uses it for the files below that folder when it looks configs up per file, which ESLint 9
// does with `ESLINT_FLAGS=unstable_config_lookup_from_file` (`npm run lint` sets it). The package
// code (nodes/, credentials/, package.json) is held to the root `eslint.config.mjs`, node-cli's
// default unchanged (strict mode; README "Development").
import js from '@eslint/js';
import { n8nCommunityNodesPlugin } from '@n8n/eslint-plugin-community-nodes';
import importX from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

export default tseslint.config({
	files: ['**/*.ts'],
	extends: [js.configs.recommended, tseslint.configs.recommended],
	// The first line of each file turns n8n's runtime rules off for the root config, which plain
	// `n8n-node lint` applies to every file (scripts/lint-headers.mjs): those rules are known here
	// (off), and the line is not reported as unused.
	plugins: { '@n8n/community-nodes': n8nCommunityNodesPlugin, 'import-x': importX },
	linterOptions: { reportUnusedDisableDirectives: 'off' },
	rules: {
		// Tests and scripts read n8n's untyped outputs and build loose fixtures on purpose.
		'@typescript-eslint/no-explicit-any': 'off',
		// Shown, not failing: findings in test code are for its owners to clear.
		'@typescript-eslint/no-unused-vars': [
			'warn',
			{ argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
		],
		'@typescript-eslint/no-require-imports': 'warn',
		'prefer-const': 'warn',
	},
});
