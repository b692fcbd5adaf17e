/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// What the editor shows: texts from the UX review of the form in n8n 2.8.4.
import { existsSync, readFileSync } from 'fs';
import { join, resolve } from 'path';

import type { INodeProperties } from 'n8n-workflow';

import { SocialPublishingApi } from '../../credentials/SocialPublishingApi.credentials';
import { SocialPublishing } from '../../nodes/SocialPublishing/SocialPublishing.node';
import { SocialPublishingTrigger } from '../../nodes/SocialPublishing/SocialPublishingTrigger.node';
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

describe('documentation links open the matching docs page (issue 41, item 6)', () => {
	const root = resolve(__dirname, '../..');
	const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { homepage: string };
	const pages = `${pkg.homepage.replace(/#.*$/, '')}/blob/main/`;
	const codex = (file: string) =>
		JSON.parse(readFileSync(join(root, 'nodes/SocialPublishing', file), 'utf8')) as {
			resources: Record<string, Array<{ url: string }>>;
		};
	const node = new SocialPublishing().description.documentationUrl;
	const trigger = new SocialPublishingTrigger().description.documentationUrl;

	// The editor's Docs link takes the description's documentationUrl as it is; without one it uses
	// the codex URL with "?utm_…" appended: both name the same page, without an anchor.
	it('each node opens its reference page; the credential its own', () => {
		expect(node).toBe(`${pages}docs/reference/operations.md`);
		expect(trigger).toBe(`${pages}docs/reference/trigger.md`);
		expect(credential.documentationUrl).toBe(`${pages}docs/reference/credential.md`);
		for (const [file, url] of [
			['SocialPublishing.node.json', node],
			['SocialPublishingTrigger.node.json', trigger],
		]) {
			expect(codex(file as string).resources.primaryDocumentation[0].url).toBe(url);
			expect(codex(file as string).resources.credentialDocumentation[0].url).toBe(
				credential.documentationUrl,
			);
		}
	});

	it('every Docs link names a page of this repository that exists', () => {
		const urls = [
			node,
			trigger,
			credential.documentationUrl,
			...['SocialPublishing.node.json', 'SocialPublishingTrigger.node.json'].flatMap((file) =>
				Object.values(codex(file).resources)
					.flat()
					.map((r) => r.url),
			),
		];
		for (const url of urls) {
			expect(String(url).startsWith(pages)).toBe(true);
			expect(String(url)).not.toContain('#');
			expect(existsSync(join(root, String(url).slice(pages.length)))).toBe(true);
		}
	});
});
