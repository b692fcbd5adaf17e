// The node's layers point down only (README "Development"): every import of nodes/ and credentials/
// (madge's graph, type-only imports included) goes from a folder to one in a lower layer, or stays
// in its folder. Fails naming each import that points up or sideways.
// usage: node scripts/lint-layers.mjs [root]   (root: a checkout, the current folder by default)
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import madge from 'madge';

const NODE = 'nodes/SocialPublishing/';

/**
 * Top to bottom. A folder imports only from its own folder and from lower layers: never from a
 * higher layer, nor from another folder of its own layer. `*` is one folder per name.
 */
export const LAYERS = [
	{ layer: 'node files', units: ['SocialPublishing.node.ts', 'SocialPublishingTrigger.node.ts'] },
	{ layer: 'the credential', units: ['credentials'] },
	{ layer: 'actions: the router and the resource list', units: ['actions'] },
	{ layer: 'actions: one folder per resource, none imports another', units: ['actions/*'] },
	{ layer: 'the trigger', units: ['trigger'] },
	{ layer: 'list searches, load options, resource mappers', units: ['methods'] },
	{
		layer: "concepts built on concepts: the post draft, a template's inputs",
		units: ['draft', 'templates'],
	},
	{
		layer: 'concepts',
		units: ['accounts', 'calendar', 'comments', 'messaging', 'mediaLinks'],
	},
	{ layer: 'the form kit', units: ['form'] },
	{ layer: 'transport', units: ['transport'] },
	{ layer: "the service's interface", units: ['serviceApi'] },
];

/** The folder (layer unit) a file belongs to: `actions/post`, `transport`, `SocialPublishing.node.ts`. */
export function unitOf(file) {
	if (file.startsWith('credentials/')) return 'credentials';
	if (!file.startsWith(NODE)) return undefined;
	const parts = file.slice(NODE.length).split('/');
	if (parts.length === 1) return parts[0];
	if (parts[0] === 'actions') return parts.length === 2 ? 'actions' : `actions/${parts[1]}`;
	return parts[0];
}

function layerOf(unit) {
	return LAYERS.findIndex(({ units }) =>
		units.some((u) => u === unit || (u.endsWith('/*') && unit.startsWith(u.slice(0, -1)))),
	);
}

/** Every import that leaves its folder for one not below it, as `from → to (why)`. */
export async function layerViolations(root) {
	const folders = ['nodes', 'credentials'].filter((f) => existsSync(join(root, f)));
	const tsConfig = join(root, 'tsconfig.json');
	const graph = (
		await madge(
			folders.map((f) => join(root, f)),
			{
				baseDir: root,
				fileExtensions: ['ts'],
				tsConfig: existsSync(tsConfig) ? tsConfig : undefined,
				detectiveOptions: { ts: { skipTypeImports: false } },
			},
		)
	).obj();
	const found = [];
	for (const [from, imports] of Object.entries(graph)) {
		for (const to of imports) {
			const a = unitOf(from);
			const b = unitOf(to);
			if (!a || !b || a === b) continue;
			const [la, lb] = [layerOf(a), layerOf(b)];
			const why =
				la < 0 || lb < 0
					? `${la < 0 ? a : b} is in no layer: add it to LAYERS in scripts/lint-layers.mjs`
					: la === lb
						? `sideways: ${a} and ${b} are both in the layer "${LAYERS[la].layer}"`
						: la > lb
							? `up: ${a} ("${LAYERS[la].layer}") is below ${b} ("${LAYERS[lb].layer}")`
							: undefined;
			if (why) found.push(`${from} → ${to} (${why})`);
		}
	}
	return { files: Object.keys(graph).length, found };
}

if (import.meta.url === `file://${process.argv[1]}`) {
	const root = resolve(process.argv[2] ?? '.');
	const { files, found } = await layerViolations(root);
	if (found.length) {
		console.error(`Imports that point up or sideways (layers: scripts/lint-layers.mjs):`);
		for (const line of found) console.error(`  ${line}`);
		process.exit(1);
	}
	console.log(`lint layers: ${files} files, every import points down`);
}
