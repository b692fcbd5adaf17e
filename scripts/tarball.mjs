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
import { tarballLines } from './tarballLines.mjs';

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
console.log(tarballLines({ root, out, tarball, name: pkg.name, version: pkg.version }).join('\n'));
