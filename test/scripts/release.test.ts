/* eslint-disable @n8n/community-nodes/no-dangerous-functions, @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// One version story: package.json's version, the README, CHANGELOG.md's first heading, the release
// notes and the tarball's name agree, and the steps of .github/workflows/publish.yml that can run
// here run on this clone (scripts/release.mjs: the tag check, the dated heading, the notes, the
// pack; then n8n's community scanner on the packed tarball), so that a release cannot ship notes
// that miss its features or a tarball the install pages do not name.
import { spawnSync } from 'child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';

const root = join(__dirname, '..', '..');
const RELEASE = join(root, 'scripts', 'release.mjs');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const pkg = JSON.parse(read('package.json')) as { name: string; version: string };

function release(args: string[], cwd = root) {
	const run = spawnSync(process.execPath, [RELEASE, ...args, '--root', cwd], { encoding: 'utf8' });
	return { code: run.status, out: run.stdout, err: run.stderr };
}

/** A copy of package.json with a CHANGELOG of our own, for the release-day cases. */
function fixture(changelog: string): string {
	const dir = mkdtempSync(join(tmpdir(), 'sp-release-'));
	copyFileSync(join(root, 'package.json'), join(dir, 'package.json'));
	writeFileSync(join(dir, 'CHANGELOG.md'), changelog);
	dirs.push(dir);
	return dir;
}
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** The top-level entries ("- " at the start of a line) of a Markdown text. */
const entries = (text: string) => text.split('\n').filter((l) => l.startsWith('- '));

describe('one version story', () => {
	const changelog = read('CHANGELOG.md');

	it("CHANGELOG.md leads with package.json's version, every entry under a version", () => {
		const { code, out, err } = release(['check']);
		expect(err).toBe('');
		expect(code).toBe(0);
		expect(out).toContain(`leads with ${pkg.version}`);
	});

	it('the release notes are the whole section of the version: every entry above the next version', () => {
		const notes = release(['notes']).out;
		const headings = [...changelog.matchAll(/^## .*$/gm)];
		const firstVersion = headings.findIndex((h) => h[0].startsWith(`## ${pkg.version} `));
		const unreleased = headings[0][0] === '## Unreleased' ? headings[0] : undefined;
		const section = changelog.slice(
			headings[firstVersion].index,
			headings[firstVersion + 1]?.index ?? changelog.length,
		);
		expect(entries(notes)).toEqual(entries(section));
		// What is not in the notes is older (released) or "Unreleased" above a released version.
		const before = changelog.slice(0, unreleased?.index ?? headings[firstVersion].index);
		expect(entries(before)).toEqual([]);
		if (unreleased) expect(changelog).toMatch(new RegExp(`^## ${pkg.version} \\(\\d{4}`, 'm'));
	});

	it("the README and the install pages name package.json's version, and no other", () => {
		const readme = read('README.md');
		expect(readme).toContain(`version ${pkg.version}`);
		for (const path of ['README.md', 'docs/how-to/install.md', 'examples/docker-compose.yml']) {
			const named = [
				...read(path).matchAll(
					/\bversion (\d+\.\d+\.\d+)|\/v(\d+\.\d+\.\d+)\/|-(\d+\.\d+\.\d+)\.tgz|"version":"(\d+\.\d+\.\d+)"|publishing@(\d+\.\d+\.\d+)/g,
				),
			].map((m) => m.slice(1).find(Boolean));
			expect([path, [...new Set(named)]]).toEqual([path, named.length ? [pkg.version] : []]);
		}
	});

	it('publish.yml checks the tag, and cuts the notes and the tarball with these same commands', () => {
		const workflow = read('.github/workflows/publish.yml');
		expect(workflow).toContain('node scripts/release.mjs check --tag "$GITHUB_REF_NAME"');
		expect(workflow).toContain('node scripts/release.mjs notes --out "$notes"');
		expect(workflow).toContain('tarball="$(node scripts/release.mjs pack --out "$RUNNER_TEMP")"');
		expect(workflow).toContain('--notes-file "$notes"');
		expect(workflow).toContain('gh release create "$GITHUB_REF_NAME" "$tarball"');
		expect(workflow).toContain('npx n8n-node release');
	});
});

describe('release day', () => {
	const today = '2026-12-01';
	const notReleased = `# Changelog\n\n## ${pkg.version} (not yet released)\n\n- a\n- b\n`;

	it('refuses a tag while the heading says "not yet released", and names the fix', () => {
		const { code, err } = release(
			['check', '--tag', `v${pkg.version}`, '--today', today],
			fixture(notReleased),
		);
		expect(code).toBe(1);
		expect(err).toContain(`"## ${pkg.version} (${today})"`);
	});

	it('dates the heading (the release commit), then lets the tag through; the notes keep every entry', () => {
		const dir = fixture(notReleased);
		expect(release(['date', '--today', today], dir).code).toBe(0);
		const dated = readFileSync(join(dir, 'CHANGELOG.md'), 'utf8');
		expect(dated).toContain(`\n## ${pkg.version} (${today})\n`);
		expect(release(['check', '--tag', `v${pkg.version}`, '--today', today], dir).code).toBe(0);
		expect(release(['notes'], dir).out).toBe('- a\n- b\n');
		// Another day, another tag: refused.
		expect(
			release(['check', '--tag', `v${pkg.version}`, '--today', '2026-12-05'], dir).err,
		).toContain('is not the day of the tag');
		expect(release(['check', '--tag', 'v9.9.9', '--today', today], dir).err).toContain(
			`is not v${pkg.version}`,
		);
	});

	it('refuses entries the notes would leave out: "Unreleased" at release, or outside any version', () => {
		const later = `# Changelog\n\n## Unreleased\n\n- new\n\n## ${pkg.version} (2026-11-30)\n\n- a\n`;
		const dir = fixture(later);
		expect(release(['check'], dir).code).toBe(0);
		const tagged = release(['check', '--tag', `v${pkg.version}`, '--today', '2026-11-30'], dir);
		expect(tagged.err).toContain('"## Unreleased" has entries the release would leave out');
		const above = fixture(`# Changelog\n\n## Unreleased\n\n- new\n\n${notReleased.slice(13)}`);
		expect(release(['check'], above).err).toContain('put the entries there');
		const loose = fixture(`# Changelog\n\n- stray\n\n${notReleased.slice(13)}`);
		expect(release(['check'], loose).err).toContain('an entry outside a version');
		const other = fixture(`# Changelog\n\n## Next\n\n- x\n\n${notReleased.slice(13)}`);
		expect(release(['check'], other).code).toBe(1);
	});
});

describe('the tarball publish.yml attaches', () => {
	let out: string;
	beforeAll(() => {
		// The build CI made; a clone without dist/ builds it (nothing can be loading a missing dist/).
		if (!existsSync(join(root, 'dist', 'nodes')))
			spawnSync('npm', ['run', 'build:package'], { cwd: root, stdio: 'ignore' });
		out = mkdtempSync(join(tmpdir(), 'sp-release-pack-'));
		dirs.push(out);
	}, 300_000);

	it("is named <name>-<version>.tgz, as the install pages name it, and passes n8n's scanner", () => {
		const packed = release(['pack', '--out', out]);
		expect(packed.code).toBe(0);
		const tarball = packed.out.trim();
		expect(tarball).toBe(join(out, `${pkg.name}-${pkg.version}.tgz`));
		expect(read('docs/how-to/install.md')).toContain(`/${pkg.name}-${pkg.version}.tgz`);
		const scan = spawnSync(
			process.execPath,
			[
				'--input-type=module',
				'-e',
				`import { execFileSync } from 'child_process';
					import { loadScanner } from ${JSON.stringify(join(root, 'scripts', 'scanner.mjs'))};
					const dir = ${JSON.stringify(join(out, 'unpacked'))};
					execFileSync('mkdir', ['-p', dir]);
					execFileSync('tar', ['-xzf', ${JSON.stringify(tarball)}, '-C', dir, '--strip-components=1']);
					const r = await (await loadScanner()).analyzePackage(dir);
					console.log(r.passed ? 'scanner: passed' : 'scanner: ' + r.message);`,
			],
			{ encoding: 'utf8' },
		);
		expect(scan.stdout.trim().split('\n').pop()).toBe('scanner: passed');
	}, 300_000);
});
