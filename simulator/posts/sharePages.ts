// Media URLs that answer a web page, not a file: Google Drive and Dropbox share links. The service
// fetches media when it publishes and gets the site's preview page (text/html), so the post fails
// then (the service's help pages: the most common media failure). Drive's `uc` links (download or
// view), a Google editor's `/export` and Dropbox's `dl=1` or `raw=1` answer the file itself.
const GOOGLE_HOSTS = ['drive.google.com', 'docs.google.com'];

export function isSharePage(raw: string): boolean {
	let url: URL;
	try {
		url = new URL(raw);
	} catch {
		return false;
	}
	const host = url.hostname;
	const query = url.searchParams;
	if (GOOGLE_HOSTS.includes(host)) {
		return url.pathname !== '/uc' && !url.pathname.split('/').includes('export');
	}
	if (host === 'dropbox.com' || host.endsWith('.dropbox.com')) {
		return query.get('dl') !== '1' && query.get('raw') !== '1';
	}
	return false;
}

/** The failure of a post with a share page among the media the service fetches for it. */
export function sharePageRejection(fetched: string[]): string | undefined {
	const page = fetched.find(isSharePage);
	return page
		? `Media could not be processed: ${page} is a web page (text/html), not an image or video`
		: undefined;
}
