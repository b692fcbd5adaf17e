// A release's version story in one place: package.json's version, its CHANGELOG.md section, the
// release notes cut from that section and the tarball's name. .github/workflows/publish.yml runs
// it on a version tag; test/scripts/release.test.ts runs the same commands on this clone.
//
// CHANGELOG.md: every entry sits under a heading, newest first. The first version heading is
// package.json's version: `## <version> (not yet released)` until its tag, `## <version> (YYYY-MM-DD)`
// from the commit that is tagged (the day the tag is pushed). Once that version is released, later
// entries go under `## Unreleased` above it, until the next release commit names their version.
// package.json keeps the newest released version (or, before the first release, the first one),
// so that the pages' release URLs name a release that exists, or is the next to be cut.
//
//   node scripts/release.mjs check                 the CHANGELOG's form, package.json's version first
//   node scripts/release.mjs check --tag v0.1.0    also: the tag is that version, its heading dated today
//   node scripts/release.mjs date [--version <v>]  the release commit: dates the heading today (from
//                                                  "Unreleased": sets package.json's version to <v>)
//   node scripts/release.mjs notes [--out <file>]  the release notes: that version's section
//   node scripts/release.mjs pack --out <dir>      npm pack of the built dist/ into <dir>; prints its path
// `--root <dir>` reads package.json and CHANGELOG.md there; `--today YYYY-MM-DD` replaces today (UTC).
import { execFileSync } from 'child_process';
import { readFileSync, writeFileSync } from 'fs';
import { dirname, join, resolve } from 'path';
import { fileURLToPath } from 'url';

export const NOT_RELEASED = 'not yet released';
const UNRELEASED = '## Unreleased';
const HEADING = /^## (.*)$/;
const VERSION_HEADING = /^## (\d+\.\d+\.\d+) \((not yet released|\d{4}-\d{2}-\d{2})\)$/;

/** The version sections of a CHANGELOG, in order, and what stands outside them. */
export function parseChangelog(text) {
	const lines = text.split('\n');
	const sections = [];
	const problems = [];
	let current;
	let unreleased;
	for (const [i, line] of lines.entries()) {
		const heading = HEADING.exec(line);
		if (heading && line === UNRELEASED && !sections.length && !current) {
			current = { unreleased: true, line: i + 1, body: [] };
			continue;
		}
		if (heading) {
			if (current?.unreleased) unreleased = current;
			const version = VERSION_HEADING.exec(line);
			if (!version) {
				problems.push(
					`line ${i + 1}: "${line}" is not "## <version> (${NOT_RELEASED})" or "## <version> (YYYY-MM-DD)"`,
				);
				current = undefined;
				continue;
			}
			current = { version: version[1], date: version[2], line: i + 1, body: [] };
			sections.push(current);
		} else if (current) current.body.push(line);
		else if (/^\s*[-*] /.test(line))
			problems.push(`line ${i + 1}: an entry outside a version's section: "${line.slice(0, 60)}"`);
	}
	if (current?.unreleased) unreleased = current;
	for (const s of [...sections, ...(unreleased ? [unreleased] : [])])
		s.notes = s.body.join('\n').trim();
	return { sections, problems, unreleased };
}

function compareVersions(a, b) {
	const pa = a.split('.').map(Number);
	const pb = b.split('.').map(Number);
	for (let i = 0; i < 3; i++) if (pa[i] !== pb[i]) return pa[i] - pb[i];
	return 0;
}

function dayOffset(day, today) {
	return Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86400000);
}

/**
 * What is wrong with the CHANGELOG for package.json's `version` (an empty list: nothing). With a
 * `tag`, for its release: the tag must be `v<version>` and the heading dated today (a day either
 * way for time zones), so that no published page says "not yet released" or a wrong day.
 */
export function releaseProblems(changelog, version, { tag, today } = {}) {
	const { sections, problems, unreleased } = parseChangelog(changelog);
	if (!sections.length) return [...problems, 'CHANGELOG.md has no version heading'];
	const [first] = sections;
	if (unreleased && first.date === NOT_RELEASED)
		problems.push(
			`line ${unreleased.line}: "${UNRELEASED}" above "## ${first.version} (${NOT_RELEASED})": that version is the next release, put the entries there`,
		);
	if (first.version !== version)
		problems.push(`the first heading is ${first.version}, package.json's version is ${version}`);
	if (!first.notes) problems.push(`the ${first.version} section has no entries`);
	for (const [i, s] of sections.entries()) {
		if (i > 0 && s.date === NOT_RELEASED)
			problems.push(`line ${s.line}: only the newest version may be "${NOT_RELEASED}"`);
		if (i > 0 && compareVersions(sections[i - 1].version, s.version) <= 0)
			problems.push(`line ${s.line}: ${s.version} is not older than the heading above it`);
	}
	if (tag !== undefined) {
		if (unreleased?.notes)
			problems.push(
				`line ${unreleased.line}: "${UNRELEASED}" has entries the release would leave out: node scripts/release.mjs date --version <version>`,
			);
		if (tag !== `v${version}`)
			problems.push(`the tag ${tag} is not v${version}, package.json's version`);
		if (first.date === NOT_RELEASED)
			problems.push(
				`"## ${first.version} (${NOT_RELEASED})": date it, "## ${first.version} (${today})", in the commit you tag`,
			);
		else if (Math.abs(dayOffset(first.date, today)) > 1)
			problems.push(
				`"## ${first.version} (${first.date})" is not the day of the tag (${today}): date it today`,
			);
	}
	return problems;
}

/**
 * The CHANGELOG of the release commit: the newest version's heading dated `today`; from
 * "Unreleased", that section becomes `version` (which package.json must then carry).
 */
export function datedChangelog(changelog, today, version) {
	const { sections, unreleased } = parseChangelog(changelog);
	if (unreleased) {
		if (!version) throw new Error(`"${UNRELEASED}" needs its version: --version <version>`);
		if (sections.length && compareVersions(version, sections[0].version) <= 0)
			throw new Error(`${version} is not newer than ${sections[0].version}`);
		return changelog.replace(`\n${UNRELEASED}\n`, `\n## ${version} (${today})\n`);
	}
	const first = sections[0];
	if (!first || first.date !== NOT_RELEASED)
		throw new Error(`nothing to release: no "${UNRELEASED}" and no "(${NOT_RELEASED})" heading`);
	if (version && version !== first.version)
		throw new Error(`the heading is ${first.version}, not ${version}`);
	return changelog.replace(
		`\n## ${first.version} (${NOT_RELEASED})\n`,
		`\n## ${first.version} (${today})\n`,
	);
}

/** The release notes of `version`: its CHANGELOG section without the heading. */
export function releaseNotes(changelog, version) {
	const section = parseChangelog(changelog).sections.find((s) => s.version === version);
	if (!section) throw new Error(`CHANGELOG.md has no section for ${version}`);
	return `${section.notes}\n`;
}

function main(argv) {
	const option = (name) => {
		const i = argv.indexOf(name);
		return i >= 0 ? argv[i + 1] : undefined;
	};
	const root = resolve(option('--root') ?? join(dirname(fileURLToPath(import.meta.url)), '..'));
	const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
	const changelog = readFileSync(join(root, 'CHANGELOG.md'), 'utf8');
	const today = option('--today') ?? new Date().toISOString().slice(0, 10);
	const command = argv[0];
	if (command === 'check') {
		const tag = option('--tag');
		const problems = releaseProblems(changelog, pkg.version, { tag, today });
		if (problems.length) {
			console.error(
				`release: CHANGELOG.md and package.json ${pkg.version}:\n  ${problems.join('\n  ')}`,
			);
			return 1;
		}
		console.log(
			`release: ${tag ? `${tag} may be released` : `CHANGELOG.md leads with ${pkg.version}`}`,
		);
		return 0;
	}
	if (command === 'date') {
		const version = option('--version');
		const dated = datedChangelog(changelog, today, version);
		if (version && version !== pkg.version)
			execFileSync('npm', ['version', version, '--no-git-tag-version'], {
				cwd: root,
				stdio: 'inherit',
			});
		writeFileSync(join(root, 'CHANGELOG.md'), dated);
		const released = version ?? pkg.version;
		console.log(
			`release: CHANGELOG.md dates ${released} ${today}; commit, then git tag v${released} && git push origin main v${released}`,
		);
		return 0;
	}
	if (command === 'notes') {
		const notes = releaseNotes(changelog, pkg.version);
		const out = option('--out');
		if (out) writeFileSync(out, notes);
		else process.stdout.write(notes);
		return 0;
	}
	if (command === 'pack') {
		const out = resolve(option('--out') ?? '.');
		const [packed] = JSON.parse(
			execFileSync('npm', ['pack', '--json', '--pack-destination', out], {
				cwd: root,
				encoding: 'utf8',
				stdio: ['ignore', 'pipe', 'inherit'],
			}),
		);
		const expected = `${pkg.name}-${pkg.version}.tgz`;
		if (packed.filename !== expected) {
			console.error(`release: npm packed ${packed.filename}, not ${expected}`);
			return 1;
		}
		console.log(join(out, packed.filename));
		return 0;
	}
	console.error(
		'usage: node scripts/release.mjs check [--tag v<version>] | date [--version <v>] | notes [--out <file>] | pack --out <dir>',
	);
	return 2;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
	process.exitCode = main(process.argv.slice(2));
}
