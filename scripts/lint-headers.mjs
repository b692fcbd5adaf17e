// Plain `n8n-node lint` (what n8n's docs tell an author to run; strict mode needs the root
// eslint.config.mjs to be node-cli's default) applies n8n's runtime rules to every .ts file. The
// development code (simulator, tests, scripts, benchmarks) runs in Node, never in n8n: its first line
// turns off exactly those of n8n's runtime rules that it breaks, and nothing else. Its own rules are
// in scripts/eslint-dev.mjs. `node scripts/lint-headers.mjs` checks every header (`npm run lint`
// runs it): it fails on a header that is missing, turns off a rule the file does not break (unused)
// or misses one it breaks, and on any unused disable directive in the code below it. `--fix` writes
// the headers (`npm run lint:headers`). File or folder arguments check only those.
import { readFileSync, writeFileSync } from 'node:fs';
import { ESLint } from 'eslint';

const FOLDERS = ['simulator', 'test', 'scripts', 'benchmarks'];
/** n8n's rules for code that runs inside n8n; the only ones a header may turn off. */
const RUNTIME_RULES = [
	'@n8n/community-nodes/no-restricted-globals',
	'@n8n/community-nodes/no-restricted-imports',
	'@n8n/community-nodes/no-dangerous-functions',
	'@n8n/community-nodes/require-node-api-error',
	'@n8n/community-nodes/no-hardcoded-secrets',
	'no-console',
	// Tests read n8n's untyped outputs; scripts/eslint-dev.mjs allows it too.
	'@typescript-eslint/no-explicit-any',
	// The MCP SDK's subpath exports, which the root config's resolver does not read (tsc does).
	'import-x/no-unresolved',
];
const REASON = 'Node code, never run in n8n (scripts/lint-headers.mjs)';
const HEADER =
	/^\/\* eslint-disable [^\n]* -- Node code, never run in n8n \(scripts\/lint-headers\.mjs\) \*\/\n/;

const args = process.argv.slice(2);
const fix = args.includes('--fix');
const paths = args.filter((a) => !a.startsWith('--'));
// A directive that turns off a rule nothing breaks is an error here (the root config only warns).
const eslint = new ESLint({
	cwd: process.cwd(),
	overrideConfig: { linterOptions: { reportUnusedDisableDirectives: 'error' } },
});
const files = (await eslint.lintFiles(paths.length ? paths : FOLDERS))
	.map((r) => r.filePath)
	.filter((f) => f.endsWith('.ts'));
const headerRules = (text) =>
	(text.match(HEADER)?.[0] ?? text.match(/^\/\* eslint-disable ([^\n]*?) -- /)?.[0] ?? '')
		.replace(/^\/\* eslint-disable /, '')
		.replace(/ -- [\s\S]*$/, '')
		.split(',')
		.map((r) => r.trim())
		.filter(Boolean);
const wrong = [];
const other = [];
for (const file of files) {
	const text = readFileSync(file, 'utf8');
	const body = text.replace(HEADER, '');
	const [result] = await eslint.lintText(body, { filePath: file });
	const errors = result.messages.filter((m) => m.severity === 2);
	const rules = [...new Set(errors.map((m) => m.ruleId).filter((r) => RUNTIME_RULES.includes(r)))];
	for (const m of errors.filter((m) => !RUNTIME_RULES.includes(m.ruleId))) {
		other.push(`${file}:${m.line} ${m.ruleId ?? 'unused directive'}: ${m.message}`);
	}
	const wanted = rules.length
		? `/* eslint-disable ${rules.sort().join(', ')} -- ${REASON} */\n${body}`
		: body;
	if (wanted === text) continue;
	if (fix) writeFileSync(file, wanted);
	else {
		const has = headerRules(text);
		const unused = has.filter((r) => !rules.includes(r));
		const missing = rules.filter((r) => !has.includes(r));
		const why = [
			!HEADER.test(text) && rules.length ? 'no header' : '',
			unused.length ? `unused: ${unused.join(', ')}` : '',
			missing.length ? `missing: ${missing.join(', ')}` : '',
		].filter(Boolean);
		wrong.push(`${file} (${why.join('; ') || 'not the exact header'})`);
	}
}
if (other.length)
	console.error(
		`Fix these in the code (a header may turn off only n8n's runtime rules):\n${other.join('\n')}`,
	);
if (wrong.length)
	console.error(
		`Header missing or out of date (run: node scripts/lint-headers.mjs --fix):\n${wrong.join('\n')}`,
	);
console.log(
	`lint headers: ${files.length} development files${fix ? ', headers written' : ''}; ${wrong.length} out of date, ${other.length} other findings`,
);
process.exit(wrong.length || other.length ? 1 : 0);
