// Issue 61, item 4: a Facebook page, LinkedIn company page, YouTube playlist or Pinterest board
// that is not among the account's own is refused before anything is sent, naming the field and
// the fix, like an account. In a cross-post no target goes out. Each account's list is read once
// per execution.
import type { IDataObject } from 'n8n-workflow';

import { byId, runNode } from '../helpers/n8n';
import { logMark, requestsSince } from '../helpers/requestLog';
import { useSimulator } from '../helpers/simulator';
import { seeded, type Seeded } from './postHelpers';

const sim = useSimulator({ rateLimits: false });
let s: Seeded;
beforeAll(async () => {
	s = await seeded(sim);
});

const create = (parameters: IDataObject, items?: IDataObject[]) =>
	runNode({
		sim,
		resource: 'post',
		operation: 'create',
		parameters,
		...(items ? { items: items.map((json) => ({ json })) } : {}),
	});
const sent = async (mark: number) =>
	(await requestsSince(sim, mark)).map((r) => `${r.method} ${String(r.path).split('?')[0]}`);

describe('Post → Create on one platform', () => {
	it.each([
		['facebook', 'facebookPage', 'Facebook Page', 'a page'],
		['linkedin', 'linkedinPage', 'Company Page', 'a company page'],
		['pinterest', 'pinterestBoard', 'Board', 'a board'],
	])(
		'%s: a %s of another account is refused before sending',
		async (platform, param, field, what) => {
			const mark = await logMark(sim);
			const { error, items } = await create({
				platform,
				account: byId(s.account[platform]),
				[param]: byId('123456789012345'),
				text: 'Hello',
				media: 'https://cdn.example.com/latte.jpg',
			});
			expect(items).toEqual([]);
			expect(error?.message).toMatch(
				new RegExp(
					`^${field}: 123456789012345 is not ${what} of account ${s.account[platform]}: pick one from the list`,
				),
			);
			expect(error?.description).toContain(field);
			expect((await sent(mark)).filter((r) => r.startsWith('POST'))).toEqual([]);
		},
	);

	it("youtube: a playlist that is not the channel's is named; its own are sent", async () => {
		const [own] = s.subaccounts.youtube;
		const base = {
			platform: 'youtube',
			account: byId(s.account.youtube),
			text: 'A video',
			media: 'https://cdn.example.com/clip.mp4',
			youtubeTitle: 'A video',
		};
		const wrong = await create({ ...base, youtubeOptions: { playlistIds: [own.id, '999888777'] } });
		expect(wrong.error?.message).toMatch(
			/^YouTube Options → Playlist Names or IDs: 999888777 is not a playlist of account/,
		);
		const right = await create({ ...base, youtubeOptions: { playlistIds: [own.id] } });
		expect(right.error).toBeUndefined();
	});

	it('the page list is read once for all items of an execution', async () => {
		const mark = await logMark(sim);
		const { error, items } = await create(
			{
				platform: 'facebook',
				account: byId(s.account.facebook),
				facebookPage: byId(s.subaccounts.facebook[0].id),
				text: '={{ $json.text }}',
			},
			[{ text: 'One' }, { text: 'Two' }, { text: 'Three' }],
		);
		expect(error).toBeUndefined();
		expect(items).toHaveLength(3);
		const reads = (await sent(mark)).filter((r) => r.endsWith('/subaccounts'));
		expect(reads).toEqual([`GET /users/me/accounts/${s.account.facebook}/subaccounts`]);
	});
});

it('a cross-post with a wrong page on its second target sends no target', async () => {
	const mark = await logMark(sim);
	const { error } = await create({
		postTo: 'targets',
		text: 'Everywhere',
		targets: {
			target: [
				{ platform: 'twitter', account: byId(s.account.twitter) },
				{
					platform: 'facebook',
					account: byId(s.account.facebook),
					facebookPage: byId('123456789012345'),
				},
			],
		},
	});
	expect(error?.message).toMatch(
		/^Targets: 1 of 2 targets are not valid, so nothing was sent:\n- Target 2 \(Facebook\) → Facebook Page: 123456789012345 is not a page of account/,
	);
	expect((await sent(mark)).filter((r) => r.startsWith('POST'))).toEqual([]);
});
