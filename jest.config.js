/** Every test talks to the simulator over real loopback HTTP; node tests run through n8n-core. */
module.exports = {
	testEnvironment: 'node',
	roots: ['<rootDir>/test'],
	testMatch: ['**/*.test.ts'],
	transform: {
		'^.+\\.ts$': ['ts-jest', { tsconfig: 'tsconfig.test.json', diagnostics: true }],
	},
	setupFiles: ['<rootDir>/test/setup/env.ts'],
	setupFilesAfterEnv: ['<rootDir>/test/helpers/n8nShutdown.ts'],
	testTimeout: 60_000,
	maxWorkers: 2,
};
