// Issue 21: redirects from the service are never followed with the key.
import { runNode } from '../../helpers/n8n';
import { KEY_HEADER, pass, useHostileService } from './harness';

const { sim, hostile, via, postThrough } = useHostileService();

describe('redirects: never followed with the key', () => {
	it('a 301 from the Base URL to another host is an error naming the Location; the other host sees nothing', async () => {
		const elsewhere = await hostile(() => ({ kind: 'json', status: 200, body: { id: 'evil' } }));
		const service = await hostile(() => ({
			kind: 'redirect',
			status: 301,
			location: `${elsewhere.baseUrl}/users/me`,
		}));
		const { error, items } = await runNode({
			...via(service),
			resource: 'account',
			operation: 'getMe',
		});
		expect(items).toEqual([]);
		expect(error?.message).toBe(
			`The service answered GET /users/me with a redirect (HTTP 301) to ${elsewhere.baseUrl}/users/me: not followed, so that the API key is not sent there`,
		);
		expect(error?.description).toMatch(/Check the Base URL in the credential/);
		expect(elsewhere.requests).toEqual([]);
	});

	it('a 307 on POST /posts: the body and key are not re-sent anywhere, and the POST went out once', async () => {
		const elsewhere = await hostile(() => ({
			kind: 'json',
			status: 201,
			body: { postSubmissionId: 's' },
		}));
		const service = await hostile((path, method) =>
			method === 'POST' && path === '/posts'
				? { kind: 'redirect', status: 307, location: `${elsewhere.baseUrl}/posts` }
				: pass,
		);
		const { error } = await postThrough(service);
		expect(error?.message).toMatch(
			/^The service answered POST \/posts with a redirect \(HTTP 307\) to http:\/\/127\.0\.0\.1:\d+\/v2\/posts/,
		);
		expect(service.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
		expect(elsewhere.requests).toEqual([]);
	});

	it('a media download that redirects is followed without the key; the storage upload that redirects fails, keyless', async () => {
		const bytes = Buffer.from('PNGDATA'.repeat(100));
		const mediaFinal = await hostile(() => ({
			kind: 'raw',
			status: 200,
			contentType: 'image/png',
			text: bytes.toString(),
		}));
		const mediaHost = await hostile(() => ({
			kind: 'redirect',
			status: 302,
			location: `${mediaFinal.origin}/final.png`,
		}));
		const service = await hostile((path) =>
			path.startsWith('/videos/creations/')
				? {
						kind: 'json',
						status: 200,
						body: { item: { id: 'v1', status: 'done', imageUrls: [`${mediaHost.origin}/a.png`] } },
					}
				: path === '/media/uploads'
					? {
							kind: 'json',
							status: 201,
							body: {
								presignedUrl: `${mediaHost.origin}/put`,
								publicUrl: 'https://cdn.example/x.mp4',
							},
						}
					: pass,
		);
		const download = await runNode({
			...via(service),
			resource: 'visual',
			operation: 'get',
			parameters: { visualId: 'v1', download: true },
		});
		expect(download.error).toBeUndefined();
		expect(download.items[0].binary?.data_0?.fileName).toBe('a.png');
		const upload = await runNode({
			...via(service),
			resource: 'media',
			operation: 'upload',
			parameters: { options: { forcePresigned: true } },
			binary: {
				data: { data: Buffer.alloc(1000, 1), mimeType: 'video/mp4', fileName: 'clip.mp4' },
			},
		});
		expect(upload.error?.message).toBe("Uploading 'clip.mp4' to storage failed");
		expect(upload.error?.description).toMatch(/answered 302/);
		// Each media host saw one GET (the download) and the PUT once; none of them the key.
		expect(mediaHost.requests.map((r) => r.method).sort()).toEqual(['GET', 'PUT']);
		expect(mediaFinal.requests.map((r) => r.method)).toEqual(['GET']);
		for (const r of [...mediaHost.requests, ...mediaFinal.requests]) {
			expect(r.headers[KEY_HEADER]).toBeUndefined();
			expect(JSON.stringify(r)).not.toContain(sim.apiKey);
		}
	});
});
