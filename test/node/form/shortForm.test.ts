// Issue 61, item 2: labels fit the panel's default width, tooltips are at most about 30 words
// (the rest is on the docs page they link to), whole numbers show without decimals. Every field of
// both nodes, as n8n's editor reads their descriptions.
import type { INodeProperties } from 'n8n-workflow';

import { SocialPublishing } from '../../../nodes/SocialPublishing/SocialPublishing.node';
import { SocialPublishingTrigger } from '../../../nodes/SocialPublishing/SocialPublishingTrigger.node';

/** The longest label the panel shows whole at its default width ("Skip Identical Calls (Minutes)"). */
const LABEL_MAX = 32;
const TOOLTIP_MAX_WORDS = 30;

const words = (text: string) =>
	text
		.replace(/<a [^>]*>[^<]*<\/a>/g, '')
		.trim()
		.split(/\s+/)
		.filter(Boolean).length;

function fields(properties: INodeProperties[], path = ''): Array<[string, INodeProperties]> {
	return properties.flatMap((p) => {
		const here = `${path}${p.displayName}`;
		const nested = [
			...((p.options ?? []) as INodeProperties[]).filter((o) => 'type' in o),
			...((p.options ?? []) as Array<{ values?: INodeProperties[] }>).flatMap(
				(o) => o.values ?? [],
			),
		];
		return [[here, p] as [string, INodeProperties], ...fields(nested, `${here} → `)];
	});
}

const ALL = [
	...fields(new SocialPublishing().description.properties),
	...fields(new SocialPublishingTrigger().description.properties, 'Trigger: '),
];

it('every label fits the panel (notices excepted: their label is their text)', () => {
	const long = ALL.filter(([, p]) => p.type !== 'notice' && p.displayName.length > LABEL_MAX).map(
		([path]) => path,
	);
	expect([...new Set(long)]).toEqual([]);
});

it('every tooltip and hint is at most about 30 words', () => {
	const long = ALL.flatMap(([path, p]) =>
		[p.description, p.hint]
			.filter((text): text is string => !!text && words(text) > TOOLTIP_MAX_WORDS)
			.map((text) => `${path} (${words(text)} words)`),
	);
	expect([...new Set(long)]).toEqual([]);
});

it('a number field with a whole default shows no decimals', () => {
	const decimals = ALL.filter(
		([, p]) =>
			p.type === 'number' &&
			Number.isInteger(p.default) &&
			Number(p.typeOptions?.numberPrecision ?? 0) > 0,
	).map(([path]) => path);
	expect([...new Set(decimals)]).toEqual([]);
});
