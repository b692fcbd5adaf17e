// Schemas of the source endpoints ("Sources"): `text` for the text types, `url` for the others.
import { SOURCE_TYPES, TEXT_SOURCE_TYPES } from '../../nodes/SocialPublishing/serviceApi';
import type { RouteSchema } from '../core/context';
import { bool, nonEmptyStr, object, oneOf, query, str } from '../http/schema';

const source = object(
	{ sourceType: oneOf(SOURCE_TYPES), url: nonEmptyStr, text: nonEmptyStr },
	['sourceType'],
	{
		if: object({ sourceType: oneOf(TEXT_SOURCE_TYPES) }, ['sourceType']),
		then: { required: ['text'] },
		else: { required: ['url'] },
	},
);

export const createSource: RouteSchema = {
	body: object({ source, customInstructions: str }, ['source']),
	querystring: query({}, { unknown: 'refuse' }),
};

export const getSource: RouteSchema = {
	querystring: query({ cleanTranscript: { ...bool, default: true } }, { unknown: 'refuse' }),
};
