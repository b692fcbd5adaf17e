// Media given as URLs and/or names of binary properties of the input item, in order.
import type { IBinaryData, IExecuteFunctions } from 'n8n-workflow';

import {
	extensionForMimeType,
	extensionOf,
	IMAGE_EXTENSIONS,
	VIDEO_EXTENSIONS,
} from '../serviceApi';
import { uploadBinary } from '../transport/upload';
import { binaryDigest } from '../transport/binaryDigest';
import { fail, FieldProblems, planUpload, splitList } from '../form';
import { directMediaUrl } from '../mediaLinks';

export type MediaRef =
	| { kind: 'url'; url: string }
	/** `field`: the label of the field that named it (for errors). */
	| { kind: 'binary'; property: string; binary: IBinaryData; field: string };

export type MediaKind = 'image' | 'video' | 'unknown';

const URL_PATTERN = /^https?:\/\//i;

/**
 * Checks every entry (a URL or an existing binary property) without sending anything; a share link
 * becomes its file's direct download link (mediaLinks).
 */
export function resolveMediaRefs(
	this: IExecuteFunctions,
	i: number,
	fieldLabel: string,
	value: unknown,
): MediaRef[] {
	// Every entry is checked: two wrong entries are two problems of one run.
	const problems = new FieldProblems();
	const refs = splitList(value).map((entry) =>
		problems.check(() => resolveMediaRef.call(this, i, fieldLabel, entry)),
	);
	problems.throwIfAny();
	return refs as MediaRef[];
}

function resolveMediaRef(
	this: IExecuteFunctions,
	i: number,
	fieldLabel: string,
	entry: string,
): MediaRef {
	if (URL_PATTERN.test(entry)) {
		if (!URL.canParse(entry)) {
			fail(
				fieldLabel,
				`'${entry}' is not a valid URL: give a complete public URL such as https://example.com/photo.jpg`,
			);
		}
		return { kind: 'url', url: directMediaUrl(fieldLabel, entry) };
	}
	const item = this.getInputData()[i];
	const binary = item?.binary?.[entry];
	if (!binary) {
		const available = Object.keys(item?.binary ?? {});
		const fix = available.length
			? `give a public URL (https://...) or one of the item's binary properties: ${available.join(', ')}`
			: 'give a public URL (https://...), or connect a node that outputs a binary file and name its binary property (e.g. data)';
		fail(fieldLabel, `'${entry}' is neither a URL nor a binary property of the input item: ${fix}`);
	}
	return { kind: 'binary', property: entry, binary, field: fieldLabel };
}

export function mediaKind(ref: MediaRef): MediaKind {
	const ext = mediaExtension(ref);
	const mime = ref.kind === 'binary' ? (ref.binary.mimeType ?? '') : '';
	const among = (list: readonly string[]) => list.includes(ext);
	if (among(VIDEO_EXTENSIONS) || mime.startsWith('video/')) return 'video';
	if (among(IMAGE_EXTENSIONS) || mime.startsWith('image/')) return 'image';
	return 'unknown';
}

/** Lower-case extension of a media item (`jpg`, `mp4`), or '' when it cannot be told. */
export function mediaExtension(ref: MediaRef): string {
	if (ref.kind === 'url') return extensionOf(new URL(ref.url).pathname);
	const { fileName, mimeType } = ref.binary;
	return extensionOf(fileName ?? '') || extensionForMimeType(mimeType ?? '') || '';
}

/**
 * Where the binaries of one item go: each binary property is uploaded once and its hosted URL
 * reused (a cross-post to four platforms uploads a shared image once); in a dry run the transport
 * uploads nothing and the URL is a description of the upload that would happen.
 */
export interface MediaUploads {
	byProperty: Map<string, Promise<string>>;
	/** Each hosted URL of this run's uploads → the file it holds (its content's hash, with byContent). */
	files: Map<string, string>;
	/** Files are known by their content (the look-up of "Skip If Already Sent"). */
	byContent: boolean;
}

export const mediaUploads = ({ byContent = false } = {}): MediaUploads => ({
	byProperty: new Map(),
	files: new Map(),
	byContent,
});

/** What the record of sends knows a file by: its bytes, or (no look-up) its name, type and size. */
async function fileIdentity(
	ctx: IExecuteFunctions,
	i: number,
	binary: IBinaryData,
	byContent: boolean,
): Promise<string> {
	if (byContent) return `file:${await binaryDigest.call(ctx, i, binary)}`;
	return `file:${binary.fileName ?? ''}|${binary.mimeType ?? ''}|${binary.fileSize ?? ''}`;
}

/** Uploads the binary entries (in order) and returns the URLs that go into `mediaUrls`. */
export async function mediaUrlsFor(
	this: IExecuteFunctions,
	i: number,
	refs: MediaRef[],
	uploads: MediaUploads = mediaUploads(),
): Promise<string[]> {
	const urls: string[] = [];
	for (const ref of refs) {
		if (ref.kind === 'url') {
			urls.push(ref.url);
			continue;
		}
		let url = uploads.byProperty.get(ref.property);
		if (!url) {
			const binary = ref.binary;
			url = uploadBinary.call(this, i, binary).then(async (r) => {
				uploads.files.set(r.url, await fileIdentity(this, i, binary, uploads.byContent));
				return r.url;
			});
			uploads.byProperty.set(ref.property, url);
		}
		urls.push(await url);
	}
	return urls;
}

/**
 * Checks every binary of a request as its upload will (type, and whether n8n can hand it over)
 * before the first is uploaded: a file refused second leaves no upload of the first behind.
 */
export async function checkUploads(this: IExecuteFunctions, refs: MediaRef[]): Promise<void> {
	const problems = new FieldProblems();
	for (const ref of refs) {
		if (ref.kind === 'binary') {
			await problems.checkAsync(() => planUpload.call(this, ref.binary, ref.field));
		}
	}
	problems.throwIfAny();
}
