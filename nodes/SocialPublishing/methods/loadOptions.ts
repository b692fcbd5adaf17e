// Options lists (multi-select fields). Errors are thrown (shown in the form), never an empty list.
import type { ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';

import { listSubaccounts } from './listSearch';

/** Playlists of the chosen YouTube account (its subaccounts). */
export async function getPlaylists(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	const playlists = await listSubaccounts(this, ['youtube'], 'YouTube playlists');
	return playlists.map((p) => ({ name: String(p.name ?? p.id), value: String(p.id) }));
}

export const loadOptions = { getPlaylists };
