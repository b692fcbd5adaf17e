// Issue 40, item 1, the Tool variant: a failing call, under each On Error setting of the tool node,
// reaches the agent as the failure with its field and fix (n8n-core's own tool path), and nothing is
// sent. Under "using error output" the tool's answer is the error-output shape {message, error}.
import { byId } from '../helpers/n8n';
import { callToolInParallel } from '../helpers/n8n/agentTool';
import { useSimulator } from '../helpers/simulator';
import { seeded, type Seeded } from './postHelpers';

const sim = useSimulator({ rateLimits: false });
let s: Seeded;
beforeAll(async () => {
	s = await seeded(sim);
});

/** Post → Create on X as a tool, the text from the model: 300 characters is over X's 280. */
const call = (onError?: 'stopWorkflow' | 'continueRegularOutput' | 'continueErrorOutput') =>
	callToolInParallel({
		sim,
		onError,
		parameters: {
			resource: 'post',
			operation: 'create',
			platform: 'twitter',
			account: byId(s.account.twitter),
			text: "={{ $fromAI('text', 'The text of the post', 'string') }}",
		},
		calls: [{ text: 'x'.repeat(300) }],
	});

const writes = async () => (await sim.requests({ method: 'POST', path: '/posts' })).length;

describe('the Tool variant under each On Error setting: the agent gets the failure', () => {
	it('Stop: the call fails with the field and the fix, nothing sent', async () => {
		const before = await writes();
		const { results } = await call();
		expect(results[0].answer).toBeUndefined();
		expect(results[0].error).toMatch(/Text/);
		expect(results[0].error).toMatch(/280/);
		expect(await writes()).toBe(before);
	});

	it('Continue (regular output): the answer is {error, description}, nothing sent', async () => {
		const before = await writes();
		const { results } = await call('continueRegularOutput');
		expect(results[0].error).toBeUndefined();
		const [answer] = results[0].answer!;
		expect(String(answer.error)).toMatch(/Text.*280|280.*Text/s);
		expect(answer.description).toBeTruthy();
		expect(await writes()).toBe(before);
	});

	it('Continue (using error output): the answer is {message, error}, nothing sent', async () => {
		const before = await writes();
		const { results } = await call('continueErrorOutput');
		expect(results[0].error).toBeUndefined();
		const [answer] = results[0].answer!;
		expect(Object.keys(answer).sort()).toEqual(['error', 'message']);
		expect(String(answer.message)).toMatch(/Text/);
		expect((answer.error as { description?: string }).description).toBeTruthy();
		expect(await writes()).toBe(before);
	});
});
