// Turns a list of n8n parameters (INodeProperties) into a readable Markdown list: name, type,
// default, options, description and hint, "shown when" notes, a collection's sub-fields nested.
import type {
	INodeProperties,
	INodePropertyCollection,
	INodePropertyOptions,
	NodeParameterValueType,
} from 'n8n-workflow';

/** The node version a new node gets; the reference describes the form at this version. */
export interface FieldContext {
	/** The fields a condition may name: the field's siblings, then the fields above them. */
	scopes: INodeProperties[][];
	/** Condition names the page's heading already states (resource, operation, event). */
	implied: string[];
	version?: number;
}

/**
 * A node text (which n8n's editor shows as HTML) as Markdown shows it: a link becomes a Markdown
 * link, entities become their characters, and a placeholder such as `<field>_0` is code, so that it
 * stays visible instead of becoming a tag (and no raw `&lt;` reaches the page).
 */
export function md(text: string): string {
	return text
		.replace(/<a href="([^"]+)"[^>]*>([^<]*)<\/a>/g, '[$2]($1)')
		.replace(/&lt;/g, '<')
		.replace(/&gt;/g, '>')
		.replace(/&quot;/g, '"')
		.replace(/&amp;/g, '&')
		.replace(/`?(<[A-Za-z][\w-]*>[\w.]*)`?/g, '`$1`')
		.replace(/<(?![A-Za-z][\w-]*>)/g, '&lt;')
		.replace(/\s*\n\s*/g, ' ');
}

function isOption(o: unknown): o is INodePropertyOptions {
	return typeof o === 'object' && o !== null && 'value' in o && !('type' in o);
}

function isGroup(o: unknown): o is INodePropertyCollection {
	return typeof o === 'object' && o !== null && 'values' in o;
}

function choices(p: INodeProperties): INodePropertyOptions[] {
	return (p.options ?? []).filter(isOption);
}

function find(ctx: FieldContext, name: string): INodeProperties | undefined {
	const scopes = name.startsWith('/') ? ctx.scopes.slice(-1) : ctx.scopes;
	const bare = name.replace(/^\//, '');
	for (const scope of scopes) {
		const hit = scope.find((p) => p.name === bare);
		if (hit) return hit;
	}
	return undefined;
}

function valueLabel(field: INodeProperties | undefined, value: unknown): string {
	if (typeof value === 'object' && value !== null && '_cnd' in value) {
		const [[op, bound]] = Object.entries((value as { _cnd: Record<string, unknown> })._cnd);
		const words: Record<string, string> = { gte: 'at least', lte: 'at most', gt: 'over' };
		return `${words[op] ?? op} ${String(bound)}`;
	}
	if (typeof value === 'boolean') return value ? 'on' : 'off';
	const option = field && choices(field).find((o) => o.value === value);
	return option ? option.name : `\`${String(value)}\``;
}

/** "Platform is Instagram or TikTok and Schedule is At a Time", or '' when nothing is left to say. */
function conditions(ctx: FieldContext, rules: Record<string, unknown[]> | undefined): string {
	return Object.entries(rules ?? {})
		.filter(([name]) => !ctx.implied.includes(name) && name !== '@version')
		.map(([name, values]) => {
			const field = find(ctx, name);
			const label = field ? `**${field.displayName}**` : `\`${name}\``;
			return `${label} is ${values.map((v) => valueLabel(field, v)).join(' or ')}`;
		})
		.join(' and ');
}

function versionNote(p: INodeProperties): string {
	const versions = p.displayOptions?.show?.['@version'];
	if (!versions) return '';
	if (versions.every((v) => typeof v === 'number'))
		return `Only in nodes of version ${versions.join(' or ')} (added to workflows before version 1.1).`;
	return `Node version ${versions.map((v) => valueLabel(undefined, v)).join(' or ')}.`;
}

const TYPE_WORDS: Record<string, string> = {
	string: 'text',
	number: 'number',
	boolean: 'on/off',
	options: 'one of a list',
	multiOptions: 'several of a list',
	collection: 'optional fields',
	fixedCollection: 'a group of fields',
	json: 'JSON',
	dateTime: 'date and time',
	resourceMapper: 'fields set one by one, loaded from the service',
	color: 'color',
};

function typeWords(p: INodeProperties): string {
	if (p.type === 'resourceLocator') {
		const modes = (p.modes ?? []).map((m) => m.displayName).join(', ');
		return `picked ${modes ? `(${modes})` : 'from a list or by ID'}`;
	}
	const words = [TYPE_WORDS[p.type] ?? p.type];
	const t = p.typeOptions ?? {};
	if (p.type === 'number' && (t.minValue !== undefined || t.maxValue !== undefined)) {
		if (t.minValue !== undefined && t.maxValue !== undefined)
			words.push(`${t.minValue} to ${t.maxValue}`);
		else if (t.minValue !== undefined) words.push(`at least ${t.minValue}`);
		else words.push(`at most ${t.maxValue}`);
	}
	if (p.type === 'fixedCollection' && t.multipleValues) words.push('repeatable');
	if ((p.type === 'collection' || p.type === 'fixedCollection') && p.placeholder)
		words.push(`added with **${md(p.placeholder)}**`);
	if (t.password) words.push('hidden as you type');
	if (t.loadOptionsMethod || t.loadOptions) words.push('choices loaded from the service');
	return words.join(', ');
}

function defaultWords(p: INodeProperties): string {
	const d: NodeParameterValueType | undefined = p.default;
	if (p.type === 'collection' || p.type === 'fixedCollection' || p.type === 'notice') return '';
	if (p.type === 'resourceMapper') return '';
	if (d === undefined || d === null || d === '') return '';
	if (Array.isArray(d)) {
		if (d.length === 0) return '';
		return d.map((v) => valueLabel(p, v)).join(', ');
	}
	if (typeof d === 'boolean') return d ? 'on' : 'off';
	if (p.type === 'resourceLocator' && typeof d === 'object') {
		const mode = (p.modes ?? []).find((m) => m.name === (d as { mode?: string }).mode);
		return mode ? `${mode.displayName}, empty` : '';
	}
	if (typeof d === 'object') return `\`${JSON.stringify(d)}\``;
	if (p.type === 'options') return valueLabel(p, d);
	if (typeof d === 'string' && d.startsWith('=')) return `the expression \`${d.slice(1)}\``;
	return `\`${String(d)}\``;
}

function optionLines(p: INodeProperties, indent: string): { inline: string[]; nested: string[] } {
	const list = choices(p);
	if (list.length === 0) return { inline: [], nested: [] };
	const label = (o: INodePropertyOptions) =>
		o.value === '' ? `${o.name} (empty)` : `${o.name} (\`${String(o.value)}\`)`;
	if (!list.some((o) => o.description)) {
		return { inline: [`Options: ${list.map(label).join(', ')}.`], nested: [] };
	}
	return {
		inline: ['Options:'],
		nested: list.map(
			(o) => `${indent}- ${label(o)}${o.description ? `: ${md(o.description)}` : ''}`,
		),
	};
}

/** One field as a list item, its sub-fields nested below it. */
export function fieldLines(p: INodeProperties, ctx: FieldContext, depth = 0): string[] {
	const indent = '  '.repeat(depth);
	const inner = `${indent}  `;
	if (p.type === 'notice') return [`${indent}- Note shown in the form: ${md(p.displayName)}`];
	const flags = [p.required ? 'required' : '', defaultWords(p) ? `default ${defaultWords(p)}` : '']
		.filter(Boolean)
		.join(', ');
	const own = [
		`**${md(p.displayName)}** (\`${p.name}\`): ${typeWords(p)}${flags ? `; ${flags}` : ''}.`,
	];
	if (p.description) own.push(md(p.description));
	if (p.hint) own.push(`Hint: ${md(p.hint)}`);
	if (p.placeholder && p.type !== 'collection' && p.type !== 'fixedCollection')
		own.push(`Placeholder: \`${md(p.placeholder)}\``);
	const shown = conditions(ctx, p.displayOptions?.show as Record<string, unknown[]> | undefined);
	if (shown) own.push(`Shown when ${shown}.`);
	const hidden = conditions(ctx, p.displayOptions?.hide as Record<string, unknown[]> | undefined);
	if (hidden) own.push(`Hidden when ${hidden}.`);
	const version = versionNote(p);
	if (version) own.push(version);
	const options = optionLines(p, inner);
	own.push(...options.inline);
	// A trailing backslash is a line break in GitHub's Markdown; a nested list needs none.
	const lines = own.map(
		(line, i) => `${i === 0 ? `${indent}- ` : inner}${line}${i < own.length - 1 ? '\\' : ''}`,
	);
	return [...lines, ...options.nested, ...subFieldLines(p, ctx, depth)];
}

function subFieldLines(p: INodeProperties, ctx: FieldContext, depth: number): string[] {
	const inner = `${'  '.repeat(depth)}  `;
	if (p.type === 'collection') {
		const subs = (p.options ?? []) as INodeProperties[];
		const nested = { ...ctx, scopes: [subs, ...ctx.scopes] };
		return subs.flatMap((s) => fieldLines(s, nested, depth + 1));
	}
	if (p.type === 'fixedCollection') {
		const groups = (p.options ?? []).filter(isGroup);
		return groups.flatMap((g) => {
			const nested = { ...ctx, scopes: [g.values, ...ctx.scopes] };
			const values = g.values.flatMap((s) => fieldLines(s, nested, depth + 2));
			return [`${inner}- **${md(g.displayName)}** (\`${g.name}\`):`, ...values];
		});
	}
	return [];
}

/** Whether a field shows at these values of the page's conditions (resource, operation, version). */
export function showsAt(p: INodeProperties, at: Record<string, unknown>): boolean {
	const show = (p.displayOptions?.show ?? {}) as Record<string, unknown[]>;
	const hide = (p.displayOptions?.hide ?? {}) as Record<string, unknown[]>;
	for (const [name, value] of Object.entries(at)) {
		if (name === '@version') continue;
		if (show[name] && !show[name].includes(value)) return false;
		if (hide[name]?.includes(value)) return false;
	}
	return true;
}
