// Deterministic sources for the demo user: a completed transcript, a completed article, a failed
// non-English video.
import type { SeedProfile, SimContext } from '../core/context';
import type { Source, UserData } from '../core/types';
import { extract, type SourceInput } from '../sources/extraction';

const SEEDS: Array<SourceInput & { ageMinutes: number }> = [
	{ sourceType: 'youtube', url: 'https://www.youtube.com/watch?v=brew101demo', ageMinutes: 240 },
	{
		sourceType: 'article',
		url: 'https://blog.social-publishing.test/posts/fresh-beans-matter',
		ageMinutes: 200,
	},
	{
		sourceType: 'tiktok',
		url: 'https://www.tiktok.com/@acmecoffee/video/7301234567890?lang=es',
		ageMinutes: 90,
	},
];

export function seedSources(data: UserData, ctx: SimContext, profile: SeedProfile): void {
	if (profile !== 'demo') return;
	for (const { ageMinutes, ...input } of SEEDS) {
		const result = extract(input);
		const source: Source = {
			id: ctx.ids.uuid(),
			...input,
			createdAt: ctx.clock.now() - ageMinutes * 60_000,
			...(result.ok
				? {
						status: 'completed',
						title: result.title,
						content: result.content,
						referenceUrl: result.referenceUrl ?? undefined,
					}
				: { status: 'failed', message: result.message }),
		};
		data.sources.set(source.id, source);
	}
}
