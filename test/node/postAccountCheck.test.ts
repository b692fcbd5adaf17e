// The Account field keeps its value when Platform changes: Post → Create checks the account's
// platform before sending (one accounts request per execution), and the dependent lists
// (pages, playlists) say which account they need instead of showing "No results".
import type { IDataObject } from 'n8n-workflow';

import { byId, fromList, runListSearch, runLoadOptions, runNode } from '../helpers/n8n';
import { useSimulator } from '../helpers/simulator';
import { seeded, type Seeded } from './postHelpers';

const sim = useSimulator({ rateLimits: false });
let s: Seeded;
beforeAll(async () => {
	s = await seeded(sim);
});

async function sentSince(before: number): Promise<string[]> {
	return (await sim.requests()).slice(before).map((r) => `${r.method} ${r.path}`);
}

const create = (parameters: IDataObject, extra: IDataObject = {}) =>
	runNode({ sim, resource: 'post', operation: 'create', parameters, ...extra });

describe('Post → Create: the account must be on the chosen platform', () => {
	it('an X account with Platform Facebook: an error naming Account and Platform, nothing posted', async () => {
		const before = (await sim.requests()).length;
		const { error, items } = await create({
			platform: 'facebook',
			account: fromList(s.account.twitter),
			facebookPage: byId(s.subaccounts.facebook[0].id),
			text: 'Hello',
		});
		expect(items).toEqual([]);
		expect(error?.message).toBe(
			`Account: Acme Coffee (${s.account.twitter}) is an X (Twitter) account but Platform is ` +
				'Facebook. Choose a Facebook account.',
		);
		expect(error?.description).toContain('Account');
		expect(await sentSince(before)).toEqual(['GET /users/me/accounts']);
	});

	it('an unknown account ID: an error, nothing posted', async () => {
		const before = (await sim.requests()).length;
		const { error } = await create({ platform: 'twitter', account: byId('999'), text: 'Hi' });
		expect(error?.message).toMatch(/^Account: no connected account has ID 999/);
		expect(await sentSince(before)).toEqual(['GET /users/me/accounts']);
	});

	it('with other mistakes, the account comes first in one list; only the accounts are read', async () => {
		const before = (await sim.requests()).length;
		const { error } = await create({ platform: 'facebook', account: byId('999'), text: '' });
		expect(error?.message).toBe(
			'3 problems, so nothing was sent:\n' +
				'- Account: no connected account has ID 999: pick the account from the list\n' +
				'- Text: is empty and there is no media: write a text, add media, or both\n' +
				'- Facebook Page: is required: pick it from the list or enter its ID (e.g. 123456789012345)',
		);
		expect(error?.description).toBe(
			'Fix the "Account", "Text" and "Facebook Page" fields and run again.',
		);
		expect(await sentSince(before)).toEqual(['GET /users/me/accounts']);
	});

	it('a malformed account ID is not looked up', async () => {
		const before = (await sim.requests()).length;
		const { error } = await create({ platform: 'twitter', account: byId('acme'), text: '' });
		expect(error?.message).toMatch(/^2 problems, so nothing was sent:\n- Account: 'acme' is not/);
		expect(await sentSince(before)).toEqual([]);
	});

	it('a webhook takes any connected account', async () => {
		const { error, items } = await create({
			platform: 'webhook',
			account: byId(s.account.instagram),
			text: 'To my endpoint',
			webhookUrl: 'https://hooks.example.com/posts',
		});
		expect(error).toBeUndefined();
		expect(items[0].json.postSubmissionId).toMatch(/\S/);
	});

	it('one accounts request per execution, shared by all items', async () => {
		const before = (await sim.requests()).length;
		const { error, items } = await create(
			{ platform: 'twitter', account: byId(s.account.twitter), text: '={{ "Item " + $json.n }}' },
			{ items: [{ json: { n: 1 } }, { json: { n: 2 } }, { json: { n: 3 } }] },
		);
		expect(error).toBeUndefined();
		expect(items).toHaveLength(3);
		// Each create looks among the service's posts first (Skip If Already on the Service): the
		// look-ups of one execution share one read of the list.
		expect(await sentSince(before)).toEqual([
			'GET /users/me/accounts',
			'GET /posts',
			'POST /posts',
			'POST /posts',
			'POST /posts',
		]);
	});

	it('with Continue On Fail, the mismatched item fails and the others are posted', async () => {
		const before = (await sim.requests()).length;
		const { error, items } = await create(
			{
				platform: 'bluesky',
				account: '={{ { __rl: true, mode: "id", value: $json.id } }}',
				text: 'x',
			},
			{
				items: [{ json: { id: s.account.bluesky } }, { json: { id: s.account.twitter } }],
				continueOnFail: true,
			},
		);
		expect(error).toBeUndefined();
		expect(items[0].json.postSubmissionId).toMatch(/\S/);
		expect(items[1].json.error).toMatch(/is an X \(Twitter\) account but Platform is Bluesky/);
		expect(items.map((i) => i.pairedItem)).toEqual([{ item: 0 }, { item: 1 }]);
		expect(await sentSince(before)).toEqual([
			'GET /users/me/accounts',
			'GET /posts',
			'POST /posts',
		]);
	});
});

describe('dependent lists need an account of their platform', () => {
	const form = (platform: string, account: string) => ({
		resource: 'post',
		operation: 'create',
		platform,
		account: fromList(account),
	});

	it('Facebook pages with an X account: a clear error instead of an empty list', async () => {
		await expect(
			runListSearch({
				sim,
				method: 'searchFacebookPages',
				parameterName: 'facebookPage',
				parameters: form('facebook', s.account.twitter),
			}),
		).rejects.toThrow(
			'The chosen account is an X (Twitter) account; Facebook pages need a Facebook account: ' +
				'choose one in Account.',
		);
	});

	it('LinkedIn company pages with a Facebook account, and an unknown account', async () => {
		await expect(
			runListSearch({
				sim,
				method: 'searchLinkedInPages',
				parameterName: 'linkedinPage',
				parameters: form('linkedin', s.account.facebook),
			}),
		).rejects.toThrow(/is a Facebook account; LinkedIn company pages need a LinkedIn account/);
		await expect(
			runListSearch({
				sim,
				method: 'searchLinkedInPages',
				parameterName: 'linkedinPage',
				parameters: form('linkedin', '999'),
			}),
		).rejects.toThrow(/No connected account has ID 999/);
	});

	it('the generic subaccount list takes Facebook, LinkedIn or YouTube accounts only', async () => {
		await expect(
			runListSearch({
				sim,
				method: 'searchSubaccounts',
				parameterName: 'subaccount',
				parameters: {
					resource: 'account',
					operation: 'getAllSubaccounts',
					account: byId(s.account.tiktok),
				},
			}),
		).rejects.toThrow(
			/is a TikTok account; pages and playlists need a Facebook, LinkedIn or YouTube account/,
		);
	});

	it('the pages of the right account are listed', async () => {
		const pages = await runListSearch({
			sim,
			method: 'searchLinkedInPages',
			parameterName: 'linkedinPage',
			parameters: form('linkedin', s.account.linkedin),
		});
		expect(pages.results).toEqual(
			s.subaccounts.linkedin.map((p) => ({ name: p.name, value: p.id })),
		);
	});
});

describe('YouTube playlists (a multi-select loaded from the chosen account)', () => {
	const youtubeForm = (account: IDataObject | undefined) => ({
		resource: 'post',
		operation: 'create',
		platform: 'youtube',
		...(account ? { account } : {}),
	});

	it('lists the playlists of the chosen YouTube account, in list or ID mode', async () => {
		for (const account of [fromList(s.account.youtube), byId(s.account.youtube)]) {
			const options = await runLoadOptions({
				sim,
				method: 'getPlaylists',
				parameterName: 'youtubeOptions.playlistIds',
				parameters: youtubeForm(account),
			});
			expect(options).toEqual(s.subaccounts.youtube.map((p) => ({ name: p.name, value: p.id })));
		}
	});

	it('errors are thrown, never an empty list', async () => {
		await expect(
			runLoadOptions({ sim, method: 'getPlaylists', parameters: youtubeForm(undefined) }),
		).rejects.toThrow(/Choose an account first/);
		await expect(
			runLoadOptions({
				sim,
				method: 'getPlaylists',
				parameters: youtubeForm(fromList(s.account.instagram)),
			}),
		).rejects.toThrow(/is an Instagram account; YouTube playlists need a YouTube account/);
		await expect(
			runLoadOptions({
				sim,
				method: 'getPlaylists',
				parameters: youtubeForm(fromList(s.account.youtube)),
				credentials: { apiKey: sim.apiKey.slice(0, -1) },
			}),
		).rejects.toMatchObject({ httpCode: '401' });
	});

	it('the chosen playlists arrive as target.playlistIds; an expression may give a list', async () => {
		const [p1, p2] = s.subaccounts.youtube;
		for (const playlistIds of [[p1.id, p2.id], `${p1.id}, ${p2.id}`]) {
			const { error } = await create({
				platform: 'youtube',
				account: fromList(s.account.youtube),
				text: 'Description',
				media: 'https://cdn.example.com/video.mp4',
				youtubeTitle: 'Roasting',
				youtubeOptions: { playlistIds },
			});
			expect(error).toBeUndefined();
			const posts = await sim.requests({ method: 'POST', path: '/posts' });
			expect(posts[posts.length - 1].body.post.target.playlistIds).toEqual([p1.id, p2.id]);
		}
	});
});
