// Sources: POST /source-resolutions-v3 and GET /source-resolutions-v3/{id}. Choices and failure
// triggers: decisions/sources.md.
import {
	ENDPOINTS,
	TEXT_SOURCE_TYPES,
	type SourceType,
} from '../../nodes/SocialPublishing/serviceApi';
import { routeOf, type ResourceModule, type SimContext } from '../core/context';
import { notFound, unprocessable } from '../core/errors';
import type { Json, Source, UserData } from '../core/types';
import { isHttpUrl } from '../core/validate';
import { extract, type SourceInput } from './extraction';
import { cleanTranscript } from './transcript';
import { seedSources } from '../seed/sources';
import * as schemas from './schemas';

const isTextType = (t: SourceType) => (TEXT_SOURCE_TYPES as readonly string[]).includes(t);

interface SourceBody {
	source: { sourceType: SourceType; url?: string; text?: string };
	customInstructions?: string;
}

/** What the schema cannot say: text that is not only whitespace, an http(s) URL. */
function parseSourceInput(body: Json): SourceInput {
	const { source, customInstructions } = body as unknown as SourceBody;
	const { sourceType } = source;
	if (isTextType(sourceType)) {
		if (source.text!.trim() === '') {
			throw unprocessable(
				`body.source.text must not be only whitespace for sourceType '${sourceType}' (${sourceType === 'text' ? 'the raw text' : 'the research query'})`,
			);
		}
		return { sourceType, text: source.text, customInstructions };
	}
	const url = source.url!;
	if (!isHttpUrl(url)) throw unprocessable(`body.source.url must be an http(s) URL, got '${url}'`);
	return { sourceType, url, customInstructions };
}

/** queued → processing → completed/failed, one `sourceStepMs` each, at absolute simulated times. */
export function startSource(ctx: SimContext, source: Source): void {
	const step = ctx.config.durations.sourceStepMs;
	ctx.scheduler.at(source.createdAt + step, () => {
		source.status = 'processing';
	});
	ctx.scheduler.at(source.createdAt + 2 * step, () => {
		const result = extract(source);
		if (!result.ok) {
			source.status = 'failed';
			source.message = result.message;
			return;
		}
		source.status = 'completed';
		source.title = result.title;
		source.content = result.content;
		source.referenceUrl = result.referenceUrl ?? undefined;
	});
}

function sourceView(s: Source, clean: boolean): Json {
	if (s.status === 'completed') {
		return {
			id: s.id,
			status: s.status,
			title: s.title,
			content: clean ? cleanTranscript(s.content ?? '') : s.content,
			referenceUrl: s.referenceUrl ?? null,
		};
	}
	if (s.status === 'failed') return { id: s.id, status: s.status, message: s.message };
	return { id: s.id, status: s.status };
}

function findSource(data: UserData, id: string): Source {
	const s = data.sources.get(id);
	if (!s) throw notFound(`Source resolution ${id} not found`);
	return s;
}

export const sources: ResourceModule = {
	name: 'sources',
	seed: seedSources,
	routes: [
		{
			...routeOf(ENDPOINTS.createSource),
			schema: schemas.createSource,
			handler: (req, ctx) => {
				const input = parseSourceInput(req.body);
				const source: Source = {
					id: ctx.ids.uuid(),
					...input,
					status: 'queued',
					createdAt: ctx.clock.now(),
				};
				req.data.sources.set(source.id, source);
				startSource(ctx, source);
				return { status: 201, body: { id: source.id } };
			},
		},
		{
			...routeOf(ENDPOINTS.getSource),
			schema: schemas.getSource,
			handler: (req) => {
				const clean = req.query.cleanTranscript as boolean;
				return { body: sourceView(findSource(req.data, req.params.id), clean) };
			},
		},
	],
};
