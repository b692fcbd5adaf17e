/* eslint-disable @n8n/community-nodes/no-restricted-imports -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// Issue 61, item 7, on each proven n8n: every shipped workflow (examples, the demos npm start
// imports, templates) loaded by that n8n's own n8n-workflow (NodeHelpers.getNodeParameters, what
// `new Workflow()` runs on every execution), with our nodes as that n8n exports them from the
// installed tarball: no parameter they give our nodes is unknown or dropped.
import { createRequire } from 'module';
import { join } from 'path';

import type { INode, INodeParameters, INodeTypeDescription } from 'n8n-workflow';

import { exampleWorkflows, templateWorkflows } from '../../scripts/n8n/examples';
import { launcherParts } from '../../scripts/n8n/install';
import { PACKAGE_NAME } from '../../scripts/n8n/paths';
import { assert, assertEqual, type Suite } from './harness';

type Helpers = typeof import('n8n-workflow').NodeHelpers;

/** The paths of `value`'s keys, nested objects included (a locator or a list is one value). */
const paths = (value: unknown, at = ''): string[] =>
	value && typeof value === 'object' && !Array.isArray(value) && !('__rl' in value)
		? Object.entries(value).flatMap(([k, v]) => [`${at}${k}`, ...paths(v, `${at}${k}.`)])
		: [];

export function shippedWorkflowChecks(
	suite: Suite,
	bin: string,
	exported: INodeTypeDescription[],
): void {
	const fromN8n = createRequire(join(launcherParts(bin).modules, 'n8n', 'package.json'));
	const helpers = (fromN8n('n8n-workflow') as { NodeHelpers: Helpers }).NodeHelpers;
	const ours = new Map(
		exported.filter((d) => d.name.startsWith(`${PACKAGE_NAME}.`)).map((d) => [d.name, d]),
	);
	suite.test(
		"every shipped workflow loads in this n8n's own loader with no parameter of our nodes dropped",
		() => {
			const dropped: string[] = [];
			let checked = 0;
			for (const workflow of [...exampleWorkflows(), ...templateWorkflows()]) {
				for (const node of workflow.nodes) {
					const description = ours.get(node.type);
					if (!description) continue;
					checked++;
					const given = (node.parameters ?? {}) as INodeParameters;
					const kept = helpers.getNodeParameters(
						description.properties,
						given,
						true,
						false,
						node as unknown as INode,
						description,
					);
					const after = new Set(paths(kept));
					for (const path of paths(given))
						if (!after.has(path)) dropped.push(`${workflow.file} → ${node.name}: ${path}`);
				}
			}
			assert(checked > 20, `only ${checked} nodes of ours in the shipped workflows`);
			assertEqual(dropped, [], 'parameters n8n drops when it loads the shipped workflows');
		},
	);
}
