// The one builder of workflow JSON the e2e and scale suites, the MCP demo and the benchmarks use.
import {
	byId,
	fanOut,
	manualTrigger,
	mcpTriggerNode,
	MCP_TRIGGER_TYPE,
	socialNode,
	toolsOf,
	workflowJson,
} from '../../scripts/n8n/workflowJson';

const cred = { id: 'c1', name: 'Key' };
const getMe = (name: string) => socialNode(name, { resource: 'account', operation: 'getMe' }, cred);

describe('workflowJson', () => {
	it('chains the nodes by default, with ids and positions n8n accepts', () => {
		const json = workflowJson({
			id: 'wf',
			name: 'W',
			nodes: [manualTrigger(), getMe('A'), getMe('B')],
		});
		expect(json.connections).toEqual({
			Start: { main: [[{ node: 'A', type: 'main', index: 0 }]] },
			A: { main: [[{ node: 'B', type: 'main', index: 0 }]] },
		});
		const nodes = json.nodes as Array<Record<string, unknown>>;
		expect(nodes.map((n) => n.id)).toEqual(['wf-0', 'wf-1', 'wf-2']);
		expect(Object.keys(nodes[1]).slice(0, 5)).toEqual([
			'id',
			'name',
			'type',
			'typeVersion',
			'position',
		]);
		expect(nodes[1].credentials).toEqual({ socialPublishingApi: cred });
		expect(json.settings).toEqual({ executionOrder: 'v1' });
	});

	it('refers to a credential by id and name only, never with the key a caller holds', () => {
		const withKey = { id: 'c2', name: 'Key', apiKey: 'sp_secret==' };
		const node = socialNode('A', { resource: 'account', operation: 'getMe' }, withKey);
		expect(node.credentials).toEqual({ socialPublishingApi: { id: 'c2', name: 'Key' } });
		expect(JSON.stringify(workflowJson({ id: 'wf', name: 'W', nodes: [node] }))).not.toContain(
			'sp_secret',
		);
	});

	it('fans out, takes [from, to] pairs, and offers tools to an MCP trigger', () => {
		const start = manualTrigger();
		const fan = workflowJson({
			id: 'f',
			name: 'F',
			nodes: [start, getMe('A'), getMe('B')],
			links: fanOut(start, [getMe('A'), getMe('B')]),
			settings: { timezone: 'America/New_York' },
		});
		expect(fan.connections).toEqual({
			Start: {
				main: [
					[
						{ node: 'A', type: 'main', index: 0 },
						{ node: 'B', type: 'main', index: 0 },
					],
				],
			},
		});
		expect(fan.settings).toEqual({ executionOrder: 'v1', timezone: 'America/New_York' });
		const pairs = workflowJson({
			id: 'p',
			name: 'P',
			nodes: [start, getMe('A')],
			links: [['Start', 'A']],
		});
		expect(pairs.connections).toEqual({
			Start: { main: [[{ node: 'A', type: 'main', index: 0 }]] },
		});
		const trigger = mcpTriggerNode({ path: 'p', webhookId: 'w' });
		const tool = socialNode('tool', {}, cred, { tool: true });
		const mcp = workflowJson({
			id: 'm',
			name: 'M',
			nodes: [trigger, tool],
			links: toolsOf(trigger, [tool]),
		});
		expect(mcp.connections).toEqual({
			tool: { ai_tool: [[{ node: 'MCP Server Trigger', type: 'ai_tool', index: 0 }]] },
		});
		const nodes = mcp.nodes as Array<Record<string, unknown>>;
		expect(nodes[0]).toMatchObject({ type: MCP_TRIGGER_TYPE, webhookId: 'w' });
		expect(String(nodes[1].type)).toMatch(/\.socialPublishingTool$/);
	});

	it('refuses two nodes of one name and a link to a missing node', () => {
		expect(() => workflowJson({ id: 'd', name: 'D', nodes: [getMe('A'), getMe('A')] })).toThrow(
			'd: two nodes share a name',
		);
		expect(() =>
			workflowJson({ id: 'x', name: 'X', nodes: [getMe('A')], links: [['A', 'Nowhere']] }),
		).toThrow('x: no node for A → Nowhere');
	});

	it('writes a locator by id as the editor saves one', () => {
		expect(byId('1001')).toEqual({ __rl: true, mode: 'id', value: '1001' });
	});
});
