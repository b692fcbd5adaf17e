// n8n's community package scanner, installed on demand into a cache outside the clone
// (scripts/ensure-scanner.sh) and loaded from there: used by the scan and the package check.
import { execFileSync } from 'child_process';
import { dirname, join } from 'path';
import { fileURLToPath, pathToFileURL } from 'url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The scanner module (`analyzePackage`, `SOURCE_FILE_PATTERNS`, ...). */
export async function loadScanner() {
	const scannerDir = execFileSync('bash', [join(root, 'scripts', 'ensure-scanner.sh')], {
		encoding: 'utf8',
		stdio: ['ignore', 'pipe', 'inherit'],
	})
		.trim()
		.split('\n')
		.pop();
	const scanner = join(scannerDir, 'node_modules/@n8n/scan-community-package/scanner/scanner.mjs');
	return await import(pathToFileURL(scanner).href);
}
