/* eslint-disable @n8n/community-nodes/no-restricted-globals -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// n8n-core keeps a timer alive (SSHClientsManager): stop it so jest exits, only if a test loaded it.
afterAll(async () => {
	if (!(globalThis as { __n8nCoreLoaded?: boolean }).__n8nCoreLoaded) return;
	/* eslint-disable @typescript-eslint/no-require-imports */
	const { Container } = require('@n8n/di');
	const { SSHClientsManager } = require('n8n-core/dist/execution-engine/ssh-clients-manager');
	/* eslint-enable @typescript-eslint/no-require-imports */
	Container.get(SSHClientsManager).onShutdown();
});
