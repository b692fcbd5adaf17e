// Removes a compiled-output folder before a build: tsc never deletes the output of a source that
// moved or was removed, and a stale `x.js` beside a new `x/index.js` is what `require('./x')` finds.
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';

for (const folder of process.argv.slice(2)) {
	if (!['dist', 'build'].includes(folder)) throw new Error(`refusing to remove ${folder}`);
	rmSync(resolve(folder), { recursive: true, force: true });
}
