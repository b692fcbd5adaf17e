// GET /videos/templates ("Visuals"): the catalog, one template by `id`, a `search` over name and
// description. Choices: decisions/visuals.md.
import {
	ENDPOINTS,
	TEMPLATE_FIELDS,
	TEMPLATES,
	type Template,
} from '../../nodes/SocialPublishing/serviceApi';
import { routeOf, type ResourceModule } from '../core/context';
import { notFound, unprocessable } from '../core/errors';
import type { Json } from '../core/types';
import { templateById } from './catalog';
import * as schemas from './schemas';

type TemplateField = (typeof TEMPLATE_FIELDS)[number];
/** Without `fields` the real service was seen returning only these. */
const DEFAULT_TEMPLATE_FIELDS: TemplateField[] = ['id', 'description'];

function templateView(t: Template, fields: TemplateField[]): Json {
	return Object.fromEntries(fields.map((f) => [f, t[f]]));
}

function parseFields(raw: string | undefined): TemplateField[] {
	if (raw === undefined) return DEFAULT_TEMPLATE_FIELDS;
	const asked = raw.split(',');
	const unknown = asked.find((f) => !TEMPLATE_FIELDS.includes(f as TemplateField));
	if (unknown !== undefined) {
		throw unprocessable(
			`querystring.fields must be a comma list of: ${TEMPLATE_FIELDS.join(', ')}; got '${unknown}'`,
		);
	}
	return TEMPLATE_FIELDS.filter((f) => asked.includes(f));
}

function parseSearch(raw: string | undefined): RegExp | undefined {
	if (raw === undefined || raw === '') return undefined;
	try {
		return new RegExp(raw, 'i');
	} catch (error) {
		throw unprocessable(`search must be a valid regular expression: ${(error as Error).message}`);
	}
}

export const templates: ResourceModule = {
	name: 'templates',
	routes: [
		{
			...routeOf(ENDPOINTS.listTemplates),
			schema: schemas.listTemplates,
			handler: (req) => {
				const fields = parseFields(req.query.fields as string | undefined);
				const search = parseSearch(req.query.search as string | undefined);
				const id = req.query.id as string | undefined;
				let list: readonly Template[] = TEMPLATES;
				if (id !== undefined) {
					const one = templateById(id);
					if (!one)
						throw notFound(`Template ${id} not found: list templates with GET /videos/templates`);
					list = [one];
				}
				if (search) list = list.filter((t) => search.test(t.name) || search.test(t.description));
				return { body: { items: list.map((t) => templateView(t, fields)) } };
			},
		},
	],
};
