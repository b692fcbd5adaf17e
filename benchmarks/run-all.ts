// `npm run bench`: every benchmark, one after the other, each in its own process so that one's memory
// does not blur the other's figures. Extra flags (e.g. --size-mb 256) are passed to each.
import { spawnSync } from 'child_process';
import { join } from 'path';

const BENCHMARKS = [
	{
		file: 'trigger-polls.js',
		what: 'trigger: requests per poll with nothing new (goal 1) and for a 10 000-event backlog (goal <= ceil(n / 250) + 1), peak static data',
	},
	{
		file: 'storage-rss.js',
		what: 'simulator RSS while 2 GiB is PUT to its storage (goal: growth < 50 MB)',
	},
	{
		file: 'upload-rss.js',
		what: 'node upload of a 1 GiB binary, 5 alternating pairs with curl -T: median throughput ratio (goal ≥ 0.8), RSS growth (goal ≤ 64 MB)',
	},
];

let failed = 0;
for (const bench of BENCHMARKS) {
	console.log(`\n=== ${bench.file}: ${bench.what}`);
	const run = spawnSync(process.execPath, [join(__dirname, bench.file), ...process.argv.slice(2)], {
		stdio: 'inherit',
	});
	if (run.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
