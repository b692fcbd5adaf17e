/* eslint-disable @n8n/community-nodes/no-dangerous-functions, @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports, no-console -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// `npm run bench`: every benchmark, one after the other, each in its own process so that one's memory
// does not blur the other's figures. Extra flags (e.g. --size-mb 256) are passed to each;
// `--only <names>` runs some of them.
import { spawnSync } from 'child_process';
import { join } from 'path';

const BENCHMARKS = [
	{
		file: 'trigger-polls.js',
		what: 'trigger: requests per poll with nothing new (goal 1) and for a 10 000-event backlog (goal <= ceil(n / 250) + 1), peak static data',
	},
	{
		file: 'list-comments.js',
		what: 'Comment → Get Many, Return All of 10 000 comments: wall time, requests (goal ceil(10 000 / 250) = 40), peak RSS; 5 runs',
	},
	{
		file: 'wait-latency.js',
		what: "Wait for Completion: latency from the terminal state to the node's output (goal <= one poll interval), posts and visuals",
	},
	{
		file: 'posts-rate-limit.js',
		what: '120 posts in one execution under 30/minute (real clock, rate limits on): 0 failed, wall time <= 1.1x the rate-limit minimum, 429s received; over 3 minutes',
	},
	{
		file: 'per-item-n8n.js',
		what: 'per-item cost in real n8n (the default version; --n8n <version>): Account → Get Me against the HTTP Request node, 1000 and 2000 items, 5 rounds (goal <= 1.1x); installs n8n once',
	},
	{
		file: 'storage-rss.js',
		what: 'simulator RSS while 2 GiB is PUT to its storage (goal: growth < 50 MB)',
	},
	{
		file: 'binary-memory.js',
		what: "binary memory per binary data mode in real n8n (the default version; --n8n <version>): n8n's RSS growth for 100 and 500 MiB files read, hashed, uploaded by the node (goal: ours <= 64 MB) and by the HTTP Request node, in filesystem mode and database mode (SQLite, PostgreSQL); 5 rotated rounds",
	},
	{
		file: 'database-handout.js',
		what: "binary data mode 'database' in n8n-core's engine: what Media → Upload adds on top of the file n8n hands over whole (goal <= 64 MB), 100 and 200 MiB, 7 rounds",
	},
	{
		file: 'upload-rss.js',
		what: "node upload of a 512 MB binary, 5 alternating pairs with curl -T: median throughput ratio (goal ≥ 0.95), the node's fixed cost and both senders' CPU, RSS growth (goal ≤ 64 MB)",
	},
];

// `--only a,b`: just those (file names without `.js`), e.g. `npm run bench -- --only per-item-n8n`.
const onlyAt = process.argv.indexOf('--only');
const only = onlyAt === -1 ? undefined : process.argv[onlyAt + 1].split(',');
const passed = process.argv
	.slice(2)
	.filter((_, n) => onlyAt === -1 || (n !== onlyAt - 2 && n !== onlyAt - 1));

let failed = 0;
for (const bench of BENCHMARKS.filter((b) => !only || only.includes(b.file.replace(/\.js$/, '')))) {
	console.log(`\n=== ${bench.file}: ${bench.what}`);
	const run = spawnSync(process.execPath, [join(__dirname, bench.file), ...passed], {
		stdio: 'inherit',
	});
	if (run.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
