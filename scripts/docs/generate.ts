/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports, no-console -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// `npm run docs`: writes docs/reference/*.md from the node's, the trigger's and the credential's
// descriptions, and the n8n versions table into README.md and docs/how-to/install.md. `--check`
// writes nothing and exits 1 naming each page that differs (stale).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'fs';
import { dirname, join, resolve } from 'path';

import { referencePages } from './pages';
import { VERSIONS_PAGES, withVersionsTable } from './versions';

const root = resolve(
	__dirname,
	'..',
	'..',
	existsSync(join(__dirname, '..', '..', 'package.json')) ? '' : '..',
);
const check = process.argv.includes('--check');
let stale = 0;
const tables = Object.fromEntries(
	VERSIONS_PAGES.map((path) => [
		path,
		withVersionsTable(readFileSync(join(root, path), 'utf8'), path === 'README.md'),
	]),
);
for (const [path, content] of Object.entries({ ...referencePages(), ...tables })) {
	const file = join(root, path);
	const current = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
	if (current === content) continue;
	if (check) {
		console.error(`${path} is stale: run npm run docs`);
		stale++;
		continue;
	}
	mkdirSync(dirname(file), { recursive: true });
	writeFileSync(file, content);
	console.log(`wrote ${path}`);
}
process.exitCode = stale ? 1 : 0;
