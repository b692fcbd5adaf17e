// The project's GitHub address is written once, in package.json's `repository.url`; everything else
// that points at the repository is derived from it and checked here (`npm run lint:metadata`):
// package.json `bugs.url` and `homepage`, and the README's images, which must be absolute
// raw.githubusercontent.com URLs (the npm page shows only those) of files that exist in the clone.
// `--write` rewrites what differs (relative image links included) instead of failing.
import { existsSync, readFileSync, writeFileSync } from 'fs';
import { dirname, join } from 'path';
import { fileURLToPath } from 'url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const write = process.argv.includes('--write');
const BRANCH = 'main';

const pkgPath = join(root, 'package.json');
const pkgText = readFileSync(pkgPath, 'utf8');
const pkg = JSON.parse(pkgText);
const match = /^(?:git\+)?https:\/\/github\.com\/([\w.-]+)\/([\w.-]+?)(?:\.git)?$/.exec(
	pkg.repository?.url ?? '',
);
if (!match || pkg.repository?.type !== 'git') {
	console.error(
		'package.json: repository must be { "type": "git", "url": "git+https://github.com/<owner>/<repo>.git" }',
	);
	process.exit(1);
}
const [, owner, repo] = match;
const web = `https://github.com/${owner}/${repo}`;
const raw = `https://raw.githubusercontent.com/${owner}/${repo}/${BRANCH}/`;

const problems = [];
let pkgChanged = false;
for (const [field, actual, expected, set] of [
	['bugs.url', pkg.bugs?.url, `${web}/issues`, (v) => (pkg.bugs = { ...pkg.bugs, url: v })],
	['homepage', pkg.homepage, `${web}#readme`, (v) => (pkg.homepage = v)],
]) {
	if (actual === expected) continue;
	if (write) {
		set(expected);
		pkgChanged = true;
	} else problems.push(`package.json ${field} is ${JSON.stringify(actual)}, expected ${expected}`);
}
if (pkgChanged) writeFileSync(pkgPath, JSON.stringify(pkg, null, 2) + '\n');

// Markdown images ![alt](target) and HTML <img src="target">.
const readmePath = join(root, 'README.md');
const readme = readFileSync(readmePath, 'utf8');
const IMAGE = /(!\[[^\]]*\]\()([^)\s]+)(\))|(<img\b[^>]*\bsrc=")([^"]+)(")/g;
let images = 0;
const fixed = readme.replace(
	IMAGE,
	(whole, mdOpen, mdTarget, mdClose, tagOpen, tagTarget, tagClose) => {
		images++;
		const target = mdTarget ?? tagTarget;
		const path = target.startsWith(raw)
			? target.slice(raw.length)
			: /^[a-z]+:/i.test(target)
				? undefined
				: target.replace(/^\.?\//, '');
		if (path === undefined) {
			problems.push(`README.md image ${target}: not a file of this repository (${raw}...)`);
			return whole;
		}
		if (!existsSync(join(root, path)))
			problems.push(`README.md image ${target}: ${path} does not exist`);
		const absolute = raw + path;
		if (target === absolute) return whole;
		if (!write) problems.push(`README.md image ${target}: must be ${absolute}`);
		return mdTarget !== undefined ? mdOpen + absolute + mdClose : tagOpen + absolute + tagClose;
	},
);
if (write && fixed !== readme) writeFileSync(readmePath, fixed);

if (problems.length) {
	for (const p of problems) console.error(p);
	console.error(
		`package metadata: ${problems.length} problem(s) (npm run lint:metadata -- --write fixes links)`,
	);
	process.exit(1);
}
console.log(
	`package metadata: repository ${web}; bugs, homepage and ${images} README image(s) derived from it`,
);
