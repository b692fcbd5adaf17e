// Schemas of the media endpoints ("Media"). Which URLs, data URLs and file types are accepted is
// decided in code.
import type { RouteSchema } from '../core/context';
import { noQuery, nonEmptyStr, object } from '../http/schema';

export const uploadMedia: RouteSchema = {
	body: object({ url: nonEmptyStr }, ['url']),
	querystring: noQuery,
};

export const createUpload: RouteSchema = {
	body: object({ filename: nonEmptyStr }, ['filename']),
	querystring: noQuery,
};
