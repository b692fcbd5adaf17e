// Post → Create with Post To: Several Targets. Every target is checked (fields, media, accounts)
// before the first request, and every problem of every target is reported at once; binaries shared
// by targets are uploaded once; one submission and one output item per target. A failure after
// some targets were submitted names what was sent.
import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';

import {
	apiRequest,
	BatchStopped,
	finishLater,
	isListedPostId,
	notSentAgainFields,
	planPart,
	replayOf,
	samePostLookUp,
	type Later,
} from '../../transport';
import { platformLabel } from '../../accounts';
import {
	buildPostBody,
	checkUploads,
	mediaUploads,
	postMediaRefs,
	type PostPlan,
} from '../../draft';
import { readCrossPostPlans } from './readPlan';
import { asFailure, fail, FieldError, FieldProblems, isDryRun, readWait } from '../../form';
import { accountProblem, connectedAccounts } from './accountCheck';
import { placeProblem } from './placeCheck';
import { hintStatusLater } from './statusHint';
import { listedPost, waitForPost } from './wait';
import {
	firstCommentOnListed,
	getsFirstComment,
	PLANNED_SUBMISSION,
	postFirstComment,
	readFirstComment,
} from './firstComment';
import { ENDPOINTS } from '../../serviceApi/endpoints';

type ItemError = Error & {
	description?: string | null;
	httpCode?: string | null;
	context?: IDataObject;
};

const targetName = (plan: PostPlan, n: number) =>
	`Target ${n + 1} (${platformLabel(plan.platform)})`;

const targetOf = (plan: PostPlan, n: number): IDataObject => ({
	index: n + 1,
	platform: plan.platform,
	accountId: plan.accountId,
});

/**
 * Every check of every target before the first request, as for one post: the common fields, then
 * each target's fields with its account's platform first (one read of the accounts). Only target
 * problems: the error lists them under Targets; with problems of common fields, one list of all.
 */
async function readCheckedTargets(this: IExecuteFunctions, i: number) {
	const problems = new FieldProblems();
	const targets = readCrossPostPlans.call(this, i, problems);
	const plans = targets.flatMap((t) => (t.plan ? [t.plan] : []));
	const complete = targets.length > 0 && plans.length === targets.length;
	const waiting = problems.check(() => readWait(this, i, { wait: false, timeoutSeconds: 120 }));
	const firstComment = complete
		? problems.check(() => readFirstComment(this, i, plans))
		: undefined;
	problems.check(() => isDryRun.call(this, i));
	// Every target's binaries are checked before the first target's are uploaded.
	await problems.checkAsync(() => checkUploads.call(this, plans.flatMap(postMediaRefs)));
	const known = problems.any || targets.some((t) => t.problems.any);
	for (const target of targets) {
		const account = await accountProblem.call(this, i, target, known);
		const place = account ? undefined : await placeProblem(this, i, target.plan, known);
		if (place) target.problems.list.unshift(place);
		if (account) target.problems.list.unshift(account);
	}
	const invalid = targets.filter((t) => t.problems.any);
	const lines = invalid.flatMap((t) =>
		t.problems.list.map((p) => new FieldError(`${t.name} → ${p.field}`, p.fix)),
	);
	if (lines.length && !problems.any) {
		fail(
			'Targets',
			`${invalid.length} of ${targets.length} targets are not valid, so nothing was sent:\n- ${lines.map((l) => l.message).join('\n- ')}`,
		);
	}
	problems.add(...lines);
	problems.throwForItem(this.getNode(), i);
	return { plans, waiting: waiting!, firstComment };
}

function submittedSoFar(results: IDataObject[], plans: PostPlan[]): string {
	if (!results.length) return 'No target was submitted.';
	const sent = results.map(
		(r, n) => `${targetName(plans[n], n)} as post ${String(r.postSubmissionId ?? r.postId)}`,
	);
	return `Already submitted (a re-run of this item does not send these again): ${sent.join('; ')}.`;
}

export async function crossPost(
	this: IExecuteFunctions,
	i: number,
	windowHours: number,
): Promise<IDataObject[] | Later> {
	const { plans, waiting, firstComment } = await readCheckedTargets.call(this, i);
	const uploads = mediaUploads({ byContent: windowHours > 0 });
	const bodies: IDataObject[] = [];
	for (const plan of plans) bodies.push(await buildPostBody.call(this, i, plan, uploads));

	const results: IDataObject[] = [];
	const submittedAt = Date.now();
	for (const [n, plan] of plans.entries()) {
		try {
			// Dry Run: one output per target, with its requests.
			planPart(this, i, { target: targetOf(plan, n) });
			const check = samePostLookUp(
				this,
				i,
				bodies[n],
				windowHours,
				async () => await connectedAccounts(this, i),
				uploads.files,
				getsFirstComment(plan, firstComment) ? firstComment : undefined,
			);
			const response = await apiRequest.call(this, ENDPOINTS.createPost, {
				body: bodies[n],
				kind: 'create',
				itemIndex: i,
				dryRunAnswer: PLANNED_SUBMISSION,
				lookUp: check?.lookUp,
				sendHooks: check,
			});
			const note = check?.note();
			// A target submitted by an earlier run of this item is not sent again (docs/explanation/exactly-once.md).
			const replay = replayOf(response);
			const listed = listedPost(response);
			const result: IDataObject = {
				target: targetOf(plan, n),
				...(listed ?? { postSubmissionId: String(response.postSubmissionId) }),
				...(replay ? notSentAgainFields(replay) : {}),
				...note,
			};
			if (bodies[n].scheduledTime) result.scheduledTime = bodies[n].scheduledTime;
			results.push(result);
		} catch (caught) {
			const error = caught as ItemError;
			const notSent = plans.slice(n + 1).map((p, k) => targetName(p, n + 1 + k));
			error.message = `${targetName(plan, n)}: ${error.message}`;
			error.description = [
				error.description,
				submittedSoFar(results, plans),
				notSent.length ? `Not sent: ${notSent.join(', ')}.` : '',
			]
				.filter(Boolean)
				.join(' ');
			if (!this.continueOnFail()) throw error;
			const failed: IDataObject = {
				target: targetOf(plan, n),
				error: error.message,
				description: error.description,
			};
			if (error.httpCode) failed.httpCode = error.httpCode;
			// Failed and unsent targets go to the error output under "Continue (using error output)".
			return [
				...results,
				asFailure(failed),
				...plans.slice(n + 1).map((p, k) =>
					asFailure({
						target: targetOf(p, n + 1 + k),
						error: `Not sent: ${targetName(plan, n)} failed before it`,
					}),
				),
			];
		}
	}

	if (!firstComment && !waiting.wait) {
		if (results.some((r) => r.status === undefined)) hintStatusLater(this, i);
		return results;
	}
	// The next items are sent while this one's targets are waited for.
	return await finishLater(this, i, async () => {
		if (firstComment)
			await commentOnTargets.call(this, i, plans, results, firstComment, waiting, submittedAt);
		if (waiting.wait) await waitForTargets.call(this, i, plans, results, waiting.timeoutSeconds);
		return results;
	});
}

/** Each target's wait, side by side; a failure is that target's error. */
async function waitForTargets(
	this: IExecuteFunctions,
	i: number,
	plans: PostPlan[],
	results: IDataObject[],
	timeoutSeconds: number,
): Promise<void> {
	const scheduled = plans[0].schedule.mode !== 'now';
	const waits = results.map(async (result) => {
		// A post found in the service's list has already ended (or is scheduled): nothing to wait for.
		if (!result.postSubmissionId || isListedPostId(String(result.postSubmissionId))) return;
		const id = String(result.postSubmissionId);
		Object.assign(result, await waitForPost.call(this, i, id, scheduled, timeoutSeconds));
	});
	let firstError: ItemError | undefined;
	for (const [n, outcome] of (await Promise.allSettled(waits)).entries()) {
		if (outcome.status === 'fulfilled') continue;
		const error = outcome.reason as ItemError;
		if (error instanceof BatchStopped) throw error;
		const result = results[n];
		error.message = `${targetName(plans[n], n)}: ${error.message}`;
		result.error = error.message;
		asFailure(result);
		const resource = error.context?.resource as IDataObject | undefined;
		if (resource) {
			result.resource = resource;
			if (resource.status) result.status = resource.status;
		}
		firstError ??= error;
	}
	if (firstError && !this.continueOnFail()) {
		const outcomes = results.map(
			(r, n) =>
				`${targetName(plans[n], n)}: ${String(r.error ? 'failed' : (r.status ?? 'submitted'))}`,
		);
		firstError.description = [firstError.description, `All targets: ${outcomes.join('; ')}.`]
			.filter(Boolean)
			.join(' ');
		throw firstError;
	}
}

/** The first comment on each Instagram and Facebook target; a failure is that target's error. */
async function commentOnTargets(
	this: IExecuteFunctions,
	i: number,
	plans: PostPlan[],
	results: IDataObject[],
	text: string,
	waiting: { wait: boolean; timeoutSeconds: number },
	submittedAt: number,
): Promise<void> {
	let firstError: ItemError | undefined;
	for (const [n, result] of results.entries()) {
		if (!getsFirstComment(plans[n], text)) continue;
		try {
			const { target, ...post } = result;
			planPart(this, i, { target: target as IDataObject });
			const outcome =
				result.postSubmissionId && !isListedPostId(String(result.postSubmissionId))
					? await postFirstComment(
							this,
							i,
							plans[n],
							{
								postSubmissionId: String(result.postSubmissionId),
								// A target sent by an earlier attempt is looked for from then.
								submittedAt: Date.parse(String(result.sentAt ?? '')) || submittedAt,
							},
							text,
							waiting,
						)
					: await firstCommentOnListed(this, i, post, text, waiting);
			Object.assign(result, outcome, { target });
		} catch (caught) {
			const error = caught as ItemError;
			error.message = `${targetName(plans[n], n)}: ${error.message}`;
			result.error = error.message;
			asFailure(result);
			firstError ??= error;
		}
	}
	if (firstError && !this.continueOnFail()) throw firstError;
}
