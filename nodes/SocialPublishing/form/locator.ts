// The one reader of resource locators (accounts, pages, boards, posts, comments, conversations).
import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

/** A locator's value as trimmed text: `{__rl, mode, value}` in the form, a plain value from an expression. */
export function locatorText(value: unknown): string {
	const raw =
		value && typeof value === 'object' && 'value' in value
			? (value as { value: unknown }).value
			: value;
	return typeof raw === 'string' || typeof raw === 'number' ? String(raw).trim() : '';
}

/**
 * A locator parameter of item `i` as trimmed text; '' when empty or not shown for the current
 * options (n8n drops hidden parameters, and extracting one of them throws). A locator inside a
 * collection (`targets.target[0].account`) is read raw: n8n-core 2.8's `extractValue` cannot find a
 * locator nested in a fixed collection ("Could not find property").
 */
export function readLocator(ctx: IExecuteFunctions, name: string, i: number): string {
	const given = locatorText(ctx.getNodeParameter(name, i, ''));
	if (!given || name.includes('.')) return given;
	return locatorText(ctx.getNodeParameter(name, i, '', { extractValue: true }));
}

export interface ListOrIdLocator {
	name: string;
	displayName: string;
	description: string;
	required?: boolean;
	hint?: string;
	searchListMethod: string;
	listPlaceholder: string;
	idPlaceholder: string;
	dependsOn?: string[];
}

/** A resource locator with two modes: From List (a paged, searchable list) and By ID. */
export function listOrIdLocator(options: ListOrIdLocator): INodeProperties {
	return {
		displayName: options.displayName,
		name: options.name,
		type: 'resourceLocator',
		default: { mode: 'list', value: '' },
		...(options.required !== undefined ? { required: options.required } : {}),
		description: options.description,
		...(options.hint ? { hint: options.hint } : {}),
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
	options: Partial<ListOrIdLocator> & Pick<ListOrIdLocator, 'description'>,
): INodeProperties {
	return listOrIdLocator({
		name: 'post',
		displayName: 'Published Post',
		searchListMethod: 'searchPublishedPosts',
		listPlaceholder: 'Select a published post...',
		idPlaceholder: 'e.g. pp_000001',
		...options,
	});
}
