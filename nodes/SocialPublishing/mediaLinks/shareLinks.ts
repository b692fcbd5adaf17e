// Share links as media (docs/how-to/publish.md "Share links as media"): the service fetches a media URL as given,
// and a Google Drive or Dropbox share link answers the site's preview page, not the file, so the
// post fails later. Such a link becomes the direct download link of the same file; a link that
// names no file (a folder, a Google Docs page) is refused with the fix. Every URL taken as media
// passes here: post media, thread posts, cover image, thumbnail, Upload From URL, template inputs.
import { fail } from '../form';

export type ShareLink =
	/** The URL to send: converted to a direct download link, or the URL unchanged. */
	| { kind: 'file'; url: string }
	/** A page that is not a file: `what` it is ("a Google Drive folder"), and the `page` word. */
	| { kind: 'notAFile'; what: string; page: string };

const GOOGLE_HOSTS = ['drive.google.com', 'docs.google.com'];
/** `/file/d/<id>`, `/file/u/1/d/<id>`, with any suffix (`/view`, `/edit`, `/preview`). */
const DRIVE_FILE = /^\/file\/(?:u\/\d+\/)?d\/([\w-]+)(?:\/|$)/;
const DRIVE_ID = /^[\w-]+$/;
const GOOGLE_EDITORS: Record<string, string> = {
	document: 'a Google Docs document',
	spreadsheets: 'a Google Sheets spreadsheet',
	presentation: 'a Google Slides presentation',
	drawings: 'a Google Drawings drawing',
};
const DROPBOX_FILE = /^\/(?:s|scl\/fi)\//;
const DROPBOX_FOLDER = /^\/(?:sh|scl\/fo)\//;

const unchanged = (url: string): ShareLink => ({ kind: 'file', url });

/** What to send for `url` (an http(s) URL): pure, no request. */
export function shareLinkOf(url: string): ShareLink {
	if (!URL.canParse(url)) return unchanged(url);
	const parsed = new URL(url);
	const host = parsed.hostname;
	if (GOOGLE_HOSTS.includes(host)) return googleLink(url, parsed);
	if (host === 'dropbox.com' || host.endsWith('.dropbox.com')) return dropboxLink(url, parsed);
	return unchanged(url);
}

function googleLink(url: string, parsed: URL): ShareLink {
	const path = parsed.pathname;
	const query = parsed.searchParams;
	if (path.startsWith('/drive/') || path === '/folderview') {
		return { kind: 'notAFile', what: 'a Google Drive folder', page: 'folder' };
	}
	const editor = GOOGLE_EDITORS[path.split('/')[1]];
	// `/export` (e.g. a presentation's `/export/png`) is already a file.
	if (editor && !path.split('/').includes('export')) {
		return { kind: 'notAFile', what: editor, page: `${editor.split(' ').pop()} page` };
	}
	const id =
		DRIVE_FILE.exec(path)?.[1] ??
		(path === '/open' || path === '/uc' ? (query.get('id') ?? undefined) : undefined);
	if (!id || !DRIVE_ID.test(id)) return unchanged(url);
	if (path === '/uc' && query.get('export') === 'download') return unchanged(url);
	// Files shared before Drive's 2021 security update also need their resource key.
	const key = query.get('resourcekey');
	const resourceKey = key ? `&resourcekey=${encodeURIComponent(key)}` : '';
	return {
		kind: 'file',
		url: `https://drive.google.com/uc?export=download&id=${id}${resourceKey}`,
	};
}

function dropboxLink(url: string, parsed: URL): ShareLink {
	const path = parsed.pathname;
	if (DROPBOX_FOLDER.test(path)) {
		return { kind: 'notAFile', what: 'a Dropbox folder link', page: 'folder' };
	}
	const query = parsed.searchParams;
	if (query.get('raw') === '1' || query.get('dl') === '1') return unchanged(url);
	if (DROPBOX_FILE.test(path) || query.has('dl')) return { kind: 'file', url: withDl1(url) };
	return unchanged(url);
}

/** The same link with `dl=1` in place of `dl=0` (or added); every other byte kept. */
function withDl1(url: string): string {
	const hashAt = url.indexOf('#');
	const hash = hashAt >= 0 ? url.slice(hashAt) : '';
	const beforeHash = hashAt >= 0 ? url.slice(0, hashAt) : url;
	const queryAt = beforeHash.indexOf('?');
	if (queryAt < 0) return `${beforeHash}?dl=1${hash}`;
	const base = beforeHash.slice(0, queryAt);
	const parts = beforeHash
		.slice(queryAt + 1)
		.split('&')
		.filter((part) => part !== '');
	const isDl = (part: string) => part.split('=')[0] === 'dl';
	const first = parts.findIndex(isDl);
	const kept =
		first < 0
			? [...parts, 'dl=1']
			: parts.flatMap((part, n) => (n === first ? ['dl=1'] : isDl(part) ? [] : [part]));
	return `${base}?${kept.join('&')}${hash}`;
}

/**
 * The URL to send for a media URL given in `field`: a share link becomes its direct download link;
 * a link to no file fails naming the field, the link and the fix.
 */
export function directMediaUrl(field: string, url: string): string {
	const link = shareLinkOf(url);
	if (link.kind === 'file') return link.url;
	return fail(
		field,
		`'${url}' is ${link.what}, not a file the service can fetch: share the file itself (not the ${link.page}), or export it to an image or video first`,
	);
}
