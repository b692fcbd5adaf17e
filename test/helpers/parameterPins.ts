// Saved workflows hold parameter names and option values: one line per parameter (with the
// resource/operation/platform it shows for), its type and default, and one per option value.
import type { INodeProperties, INodePropertyCollection, INodePropertyOptions } from 'n8n-workflow';

function where(p: INodeProperties): string {
	const show = p.displayOptions?.show ?? {};
	return ['resource', 'operation', 'platform']
		.filter((key) => show[key])
		.map((key) => `${key}=${(show[key] as string[]).join('|')}`)
		.join(' ');
}

function pinsOf(properties: INodeProperties[], prefix: string, context: string): string[] {
	return properties.flatMap((p) => {
		const at = [context, where(p)].filter(Boolean).join(' ');
		const path = `${prefix}${p.name}`;
		const own = `${at} ${path}: ${p.type} = ${JSON.stringify(p.default)}`;
		const nested = (p.options ?? []).flatMap((o) => {
			if ('values' in o) {
				const c = o as INodePropertyCollection;
				return pinsOf(c.values, `${path}.${c.name}.`, at);
			}
			if ('type' in o) return pinsOf([o as INodeProperties], `${path}.`, at);
			return [`${at} ${path} = ${JSON.stringify((o as INodePropertyOptions).value)}`];
		});
		const modes = (p.modes ?? []).map((m) => `${at} ${path} mode ${m.name}`);
		return [own, ...nested, ...modes];
	});
}

export function parameterPins(properties: INodeProperties[]): string[] {
	return [...new Set(pinsOf(properties, '', ''))].sort();
}
