// What many tests name: the seeded simulator's accounts and contacts, the templates by name, and the
// node description's properties flattened (nested ones included).
import type { INodeProperties } from 'n8n-workflow';

import { TEMPLATES } from '../../nodes/SocialPublishing/serviceApi';

/** Seeded account ids (simulator/seed): the first account of each platform. */
export const SEEDED = {
	twitter: '1001',
	instagram: '1002',
	facebook: '1004',
	/** A seeded Instagram contact who wrote to the instagram account. */
	maya: '6904700000000123',
} as const;

export const templateNamed = (name: string) => {
	const template = TEMPLATES.find((t) => t.name === name);
	if (!template) throw new Error(`No template named ${name}`);
	return template;
};
export const QUOTE_TEMPLATE = templateNamed('Quote Card with Monocolor Background');
export const SLIDESHOW_TEMPLATE = templateNamed('Image Slideshow with Text Overlays');

/** Every property with the ones nested in collections and fixed collections, in order. */
export function allProperties(properties: INodeProperties[]): INodeProperties[] {
	return properties.flatMap((p) => [
		p,
		...allProperties(
			(p.options ?? []).flatMap((o) =>
				'values' in o ? o.values : 'type' in o ? [o as INodeProperties] : [],
			),
		),
	]);
}
