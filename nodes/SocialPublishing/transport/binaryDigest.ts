// A binary file known by its content (the record of sends, "Skip If Already on the Service
// Within"): SHA-256 of its bytes, read once more as a stream in 64 KiB pieces, never whole.
// Cost: one more read of the file (benchmarks/RESULTS.md has the rate).
import { createHash } from 'node:crypto';
import type { IBinaryData, IExecuteFunctions } from 'n8n-workflow';

const CHUNK_BYTES = 64 * 1024;

export async function binaryDigest(
	this: IExecuteFunctions,
	i: number,
	binary: IBinaryData,
): Promise<string> {
	const hash = createHash('sha256');
	if (!binary.id) {
		// Kept in the item itself (n8n's default mode): already in memory.
		hash.update(await this.helpers.getBinaryDataBuffer(i, binary));
	} else {
		const stream = await this.helpers.getBinaryStream(binary.id, CHUNK_BYTES);
		for await (const chunk of stream) hash.update(chunk as Buffer);
	}
	return `sha256:${hash.digest('hex')}`;
}
