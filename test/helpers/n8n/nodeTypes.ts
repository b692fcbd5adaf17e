/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// The package's node and credential types as n8n's registry holds them (the trigger when present).
import { existsSync } from 'fs';
import { resolve } from 'path';

import type { ICredentialType, INodeType, INodeTypes, IVersionedNodeType } from 'n8n-workflow';
import { NodeHelpers } from 'n8n-workflow';

import { SocialPublishingApi } from '../../../credentials/SocialPublishingApi.credentials';
import { SocialPublishing } from '../../../nodes/SocialPublishing/SocialPublishing.node';

export const PACKAGE_NAME = 'n8n-nodes-social-publishing';
export const NODE_TYPE = `${PACKAGE_NAME}.socialPublishing`;
export const TRIGGER_TYPE = `${PACKAGE_NAME}.socialPublishingTrigger`;
export const NODE_NAME = 'Social Publishing';
export const CREDENTIAL_TYPE = 'socialPublishingApi';
const TRIGGER_PATH = resolve(
	__dirname,
	'../../../nodes/SocialPublishing/SocialPublishingTrigger.node',
);

class PackageNodeTypes implements INodeTypes {
	private readonly types: Record<string, INodeType | IVersionedNodeType> = {};

	register(name: string, type: INodeType | IVersionedNodeType) {
		this.types[name] = type;
	}

	getByName(name: string) {
		const type = this.types[name];
		if (!type) throw new Error(`Unknown node type ${name}`);
		return type;
	}

	getByNameAndVersion(name: string, version?: number): INodeType {
		return NodeHelpers.getVersionedNodeType(this.getByName(name), version);
	}

	getKnownTypes() {
		return {};
	}
}

let nodeTypes: PackageNodeTypes | undefined;

/**
 * n8n's Wait node as a place in a workflow's graph (a node before ours), never run: tests of what
 * the node reads of its parents. n8n-nodes-base itself is not a dependency of this package.
 */
export const WAIT_TYPE = 'n8n-nodes-base.wait';
const waitInGraph: INodeType = {
	description: {
		displayName: 'Wait',
		name: 'wait',
		group: ['organization'],
		version: [1, 1.1],
		description: 'Stand-in for the graph',
		defaults: { name: 'Wait' },
		inputs: ['main'],
		outputs: ['main'],
		properties: [],
	} as INodeType['description'],
};

export function getNodeTypes(): PackageNodeTypes {
	if (!nodeTypes) {
		nodeTypes = new PackageNodeTypes();
		nodeTypes.register(NODE_TYPE, new SocialPublishing());
		nodeTypes.register(WAIT_TYPE, waitInGraph);
		if (existsSync(`${TRIGGER_PATH}.ts`) || existsSync(`${TRIGGER_PATH}.js`)) {
			// eslint-disable-next-line @typescript-eslint/no-require-imports
			const module = require(TRIGGER_PATH) as Record<string, new () => INodeType>;
			nodeTypes.register(TRIGGER_TYPE, new module.SocialPublishingTrigger());
		}
	}
	return nodeTypes;
}

export const credentialTypes: Record<string, ICredentialType> = {
	[CREDENTIAL_TYPE]: new SocialPublishingApi(),
};
