/** Every test talks to the simulator over real loopback HTTP; node tests run through n8n-core. */
const { n8nLibraries } = require('./test/setup/n8nLibraries');

module.exports = {
	// SP_N8N_LIBS=<version of scripts/n8n/versions.json>: n8n-core, n8n-workflow and @n8n/di of that
	// n8n's cached install instead of the devDependencies, for the package and n8n-core alike.
	moduleNameMapper: n8nLibraries(process.env.SP_N8N_LIBS),
	testEnvironment: 'node',
	roots: ['<rootDir>/test'],
	testMatch: ['**/*.test.ts'],
	transform: {
		// Transpiled only (tsconfig.dev.json has isolatedModules); types: test/setup/typecheck.js.
		'^.+\\.ts$': ['ts-jest', { tsconfig: 'tsconfig.dev.json' }],
	},
	globalSetup: '<rootDir>/test/setup/typecheck.js',
	setupFiles: ['<rootDir>/test/setup/env.ts'],
	// The secrets recorder scans what every test file produced for the API key (issue 16).
	setupFilesAfterEnv: [
		'<rootDir>/test/helpers/n8nShutdown.ts',
		'<rootDir>/test/setup/processedStore.ts',
		'<rootDir>/test/reliability/secretsRecorder.ts',
	],
	testTimeout: 60_000,
	maxWorkers: 2,
};
