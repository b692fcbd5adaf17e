// What an AI agent and the node picker read about each operation. n8n 2.8.4 describes a node used
// as a tool ("Set Automatically") as `${action} in ${defaults.name}` and names the tool after the
// node, whose default name is built from the same action; the operation's description is what the
// editor and the node picker show. These tests check that both say enough to act on.
import {
	NodeConnectionTypes,
	NodeHelpers,
	nodeNameToToolName,
	type INode,
	type INodeProperties,
	type INodePropertyOptions,
	type INodeTypeDescription,
} from 'n8n-workflow';

import { RESOURCES } from '../../nodes/SocialPublishing/actions/resources';
import { SocialPublishing } from '../../nodes/SocialPublishing/SocialPublishing.node';
import {
	COMMENT_TEXT,
	INLINE_UPLOAD_MAX_BYTES,
	MESSAGE_RETENTION_DAYS,
	MESSAGE_TEXT_MAX_BYTES,
	PRIVATE_REPLY_WINDOW_DAYS,
	RATE_LIMITS,
	STANDARD_REPLY_WINDOW_HOURS,
} from '../../nodes/SocialPublishing/serviceApi';

const node = new SocialPublishing().description;

/** The node as n8n's loader offers it to AI agents (n8n's `convertNodeToAiTool`, 2.8.4). */
const asTool: INodeTypeDescription = {
	...node,
	name: `${node.name}Tool`,
	displayName: `${node.displayName} Tool`,
	inputs: [],
	outputs: [NodeConnectionTypes.AiTool],
};

interface Op {
	key: string;
	resource: string;
	resourceName: string;
	value: string;
	name: string;
	action: string;
	description: string;
	/** The operation's own fields (top level, as shown for it). */
	fields: INodeProperties[];
}

function nested(properties: INodeProperties[]): INodeProperties[] {
	return properties.flatMap((p) => [
		p,
		...nested(
			(p.options ?? []).flatMap((o) =>
				'values' in o ? o.values : 'type' in o ? [o as INodeProperties] : [],
			),
		),
	]);
}

const shows = (p: INodeProperties, key: string, value: string) =>
	(p.displayOptions?.show?.[key] as string[] | undefined)?.includes(value) ?? false;

const OPS: Op[] = node.properties
	.filter((p) => p.name === 'operation')
	.flatMap((field) => {
		const [resource] = field.displayOptions!.show!.resource as string[];
		const resourceName = RESOURCES.find((r) => r.value === resource)!.name;
		return (field.options as Array<INodePropertyOptions & { action?: string }>).map((o) => ({
			key: `${resourceName} → ${o.name}`,
			resource,
			resourceName,
			value: String(o.value),
			name: o.name,
			action: o.action ?? '',
			description: o.description ?? '',
			fields: node.properties.filter(
				(p) =>
					p.name !== 'operation' &&
					shows(p, 'resource', resource) &&
					shows(p, 'operation', String(o.value)),
			),
		}));
	});

const op = (resource: string, value: string) =>
	OPS.find((o) => o.resource === resource && o.value === value)!;

/** "Resource → Operation" references in a text, resolved to operations (undefined: no such one). */
function references(text: string): Array<{ text: string; op?: Op }> {
	return [...text.matchAll(/([A-Z][a-z]+) → (?=([A-Z][A-Za-z ]*))/g)].map(([, resource, rest]) => {
		const candidates = OPS.filter(
			(o) => o.resourceName === resource && new RegExp(`^${o.name}(?![A-Za-z])`).test(rest),
		).sort((a, b) => b.name.length - a.name.length);
		return { text: `${resource} → ${rest.trim()}`, op: candidates[0] };
	});
}

/** A field that takes the ID of something another operation gives. */
const isIdInput = (p: INodeProperties) =>
	p.required === true && (p.type === 'resourceLocator' || /Id$/.test(p.name));

it('finds every registered operation (the checks below run over all of them)', () => {
	const registered = RESOURCES.flatMap((r) =>
		Object.keys(r.operations).map((o) => `${r.value}.${o}`),
	);
	expect(OPS.map((o) => `${o.resource}.${o.value}`).sort()).toEqual(registered.sort());
	expect(OPS.length).toBeGreaterThanOrEqual(36);
});

describe.each(OPS.map((o) => [o.key, o] as const))('%s', (_key, o) => {
	it("is described to an AI agent by its action, and the tool's name fits the 64 characters LLM APIs allow", () => {
		const parameters = { resource: o.resource, operation: o.value, descriptionType: 'auto' };
		const toolNode = { name: 'x', parameters } as unknown as INode;
		expect(NodeHelpers.getToolDescriptionForNode(toolNode, { description: asTool } as never)).toBe(
			`${o.action} in ${node.defaults.name}`,
		);
		const toolName = nodeNameToToolName(NodeHelpers.makeNodeName(parameters, asTool));
		expect(toolName).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
	});

	it('has a sentence-case action, Get many for lists', () => {
		expect(o.action).toMatch(/^[A-Z][a-z]+ [a-z]/);
		expect(o.action).not.toMatch(/\s{2}|\.$/);
		if (o.value.startsWith('getAll')) expect(o.action).toMatch(/^Get many /);
	});

	it('has a description of substance, punctuated as n8n lints option descriptions', () => {
		const { description } = o;
		expect(description).toBe(description.trim());
		expect(description).not.toMatch(/\s{2}/);
		expect(description.split(/\s+/).length).toBeGreaterThanOrEqual(12);
		expect(description.toLowerCase()).not.toContain(o.action.toLowerCase() + '.');
		// eslint-plugin-n8n-nodes-base: one sentence without a final period, several with one.
		const sentences = description.replace('e.g.', '').split('. ').length;
		if (sentences === 1) expect(description).not.toMatch(/\.$/);
		else expect(description).toMatch(/\.$/);
	});

	it('names only operations that exist', () => {
		for (const ref of references(o.description)) {
			expect({ ref: ref.text, resolves: ref.op !== undefined, itself: ref.op === o }).toEqual({
				ref: ref.text,
				resolves: true,
				itself: false,
			});
		}
	});

	it('names the operation that gives each ID it takes', () => {
		const idInputs = o.fields.filter(isIdInput);
		const named = references(o.description)
			.map((r) => r.op)
			.filter((n): n is Op => n !== undefined);
		for (const field of idInputs) {
			// The operations the field's own texts point to, if any, must be among those named here.
			const pointedTo = references(`${field.description ?? ''} ${field.hint ?? ''}`).map(
				(r) => r.op,
			);
			const agrees =
				pointedTo.length === 0 || pointedTo.some((p) => p !== undefined && named.includes(p));
			expect([field.displayName, named.length > 0, agrees]).toEqual([
				field.displayName,
				true,
				true,
			]);
		}
		const searchesPublished = nested(o.fields).some((f) =>
			f.modes?.some((m) => m.typeOptions?.searchListMethod === 'searchPublishedPosts'),
		);
		if (searchesPublished && o.fields.some((f) => f.required && f.type === 'resourceLocator')) {
			expect(o.description).toContain('published post ID from Post → Search Published');
			expect(o.description).toMatch(/not (a|the) postSubmissionId/);
		}
		if (o.fields.some((f) => f.name === 'postSubmissionId')) {
			expect(o.description).toMatch(
				/postSubmissionId that Post → Create outputs, not a published post ID/,
			);
		}
		const account = o.fields.find((f) => f.name === 'account');
		if (account?.required) expect(named.map((n) => n.key)).toContain('Account → Get Many');
	});

	it('mentions Dry Run exactly when the operation has it, and what it spares', () => {
		const hasDryRun = nested(o.fields).some((f) => f.name === 'dryRun' && f.type === 'boolean');
		expect({ hasDryRun, mentioned: o.description.includes('Dry Run') }).toEqual({
			hasDryRun,
			mentioned: hasDryRun,
		});
		if (hasDryRun)
			expect(o.description).toMatch(
				/Dry Run checks .* and (sends|creates|changes|deletes|uploads) nothing\.$/,
			);
	});

	it('gives the unit of a time it asks for in UTC', () => {
		if (nested(o.fields).some((f) => /\(UTC\)/.test(f.displayName))) {
			expect(o.description).toContain('UTC');
		}
	});
});

describe('units and limits come from the spec constants', () => {
	const MB = INLINE_UPLOAD_MAX_BYTES / 1024 / 1024;
	it.each([
		[
			'post',
			'create',
			[`${RATE_LIMITS.createPost} posts a minute`, `${MB} MiB inline`, 'Account → Get Many'],
		],
		['media', 'upload', [`${MB} MiB inline`]],
		[
			'message',
			'send',
			[
				`${MESSAGE_TEXT_MAX_BYTES} bytes`,
				`${RATE_LIMITS.createMessage} messages a minute`,
				`${STANDARD_REPLY_WINDOW_HOURS} hours`,
				`${PRIVATE_REPLY_WINDOW_DAYS} days`,
			],
		],
		['message', 'getAll', [`${MESSAGE_RETENTION_DAYS} days`]],
		['message', 'get', [`${MESSAGE_RETENTION_DAYS} days`]],
		[
			'comment',
			'create',
			[
				`${COMMENT_TEXT.min}-${COMMENT_TEXT.max} characters (${COMMENT_TEXT.maxInstagram} on Instagram)`,
				`${RATE_LIMITS.createComment} comments a minute`,
			],
		],
		['source', 'create', [`${RATE_LIMITS.createSource} a minute`]],
		['visual', 'create', [`${RATE_LIMITS.createVisual} a minute`]],
		['slot', 'create', ['hour (0-23)', 'UTC']],
		['slot', 'findNextAvailable', ['UTC', 'Slot → Create']],
		['schedule', 'get', ['UTC']],
	] as const)('%s → %s', (resource, value, phrases) => {
		for (const phrase of phrases) expect(op(resource, value).description).toContain(phrase);
	});
});

it('Dry Run is on every operation that creates, changes, deletes or uploads', () => {
	const withDryRun = OPS.filter((o) =>
		nested(o.fields).some((f) => f.name === 'dryRun' && f.type === 'boolean'),
	).map((o) => o.key);
	expect(withDryRun.sort()).toEqual(
		[
			'Comment → Create',
			'Media → Create Upload Link',
			'Media → Upload',
			'Media → Upload From URL',
			'Message → Send',
			'Post → Create',
			'Schedule → Delete',
			'Schedule → Update',
			'Slot → Create',
			'Slot → Delete',
			'Slot → Update Targets',
			'Source → Create',
			'Visual → Create From Template',
			'Visual → Delete',
		].sort(),
	);
});

it('no two operations give an AI agent the same tool description', () => {
	const actions = OPS.map((o) => o.action);
	expect(actions.filter((a, n) => actions.indexOf(a) !== n)).toEqual([]);
});

it('the spec tool list is reachable: one operation per tool of the service', () => {
	const TOOLS: Record<string, string> = {
		get_user: 'account.getMe',
		list_accounts: 'account.getAll',
		list_pinterest_boards: 'account.getAllBoards',
		create_post: 'post.create',
		get_post_status: 'post.get',
		list_posts: 'post.getAll',
		list_top_posts: 'analytics.getTopPosts',
		get_post_analytics: 'analytics.getPostAnalytics',
		list_comments: 'comment.getAll',
		get_comment: 'comment.get',
		post_comment: 'comment.create',
		list_conversations: 'conversation.getAll',
		get_conversation: 'conversation.get',
		list_messages: 'message.getAll',
		get_message: 'message.get',
		send_message: 'message.send',
		create_source: 'source.create',
		get_source_status: 'source.get',
		list_visual_templates: 'visual.getAllTemplates',
		create_visual: 'visual.create',
		get_visual_status: 'visual.get',
		list_schedules: 'schedule.getAll',
		get_schedule: 'schedule.get',
		update_schedule: 'schedule.update',
		delete_schedule: 'schedule.delete',
		create_presigned_upload_url: 'media.createUploadLink',
	};
	expect(Object.keys(TOOLS)).toHaveLength(26);
	const have = new Set(OPS.map((o) => `${o.resource}.${o.value}`));
	expect(Object.values(TOOLS).filter((key) => !have.has(key))).toEqual([]);
	// list_accounts includes subaccounts: here the second call that reads them.
	expect(have.has('account.getAllSubaccounts')).toBe(true);
});
