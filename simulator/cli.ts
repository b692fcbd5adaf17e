/* eslint-disable @n8n/community-nodes/no-restricted-globals, no-console -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// `npm run simulator -- [flags]`: starts the simulator and prints its base URL, storage URL and demo key.
import { startSimulator, type SimulatorOptions } from './index';

const HELP = `Social Publishing service simulator

Usage: npm run simulator -- [flags]

  --port <n>               API port (default 4010); base URL http://127.0.0.1:<n>/v2
  --storage-port <n>       presigned-upload storage port (default: API port + 1)
  --no-rate-limits         turn the spec's per-minute rate limits off (on by default)
  --rate-limit-window <ms> length of the (fixed) rate-limit window (default 60000)
  --clock-speed <x>        simulated clock speed, 1 = real time (default 1)
  --scheduled-publish-within <ms>
                           a post scheduled (or rescheduled) through the API publishes at most this
                           long after, instead of at its time (demo; seeded posts keep their times)
  --upload-expiry <ms>     presigned URL lifetime (default 300000)
  --no-seed                start with no seed data
  --help                   this text

Control API (loopback only): http://127.0.0.1:<port>/__control (see simulator/DECISIONS.md).`;

function parseArgs(argv: string[]): SimulatorOptions & { help?: boolean } {
	const opts: SimulatorOptions & { help?: boolean } = { port: 4010 };
	const num = (i: number, flag: string) => {
		const v = Number(argv[i + 1]);
		if (!Number.isFinite(v)) throw new Error(`${flag} needs a number`);
		return v;
	};
	for (let i = 0; i < argv.length; i++) {
		const a = argv[i];
		if (a === '--help' || a === '-h') opts.help = true;
		else if (a === '--port') opts.port = num(i++, a);
		else if (a === '--storage-port') opts.storagePort = num(i++, a);
		else if (a === '--no-rate-limits') opts.rateLimits = false;
		else if (a === '--rate-limit-window') opts.rateLimitWindowMs = num(i++, a);
		else if (a === '--clock-speed') opts.clockSpeed = num(i++, a);
		else if (a === '--upload-expiry') opts.uploadUrlExpiryMs = num(i++, a);
		else if (a === '--scheduled-publish-within')
			opts.durations = { ...opts.durations, scheduledPublishWithinMs: num(i++, a) };
		else if (a === '--no-seed') opts.seed = false;
		else throw new Error(`Unknown flag ${a}; see --help`);
	}
	if (opts.storagePort === undefined) opts.storagePort = opts.port ? opts.port + 1 : 0;
	return opts;
}

async function main() {
	let opts: ReturnType<typeof parseArgs>;
	try {
		opts = parseArgs(process.argv.slice(2));
	} catch (error) {
		console.error(String((error as Error).message));
		process.exit(2);
	}
	if (opts.help) {
		console.log(HELP);
		return;
	}
	const sim = await startSimulator(opts);
	console.log(`Base URL: ${sim.baseUrl}`);
	console.log(`Storage URL: ${sim.storageUrl}`);
	console.log(`Demo API key: ${sim.apiKey}`);
	const stop = () => sim.close().then(() => process.exit(0));
	process.on('SIGINT', stop);
	process.on('SIGTERM', stop);
}

main().catch((error) => {
	console.error(error);
	process.exit(1);
});
