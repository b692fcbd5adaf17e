// Schema of GET /videos/templates ("Visuals"). The names in `fields` are checked and `search` is
// compiled as a regular expression in code.
import type { RouteSchema } from '../core/context';
import { nonEmptyStr, query, str } from '../http/schema';

export const SEARCH_MAX_LENGTH = 200;

export const listTemplates: RouteSchema = {
	querystring: query(
		{
			// A comma list (`id,name,description,inputs`), its names checked in code.
			fields: str,
			search: { type: 'string', maxLength: SEARCH_MAX_LENGTH },
			id: nonEmptyStr,
		},
		{ unknown: 'refuse' },
	),
};
