// Issue 46: an AI agent or an MCP client that calls create_post again in a new request (a new
// execution: the client retried, the user asked twice) gets the earlier post back instead of a
// second one, through n8n-core's own tool path, as the node's Tool variant and as the MCP demo's
// service_create_post. On the test's clock: the simulator publishes when the test advances it.
import type { IDataObject } from 'n8n-workflow';

import { MCP_TOOLS, toolParameters } from '../../../scripts/n8n/mcpTools';
import { byId } from '../../helpers/n8n';
import { callToolInParallel } from '../../helpers/n8n/agentTool';
import { useSimulator } from '../../helpers/simulator';
import { useTestClock } from '../../helpers/testClock';
import { seeded, type Seeded } from '../postHelpers';
import { sent } from './rerunHelpers';

const clock = useTestClock();
const sim = useSimulator({ rateLimits: false });
let s: Seeded;
beforeAll(async () => {
	s = await seeded(sim);
});

let n = 0;
const unique = (what: string) => `${what} #${++n}`;
const postTexts = (text: string) => sent(sim, 'POST', '/posts', (b) => b.post.content.text, [text]);

/** One execution in which the tool is called once with `args`; its one answer item. */
async function callOnce(parameters: IDataObject, args: IDataObject): Promise<IDataObject> {
	const { results } = await callToolInParallel({ sim, parameters, calls: [args] });
	expect(results[0].error).toBeUndefined();
	return results[0].answer![0];
}

/** The first execution's post is published (the simulator takes 3 s). */
const published = () => clock.advance(10_000);

/** Post → Create on X as the node's Tool variant: the model gives the text. */
const nodeTool = () => ({
	resource: 'post',
	operation: 'create',
	platform: 'twitter',
	account: byId(s.account.twitter),
	text: "={{ $fromAI('text', 'The text of the post', 'string') }}",
});
const mcpCreatePost = () =>
	toolParameters(MCP_TOOLS.find((tool) => tool.name === 'create_post')!) as IDataObject;

describe('a tool called again in a new execution (Skip Identical Calls, on by default)', () => {
	it("the node's Tool variant: the second call returns the earlier post, nothing is sent", async () => {
		const text = unique('Agent launch note');
		const first = await callOnce(nodeTool(), { text });
		expect(first.notSentAgain).toBeUndefined();
		await published();
		const again = await callOnce(nodeTool(), { text });
		expect(await postTexts(text)).toEqual([text]);
		expect(again).toMatchObject({ status: 'published', notSentAgain: true });
		// The record of sends knows the tool's earlier post (the same workflow).
		expect(String(again.notSentAgainReason)).toMatch(
			/^Already on the service: this workflow sent it at .*, now published\.$/,
		);
		expect(again.publicUrl).toMatch(/^https:\/\/x\.com\/acmecoffee\/status\//);
	});

	it('the MCP service_create_post: the same arguments again publish nothing; another text is sent', async () => {
		const text = unique('MCP client retried');
		const args = { accountId: s.account.twitter, platform: 'twitter', text };
		const first = await callOnce(mcpCreatePost(), args);
		expect(first.notSentAgain).toBeUndefined();
		await published();
		const again = await callOnce(mcpCreatePost(), args);
		expect(again).toMatchObject({ notSentAgain: true });
		expect(await postTexts(text)).toEqual([text]);

		const other = unique('MCP client, new words');
		const fresh = await callOnce(mcpCreatePost(), { ...args, text: other });
		expect(fresh.notSentAgain).toBeUndefined();
		expect(await postTexts(other)).toEqual([other]);
	});
});
