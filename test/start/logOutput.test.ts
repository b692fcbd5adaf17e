/* eslint-disable @n8n/community-nodes/no-dangerous-functions, @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// A child's stdout and stderr into one log file: the end of one must not end the file for the other.
import { spawn } from 'child_process';
import { mkdtempSync, readFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { logOutputTo } from '../../scripts/n8n/processTree';

it('keeps what the child writes to stderr after its stdout ended, and ends the file at the close', async () => {
	const file = join(mkdtempSync(join(tmpdir(), 'sp-log-')), 'child.log');
	const expected = 'first on stdout\nlater on stderr\n';
	const child = spawn(
		process.execPath,
		[
			'-e',
			"process.stdout.end('first on stdout\\n'); setTimeout(() => process.stderr.write('later on stderr\\n'), 300);",
		],
		{ stdio: ['ignore', 'pipe', 'pipe'] },
	);
	const errors: unknown[] = [];
	const onError = (error: unknown) => errors.push(error);
	process.on('uncaughtException', onError);
	try {
		logOutputTo(child, file);
		await new Promise((resolve) => child.once('close', resolve));
		// The file is written after the close, on a loaded machine later than the 100 ms this once
		// waited: up to 10 s for both lines (the defect, a file ended with stdout, never gets the second).
		const deadline = Date.now() + 10_000;
		while (readFileSync(file, 'utf8') !== expected && Date.now() < deadline) {
			await new Promise((resolve) => setTimeout(resolve, 50));
		}
	} finally {
		process.off('uncaughtException', onError);
	}
	expect(errors).toEqual([]);
	expect(readFileSync(file, 'utf8')).toBe(expected);
});
