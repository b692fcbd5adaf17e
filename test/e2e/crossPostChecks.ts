/* eslint-disable @n8n/community-nodes/no-restricted-imports, @typescript-eslint/no-explicit-any -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// Cross-posting in real n8n: one item with a binary image read from disk goes to X, LinkedIn,
// Instagram and a Facebook page (one upload, four submissions); its dry-run twin outputs the same
// bodies, with the image described instead of uploaded, and sends nothing.
import { randomBytes } from 'crypto';
import { mkdirSync, writeFileSync } from 'fs';
import { join } from 'path';

import { nodeError, nodeItems } from '../../scripts/n8n/cli';
import { lastSeq, requestLog, simGet, type E2eRestContext } from './context';
import { assert, assertEqual, show, type Suite } from './harness';
import { CROSS_POST_NODES, crossPostWorkflow, type AccountIds } from './postWorkflows';

const CROSS_POST_WF = 'e2eCrossPost';
const IMAGE_BYTES = 256 * 1024;
const PLATFORMS = ['twitter', 'linkedin', 'instagram', 'facebook'];

export async function crossPostChecks(suite: Suite, ctx: E2eRestContext): Promise<void> {
	const { sim, workflows, credentials } = ctx;
	const accounts: AccountIds = {};
	for (const a of (await simGet(sim, '/users/me/accounts')).body.items as Array<{
		id: string;
		platform: string;
	}>) {
		accounts[a.platform] ??= a.id;
	}
	const pageId = String(
		(await simGet(sim, `/users/me/accounts/${accounts.facebook}/subaccounts`)).body.items[0].id,
	);
	const image = join(ctx.filesDir, 'cover.jpg');
	mkdirSync(ctx.filesDir, { recursive: true });
	const bytes = randomBytes(IMAGE_BYTES);
	Buffer.from([0xff, 0xd8, 0xff, 0xe0]).copy(bytes);
	writeFileSync(image, bytes);
	await suite.step('n8n import:workflow (cross-post + dry-run twin)', () =>
		workflows.importWorkflows([
			crossPostWorkflow(CROSS_POST_WF, credentials.good, accounts, pageId, image),
		]),
	);

	const before = await lastSeq(sim);
	const { run } = await suite.step(`run ${CROSS_POST_WF}`, () => workflows.execute(CROSS_POST_WF));
	const writes = (await requestLog(sim, before)).filter((r) => r.method !== 'GET');
	const dry = nodeItems(run, CROSS_POST_NODES.dryRun);
	const real = nodeItems(run, CROSS_POST_NODES.real);

	suite.test('cross-post: one upload of the shared image, then one submission per target', () => {
		for (const name of Object.values(CROSS_POST_NODES)) {
			assert(!nodeError(run, name), `"${name}" failed: ${show(nodeError(run, name))}`);
		}
		assertEqual(
			writes.map((r) => `${r.method} ${r.path} ${r.status}`).join(', '),
			['POST /media 201', ...PLATFORMS.map(() => 'POST /posts 201')].join(', '),
			'writes in order (the dry run sent none)',
		);
		assertEqual(real.length, 4, 'output items of the cross-post');
		for (const [n, platform] of PLATFORMS.entries()) {
			const body = writes[n + 1].body as any;
			assertEqual(body.post.target.targetType, platform, `target ${n + 1} platform`);
			assertEqual(body.post.accountId, accounts[platform], `target ${n + 1} account`);
			assertEqual(real[n].target.platform, platform, `output ${n + 1} target`);
			assert(/\S/.test(String(real[n].postSubmissionId)), `output ${n + 1} has no id`);
		}
		assertEqual((writes[4].body as any).post.target.pageId, pageId, 'facebook pageId');
	});

	suite.test('dry-run twin: the same bodies, the image described, the key nowhere', () => {
		assertEqual(dry.length, 4, 'output items of the dry run');
		const hosted = (writes[1].body as any).post.content.mediaUrls[0];
		for (const [n] of PLATFORMS.entries()) {
			const planned = dry[n].requests[0];
			assertEqual(`${planned.method} ${planned.path}`, 'POST /posts', `dry request ${n + 1}`);
			assertEqual(
				planned.body.post.content.mediaUrls,
				[`would upload ${IMAGE_BYTES} bytes inline as cover.jpg`],
				`dry media ${n + 1}`,
			);
			const withUrl = JSON.parse(JSON.stringify(planned.body));
			withUrl.post.content.mediaUrls = [hosted];
			assertEqual(JSON.stringify(withUrl), JSON.stringify(writes[n + 1].body), `body ${n + 1}`);
		}
		assert(!JSON.stringify(dry).includes(sim.apiKey), 'the API key is in the dry-run output');
	});
	await suite.run();
}
