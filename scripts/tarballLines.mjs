// The lines `npm run tarball` prints: how to install the tarball it wrote. Its own file so that the
// install page's copy of them is checked against it (test/docs/install.test.ts).

// n8n-workflow, the package's one peer, must be n8n's own (n8n's installer strips peerDependencies):
// legacy-peer-deps in the folder's .npmrc keeps npm from installing a copy there, now and in any later
// npm install in that folder (without it, one for another package pulls n8n-workflow from npm).
const setup = 'npm config set legacy-peer-deps=true --location=project';
const flags = '--omit=dev --ignore-scripts';
const shell = (s) => (/^[\w@%+=:,./-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`);

/**
 * @param {{ root: string; out: string; tarball: string; name: string; version: string }} built
 * `root` the clone, `out` the folder written to, `tarball` the file's full path.
 * @returns {string[]}
 */
export function tarballLines({ root, out, tarball, name, version }) {
	const file = tarball.slice(out.length + 1);
	const lines = [
		`Built ${tarball}`,
		`(${name} ${version}, built from this clone as its GitHub release would carry it).`,
		'',
		'Into the n8n on this machine, as the user n8n runs as; then restart n8n:',
		'',
		`  mkdir -p ~/.n8n/nodes && cd ~/.n8n/nodes && ${setup} && npm install ${shell(tarball)} ${flags}`,
		'',
	];
	const compose = `  SOCIAL_PUBLISHING_TARBALL=/packages/${file} docker compose -f examples/docker-compose.yml up -d`;
	if (out === `${root}/examples/packages`) {
		lines.push(
			`Into Docker with examples/docker-compose.yml (it mounts examples/packages/ at /packages), from ${shell(root)}:`,
			'',
			compose,
			'',
		);
	} else {
		lines.push(
			`Into Docker: copy it into examples/packages/ (examples/docker-compose.yml mounts it at /packages), then`,
			compose,
			'',
		);
	}
	return lines;
}
