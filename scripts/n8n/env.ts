/* eslint-disable @n8n/community-nodes/no-restricted-globals -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// The environment that runs n8n headless against one user folder.

/** Fixed so that a persistent user folder (npm start) can decrypt its credentials on every run. */
export const LOCAL_ENCRYPTION_KEY = 'social-publishing-local-only-not-a-secret';

export interface N8nEnvOptions {
	userFolder: string;
	/** Editor / REST port (`n8n start`). */
	port?: number;
	/** Task broker port; each n8n process running at the same time needs its own. */
	brokerPort: number;
	/** The only folder the Read/Write Files from Disk node may use. */
	fileAccessDir?: string;
	extra?: Record<string, string>;
}

export function n8nEnv(options: N8nEnvOptions): NodeJS.ProcessEnv {
	const env: NodeJS.ProcessEnv = {
		...process.env,
		N8N_USER_FOLDER: options.userFolder,
		N8N_ENCRYPTION_KEY: LOCAL_ENCRYPTION_KEY,
		N8N_DIAGNOSTICS_ENABLED: 'false',
		N8N_VERSION_NOTIFICATIONS_ENABLED: 'false',
		N8N_PERSONALIZATION_ENABLED: 'false',
		N8N_SECURE_COOKIE: 'false',
		N8N_LISTEN_ADDRESS: '127.0.0.1',
		N8N_HOST: '127.0.0.1',
		N8N_COMMUNITY_PACKAGES_ALLOW_TOOL_USAGE: 'true',
		N8N_ENFORCE_SETTINGS_FILE_PERMISSIONS: 'false',
		N8N_RUNNERS_BROKER_PORT: String(options.brokerPort),
		...options.extra,
	};
	if (options.port !== undefined) env.N8N_PORT = String(options.port);
	if (options.fileAccessDir) env.N8N_RESTRICT_FILE_ACCESS_TO = options.fileAccessDir;
	return env;
}
