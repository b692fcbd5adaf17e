/** Every test talks to the simulator over real loopback HTTP; node tests run through n8n-core. */
module.exports = {
	testEnvironment: 'node',
	roots: ['<rootDir>/test'],
	testMatch: ['**/*.test.ts'],
	transform: {
		'^.+\\.ts$': ['ts-jest', { tsconfig: 'tsconfig.test.json', diagnostics: true }],
	},
	setupFiles: ['<rootDir>/test/setup/env.ts'],
	// The secrets recorder scans what every test file produced for the API key (issue 16).
	setupFilesAfterEnv: [
		'<rootDir>/test/helpers/n8nShutdown.ts',
		'<rootDir>/test/reliability/secretsRecorder.ts',
	],
	testTimeout: 60_000,
	maxWorkers: 2,
};
