/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// The jest lane against another n8n (SP_N8N_LIBS, test/setup/n8nLibraries.js) loads that n8n's
// libraries: the package, the tests and n8n-core itself take that n8n-workflow.
import { readFileSync } from 'fs';
import { join } from 'path';

// A plain JS file, which jest.config.js loads too.
const { libraryVersions } = jest.requireActual<{
	libraryVersions: (version: string | undefined) => Record<string, string>;
}>('../setup/n8nLibraries');

const versionOf = (name: string) =>
	jest.requireActual<{ version: string }>(`${name}/package.json`).version;

describe(`n8n's libraries in this run (SP_N8N_LIBS=${process.env.SP_N8N_LIBS ?? ''})`, () => {
	it('n8n-workflow and n8n-core are those of the n8n asked for, else the devDependencies', () => {
		const expected = libraryVersions(process.env.SP_N8N_LIBS);
		const loaded = { 'n8n-workflow': versionOf('n8n-workflow'), 'n8n-core': versionOf('n8n-core') };
		expect(loaded).toEqual({
			'n8n-workflow': expected['n8n-workflow'],
			'n8n-core': expected['n8n-core'],
		});
		if (!process.env.SP_N8N_LIBS) {
			const pkg = JSON.parse(readFileSync(join(__dirname, '..', '..', 'package.json'), 'utf8'));
			expect(loaded).toEqual({
				'n8n-workflow': pkg.devDependencies['n8n-workflow'],
				'n8n-core': pkg.devDependencies['n8n-core'],
			});
		}
	});
});
