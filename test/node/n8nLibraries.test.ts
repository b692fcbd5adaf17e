// The jest lane against another n8n (SP_N8N_LIBS, test/setup/n8nLibraries.js) loads that n8n's
// libraries, one copy each: the package, the tests and n8n-core itself take the same n8n-workflow.
import { libraryVersions } from '../setup/n8nLibraries';

const devVersions = () => {
	const pkg = require('../../package.json') as { devDependencies: Record<string, string> };
	return {
		'n8n-workflow': pkg.devDependencies['n8n-workflow'],
		'n8n-core': pkg.devDependencies['n8n-core'],
	};
};

describe(`n8n's libraries in this run (SP_N8N_LIBS=${process.env.SP_N8N_LIBS ?? ''})`, () => {
	const expected = libraryVersions(process.env.SP_N8N_LIBS);

	it('n8n-workflow and n8n-core are those of the n8n asked for, else the devDependencies', () => {
		const loaded = {
			'n8n-workflow': require('n8n-workflow/package.json').version,
			'n8n-core': require('n8n-core/package.json').version,
		};
		expect(loaded).toEqual({
			'n8n-workflow': expected['n8n-workflow'],
			'n8n-core': expected['n8n-core'],
		});
		if (!process.env.SP_N8N_LIBS) expect(loaded).toEqual(devVersions());
	});
});
