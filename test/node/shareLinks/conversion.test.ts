/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// Share links as media (issue 31, item 2): the conversion table of nodes/SocialPublishing/mediaLinks,
// pure, and that it is the only place in the node that knows Drive and Dropbox links.
import { readdirSync, readFileSync, statSync } from 'fs';
import { join } from 'path';

import { directMediaUrl, shareLinkOf } from '../../../nodes/SocialPublishing/mediaLinks';

const ID = '1AbC-dEf_GhIjKlMnOpQrStUvWxYz0123';
const DIRECT = `https://drive.google.com/uc?export=download&id=${ID}`;

describe('shareLinkOf: share links become direct download links of the same file', () => {
	it.each([
		[`https://drive.google.com/file/d/${ID}/view?usp=sharing`, DIRECT],
		[`https://drive.google.com/file/d/${ID}/view?usp=drive_link`, DIRECT],
		[`https://drive.google.com/file/d/${ID}/view`, DIRECT],
		[`https://drive.google.com/file/d/${ID}/edit`, DIRECT],
		[`https://drive.google.com/file/d/${ID}/preview`, DIRECT],
		[`https://drive.google.com/file/d/${ID}`, DIRECT],
		[`https://drive.google.com/file/u/1/d/${ID}/view?usp=sharing`, DIRECT],
		[`http://drive.google.com/file/d/${ID}/view`, DIRECT],
		[`https://docs.google.com/file/d/${ID}/edit`, DIRECT],
		[`https://drive.google.com/open?id=${ID}`, DIRECT],
		[`https://drive.google.com/open?id=${ID}&usp=drive_fs`, DIRECT],
		[`https://drive.google.com/uc?id=${ID}`, DIRECT],
		[`https://drive.google.com/uc?export=view&id=${ID}`, DIRECT],
		[`https://docs.google.com/uc?id=${ID}`, DIRECT],
		[
			`https://drive.google.com/file/d/${ID}/view?usp=sharing&resourcekey=0-aBc_d`,
			`${DIRECT}&resourcekey=0-aBc_d`,
		],
		[
			'https://www.dropbox.com/s/a1b2c3d4e5/latte%20art.jpg?dl=0',
			'https://www.dropbox.com/s/a1b2c3d4e5/latte%20art.jpg?dl=1',
		],
		[
			'https://www.dropbox.com/s/a1b2c3d4e5/clip.mp4',
			'https://www.dropbox.com/s/a1b2c3d4e5/clip.mp4?dl=1',
		],
		[
			'https://www.dropbox.com/scl/fi/k3y9x/photo.png?rlkey=r4nd0m&dl=0',
			'https://www.dropbox.com/scl/fi/k3y9x/photo.png?rlkey=r4nd0m&dl=1',
		],
		[
			'https://www.dropbox.com/scl/fi/k3y9x/photo.png?rlkey=r4nd0m&st=ab12&dl=0#top',
			'https://www.dropbox.com/scl/fi/k3y9x/photo.png?rlkey=r4nd0m&st=ab12&dl=1#top',
		],
		[
			'https://www.dropbox.com/scl/fi/k3y9x/photo.png?dl=0&rlkey=r4nd0m',
			'https://www.dropbox.com/scl/fi/k3y9x/photo.png?dl=1&rlkey=r4nd0m',
		],
		[
			'https://www.dropbox.com/scl/fi/k3y9x/photo.png?rlkey=r4nd0m',
			'https://www.dropbox.com/scl/fi/k3y9x/photo.png?rlkey=r4nd0m&dl=1',
		],
		['https://dropbox.com/s/a1b2c3d4e5/a.jpg?dl=0', 'https://dropbox.com/s/a1b2c3d4e5/a.jpg?dl=1'],
		['https://www.dropbox.com/l/scl/AAB1c2?dl=0', 'https://www.dropbox.com/l/scl/AAB1c2?dl=1'],
	])('%s → %s', (given, sent) => {
		expect(shareLinkOf(given)).toEqual({ kind: 'file', url: sent });
		expect(directMediaUrl('Media', given)).toBe(sent);
	});

	it.each([
		DIRECT,
		`${DIRECT}&confirm=t`,
		`https://docs.google.com/uc?export=download&id=${ID}`,
		'https://drive.usercontent.google.com/download?id=abc&export=download',
		'https://lh3.googleusercontent.com/d/abc',
		'https://docs.google.com/presentation/d/abc/export/png?pageid=p1',
		'https://www.dropbox.com/s/a1b2c3d4e5/a.jpg?dl=1',
		'https://www.dropbox.com/scl/fi/k3y9x/photo.png?rlkey=r4nd0m&raw=1',
		'https://dl.dropboxusercontent.com/s/a1b2c3d4e5/a.jpg',
		'https://www.dropbox.com/home',
		'https://cdn.example.com/photo.jpg?dl=0',
		'https://example.com/drive.google.com/file/d/abc/view',
		'https://notdropbox.com/s/abc/a.jpg?dl=0',
		'https://drive.google.com/uc',
		'https://drive.google.com/open?id=not%20an%20id',
	])('%s is left as it is', (url) => {
		expect(shareLinkOf(url)).toEqual({ kind: 'file', url });
	});

	it.each([
		[
			'https://drive.google.com/drive/folders/1FoLdEr?usp=sharing',
			'a Google Drive folder',
			'folder',
		],
		['https://drive.google.com/drive/u/0/folders/1FoLdEr', 'a Google Drive folder', 'folder'],
		['https://drive.google.com/folderview?id=1FoLdEr', 'a Google Drive folder', 'folder'],
		[
			'https://docs.google.com/document/d/1DoC/edit?usp=sharing',
			'a Google Docs document',
			'document page',
		],
		[
			'https://docs.google.com/spreadsheets/d/1ShEeT/edit#gid=0',
			'a Google Sheets spreadsheet',
			'spreadsheet page',
		],
		[
			'https://docs.google.com/presentation/d/1SlIdEs/edit?usp=sharing',
			'a Google Slides presentation',
			'presentation page',
		],
		['https://docs.google.com/drawings/d/1DrAw/edit', 'a Google Drawings drawing', 'drawing page'],
		['https://www.dropbox.com/sh/f0ld3r/AAB1c2?dl=0', 'a Dropbox folder link', 'folder'],
		[
			'https://www.dropbox.com/scl/fo/f0ld3r/h?rlkey=r4nd0m&dl=0',
			'a Dropbox folder link',
			'folder',
		],
	])('%s is refused: %s', (url, what, page) => {
		expect(shareLinkOf(url)).toEqual({ kind: 'notAFile', what, page });
		expect(() => directMediaUrl('Media Override', url)).toThrow(
			`Media Override: '${url}' is ${what}, not a file the service can fetch: share the file itself (not the ${page}), or export it to an image or video first`,
		);
	});
});

describe('one rule', () => {
	const root = join(__dirname, '../../../nodes/SocialPublishing');
	const files = (dir: string): string[] =>
		readdirSync(dir).flatMap((f) =>
			statSync(join(dir, f)).isDirectory() ? files(join(dir, f)) : [join(dir, f)],
		);

	it('only mediaLinks/ knows the Drive and Dropbox link forms', () => {
		const knowing = files(root)
			.filter((f) => f.endsWith('.ts'))
			.filter((f) => /drive\.google|dropbox\.com|dl=1/.test(readFileSync(f, 'utf8')))
			.map((f) => f.slice(root.length + 1));
		expect(knowing).toEqual(['mediaLinks/shareLinks.ts']);
	});

	it('every reader of a media URL calls directMediaUrl', () => {
		const callers = files(root)
			.filter((f) => f.endsWith('.ts') && !f.includes('/mediaLinks/'))
			.filter((f) => readFileSync(f, 'utf8').includes('directMediaUrl('))
			.map((f) => f.slice(root.length + 1))
			.sort();
		expect(callers).toEqual([
			'actions/media/uploadFromUrl.operation.ts',
			'draft/media.ts',
			'templates/templateChecks.ts',
		]);
	});
});
