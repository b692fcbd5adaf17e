// An error made by another copy of n8n-workflow (n8n's own helpers, when a copy sits beside the
// package) is still a node error to the package: it passes as it is, its message, description and
// HTTP code intact, instead of being wrapped as an unknown error. jest.isolateModules loads that
// second copy, with classes of its own, as a second install would.
import type { INode } from 'n8n-workflow';
import { NodeApiError, NodeOperationError } from 'n8n-workflow';

import { isNodeError } from '../../../nodes/SocialPublishing/transport';

const node: INode = {
	id: 'n1',
	name: 'Social Publishing',
	type: 'n8n-nodes-social-publishing.socialPublishing',
	typeVersion: 1,
	position: [0, 0],
	parameters: {},
};

function otherCopy(): typeof import('n8n-workflow') {
	let copy: typeof import('n8n-workflow') | undefined;
	jest.isolateModules(() => {
		copy = jest.requireActual<typeof import('n8n-workflow')>('n8n-workflow');
	});
	return copy!;
}

describe('node errors from either copy of n8n-workflow', () => {
	const other = otherCopy();

	it('the other copy has classes of its own (instanceof fails across it)', () => {
		expect(other.NodeApiError).not.toBe(NodeApiError);
		const error = new other.NodeApiError(node, { message: 'Refused' }, { httpCode: '422' });
		expect(error instanceof NodeApiError).toBe(false);
	});

	it.each([
		[
			'NodeApiError',
			() => new other.NodeApiError(node, { message: 'Refused' }, { httpCode: '422' }),
		],
		['NodeOperationError', () => new other.NodeOperationError(node, 'Bad field')],
		['a subclass', () => new (class extends other.NodeOperationError {})(node, 'Bad field')],
		['this copy', () => new NodeApiError(node, { message: 'Refused' })],
		['this copy (operation)', () => new NodeOperationError(node, 'Bad field')],
	])('%s is a node error', (_, make) => {
		expect(isNodeError(make())).toBe(true);
	});

	it.each([
		['a plain Error', new Error('boom')],
		['an object named like one', { name: 'NodeApiError', message: 'x' }],
		['undefined', undefined],
	])('%s is not', (_, value) => {
		expect(isNodeError(value)).toBe(false);
	});
});
