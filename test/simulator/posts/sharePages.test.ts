/* eslint-disable @typescript-eslint/no-explicit-any -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// A post whose media is a Google Drive or Dropbox share page fails when it publishes, as the service
// fails it (it fetches the preview page, not the file); direct download links publish.
import { createPost, validPost } from '../postHelpers';
import { PUBLISH_MS, usePostsSimulator } from './setup';

const { sim, c, status } = usePostsSimulator();

const PAGE = 'is a web page (text/html), not an image or video';

async function outcome(post: any) {
	const id = await createPost(sim.api(), { post });
	await sim.advance(PUBLISH_MS);
	return await status(id);
}

describe('media that is a share page', () => {
	it.each([
		['a Drive file link', 'https://drive.google.com/file/d/1AbC/view?usp=sharing'],
		['a Drive open link', 'https://drive.google.com/open?id=1AbC'],
		['a Google Slides page', 'https://docs.google.com/presentation/d/1AbC/edit'],
		['a Drive folder', 'https://drive.google.com/drive/folders/1AbC'],
		['a Dropbox link with dl=0', 'https://www.dropbox.com/s/k3y/a.jpg?dl=0'],
		['a Dropbox link without dl', 'https://www.dropbox.com/scl/fi/k3y/a.jpg?rlkey=r'],
	])('%s in content.mediaUrls: failed, naming the URL', async (_name, url) => {
		const post = validPost(c, 'twitter', 'Shared');
		post.content.mediaUrls = ['https://cdn.example.com/ok.jpg', url];
		const s = await outcome(post);
		expect(s).toMatchObject({
			status: 'failed',
			errorMessage: `Media could not be processed: ${url} ${PAGE}`,
		});
		const failed = (await sim.api().get('/posts', { status: 'failed' })).body.items;
		expect(failed.some((i: any) => i.state.errorMessage === s.errorMessage)).toBe(true);
	});

	it('in a thread post, a cover image and a thumbnail too', async () => {
		const page = 'https://www.dropbox.com/s/k3y/a.jpg?dl=0';
		const thread = validPost(c, 'twitter', 'Thread');
		thread.content.additionalPosts = [{ text: '2/2', mediaUrls: [page] }];
		const reel = validPost(c, 'instagram', 'Reel');
		reel.target.coverImageUrl = page;
		const video = validPost(c, 'youtube', 'Video');
		video.target.thumbnailUrl = page;
		for (const post of [thread, reel, video]) {
			expect(await outcome(post)).toMatchObject({
				status: 'failed',
				errorMessage: `Media could not be processed: ${page} ${PAGE}`,
			});
		}
	});

	it.each([
		'https://drive.google.com/uc?export=download&id=1AbC',
		'https://drive.google.com/uc?export=view&id=1AbC',
		'https://docs.google.com/presentation/d/1AbC/export/png',
		'https://www.dropbox.com/scl/fi/k3y/a.jpg?rlkey=r&dl=1',
		'https://www.dropbox.com/s/k3y/a.jpg?raw=1',
		'https://dl.dropboxusercontent.com/s/k3y/a.jpg',
	])('the direct link %s publishes', async (url) => {
		const post = validPost(c, 'twitter', 'Direct');
		post.content.mediaUrls = [url];
		expect((await outcome(post)).status).toBe('published');
	});
});
