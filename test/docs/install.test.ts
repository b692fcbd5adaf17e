/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// What the install page and the Docker example promise follows the project: the release tarball
// they install is this package's version, and the compose file runs the default of
// scripts/n8n/versions.json (the newest n8n proven here), which its comment names.
import { readFileSync } from 'fs';
import { join } from 'path';

import { defaultN8nVersion } from '../../scripts/n8n/versions';

const root = join(__dirname, '..', '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const pkg = JSON.parse(read('package.json')) as { name: string; version: string };

describe('the way in', () => {
	it.each(['docs/how-to/install.md', 'examples/docker-compose.yml'])(
		"%s installs the release tarball of the package's version",
		(path) => {
			const urls = read(path).match(
				/https:\/\/github\.com\/[^\s'"`)]*releases\/download\/[^\s'"`)]*/g,
			);
			expect(urls?.length).toBeGreaterThan(0);
			for (const url of urls ?? [])
				expect(url).toMatch(
					new RegExp(`/releases/download/v${pkg.version}/${pkg.name}-${pkg.version}\\.tgz$`),
				);
		},
	);

	it("the compose file runs versions.json's default n8n and says so", () => {
		const compose = read('examples/docker-compose.yml');
		expect(compose).toContain(
			`image: docker.n8n.io/n8nio/n8n:\${N8N_VERSION:-${defaultN8nVersion()}}`,
		);
		expect(compose).toContain(`The default is n8n ${defaultN8nVersion()},`);
		expect(read('docs/how-to/install.md')).toContain(
			`examples/docker-compose.yml) runs n8n ${defaultN8nVersion()} (the newest`,
		);
	});
});
