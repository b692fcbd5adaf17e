// The three forms of a template id: `/base/v2/<kind>/<uuid>/v1`, legacy `/video-template/<uuid>`,
// and the bare uuid.
import type { TemplateKind } from './types';

export type TemplateIdForm = 'base' | 'bare' | 'legacy';

/** The id the catalog lists for a template of the given id form. */
export function templateIdIn(form: TemplateIdForm, uuid: string, kind?: TemplateKind): string {
	if (form === 'base') return `/base/v2/${kind!}/${uuid}/v1`;
	if (form === 'legacy') return `/video-template/${uuid}`;
	return uuid;
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const BASE_ID = new RegExp(`^/base/v2/([a-z-]+)/(${UUID})/v1$`, 'i');
const LEGACY_ID = new RegExp(`^/video-template/(${UUID})$`, 'i');
const BARE_ID = new RegExp(`^(${UUID})$`, 'i');

/** Splits a template id in any of the three forms into its uuid (and the `/base/v2/` kind). */
export function parseTemplateId(id: string): { uuid: string; kind?: string } | undefined {
	const trimmed = id.trim();
	const b = BASE_ID.exec(trimmed);
	if (b) return { kind: b[1].toLowerCase(), uuid: b[2].toLowerCase() };
	const m = LEGACY_ID.exec(trimmed) ?? BARE_ID.exec(trimmed);
	return m ? { uuid: m[1].toLowerCase() } : undefined;
}
