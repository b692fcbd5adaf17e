/* eslint-disable @n8n/community-nodes/no-restricted-imports -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// Where the editor suite's pictures go (docs/screenshots/ shows the default n8n's editor).
import { tmpdir } from 'os';
import { join } from 'path';

import { PROJECT_ROOT } from '../../../scripts/n8n/paths';
import { defaultN8nVersion, selectedN8nVersion } from '../../../scripts/n8n/versions';

/**
 * Where the pictures go: docs/screenshots/ on the default n8n (the docs show its editor); on any
 * other version a folder of its own under the system's temp folder, so a compatibility run leaves
 * the docs' pictures as they are.
 */
export const SCREENSHOTS =
	selectedN8nVersion() === defaultN8nVersion()
		? join(PROJECT_ROOT, 'docs', 'screenshots')
		: join(tmpdir(), `sp-e2e-screenshots-${selectedN8nVersion()}`);
