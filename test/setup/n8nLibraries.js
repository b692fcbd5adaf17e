// The jest lane against another n8n (`SP_N8N_LIBS=2.41.1 npm test`, docs/development/ci.md): the
// package, the tests and n8n-core itself then load the n8n-core, n8n-workflow and @n8n/di of that
// n8n's install in the cache (scripts/ensure-n8n.sh), one copy of each, as that n8n runs them.
const { existsSync, readFileSync } = require('fs');
const { homedir } = require('os');
const { join } = require('path');

const LIBRARIES = ['n8n-workflow', 'n8n-core', '@n8n/di'];

function n8nLibraries(version) {
	if (!version) return {};
	const cache =
		process.env.N8N_CACHE_DIR || join(homedir(), '.cache', 'n8n-nodes-social-publishing');
	const modules = join(cache, `n8n-${version}`, 'node_modules');
	if (!existsSync(join(cache, `n8n-${version}`, '.install-complete')))
		throw new Error(
			`SP_N8N_LIBS=${version}: n8n ${version} is not installed: bash scripts/ensure-n8n.sh ${version}`,
		);
	const names = LIBRARIES.map((n) => n.replace('/', '\\/')).join('|');
	return {
		[`^(${names})$`]: join(modules, '$1'),
		[`^(${names})/(.*)$`]: join(modules, '$1', '$2'),
	};
}

/** The versions of the libraries a run loads (the devDependencies' when `version` is not set). */
function libraryVersions(version) {
	const mapped = n8nLibraries(version);
	return Object.fromEntries(
		LIBRARIES.map((name) => {
			const dir = Object.keys(mapped).length
				? Object.values(mapped)[0].replace('$1', name)
				: join(__dirname, '..', '..', 'node_modules', name);
			return [name, JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).version];
		}),
	);
}

module.exports = { n8nLibraries, libraryVersions };
