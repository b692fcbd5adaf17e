// The one reader of resource locators (accounts, pages, boards, posts, comments, conversations).
import type { IExecuteFunctions } from 'n8n-workflow';

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
