/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// Dry Run is the real code path (issue 34, item 2): every operation with a Dry Run field is run in a
// dry run and for real with the same parameters, and the writes the real run sent are exactly the
// planned ones (test/node/dryRun/*.test.ts; Visual → Delete here). Only the transport builds the
// Dry Run output: no operation restates its request.
import { readdirSync, readFileSync } from 'fs';
import { join } from 'path';
import type { INodeProperties } from 'n8n-workflow';

import { SocialPublishing } from '../../../nodes/SocialPublishing/SocialPublishing.node';
import { COMBINE_CLIPS } from '../visual/visualHelpers';
import { expectSameRequests, useDryRun } from './dryRunHelpers';

const { sim, dryThenReal } = useDryRun();

const HERE = __dirname;
const NODES = join(HERE, '../../../nodes/SocialPublishing');

/** `resource operation` of every operation whose form has a Dry Run field. */
function operationsWithDryRun(): string[] {
	const fields = new SocialPublishing().description.properties as INodeProperties[];
	const found = new Set<string>();
	const hasDryRun = (f: INodeProperties) =>
		f.type === 'collection' &&
		((f.options ?? []) as INodeProperties[]).some((o) => o.name === 'dryRun');
	for (const field of fields.filter(hasDryRun)) {
		const show = field.displayOptions?.show ?? {};
		for (const resource of (show.resource ?? []) as string[]) {
			for (const operation of (show.operation ?? []) as string[]) {
				found.add(`${resource} ${operation}`);
			}
		}
	}
	return [...found].sort();
}

/** `resource operation` of every dry run compared with its real run in this folder. */
function operationsCompared(): string[] {
	const found = new Set<string>();
	for (const file of readdirSync(HERE).filter((f) => f.endsWith('.test.ts'))) {
		const text = readFileSync(join(HERE, file), 'utf8');
		for (const [, resource, operation] of text.matchAll(/dryThenReal\(\s*'(\w+)',\s*'(\w+)'/g)) {
			found.add(`${resource} ${operation}`);
		}
	}
	return [...found].sort();
}

function sourcesUnder(dir: string): string[] {
	return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
		const path = join(dir, entry.name);
		if (entry.isDirectory()) return sourcesUnder(path);
		return entry.name.endsWith('.ts') ? [path] : [];
	});
}

describe('every write an operation can send appears in its Dry Run', () => {
	it('every operation with a Dry Run field is compared with its real run', () => {
		const withDryRun = operationsWithDryRun();
		expect(withDryRun.length).toBeGreaterThanOrEqual(14);
		expect(withDryRun.filter((op) => !operationsCompared().includes(op))).toEqual([]);
	});

	it('only the transport records and outputs planned requests', () => {
		const planning = sourcesUnder(NODES)
			.filter((file) => /dryRun: true|requests: \[/.test(readFileSync(file, 'utf8')))
			.map((file) => file.slice(NODES.length + 1));
		expect(planning).toEqual(['transport/dryRun.ts']);
	});

	it('Visual → Delete: the planned DELETE is the one the real run sends', async () => {
		const created = await sim.api().post('/videos/from-templates', {
			templateId: COMBINE_CLIPS.id,
			inputs: { videoClips: [{ url: 'https://example.com/a.mp4' }] },
		});
		const id = created.body.item.id as string;
		const { planned, sent, dryLog } = await dryThenReal('visual', 'delete', { visualId: id });
		expect(dryLog.map((r) => r.method)).toEqual(['GET']);
		expect(planned).toEqual([{ method: 'DELETE', path: `/videos/${id}` }]);
		expectSameRequests(planned, sent);
	});
});
