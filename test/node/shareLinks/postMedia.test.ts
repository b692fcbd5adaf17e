// Share links as media (issue 31, item 2) through n8n's execution code against the simulator: Post →
// Create's Media sends the direct download link (the body the simulator received) and refuses a link
// to no file before anything is sent. The simulator fails a post whose media is a share page, as the
// service does: the conversion is what makes it publish. The other places: places.test.ts.
import { DEFAULT_DURATIONS } from '../../../simulator/core/context';
import {
	DRIVE_DIRECT,
	DRIVE_FOLDER,
	DRIVE_SHARE,
	DROPBOX_DIRECT,
	DROPBOX_SHARE,
	FIX,
	ID,
	lastBody,
	useShareLinks,
	withoutAccountsRead,
} from './shareLinkHelpers';

const { sim, s, post, logged } = useShareLinks();

describe('Post → Create: Media', () => {
	it.each([
		['Drive /view?usp=sharing', DRIVE_SHARE, DRIVE_DIRECT],
		['Drive /edit', `https://drive.google.com/file/d/${ID}/edit`, DRIVE_DIRECT],
		['Drive /preview', `https://drive.google.com/file/d/${ID}/preview`, DRIVE_DIRECT],
		['Drive open?id=', `https://drive.google.com/open?id=${ID}`, DRIVE_DIRECT],
		['Drive uc?id=', `https://drive.google.com/uc?id=${ID}`, DRIVE_DIRECT],
		['Drive uc?export=view', `https://drive.google.com/uc?export=view&id=${ID}`, DRIVE_DIRECT],
		['docs.google.com/uc', `https://docs.google.com/uc?id=${ID}`, DRIVE_DIRECT],
		[
			'Dropbox /s/ with dl=0',
			'https://www.dropbox.com/s/a1b2c3d4e5/beans.jpg?dl=0',
			'https://www.dropbox.com/s/a1b2c3d4e5/beans.jpg?dl=1',
		],
		['Dropbox scl/fi with rlkey and dl=0', DROPBOX_SHARE, DROPBOX_DIRECT],
	])('%s: content.mediaUrls holds the direct link', async (form, given, sent) => {
		// A text per case: the same post published by an earlier case would not be sent again.
		const text = `Fresh roast (${form})`;
		const { result, log } = await logged(() =>
			post('bluesky', { text, media: `${given}, https://cdn.example.com/b.png` }),
		);
		expect(result.error).toBeUndefined();
		expect(await lastBody(log, '/posts')).toEqual({
			post: {
				accountId: s.account.bluesky,
				content: {
					text,
					mediaUrls: [sent, 'https://cdn.example.com/b.png'],
					platform: 'bluesky',
				},
				target: { targetType: 'bluesky' },
			},
		});
	});

	it('links already direct, and every other URL, are sent as given', async () => {
		const given = [
			DRIVE_DIRECT,
			'https://www.dropbox.com/s/a1b2c3d4e5/beans.jpg?dl=1',
			'https://www.dropbox.com/s/a1b2c3d4e5/beans.jpg?raw=1',
			'https://dl.dropboxusercontent.com/s/a1b2c3d4e5/beans.jpg',
			'https://cdn.example.com/beans.jpg?dl=0',
		];
		const { result, log } = await logged(() =>
			post('bluesky', { text: 'As given', media: given.join(', ') }),
		);
		expect(result.error).toBeUndefined();
		expect((await lastBody(log, '/posts')).post.content.mediaUrls).toEqual(given);
	});

	it.each([
		[DRIVE_FOLDER, 'a Google Drive folder', 'folder'],
		['https://docs.google.com/document/d/1DoC/edit', 'a Google Docs document', 'document page'],
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
		['https://www.dropbox.com/sh/f0ld3r/AAB1c2?dl=0', 'a Dropbox folder link', 'folder'],
		['https://www.dropbox.com/scl/fo/f0ld3r/h?rlkey=r&dl=0', 'a Dropbox folder link', 'folder'],
	])(
		'%s is refused naming the field, the link and the fix; nothing is sent',
		async (url, what, page) => {
			for (const dryRun of [false, true]) {
				const { result, log } = await logged(() =>
					post('bluesky', { text: 'Refused', media: url, dryRun }),
				);
				expect(result.items).toEqual([]);
				expect(result.error?.message).toBe(
					`Media: '${url}' is ${what}, not a file the service can fetch: ${FIX} (not the ${page}), or export it to an image or video first`,
				);
				expect(withoutAccountsRead(log)).toEqual([]);
			}
		},
	);
});

describe('end to end: the service fails a post whose media is a share page', () => {
	const PUBLISH_MS = DEFAULT_DURATIONS.postPublishMs;
	const status = async (id: string) => (await sim.api().get(`/posts/${id}`)).body;

	it('the share link sent as it is fails; the node sends the file, which publishes', async () => {
		const raw = await sim.api().post('/posts', {
			post: {
				accountId: s.account.twitter,
				content: { text: 'As shared', mediaUrls: [DRIVE_SHARE], platform: 'twitter' },
				target: { targetType: 'twitter' },
			},
		});
		expect(raw.status).toBe(201);
		const { items, error } = await post('twitter', {
			text: 'Through the node',
			media: DRIVE_SHARE,
		});
		expect(error).toBeUndefined();
		await sim.advance(PUBLISH_MS);
		expect(await status(raw.body.postSubmissionId)).toMatchObject({
			status: 'failed',
			errorMessage: `Media could not be processed: ${DRIVE_SHARE} is a web page (text/html), not an image or video`,
		});
		expect(await status(String(items[0].json.postSubmissionId))).toMatchObject({
			status: 'published',
		});
	});
});
