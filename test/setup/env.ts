import { mkdtempSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';

// n8n-core contexts write a config file into the user folder.
if (!process.env.N8N_USER_FOLDER) {
	process.env.N8N_USER_FOLDER = mkdtempSync(join(tmpdir(), 'sp-n8n-user-'));
}
process.env.N8N_DIAGNOSTICS_ENABLED = 'false';
