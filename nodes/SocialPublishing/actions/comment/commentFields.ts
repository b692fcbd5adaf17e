// The comment resource's locators (published post, comment) and how their values are read.
import type { INodeProperties } from 'n8n-workflow';

import { listOrIdLocator, publishedPostLocator, type ListOrIdLocator } from '../../form';

/** A Facebook or Instagram post published through the service. */
export function commentPostLocator(
	options: { required?: boolean; description?: string } = {},
): INodeProperties {
	return publishedPostLocator({
		description:
			options.description ??
			'A Facebook or Instagram post published through the service. By ID: the published post ID (from Post → Search Published), not the submission ID Post → Create returns.',
		required: options.required ?? false,
	});
}

export function commentLocator(
	options: Pick<ListOrIdLocator, 'name' | 'displayName' | 'description'> &
		Partial<
			Pick<ListOrIdLocator, 'required' | 'searchListMethod' | 'listPlaceholder' | 'dependsOn'>
		>,
): INodeProperties {
	return listOrIdLocator({
		searchListMethod: 'searchComments',
		listPlaceholder: 'Select a comment...',
		idPlaceholder: 'e.g. cmt_000001',
		...options,
		required: options.required ?? false,
	});
}
