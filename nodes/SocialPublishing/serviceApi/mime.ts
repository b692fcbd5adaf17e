// Content types by file extension: presigned uploads need the filename's extension and a matching Content-Type.

export const MIME_BY_EXTENSION: Record<string, string> = {
	jpg: 'image/jpeg',
	jpeg: 'image/jpeg',
	png: 'image/png',
	gif: 'image/gif',
	webp: 'image/webp',
	heic: 'image/heic',
	bmp: 'image/bmp',
	svg: 'image/svg+xml',
	mp4: 'video/mp4',
	mov: 'video/quicktime',
	m4v: 'video/x-m4v',
	webm: 'video/webm',
	avi: 'video/x-msvideo',
	mkv: 'video/x-matroska',
	mp3: 'audio/mpeg',
	wav: 'audio/wav',
	m4a: 'audio/mp4',
	ogg: 'audio/ogg',
	flac: 'audio/flac',
	aac: 'audio/aac',
	pdf: 'application/pdf',
};

export function extensionOf(filename: string): string {
	const match = /\.([A-Za-z0-9]+)$/.exec(filename.split(/[?#]/)[0]);
	return match ? match[1].toLowerCase() : '';
}

export function mimeTypeForFilename(filename: string): string | undefined {
	return MIME_BY_EXTENSION[extensionOf(filename)];
}

export function extensionForMimeType(mimeType: string): string | undefined {
	const base = mimeType.split(';')[0].trim().toLowerCase();
	return Object.keys(MIME_BY_EXTENSION).find((ext) => MIME_BY_EXTENSION[ext] === base);
}
