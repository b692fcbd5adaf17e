/** Every test talks to the simulator over real loopback HTTP; node tests run through n8n-core. */
module.exports = {
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
		'<rootDir>/test/reliability/secretsRecorder.ts',
	],
	testTimeout: 60_000,
	maxWorkers: 2,
};
