// Schema of GET /videos/templates ("Visuals"). `search` is compiled as a regular expression in code.
import { TEMPLATE_FIELDS } from '../../nodes/SocialPublishing/spec';
import type { RouteSchema } from '../core/context';
import { nonEmptyStr, query } from '../http/schema';

const FIELD = `(${TEMPLATE_FIELDS.join('|')})`;

export const SEARCH_MAX_LENGTH = 200;

export const listTemplates: RouteSchema = {
	querystring: query(
		{
			// A comma list, e.g. `id,name,description,inputs`.
			fields: { type: 'string', pattern: `^${FIELD}(,${FIELD})*$` },
			search: { type: 'string', maxLength: SEARCH_MAX_LENGTH },
			id: nonEmptyStr,
		},
		{ unknown: 'refuse' },
	),
};
