// Exactly once through n8n's re-runs (docs/explanation/exactly-once.md). Every create and change
// of an item is remembered in the execution's node context (n8n's contextData: saved with the
// execution, kept by Retry On Fail and copied into the execution of the editor's Retry, in regular
// and in queue mode). A re-run of the item gets the earlier answer instead of a second request.
// Identical creates within a window are remembered beside them (transport/identicalStore.ts).
import type { IDataObject, IExecuteFunctions, INode } from 'n8n-workflow';
import { NodeApiError, NodeOperationError } from 'n8n-workflow';

import { BatchStopped, turnToSend } from '../itemBatch';
import { isNodeError } from '../errors';
import { fingerprint } from './fingerprint';
import { claimIdentical, rememberIdentical } from './identicalStore';
import { settleEarlier } from './settleEarlier';
import { writeRuleFor, type ReadList, type WriteRule } from './writeRules';

/** One create or change of an item: `sent` until its outcome is known, then `done`. */
interface WriteStep extends IDataObject {
	at: string;
	request: string;
	state: 'sent' | 'done';
	answer?: IDataObject;
	/** Why the outcome is unknown ("HTTP 503", "a timeout"). */
	outcome?: string;
}

type Steps = Record<string, WriteStep>;

export type ReplayReason = 'sentBefore' | 'foundAfterUnknown' | 'identical' | 'onService';

/** A request that was not sent, because it had already taken effect. */
export interface Replay {
	at: string;
	request: string;
	reason: ReplayReason;
	/** onService: what was found, in the user's words. */
	found?: string;
}

/** The same create found among what the service lists (sent by an earlier execution). */
export interface OnService {
	answer: IDataObject;
	/** When the service shows it was made. */
	at: string;
	/** What was found, in the user's words ("published at …, https://…"). */
	found: string;
}

/** What the record of sends is told of a create that its look-up let through. */
export interface SendHooks {
	/** It was sent and answered. */
	afterSend: (answer: IDataObject) => Promise<void>;
	/** The service refused it: nothing was made. */
	afterRefused: () => Promise<void>;
}

/** Looks among what the service lists for the create about to be sent (form/alreadyOnService). */
export type LookUp = () => Promise<OnService | undefined>;

interface ItemSession {
	root: IDataObject;
	readonly key: string;
	/** The node run this item belongs to (its items may be identical on purpose). */
	readonly run: string;
	counts: Record<string, number>;
	replays: Replay[];
	/** Requests sent in this run (not replayed). */
	sent: number;
	identicalWindowMs: number;
	ctx: IExecuteFunctions;
}

export interface WriteRequest {
	method: string;
	endpoint: string;
	body?: IDataObject;
	itemIndex?: number;
	/** Asked right before sending (after this execution's memory): found means not sent. */
	lookUp?: LookUp;
	/** Told how a create ended: the record of sends in n8n's database (sendRecord.ts). */
	hooks?: SendHooks;
}

const sessions = new WeakMap<object, Map<number, ItemSession>>();
// The same, by the context the router gave the item: runs of the node at the same time in one
// execution (an agent's parallel tool calls) share the memory but not their items' sessions.
const sessionsByContext = new WeakMap<object, Map<number, ItemSession>>();
const fallbackRoots = new WeakMap<object, IDataObject>();
const replayed = new WeakMap<object, Replay>();

/** The node's context of this execution, or (where n8n gives none) one for this run only. */
function memoryRoot(ctx: object): IDataObject {
	try {
		const root = (ctx as IExecuteFunctions).getContext('node') as IDataObject;
		if (root && typeof root === 'object') return root;
	} catch {
		// No execution context (a tool run on n8n 1.x): remembered for this run only.
	}
	let root = fallbackRoots.get(ctx);
	if (!root) fallbackRoots.set(ctx, (root = {}));
	return root;
}

/** The item's identity across re-runs: the node's run index, its position and its input. */
function itemIdentity(ctx: IExecuteFunctions, i: number): { runIndex: number; key: string } {
	let runIndex = 0;
	let json: unknown = {};
	try {
		runIndex = Number(ctx.getWorkflowDataProxy(i).$runIndex) || 0;
		json = ctx.getInputData()[i]?.json ?? {};
	} catch {
		// Without a data proxy the item is known by its position.
	}
	return { runIndex, key: `${runIndex}:${i}:${fingerprint(json)}` };
}

/**
 * This run of the node as first started: the execution that first ran it (kept in the memory, so a
 * Retry's new execution counts as the same run) and the run index.
 */
function runOf(ctx: IExecuteFunctions, root: IDataObject, runIndex: number): string {
	const origins = (root.runOrigins ??= {}) as IDataObject;
	let executionId = '';
	try {
		executionId = String(ctx.getExecutionId() ?? '');
	} catch {
		// No execution id: the run is this one only.
	}
	origins[runIndex] ??= executionId;
	return `${String(origins[runIndex])}:${runIndex}`;
}

/** Called by the router before an item runs: its writes are remembered from here on. */
export function startItem(
	ctx: IExecuteFunctions,
	i: number,
	options: { identicalWindowMinutes: number },
): void {
	const root = memoryRoot(ctx);
	let items = sessions.get(root);
	if (!items) sessions.set(root, (items = new Map()));
	let ofContext = sessionsByContext.get(ctx);
	if (!ofContext) sessionsByContext.set(ctx, (ofContext = new Map()));
	// Worked out on the first write only: a read-only item costs nothing here.
	let identity: { runIndex: number; key: string } | undefined;
	let run: string | undefined;
	const known = () => (identity ??= itemIdentity(ctx, i));
	const session: ItemSession = {
		root,
		get key() {
			return known().key;
		},
		get run() {
			return (run ??= runOf(ctx, root, known().runIndex));
		},
		counts: {},
		replays: [],
		sent: 0,
		identicalWindowMs: Math.max(0, options.identicalWindowMinutes) * 60_000,
		ctx,
	};
	items.set(i, session);
	ofContext.set(i, session);
}

/** Item `i`'s writes in this run: those not sent again (for the output's mark), those sent. */
export function writesOf(ctx: IExecuteFunctions, i: number): { replays: Replay[]; sent: number } {
	const session = sessionFor(ctx, i);
	return { replays: session?.replays ?? [], sent: session?.sent ?? 0 };
}

/** The replay behind an answer the transport returned, if it was not sent this time. */
export function replayOf(answer: unknown): Replay | undefined {
	return answer && typeof answer === 'object' ? replayed.get(answer) : undefined;
}

export function sessionFor(ctx: object, itemIndex?: number): ItemSession | undefined {
	if (itemIndex === undefined) return undefined;
	return (
		sessionsByContext.get(ctx)?.get(itemIndex) ?? sessions.get(memoryRoot(ctx))?.get(itemIndex)
	);
}

export function stepsOf(session: ItemSession, create: boolean): Steps | undefined {
	const writes = (session.root.writes ?? (create ? (session.root.writes = {}) : undefined)) as
		Record<string, Steps> | undefined;
	if (!writes) return undefined;
	if (!writes[session.key] && create) writes[session.key] = {};
	return writes[session.key];
}

function replay<T extends IDataObject>(session: ItemSession, answer: T, entry: Replay): T {
	const copy = { ...answer };
	replayed.set(copy, entry);
	session.replays.push(entry);
	return copy;
}

/** An error the transport raised for an attempt that may or may not have taken effect. */
export function unknownOutcomeOf(error: unknown): string | undefined {
	const outcome = (error as { outcomeUnknown?: unknown })?.outcomeUnknown;
	return typeof outcome === 'string' ? outcome : undefined;
}

/** The transport's errors are n8n's node errors already; anything else becomes one. */
function asNodeError(node: INode, error: unknown): NodeApiError | NodeOperationError {
	if (isNodeError(error)) return error;
	return new NodeOperationError(node, error as Error);
}

const is404 = (error: unknown) => String((error as { httpCode?: unknown })?.httpCode) === '404';

/**
 * Sends a create or change once per item: a re-run of the item gets the earlier answer. An earlier
 * attempt whose outcome is unknown is looked up (rule `look`), sent again where that is harmless
 * (`resend`), or stops the item (`stop`). Without a session (no item) it just sends.
 */
export async function sendOnce<T extends IDataObject>(
	ctx: object,
	request: WriteRequest,
	send: () => Promise<T>,
	read: ReadList,
	rule: WriteRule = writeRuleFor(request.method, request.endpoint),
): Promise<T> {
	const session = sessionFor(ctx, request.itemIndex);
	if (!session || rule.fresh) {
		await turnToSend(ctx, request.itemIndex);
		return await send();
	}
	const name = `${request.method} ${request.endpoint}`;
	const n = session.counts[name] ?? 0;
	session.counts[name] = n + 1;
	const stepKey = `${name}#${n}`;
	const earlier = stepsOf(session, false)?.[stepKey];

	if (earlier?.state === 'done') {
		return replay(session, (earlier.answer ?? {}) as T, {
			at: earlier.at,
			request: name,
			reason: 'sentBefore',
		});
	}
	let earlierUnknown = false;
	if (earlier?.state === 'sent') {
		const found = await settleEarlier(session.ctx.getNode(), rule, earlier, request, read);
		if (found) {
			Object.assign(earlier, { state: 'done', answer: found });
			return replay(session, found as T, {
				at: earlier.at,
				request: name,
				reason: 'foundAfterUnknown',
			});
		}
		earlierUnknown = true;
	}

	const identicalId =
		rule.identical && session.identicalWindowMs > 0
			? fingerprint({ name, body: request.body ?? {} })
			: undefined;
	const claim = identicalId ? await claimIdentical(session, identicalId) : undefined;
	if (claim && 'earlier' in claim) {
		const identical = claim.earlier;
		stepsOf(session, true)![stepKey] = {
			at: identical.at,
			request: name,
			state: 'done',
			answer: identical.answer,
		};
		return replay(session, identical.answer as T, {
			at: identical.at,
			request: name,
			reason: 'identical',
		});
	}
	if (claim && 'unknown' in claim) {
		// Its Retry looks for what the identical call created, as for an attempt of its own.
		const { at, outcome } = claim.unknown;
		stepsOf(session, true)![stepKey] = { at, request: name, state: 'sent', outcome };
		throw new NodeOperationError(
			session.ctx.getNode(),
			`An identical ${name} sent at the same time (${at}, an AI agent's parallel tool call or a parallel branch) ended without a clear answer (${outcome}): not sent, so that it is not created twice`,
			{
				description: `Check whether it was created: ${rule.check}. Run the item again later (Retry): the node looks for it and sends it only if it is not there.`,
				itemIndex: request.itemIndex,
			},
		);
	}

	let onService: OnService | undefined;
	try {
		onService = request.lookUp ? await request.lookUp() : undefined;
	} catch (error) {
		// Nothing was sent: an identical call waiting on this one goes on by itself.
		claim?.settle({});
		throw asNodeError(session.ctx.getNode(), error);
	}
	if (onService) {
		const answer = compact(onService.answer);
		stepsOf(session, true)![stepKey] = { at: onService.at, request: name, state: 'done', answer };
		if (identicalId) {
			const entry = { at: onService.at, request: name, answer, run: session.run };
			rememberIdentical(session, identicalId, entry);
			claim?.settle({ entry });
		}
		return replay(session, answer as T, {
			at: onService.at,
			request: name,
			reason: 'onService',
			found: onService.found,
		});
	}

	const mayGo = await turnToSend(ctx, request.itemIndex).then(
		() => true,
		() => false,
	);
	if (!mayGo) {
		// An item before it failed under Stop, or the execution was cancelled meanwhile: nothing is
		// sent, the claims are taken back.
		claim?.settle({});
		await request.hooks?.afterRefused();
		throw new BatchStopped();
	}
	const step: WriteStep = {
		at: claim?.at ?? new Date().toISOString(),
		request: name,
		state: 'sent',
	};
	stepsOf(session, true)![stepKey] = step;
	session.sent++;
	let answer: T;
	try {
		answer = await send();
	} catch (error) {
		const outcome = unknownOutcomeOf(error);
		claim?.settle({ outcome });
		// An unknown outcome stays in the record as an attempt; a refusal made nothing.
		if (!outcome) await request.hooks?.afterRefused();
		if (outcome) {
			step.outcome = outcome;
			throw asNodeError(session.ctx.getNode(), error);
		}
		delete stepsOf(session, false)?.[stepKey];
		// A delete whose earlier attempt took effect: gone is what was asked for.
		if (earlierUnknown && request.method === 'DELETE' && is404(error)) {
			return replay(session, {} as T, {
				at: earlier!.at,
				request: name,
				reason: 'foundAfterUnknown',
			});
		}
		throw asNodeError(session.ctx.getNode(), error);
	}
	try {
		Object.assign(step, { state: 'done', answer: compact(answer) });
		await request.hooks?.afterSend(answer);
		if (identicalId) {
			const entry = { at: step.at, request: name, answer: step.answer!, run: session.run };
			rememberIdentical(session, identicalId, entry);
			claim?.settle({ entry });
		}
	} finally {
		// Never leaves an identical call waiting (the first settle counts).
		claim?.settle({ outcome: 'an answer that could not be kept' });
	}
	return answer;
}

/**
 * The whole answer, as JSON (what n8n saves): a replay outputs what the first run did, whatever its
 * size. The old cut at 4000 characters bounded the workflow's static data, where identical creates
 * once lived; this memory lives with the execution, beside the output that holds the answer too.
 */
function compact(answer: IDataObject): IDataObject {
	if (!answer || typeof answer !== 'object') return {};
	return JSON.parse(JSON.stringify(answer)) as IDataObject;
}
