// Runs the ESLint rules of n8n's community package scanner (@n8n/scan-community-package, the gate
// n8n applies before listing a package) on the packed tarball and on the source tree, locally.
// The scanner's own CLI downloads the published package from npm; this checks what we would publish.
// The scanner is installed on demand into a cache outside the clone (scripts/ensure-scanner.sh).
import { execFileSync } from 'child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import { dirname, join } from 'path';
import { fileURLToPath } from 'url';
import { loadScanner } from './scanner.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { analyzePackage, SOURCE_FILE_PATTERNS } = await loadScanner();
if (!existsSync(join(root, 'dist'))) {
	execFileSync('npm', ['run', 'build:package'], { cwd: root, stdio: 'inherit' });
}

const work = mkdtempSync(join(tmpdir(), 'scan-community-'));
let failed = false;
try {
	execFileSync('npm', ['pack', '--silent', '--pack-destination', work], { cwd: root });
	const tarball = readdirSync(work).find((f) => f.endsWith('.tgz'));
	execFileSync('tar', ['-xzf', tarball, '-C', work], { cwd: work });
	for (const [what, dir, patterns] of [
		['packed tarball', join(work, 'package'), undefined],
		['source tree', root, SOURCE_FILE_PATTERNS],
	]) {
		const result = await analyzePackage(dir, patterns);
		console.log(`community scanner, ${what}: ${result.passed ? 'no findings' : result.message}`);
		if (!result.passed) {
			failed = true;
			console.log(result.details ?? '');
		}
	}
} finally {
	rmSync(work, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
