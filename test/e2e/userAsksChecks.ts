/* eslint-disable @typescript-eslint/no-explicit-any -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// What users ask for (issue 31) in real n8n: a Google Drive share link as Instagram media and a First
// Comment, a Dropbox link in a cross-post whose Facebook target gets the comment too, and the Dry
// Run twin that plans both requests and sends nothing. The simulator fails a post whose media is a
// share page, so a published post proves the node sent the direct link.
import { nodeError, nodeItems } from '../../scripts/n8n/cli';
import {
	byId,
	chain,
	manualTrigger,
	socialNode,
	workflowJson,
	type CredentialRef,
} from '../../scripts/n8n/workflowJson';
import { lastSeq, requestLog, simGet, type E2eRestContext } from './context';
import { assert, assertEqual, show, type Suite } from './harness';
import { firstAccounts } from './postChecks';

const WORKFLOW = 'e2eUserAsks';
const NODES = {
	dry: 'Plan With Comment',
	drive: 'Drive Link And Comment',
	cross: 'Dropbox Cross-Post',
};
const DRIVE_ID = '1AbCdEfGhIjKlMnOpQrStUvWxYz012345';
const DRIVE_LINK = `https://drive.google.com/file/d/${DRIVE_ID}/view?usp=sharing`;
const DRIVE_DIRECT = `https://drive.google.com/uc?export=download&id=${DRIVE_ID}`;
const DROPBOX_LINK = 'https://www.dropbox.com/scl/fi/k3y/latte.jpg?rlkey=abc123&dl=0';
const DROPBOX_DIRECT = 'https://www.dropbox.com/scl/fi/k3y/latte.jpg?rlkey=abc123&dl=1';
const COMMENT = '#e2e #latte Link in bio';

function userAsksWorkflow(cred: CredentialRef, accounts: Record<string, string>, pageId: string) {
	const instagram = {
		resource: 'post',
		operation: 'create',
		platform: 'instagram',
		account: byId(accounts.instagram),
		text: 'E2E: a photo from Drive, with a first comment',
		media: DRIVE_LINK,
		firstComment: COMMENT,
		waitForCompletion: true,
	};
	const cross = {
		resource: 'post',
		operation: 'create',
		postTo: 'targets',
		text: 'E2E: a photo from Dropbox everywhere',
		media: DROPBOX_LINK,
		firstComment: COMMENT,
		targets: {
			target: [
				{ platform: 'twitter', account: byId(accounts.twitter) },
				{ platform: 'facebook', account: byId(accounts.facebook), facebookPage: byId(pageId) },
			],
		},
	};
	const nodes = [
		manualTrigger(),
		socialNode(NODES.dry, { ...instagram, dryRun: true }, cred),
		socialNode(NODES.drive, instagram, cred),
		socialNode(NODES.cross, cross, cred),
	];
	return workflowJson({
		id: WORKFLOW,
		name: 'E2E share links and first comment',
		nodes,
		links: chain(nodes),
	});
}

export async function userAsksChecks(suite: Suite, ctx: E2eRestContext): Promise<void> {
	const { sim, workflows, credentials } = ctx;
	const accounts = await firstAccounts(ctx);
	const pageId = String(
		(await simGet(sim, `/users/me/accounts/${accounts.facebook}/subaccounts`)).body.items[0].id,
	);
	await suite.step('n8n import:workflow (share links, first comment)', () =>
		workflows.importWorkflows([userAsksWorkflow(credentials.good, accounts, pageId)]),
	);
	const before = await lastSeq(sim);
	const { run } = await suite.step(`run ${WORKFLOW}`, () => workflows.execute(WORKFLOW));
	const writes = (await requestLog(sim, before)).filter((r) => r.method !== 'GET');

	suite.test('Dry Run plans the post with the direct Drive link and its first comment', () => {
		assert(!nodeError(run, NODES.dry), `"${NODES.dry}" failed: ${show(nodeError(run, NODES.dry))}`);
		const requests = nodeItems(run, NODES.dry)[0].requests;
		assertEqual(
			requests.map((r: any) => `${r.method} ${r.path}`),
			['POST /posts', 'POST /comments'],
			'planned requests',
		);
		assertEqual(requests[0].body.post.content.mediaUrls, [DRIVE_DIRECT], 'planned media');
		assertEqual(requests[1].body.text, COMMENT, 'planned comment');
	});

	suite.test(
		'Instagram: the direct Drive link published, then the first comment on the published post',
		async () => {
			assert(
				!nodeError(run, NODES.drive),
				`"${NODES.drive}" failed: ${show(nodeError(run, NODES.drive))}`,
			);
			const [out] = nodeItems(run, NODES.drive);
			assertEqual(out.status, 'published', 'post status (a share page would have failed)');
			assertEqual(out.firstComment?.status, 'posted', 'first comment status (waited)');
			assertEqual((writes[0].body as any).post.content.mediaUrls, [DRIVE_DIRECT], 'media sent');
			assertEqual(`${writes[1].method} ${writes[1].path}`, 'POST /comments', 'second write');
			assertEqual(writes[1].body, { postId: out.publishedPostId, text: COMMENT }, 'comment body');
			const listed = (await simGet(sim, `/comments?postId=${out.publishedPostId}`)).body.items;
			assert(
				listed.some((c: any) => c.text === COMMENT && c.isAuthor === true),
				`the comment is not listed on ${out.publishedPostId}: ${show(listed)}`,
			);
		},
	);

	suite.test(
		'cross-post: the Dropbox link as dl=1 to X and the page; the comment on the page only',
		() => {
			assert(
				!nodeError(run, NODES.cross),
				`"${NODES.cross}" failed: ${show(nodeError(run, NODES.cross))}`,
			);
			const out = nodeItems(run, NODES.cross);
			assertEqual(out.length, 2, 'one output per target');
			assertEqual(out[0].firstComment, undefined, 'no comment on X');
			assertEqual(out[1].firstComment?.text, COMMENT, 'comment on the Facebook page');
			const crossWrites = writes.slice(2);
			assertEqual(
				crossWrites.map((r) => `${r.method} ${r.path}`),
				['POST /posts', 'POST /posts', 'POST /comments'],
				'cross-post writes',
			);
			for (const w of crossWrites.slice(0, 2)) {
				assertEqual((w.body as any).post.content.mediaUrls, [DROPBOX_DIRECT], 'media sent');
			}
		},
	);
}
