// The shape of one row of the tool table.

/**
 * One flat argument, read by `$fromAI`. `$fromAI` types are string, number, boolean (and json, which
 * n8n cannot make optional: an omitted or empty json argument fails its schema), so lists are
 * comma-separated text. An argument with a `default` is optional in tools/list (n8n's schema gives
 * it a zod default); without one it is required.
 */
export interface ToolArgument {
	type: 'string' | 'number' | 'boolean';
	description: string;
	default?: string | number | boolean;
}

export interface McpTool {
	/** Without the prefix, as in the spec's table. */
	name: string;
	/** The REST endpoint the spec names as its equivalent. */
	rest: string;
	resource: string;
	operation: string;
	/** Creates, changes or deletes something: has an optional `dryRun`. */
	write?: boolean;
	description: string;
	args: Record<string, ToolArgument>;
	/** The node's parameters; `arg('x')` stands for the argument's value in an expression. */
	parameters: (arg: (name: string) => string) => Record<string, unknown>;
}
