// Canvas subtitles: the editor evaluates a node's `subtitle` expression with only `$parameter` at
// hand, so the labels travel in the expression as a map literal built from the form's own options.
import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';

const param = (name: string) => `$parameter[${JSON.stringify(name)}]`;

/** `={{ ({"value":"Label",...})[key] || fallback }}`: the label, else the raw value as before. */
function labelLookup(labels: Record<string, string>, key: string, fallback: string): string {
	const map = JSON.stringify(labels);
	// n8n ends an expression at the first "}}": a label must not contain one.
	if (map.includes('}}') || map.includes('{{')) throw new Error(`Braces in a label: ${map}`);
	return `={{ (${map})[${key}] || ${fallback} }}`;
}

function optionsOf(property: INodeProperties | undefined): INodePropertyOptions[] {
	return ((property?.options ?? []) as INodePropertyOptions[]).filter((o) => 'value' in o);
}

/** The chosen option's label ("New Comment" for `newComment`). */
export function optionSubtitle(properties: INodeProperties[], name: string): string {
	const labels = Object.fromEntries(
		optionsOf(properties.find((p) => p.name === name)).map((o) => [String(o.value), o.name]),
	);
	return labelLookup(labels, param(name), param(name));
}

/**
 * "Operation: Resource" in labels ("Get Many: Post"), n8n's own order for resource nodes; every
 * resource's Operation field is the one shown for it.
 */
export function resourceOperationSubtitle(properties: INodeProperties[]): string {
	const labels: Record<string, string> = {};
	for (const resource of optionsOf(properties.find((p) => p.name === 'resource'))) {
		const operationField = properties.find(
			(p) =>
				p.name === 'operation' &&
				(p.displayOptions?.show?.resource as unknown[] | undefined)?.includes(resource.value),
		);
		for (const operation of optionsOf(operationField)) {
			labels[`${resource.value}:${operation.value}`] = `${operation.name}: ${resource.name}`;
		}
	}
	return labelLookup(
		labels,
		`${param('resource')} + ":" + ${param('operation')}`,
		`${param('operation')} + ": " + ${param('resource')}`,
	);
}
