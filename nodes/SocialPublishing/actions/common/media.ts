// Media given as URLs and/or names of binary properties of the input item, in order.
import type { IBinaryData, IExecuteFunctions } from 'n8n-workflow';

import { extensionForMimeType, extensionOf, IMAGE_EXTENSIONS, VIDEO_EXTENSIONS } from '../../spec';
import { uploadBinary } from '../../transport/upload';
import { fail } from './fieldError';

export type MediaRef =
	{ kind: 'url'; url: string } | { kind: 'binary'; property: string; binary: IBinaryData };

export type MediaKind = 'image' | 'video' | 'unknown';

const URL_PATTERN = /^https?:\/\//i;

/** A list from an expression (array) or typed text (comma- or newline-separated). */
export function splitList(value: unknown): string[] {
	const parts = Array.isArray(value)
		? value.flatMap((v) => (Array.isArray(v) ? v : [v]))
		: String(value ?? '').split(/[,\n]/);
	return parts.map((p) => String(p ?? '').trim()).filter((p) => p !== '');
}

/** Checks every entry (a URL or an existing binary property) without sending anything. */
export function resolveMediaRefs(
	this: IExecuteFunctions,
	i: number,
	fieldLabel: string,
	value: unknown,
): MediaRef[] {
	return splitList(value).map((entry) => {
		if (URL_PATTERN.test(entry)) {
			if (!URL.canParse(entry)) {
				fail(
					fieldLabel,
					`'${entry}' is not a valid URL: give a complete public URL such as https://example.com/photo.jpg`,
				);
			}
			return { kind: 'url', url: entry };
		}
		const item = this.getInputData()[i];
		const binary = item?.binary?.[entry];
		if (!binary) {
			const available = Object.keys(item?.binary ?? {});
			const fix = available.length
				? `give a public URL (https://...) or one of the item's binary properties: ${available.join(', ')}`
				: 'give a public URL (https://...), or connect a node that outputs a binary file and name its binary property (e.g. data)';
			fail(
				fieldLabel,
				`'${entry}' is neither a URL nor a binary property of the input item: ${fix}`,
			);
		}
		return { kind: 'binary', property: entry, binary };
	});
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

/** Uploads the binary entries (in order) and returns the URLs that go into `mediaUrls`. */
export async function mediaUrlsFor(
	this: IExecuteFunctions,
	i: number,
	refs: MediaRef[],
): Promise<string[]> {
	const urls: string[] = [];
	for (const ref of refs) {
		urls.push(ref.kind === 'url' ? ref.url : (await uploadBinary.call(this, i, ref.binary)).url);
	}
	return urls;
}
