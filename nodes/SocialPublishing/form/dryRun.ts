// Dry Run: every check runs, the reads that the checks need may run, and nothing is created,
// changed or uploaded: the operation runs its real code and the transport records its writes
// (transport/dryRun.ts). Media that would be uploaded appear as a description of the upload.
import type { IBinaryData, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { binarySize, chooseUpload, uploadDescription, uploadProblem } from '../transport/upload';
import { fail } from '../transport/fieldError';
import { readBoolean } from './parameterRules';
import { more } from './docsLink';
import { planWrites } from '../transport/dryRun';
import { readOption } from './options';

export const DRY_RUN_DESCRIPTION =
	'Whether to only check every field and output the request it would send, sending nothing: nothing is created, changed or uploaded.' +
	more('how-to/publish.md#dry-run');

export function dryRunField(extra: Partial<INodeProperties> = {}): INodeProperties {
	return {
		displayName: 'Dry Run',
		name: 'dryRun',
		type: 'boolean',
		default: false,
		description: DRY_RUN_DESCRIPTION,
		...extra,
	};
}

/**
 * True unless Dry Run is clearly false: a value that is neither true nor false is an error. When
 * true, the transport records the item's writes from here on instead of sending them.
 */
export function isDryRun(this: IExecuteFunctions, i: number): boolean {
	const dryRun = readBoolean('Options → Dry Run', readOption(this, i, 'dryRun', false));
	if (dryRun) planWrites(this, i);
	return dryRun;
}

/** Dry Run read where the operation's checks end: when on, the transport records what follows. */
export function readDryRun(this: IExecuteFunctions, i: number): void {
	isDryRun.call(this, i);
}

export interface UploadPlan {
	method: 'inline' | 'presigned';
	size: number;
	fileName: string;
	/** "would upload N bytes inline as photo.jpg" / "would upload N bytes presigned as clip.mp4". */
	description: string;
}

/**
 * How a binary would be uploaded (the real upload's own choice): up to 15 MiB inline, above by
 * presigned upload. A binary that the real upload would refuse fails here, naming `field`: a real
 * run checks every binary this way before it sends anything.
 */
export async function planUpload(
	this: IExecuteFunctions,
	binary: IBinaryData,
	field: string,
	options: { forcePresigned?: boolean } = {},
): Promise<UploadPlan> {
	const size = await binarySize.call(this, binary);
	const choice = chooseUpload(binary, size, options);
	const problem = uploadProblem(binary, size, choice);
	if (!choice || problem) fail(field, `${problem?.message}. ${problem?.fix}`);
	const { method, fileName } = choice;
	return { method, size, fileName, description: uploadDescription(size, choice) };
}
