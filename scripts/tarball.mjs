// `npm run tarball`, in a clone after `npm ci`: the package's tarball, the same file a version's
// GitHub release carries (built with build:package, packed by scripts/release.mjs as publish.yml
// packs it), written to examples/packages/, where examples/docker-compose.yml mounts it. Prints
// the lines that install it into the n8n of this machine and into Docker. The way in before a
// release exists, or for a commit that is not released (docs/how-to/install.md).
//   --no-build    pack the dist/ that a build already made (the e2e suite: other lanes load it)
//   --out <dir>   write the tarball there instead
import { execFileSync } from 'child_process';
import { mkdirSync, readFileSync } from 'fs';
import { dirname, join, resolve } from 'path';
import { fileURLToPath } from 'url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2);
const outIndex = argv.indexOf('--out');
const out = resolve(outIndex >= 0 ? argv[outIndex + 1] : join(root, 'examples', 'packages'));
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

if (!argv.includes('--no-build')) {
	execFileSync('npm', ['run', 'build:package'], {
		cwd: root,
		stdio: ['ignore', 'ignore', 'inherit'],
	});
}
mkdirSync(out, { recursive: true });
const tarball = execFileSync(
	process.execPath,
	[join(root, 'scripts', 'release.mjs'), 'pack', '--out', out],
	{ cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
).trim();
const file = tarball.slice(out.length + 1);
// n8n-workflow, the package's one peer, must be n8n's own (n8n's installer strips peerDependencies):
// legacy-peer-deps in the folder's .npmrc keeps npm from installing a copy there, now and in any later
// npm install in that folder (without it, one for another package pulls n8n-workflow from npm).
const setup = 'npm config set legacy-peer-deps=true --location=project';
const flags = '--omit=dev --ignore-scripts';
const shell = (s) => (/^[\w@%+=:,./-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`);
const lines = [
	`Built ${tarball}`,
	`(${pkg.name} ${pkg.version}, built from this clone as its GitHub release would carry it).`,
	'',
	'Into the n8n on this machine, as the user n8n runs as; then restart n8n:',
	'',
	`  mkdir -p ~/.n8n/nodes && cd ~/.n8n/nodes && ${setup} && npm install ${shell(tarball)} ${flags}`,
	'',
];
if (out === join(root, 'examples', 'packages')) {
	lines.push(
		`Into Docker with examples/docker-compose.yml (it mounts examples/packages/ at /packages), from ${shell(root)}:`,
		'',
		`  SOCIAL_PUBLISHING_TARBALL=/packages/${file} docker compose -f examples/docker-compose.yml up -d`,
		'',
	);
} else {
	lines.push(
		`Into Docker: copy it into examples/packages/ (examples/docker-compose.yml mounts it at /packages), then`,
		`  SOCIAL_PUBLISHING_TARBALL=/packages/${file} docker compose -f examples/docker-compose.yml up -d`,
		'',
	);
}
console.log(lines.join('\n'));
