// How each asynchronous creation is followed to its end ("States and transitions"), for the one
// waiter in transport/wait.ts. Intervals from the spec's Asynchrony rule.
import {
	COMMENT_STATUSES,
	ENDPOINTS,
	MESSAGE_STATUSES,
	POLL_INTERVAL_MS,
	SOURCE_STATUSES,
	VISUAL_FAILED_STATUS,
	VISUAL_STEPS,
} from '../serviceApi';
import type { Completion } from './wait';

const except = (all: readonly string[], ...ended: string[]) =>
	all.filter((s) => !ended.includes(s));

export const COMPLETIONS = {
	post: {
		noun: 'post',
		idName: 'Submission',
		endpoint: ENDPOINTS.getPost,
		statusField: 'status',
		// `scheduled` ends the wait only for a post given a schedule (see Post → Create).
		pending: ['in-progress', 'scheduled'],
		succeeded: ['published'],
		failed: ['failed'],
		errorFields: ['errorMessage'],
		failedMessage: 'The post failed to publish',
		completeVerb: 'publish',
		checkWith: (id) => `Post → Get and submission ID ${id}`,
		intervalMs: POLL_INTERVAL_MS.post,
	},
	comment: {
		noun: 'comment',
		idName: 'Comment',
		endpoint: ENDPOINTS.getComment,
		statusField: 'status',
		pending: except(COMMENT_STATUSES, 'posted', 'failed', 'deleted'),
		succeeded: ['posted'],
		// Deleted before the wait saw it posted: it is not on the post.
		failed: ['failed', 'deleted'],
		errorFields: ['errorCode', 'errorMessage'],
		failedMessage: 'The comment failed to post',
		completeVerb: 'be posted',
		checkWith: (id) => `Comment → Get and comment ID ${id}`,
		intervalMs: POLL_INTERVAL_MS.comment,
	},
	message: {
		noun: 'message',
		idName: 'Message',
		endpoint: ENDPOINTS.getMessage,
		statusField: 'status',
		pending: except(MESSAGE_STATUSES, 'sent', 'delivered', 'failed'),
		succeeded: ['sent', 'delivered'],
		failed: ['failed'],
		errorFields: ['errorCode', 'errorMessage'],
		failedMessage: 'The message failed to send',
		completeVerb: 'be sent',
		checkWith: (id) => `Message → Get and message ID ${id}`,
		intervalMs: POLL_INTERVAL_MS.message,
	},
	visual: {
		noun: 'visual',
		idName: 'Visual',
		endpoint: ENDPOINTS.getVisual,
		unwrap: (response) => (response.item ?? response) as typeof response,
		statusField: 'status',
		pending: except(VISUAL_STEPS, 'done'),
		succeeded: ['done'],
		failed: [VISUAL_FAILED_STATUS],
		errorFields: ['errorMessage', 'message'],
		failedMessage: 'The visual failed to render',
		completeVerb: 'finish rendering',
		checkWith: (id) => `Visual → Get and visual ID ${id}`,
		intervalMs: POLL_INTERVAL_MS.visual,
	},
	source: {
		noun: 'source',
		idName: 'Source',
		endpoint: ENDPOINTS.getSource,
		statusField: 'status',
		pending: except(SOURCE_STATUSES, 'completed', 'failed'),
		succeeded: ['completed'],
		failed: ['failed'],
		errorFields: ['message'],
		failedMessage: 'The content extraction failed',
		completeVerb: 'complete',
		checkWith: (id) => `Source → Get and source ID ${id}`,
		intervalMs: POLL_INTERVAL_MS.source,
	},
} satisfies Record<string, Completion>;
