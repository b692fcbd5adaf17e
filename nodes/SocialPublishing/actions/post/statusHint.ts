// Wait for Completion is off by default (docs/development/architecture.md, "Wait for Completion"):
// a post sent without it outputs only its postSubmissionId. The output panel then says, once per
// run, how to get the status and the link, as n8n's own nodes give hints.
import type { IExecuteFunctions } from 'n8n-workflow';

import { isPlanning } from '../../transport';

export const STATUS_HINT =
	'Sent for publishing: the output has the postSubmissionId only. For the status and link, turn on Wait for Completion, or add Post → Get after this node.';

const hinted = new WeakSet<IExecuteFunctions>();

export function hintStatusLater(ctx: IExecuteFunctions, i: number): void {
	// Not every context n8n runs a node in has hints (a tool's, on older versions).
	if (hinted.has(ctx) || isPlanning(ctx, i) || typeof ctx.addExecutionHints !== 'function') return;
	hinted.add(ctx);
	ctx.addExecutionHints({ message: STATUS_HINT, type: 'info', location: 'outputPane' });
}
