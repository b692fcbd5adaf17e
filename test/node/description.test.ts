// What the editor shows: texts from the UX review of the form in n8n 2.8.4.
import type { INodeProperties } from 'n8n-workflow';

import { SocialPublishingApi } from '../../credentials/SocialPublishingApi.credentials';
import { SocialPublishing } from '../../nodes/SocialPublishing/SocialPublishing.node';
import { allProperties } from '../helpers/fixtures';

const node = new SocialPublishing().description;
const credential = new SocialPublishingApi();

/** Every property, including those nested in collections and fixed collections. */
const properties = allProperties(node.properties);
const find = (name: string, platform?: string) =>
	properties.filter(
		(p) =>
			p.name === name &&
			(!platform || (p.displayOptions?.show?.platform as string[] | undefined)?.includes(platform)),
	);
const listPlaceholder = (p: INodeProperties) =>
	p.modes?.find((m) => m.name === 'list')?.placeholder;

it('the node description promises only what the node does', () => {
	expect(node.description).toBe(
		'Publish and schedule posts on nine social platforms, read analytics, answer comments and Instagram messages, create visuals from templates, extract content, and manage the content calendar',
	);
});

it('user-facing texts name no API paths', () => {
	const texts = properties.flatMap((p) => [
		p.description,
		p.hint,
		...((p.options ?? []) as Array<{ description?: string }>).map((o) => o.description),
	]);
	for (const text of texts.filter(Boolean)) {
		expect(text).not.toMatch(/\b(target|content)\.[a-z]|accountId|SS_PERFORMANCE|\{graduation/);
	}
});

it('each page list says what it lists; the account list placeholder is short', () => {
	expect(listPlaceholder(find('facebookPage')[0])).toBe('Select a Facebook page...');
	expect(listPlaceholder(find('linkedinPage')[0])).toBe(
		'Select a company page (empty = personal profile)...',
	);
	for (const account of find('account'))
		expect(listPlaceholder(account)).toBe('Select an account...');
});

it('the media hint says where media is required (per platform: test/node/form)', () => {
	expect(find('media', 'instagram')[0].hint).toBe('Required for Instagram posts.');
	expect(find('media').find((p) => p.displayOptions?.show?.postTo?.includes('targets'))?.hint).toBe(
		'Required for Instagram, TikTok, Pinterest and YouTube targets without a Media Override.',
	);
});

it('the webhook account says why it is needed', () => {
	expect(find('account', 'webhook')[0].description).toBe(
		'Any connected account; the service needs one to attribute the post',
	);
});

it('YouTube playlists are a multi-select loaded from the chosen account', () => {
	const [playlists] = find('playlistIds');
	expect(playlists).toMatchObject({
		displayName: 'Playlist Names or IDs',
		type: 'multiOptions',
		typeOptions: { loadOptionsMethod: 'getPlaylists', loadOptionsDependsOn: ['account.value'] },
	});
	expect(new SocialPublishing().methods.loadOptions.getPlaylists).toBeInstanceOf(Function);
});

it('actions write platform names as names', () => {
	const actions = properties
		.filter((p) => p.name === 'operation')
		.flatMap((p) => (p.options as Array<{ action?: string }>).map((o) => o.action));
	expect(actions).toContain('Get many Pinterest boards');
});

it('the credential hints show a usable base URL and the trailing "=" rule', () => {
	const [apiKey, baseUrl] = credential.properties;
	expect(apiKey.hint).toMatch(/trailing "=" is part of the key/);
	expect(baseUrl.hint).toContain('https://api.YOUR-SERVICE-HOST.com/v2');
	expect(baseUrl.hint).not.toMatch(/[<>]/);
});
