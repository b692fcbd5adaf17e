// The comment resource's locators (published post, comment) and how their values are read.
import type { INodeProperties } from 'n8n-workflow';

import { fail } from '../common';

interface Locator {
	name: string;
	displayName: string;
	description: string;
	required?: boolean;
	searchListMethod: string;
	listPlaceholder: string;
	idPlaceholder: string;
	dependsOn?: string[];
}

function locator(options: Locator): INodeProperties {
	return {
		displayName: options.displayName,
		name: options.name,
		type: 'resourceLocator',
		default: { mode: 'list', value: '' },
		required: options.required ?? false,
		description: options.description,
		...(options.dependsOn ? { typeOptions: { loadOptionsDependsOn: options.dependsOn } } : {}),
		modes: [
			{
				displayName: 'From List',
				name: 'list',
				type: 'list',
				placeholder: options.listPlaceholder,
				typeOptions: { searchListMethod: options.searchListMethod, searchable: true },
			},
			{
				displayName: 'By ID',
				name: 'id',
				type: 'string',
				placeholder: options.idPlaceholder,
			},
		],
	};
}

/** A post published through the service (its published post id, not the submission id). */
export function publishedPostLocator(
	options: Partial<Pick<Locator, 'required' | 'description'>> = {},
): INodeProperties {
	return locator({
		name: 'post',
		displayName: 'Published Post',
		description:
			options.description ??
			'A Facebook or Instagram post published through the service. By ID: the published post ID (from Post → Search Published), not the submission ID Post → Create returns.',
		required: options.required,
		searchListMethod: 'searchPublishedPosts',
		listPlaceholder: 'Select a published post...',
		idPlaceholder: 'e.g. pp_000001',
	});
}

export function commentLocator(
	options: Pick<Locator, 'name' | 'displayName' | 'description'> &
		Partial<Pick<Locator, 'required' | 'searchListMethod' | 'listPlaceholder' | 'dependsOn'>>,
): INodeProperties {
	return locator({
		searchListMethod: 'searchComments',
		listPlaceholder: 'Select a comment...',
		idPlaceholder: 'e.g. cmt_000001',
		...options,
	});
}

/** An ID given to a locator: no spaces or slashes (it goes into a path or a query). */
export function checkLocatorId(field: string, value: string, from: string): string {
	if (/[\s/?#]/.test(value)) {
		fail(field, `'${value}' is not an ID: pick it from the list or enter an ID from ${from}`);
	}
	return value;
}
