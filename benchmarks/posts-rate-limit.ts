/* eslint-disable @n8n/community-nodes/no-restricted-globals, no-console -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// 120 posts in one execution under the spec's 30 posts a minute (issue 16, item 5): Post → Create
// (X, text only) over 120 items through n8n-core's real execution code (test/helpers/n8n runNode),
// Continue On Fail on, against the simulator in a child process with its rate limits on and its
// clock real. Prints failed items (goal 0), the wall time against the rate-limit minimum
// ((ceil(posts / 30) − 1) × 60 s: the last window's posts cannot start sooner; goal <= 1.1x) and
// how many answers were 429 (pacing by the x-ratelimit-* headers keeps it near 0).
// With --wait, Wait for Completion is on (each post's status read until published; issue 54).
// Takes more than 3 minutes a run. Usage: node build/benchmarks/posts-rate-limit.js [--posts 120] [--runs 1] [--wait]

import { RATE_LIMITS } from '../nodes/SocialPublishing/serviceApi';
import {
	accountIds,
	controlOf,
	intFlag,
	medianRange,
	startSimulatorChild,
	useTempN8nUserFolder,
	runBenchmark,
} from './simulatorChild';

const POST_RATE_LIMIT_PER_MINUTE = RATE_LIMITS.createPost;

async function main(): Promise<number> {
	const argv = process.argv.slice(2);
	const posts = intFlag(argv, '--posts', 120);
	const runs = intFlag(argv, '--runs', 1);
	const wait = argv.includes('--wait');
	useTempN8nUserFolder();
	const { runNode, byId } = await import('../test/helpers/n8n');
	const minimumS = (Math.ceil(posts / POST_RATE_LIMIT_PER_MINUTE) - 1) * 60;
	console.log(
		`${posts} posts in one execution, ${POST_RATE_LIMIT_PER_MINUTE}/minute, Wait for Completion ${wait ? 'on' : 'off'}, simulator clock real, rate limits on; rate-limit minimum ${minimumS} s`,
	);
	const ratios: number[] = [];
	let failedRuns = 0;
	for (let run = 1; run <= runs; run++) {
		// A fresh simulator per run: its rate-limit window starts empty.
		const child = await startSimulatorChild({ rateLimits: true });
		const control = controlOf(child);
		try {
			const twitter = (await accountIds(child)).twitter;
			const items = Array.from({ length: posts }, (_, i) => ({ json: { i } }));
			const started = Date.now();
			const { items: out, error } = await runNode({
				sim: child,
				resource: 'post',
				operation: 'create',
				parameters: {
					platform: 'twitter',
					account: byId(twitter),
					text: `={{ 'Benchmark post ' + $json.i + ' of ${posts} (${started})' }}`,
					...(wait ? { waitForCompletion: true } : {}),
				},
				items,
				continueOnFail: true,
			});
			const seconds = (Date.now() - started) / 1000;
			const log = (await control('GET', '/requests?method=POST&path=/posts')).items as Array<{
				status: number;
			}>;
			const answered429 = log.filter((r) => r.status === 429).length;
			// Each create first looks for the same post (Skip If Already on the Service, on by default).
			const lookUps = (await control('GET', '/requests?method=GET&path=/posts')).items.length;
			const created = log.filter((r) => r.status === 201).length;
			const failed = error ? posts : out.filter((item) => item.json.error !== undefined).length;
			const ratio = seconds / minimumS;
			ratios.push(ratio);
			const pass = failed === 0 && created === posts && ratio <= 1.1;
			if (!pass) failedRuns++;
			console.log(`\nrun ${run}`);
			console.log(
				`  failed items: ${failed} (goal 0), posts created: ${created} of ${posts}${error ? `, node error: ${error.message}` : ''}`,
			);
			console.log(
				`  wall time: ${seconds.toFixed(1)} s = ${ratio.toFixed(3)}x the minimum ${minimumS} s (goal <= 1.1) ${ratio <= 1.1 ? 'PASS' : 'FAIL'}`,
			);
			console.log(`  429 answers received: ${answered429} (pacing keeps it near 0)`);
			console.log(`  look-ups before the creates (GET /posts): ${lookUps}`);
			if (wait) {
				const statusReads = (await control('GET', '/requests?method=GET')).items.filter(
					(r: { path: string }) => r.path.startsWith('/posts/'),
				).length;
				const published = out.filter((item) => item.json.status === 'published').length;
				console.log(
					`  status reads (GET /posts/{id}): ${statusReads}; published: ${published} of ${posts}`,
				);
			}
		} finally {
			await child.stop();
		}
	}
	if (runs > 1) console.log(`\nratio to the minimum over ${runs} runs: ${medianRange(ratios, 3)}`);
	return failedRuns;
}

runBenchmark(main);
