// Schemas of the visual endpoints ("Visuals"). The inputs of each template are checked in code
// (templates/inputs.ts): they depend on the template the id names.
import type { RouteSchema } from '../core/context';
import { anyObject, bool, noQuery, nonEmptyStr, object, str } from '../http/schema';

export const createVisual: RouteSchema = {
	body: object(
		{
			templateId: nonEmptyStr,
			inputs: anyObject,
			prompt: str,
			render: { ...bool, default: true },
			isDraft: { ...bool, default: false },
			title: str,
			useBrandKit: { ...bool, default: false },
		},
		['templateId', 'inputs'],
	),
	querystring: noQuery,
};

export const getVisual: RouteSchema = { querystring: noQuery };

/** The official connector sends a body with DELETE: no body schema, the body is ignored. */
export const deleteVisual: RouteSchema = { querystring: noQuery };

/**
 * The retired endpoint: its old string fields fail the way the spec quotes
 * (`body.textToImageModel must be object, body.imageToVideoModel must NOT be valid`).
 */
export const retiredCreation: RouteSchema = {
	body: object({ textToImageModel: anyObject, imageToVideoModel: { not: {} } }),
};
