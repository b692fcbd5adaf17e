// A tool's node parameters, with its arguments as `$fromAI` calls.
import { placeInForm } from '../formPlacement';
import type { McpTool, ToolArgument } from './types';

/** `$fromAI('name', 'description', 'type', default)`, the text n8n parses into the tool's schema. */
export function fromAI(name: string, argument: ToolArgument): string {
	const quote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
	const parts = [quote(name), quote(argument.description), quote(argument.type)];
	if (argument.default !== undefined) {
		parts.push(
			typeof argument.default === 'string' ? quote(argument.default) : String(argument.default),
		);
	}
	return `$fromAI(${parts.join(', ')})`;
}

/**
 * The node parameters of one tool, with every `arg(x)` as its `$fromAI` call, each where the
 * editor saves it (Dry Run in Options).
 */
export function toolParameters(tool: McpTool): Record<string, unknown> {
	const arg = (name: string) => {
		const argument = tool.args[name];
		if (!argument) throw new Error(`${tool.name}: no argument '${name}' in the table`);
		return fromAI(name, argument);
	};
	return placeInForm({
		descriptionType: 'manual',
		toolDescription: `${tool.description} (REST: ${tool.rest})`,
		resource: tool.resource,
		operation: tool.operation,
		...tool.parameters(arg),
	});
}
