/* eslint-disable @n8n/community-nodes/no-dangerous-functions, @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// The header check of `npm run lint` (scripts/lint-headers.mjs): a development file's first line
// turns off exactly the n8n runtime rules the file breaks. It fails on a header that turns off a rule
// nothing breaks, on a missing header, and on an unused disable directive in the code; `--fix`
// writes the header. The deliberately wrong files live in a temporary folder outside the project,
// whose eslint.config.mjs re-exports the project's: inside the project, `eslint .` of the lint lane
// that CI runs beside jest found them (a lint failure that came and went with the timing).
import { spawnSync } from 'child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join, relative } from 'path';
import { pathToFileURL } from 'url';

const repo = join(__dirname, '../..');
const REASON = '-- Node code, never run in n8n (scripts/lint-headers.mjs) */';
let dir: string;
const check = (...args: string[]) =>
	spawnSync(process.execPath, [join(repo, 'scripts/lint-headers.mjs'), ...args], {
		cwd: dir,
		encoding: 'utf8',
	});

describe('development file headers (scripts/lint-headers.mjs)', () => {
	beforeAll(() => {
		dir = mkdtempSync(join(tmpdir(), 'lint-headers-fixture-'));
		const projectConfig = pathToFileURL(join(repo, 'eslint.config.mjs')).href;
		writeFileSync(join(dir, 'eslint.config.mjs'), `export { default } from '${projectConfig}';\n`);
	});
	afterAll(() => rmSync(dir, { recursive: true, force: true }));
	const file = (name: string, text: string) => {
		const path = join(dir, name);
		writeFileSync(path, text);
		return relative(dir, path);
	};
	const USES_TIMER = 'export const later = (f: () => void) => setTimeout(f, 10);\n';

	it('passes a file whose header turns off exactly what it breaks', () => {
		const right = file(
			'right.ts',
			`/* eslint-disable @n8n/community-nodes/no-restricted-globals ${REASON}\n${USES_TIMER}`,
		);
		const run = check(right);
		expect([run.status, run.stderr]).toEqual([0, '']);
		expect(run.stdout).toMatch(/1 development files; 0 out of date, 0 other findings/);
	}, 60_000);

	it('fails on a header that turns off a rule nothing breaks, and names it unused', () => {
		const unused = file(
			'unused.ts',
			`/* eslint-disable @n8n/community-nodes/no-restricted-globals, no-console ${REASON}\n${USES_TIMER}`,
		);
		const run = check(unused);
		expect(run.status).toBe(1);
		expect(run.stderr).toContain(`${unused} (unused: no-console)`);
	}, 60_000);

	it('fails on a missing header, naming the rule it must turn off', () => {
		const missing = file('missing.ts', USES_TIMER);
		const run = check(missing);
		expect(run.status).toBe(1);
		expect(run.stderr).toContain(
			`${missing} (no header; missing: @n8n/community-nodes/no-restricted-globals)`,
		);
	}, 60_000);

	it('fails on an unused disable directive in the code below the header', () => {
		const inline = file(
			'inline.ts',
			'// eslint-disable-next-line no-console\nexport const quiet = 1;\n',
		);
		const run = check(inline);
		expect(run.status).toBe(1);
		expect(run.stderr).toMatch(/inline\.ts:1 unused directive: Unused eslint-disable directive/);
	}, 60_000);

	it('--fix writes the exact header', () => {
		const unused = file(
			'fixed.ts',
			`/* eslint-disable @n8n/community-nodes/no-restricted-globals, no-console ${REASON}\n${USES_TIMER}`,
		);
		expect(check('--fix', unused).status).toBe(0);
		expect(readFileSync(join(dir, unused), 'utf8')).toBe(
			`/* eslint-disable @n8n/community-nodes/no-restricted-globals ${REASON}\n${USES_TIMER}`,
		);
		expect(check(unused).status).toBe(0);
	}, 60_000);
});
