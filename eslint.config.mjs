// Two rule sets, by what the code is (README "Development", strict mode):
// - the package (nodes/, credentials/, package.json): @n8n/node-cli's default config, the one
//   `n8n-node cloud-support enable` writes, unchanged except that its TypeScript rules are limited
//   to the package's folders. `npm run lint` also lints these files with node-cli's own default
//   config file, verbatim (scripts/lint-package.sh).
// - the development TypeScript (simulator, tests, scripts, benchmarks), which runs in Node and
//   never inside n8n: TypeScript's recommended rules, without n8n's runtime restrictions.
import js from '@eslint/js';
import { config as n8nDefault } from '@n8n/node-cli/eslint';
import tseslint from 'typescript-eslint';

const PACKAGE_TS = ['nodes/**/*.ts', 'credentials/**/*.ts'];

const packageConfig = n8nDefault.map((block) =>
	block.files?.includes('**/*.ts') ? { ...block, files: PACKAGE_TS } : block,
);

export default [
	{ ignores: ['dist/**', 'build/**', 'coverage/**', '.n8n-local/**'] },
	...packageConfig,
	...tseslint.config({
		files: ['**/*.ts'],
		ignores: PACKAGE_TS,
		extends: [js.configs.recommended, tseslint.configs.recommended],
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
	}),
];
