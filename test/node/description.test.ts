/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// What the editor shows: texts from the UX review of the form in n8n 2.8.4.
import { readFileSync } from 'fs';
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

describe("documentation links land on the README's sections (issue 32, item 5)", () => {
	const root = resolve(__dirname, '../..');
	const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { homepage: string };
	const repository = pkg.homepage.replace(/#.*$/, '');
	const codex = (file: string) =>
		JSON.parse(readFileSync(join(root, 'nodes/SocialPublishing', file), 'utf8')) as {
			resources: Record<string, Array<{ url: string }>>;
		};

	/** GitHub's heading anchors (github-slugger): rendered text, lowercased, punctuation dropped. */
	function readmeAnchors(): Set<string> {
		const anchors = new Set<string>();
		const seen = new Map<string, number>();
		let fenced = false;
		for (const line of readFileSync(join(root, 'README.md'), 'utf8').split('\n')) {
			if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
			const heading = !fenced && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
			if (!heading) continue;
			const slug = heading[1]
				.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
				.replace(/[`*_]/g, '')
				.toLowerCase()
				.replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
				.replace(/ /g, '-');
			const count = seen.get(slug) ?? 0;
			seen.set(slug, count + 1);
			anchors.add(count ? `${slug}-${count}` : slug);
		}
		return anchors;
	}

	// The editor's Docs link takes the description's documentationUrl as it is; only without one
	// does it use the codex URL, with "?utm_…" appended (after an anchor, which breaks it).
	const links = {
		node: [
			new SocialPublishing().description.documentationUrl,
			...Object.values(codex('SocialPublishing.node.json').resources)
				.flat()
				.map((r) => r.url),
		],
		trigger: [
			new SocialPublishingTrigger().description.documentationUrl,
			...Object.values(codex('SocialPublishingTrigger.node.json').resources)
				.flat()
				.map((r) => r.url),
		],
		credential: [credential.documentationUrl],
	};

	it('each node opens its own section; the credential its own', () => {
		expect(new SocialPublishing().description.documentationUrl).toBe(`${repository}#operations`);
		expect(codex('SocialPublishing.node.json').resources.primaryDocumentation[0].url).toBe(
			`${repository}#operations`,
		);
		expect(new SocialPublishingTrigger().description.documentationUrl).toBe(
			`${repository}#trigger`,
		);
		expect(codex('SocialPublishingTrigger.node.json').resources.primaryDocumentation[0].url).toBe(
			`${repository}#trigger`,
		);
		for (const file of ['SocialPublishing.node.json', 'SocialPublishingTrigger.node.json']) {
			expect(codex(file).resources.credentialDocumentation[0].url).toBe(
				credential.documentationUrl,
			);
		}
		expect(credential.documentationUrl).toBe(`${repository}#credential`);
	});

	it.each(Object.entries(links))(
		'%s: every link is on the repository and its anchor is a README heading',
		(_, urls) => {
			const anchors = readmeAnchors();
			expect(anchors).toContain('credential');
			for (const url of urls) {
				const [base, anchor] = String(url).split('#');
				expect(base).toBe(repository);
				expect(anchors).toContain(anchor);
			}
		},
	);
});
