// An earlier attempt of the item whose outcome is unknown (a timeout, a lost answer): the service's
// list says whether it went through (docs/explanation/exactly-once.md, "An earlier attempt with an
// unknown outcome"). Used by writeMemory.ts before a create is sent again.
import type { IDataObject, INode } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import type { ReadList, WriteRule } from './writeRules';

/**
 * An earlier attempt with an unknown outcome: what the service's list shows it created, or
 * undefined when sending again is right; an error when it must not be sent again.
 */
export async function settleEarlier(
	node: INode,
	rule: WriteRule,
	earlier: { at: string; request: string; outcome?: string },
	request: { body?: IDataObject; itemIndex?: number },
	read: ReadList,
): Promise<IDataObject | undefined> {
	if (rule.afterUnknown === 'resend') return undefined;
	const when = earlier.at;
	const how = earlier.outcome ? ` (${earlier.outcome})` : '';
	const attempt = `An earlier attempt to create ${rule.what} (${earlier.request}) at ${when} ended without a clear answer${how}`;
	const stopped = (message: string, description: string) =>
		new NodeOperationError(node, message, { description, itemIndex: request.itemIndex });
	if (rule.afterUnknown === 'stop' || !rule.find) {
		throw stopped(
			`${attempt}: not sent again, so that it is not created twice`,
			`n8n ran this item again (Retry On Fail or the editor's Retry). Check whether it was created: ${rule.check}. If it was not, run the workflow again as a new execution (not Retry): a new execution sends it.`,
		);
	}
	const since = Date.parse(when);
	let found: IDataObject | undefined;
	try {
		found = await rule.find(read, request.body ?? {}, since);
	} catch (error) {
		throw stopped(
			`${attempt}, and looking for it in the service's list failed: not sent again, so that it is not created twice`,
			`The list answered: ${(error as Error).message}. Run the item again later (Retry): the node looks again. To check yourself: ${rule.check}.`,
		);
	}
	if (found) return found;
	const listedWithinMs = rule.listedWithinMs?.() ?? 0;
	const listedBy = since + listedWithinMs;
	if (Date.now() < listedBy) {
		const after = new Date(listedBy).toISOString();
		throw stopped(
			`${attempt}, and the service does not list it yet: not sent again, so that it is not posted twice`,
			`The service lists it once it is done, within ${Math.ceil(listedWithinMs / 60_000)} minutes of the attempt. Retry this execution after ${after}: the node looks again and sends it only if it is still not there. To check yourself: ${rule.check}.`,
		);
	}
	return undefined;
}
