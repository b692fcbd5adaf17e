/* eslint-disable @n8n/community-nodes/no-hardcoded-secrets, @n8n/community-nodes/no-restricted-imports -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// The demo workflows in examples/workflows/ and the credential they use (npm start imports both).
import { createHash } from 'crypto';
import {
	closeSync,
	existsSync,
	mkdirSync,
	openSync,
	readdirSync,
	readFileSync,
	statSync,
	writeSync,
} from 'fs';
import { basename, join } from 'path';
import { CREDENTIAL_TYPE, PROJECT_ROOT } from './paths';

export const LOCAL_CREDENTIAL = {
	id: 'spLocalSimulator',
	name: 'Social Publishing (local simulator)',
};

/** The owner npm start creates on a new n8n. */
export const LOCAL_OWNER = {
	email: 'owner@example.com',
	firstName: 'Local',
	lastName: 'Owner',
	password: 'Social-Publishing-1',
};

const EXAMPLES = join(PROJECT_ROOT, 'examples', 'workflows');
/** Templates: workflows with other services' nodes (Sheets, Drive, Airtable, Telegram, AI) around ours. */
const TEMPLATES = join(EXAMPLES, 'templates');
const READ_FILES_TYPE = 'n8n-nodes-base.readWriteFile';
export const STICKY_NOTE_TYPE = 'n8n-nodes-base.stickyNote';

/** The video the YouTube demo reads from disk: above 15 MB, so it takes the presigned upload path. */
export const DEMO_VIDEO = { name: 'demo-video.mp4', bytes: 40 * 1024 * 1024 };

export interface ExampleWorkflow {
	id: string;
	name: string;
	nodes: Array<{ name: string; type: string; parameters?: Record<string, unknown> }>;
	/** The file it came from, in examples/workflows/. */
	file?: string;
	/** sha256 of that file: tells whether the shipped version changed since it was imported. */
	hash?: string;
}

/** The demos `npm start` imports: they run against the simulator as they are. */
export function exampleWorkflows(): ExampleWorkflow[] {
	return workflowsIn(EXAMPLES);
}

/**
 * The templates (examples/workflows/templates/): a user imports one and picks the credentials and
 * accounts; npm start does not import them (their Google, Airtable, Telegram and OpenAI nodes need
 * the user's own accounts).
 */
export function templateWorkflows(): ExampleWorkflow[] {
	return workflowsIn(TEMPLATES);
}

function workflowsIn(folder: string): ExampleWorkflow[] {
	if (!existsSync(folder)) return [];
	return readdirSync(folder)
		.filter((file) => file.endsWith('.json'))
		.sort()
		.map((file) => {
			const text = readFileSync(join(folder, file), 'utf8');
			const workflow = JSON.parse(text) as ExampleWorkflow;
			Object.defineProperty(workflow, 'file', { value: file, enumerable: false });
			Object.defineProperty(workflow, 'hash', {
				value: createHash('sha256').update(text).digest('hex'),
				enumerable: false,
			});
			return workflow;
		});
}

/** The nodes that do something (sticky notes are notes). */
export function workingNodes(workflow: ExampleWorkflow): ExampleWorkflow['nodes'] {
	return workflow.nodes.filter((node) => node.type !== STICKY_NOTE_TYPE);
}

/**
 * The example as it is imported next to a folder n8n may read (N8N_RESTRICT_FILE_ACCESS_TO): the
 * files its Read Files from Disk nodes read are looked up there, by name.
 */
export function withFilesDir<T extends ExampleWorkflow>(workflow: T, filesDir: string): T {
	return {
		...workflow,
		nodes: workflow.nodes.map((node) =>
			node.type === READ_FILES_TYPE && typeof node.parameters?.fileSelector === 'string'
				? {
						...node,
						parameters: {
							...node.parameters,
							fileSelector: join(filesDir, basename(node.parameters.fileSelector)),
						},
					}
				: node,
		),
	};
}

/**
 * Writes the demo video (an MP4 `ftyp` box, then pseudo-random bytes) unless a file of that size is
 * there already; returns its path.
 */
export function writeDemoVideo(filesDir: string, bytes = DEMO_VIDEO.bytes): string {
	mkdirSync(filesDir, { recursive: true });
	const path = join(filesDir, DEMO_VIDEO.name);
	if (existsSync(path) && statSync(path).size === bytes) return path;
	const ftyp = Buffer.from([
		0x00, 0x00, 0x00, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0x00, 0x00, 0x02, 0x00,
		0x69, 0x73, 0x6f, 0x6d, 0x6d, 0x70, 0x34, 0x31,
	]);
	const chunk = Buffer.alloc(1024 * 1024);
	let seed = 0x2545f491;
	const fd = openSync(path, 'w');
	try {
		writeSync(fd, ftyp);
		for (let written = ftyp.length; written < bytes;) {
			for (let i = 0; i < chunk.length; i += 4) {
				seed = (seed * 1664525 + 1013904223) >>> 0;
				chunk.writeUInt32LE(seed, i);
			}
			const size = Math.min(chunk.length, bytes - written);
			writeSync(fd, chunk, 0, size);
			written += size;
		}
	} finally {
		closeSync(fd);
	}
	return path;
}

/** The credential the examples reference, pointing at a running simulator. */
export function localCredential(baseUrl: string, apiKey: string): object {
	return {
		...LOCAL_CREDENTIAL,
		type: CREDENTIAL_TYPE,
		data: { apiKey, baseUrl, headerName: 'service-api-key' },
	};
}
