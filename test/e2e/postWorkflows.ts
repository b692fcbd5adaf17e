// The Post and Media workflows of the e2e suite: posts (thread, scheduled, next free slot, a
// validation failure) and binary media read from disk (inline, presigned, in an Instagram post).
import {
	byId,
	manualTrigger,
	readFileNode,
	socialNode,
	workflowJson,
	type CredentialRef,
	type Params,
} from '../../scripts/n8n/workflowJson';

/** Seeded account ids by platform (the first account of each). */
export type AccountIds = Record<string, string>;

export const WORKFLOW_TIMEZONE = 'America/New_York';
export const SCHEDULE_YEAR = new Date().getUTCFullYear() + 1;
/** A January wall time in New York: sent as -05:00. */
export const SCHEDULED_WALL_TIME = `${SCHEDULE_YEAR}-01-15T09:30:00`;
export const EXPECTED_SCHEDULED_TIME = `${SCHEDULE_YEAR}-01-15T09:30:00.000-05:00`;
export const EXPECTED_SCHEDULED_AT = `${SCHEDULE_YEAR}-01-15T14:30:00.000Z`;

export const THREAD = {
	text: 'E2E thread 1/3 from real n8n',
	posts: [
		{ text: 'E2E thread 2/3', media: '' },
		{ text: 'E2E thread 3/3', media: 'https://cdn.example.com/e2e-thread.jpg' },
	],
};

export const POST_NODES = {
	thread: 'Post Thread And Wait',
	at: 'Post At A Time',
	slot: 'Post Next Free Slot',
	noPage: 'Facebook Post With Empty Page',
} as const;

export const MEDIA_NODES = {
	readImage: 'Read Image',
	readVideo: 'Read Video',
	uploadImage: 'Upload Image',
	uploadVideo: 'Upload Video',
	instagram: 'Instagram Post With Binary',
} as const;

const post = (platform: string, accounts: AccountIds, parameters: Params): Params => ({
	resource: 'post',
	operation: 'create',
	platform,
	account: byId(accounts[platform]),
	...parameters,
});

/**
 * An empty required field makes n8n refuse the whole workflow before it runs ("The workflow has
 * issues"): the node's own check is reached when an expression gives an empty value.
 */
const EMPTY_PAGE = { __rl: true, mode: 'id', value: "={{ $json.pageId ?? '' }}" };

/**
 * A chain, so the order is fixed and the validation failure (last) stops the run only after the
 * three posts ran. Waiting is on for all three: `scheduled` ends the wait of a scheduled post.
 */
export function postsWorkflow(id: string, cred: CredentialRef, accounts: AccountIds): object {
	const wait = { waitForCompletion: true, waitTimeout: 60 };
	const nodes = [
		socialNode(
			POST_NODES.thread,
			post('twitter', accounts, {
				text: THREAD.text,
				additionalPosts: { posts: THREAD.posts },
				...wait,
			}),
			cred,
		),
		socialNode(
			POST_NODES.at,
			post('twitter', accounts, {
				text: 'E2E scheduled at a time',
				schedule: 'at',
				scheduledTime: SCHEDULED_WALL_TIME,
				...wait,
			}),
			cred,
		),
		socialNode(
			POST_NODES.slot,
			post('twitter', accounts, {
				text: 'E2E queued in the next free slot',
				schedule: 'nextFreeSlot',
				...wait,
			}),
			cred,
		),
		socialNode(
			POST_NODES.noPage,
			post('facebook', accounts, { text: 'E2E no page', facebookPage: EMPTY_PAGE }),
			cred,
		),
	];
	return workflowJson({
		id,
		name: 'E2E posts',
		nodes: [manualTrigger(), ...nodes],
		settings: { timezone: WORKFLOW_TIMEZONE },
	});
}

export function mediaWorkflow(
	id: string,
	cred: CredentialRef,
	accounts: AccountIds,
	files: { image: string; video: string },
): object {
	const upload = { resource: 'media', operation: 'upload', binaryPropertyName: 'data' };
	const nodes = [
		readFileNode(MEDIA_NODES.readImage, files.image),
		readFileNode(MEDIA_NODES.readVideo, files.video),
		socialNode(MEDIA_NODES.uploadImage, upload, cred),
		socialNode(MEDIA_NODES.uploadVideo, upload, cred),
		socialNode(
			MEDIA_NODES.instagram,
			post('instagram', accounts, { text: 'E2E photo from disk', media: 'data' }),
			cred,
		),
	];
	return workflowJson({
		id,
		name: 'E2E media',
		nodes: [START, ...nodes],
		links: [
			[START.name, MEDIA_NODES.readImage],
			[START.name, MEDIA_NODES.readVideo],
			[MEDIA_NODES.readImage, MEDIA_NODES.uploadImage],
			[MEDIA_NODES.readImage, MEDIA_NODES.instagram],
			[MEDIA_NODES.readVideo, MEDIA_NODES.uploadVideo],
		],
	});
}

export const CROSS_POST_NODES = {
	readImage: 'Read Cover Image',
	dryRun: 'Cross-Post Dry Run',
	real: 'Cross-Post Everywhere',
} as const;

/**
 * One item with a binary image cross-posted to X, LinkedIn, Instagram and a Facebook page; its
 * dry-run twin (same parameters, Dry Run on) runs first, on a branch of its own.
 */
export function crossPostWorkflow(
	id: string,
	cred: CredentialRef,
	accounts: AccountIds,
	facebookPageId: string,
	image: string,
): object {
	const parameters = {
		resource: 'post',
		operation: 'create',
		postTo: 'targets',
		targets: {
			target: [
				{ platform: 'twitter', account: byId(accounts.twitter) },
				{ platform: 'linkedin', account: byId(accounts.linkedin) },
				{
					platform: 'instagram',
					account: byId(accounts.instagram),
					instagramOptions: { altTexts: { values: [{ text: 'The cover of the article' }] } },
				},
				{
					platform: 'facebook',
					account: byId(accounts.facebook),
					facebookPage: byId(facebookPageId),
				},
			],
		},
		text: 'E2E cross-post: our new article is out',
		media: 'data',
	};
	const nodes = [
		readFileNode(CROSS_POST_NODES.readImage, image),
		socialNode(CROSS_POST_NODES.dryRun, { ...parameters, dryRun: true }, cred),
		socialNode(CROSS_POST_NODES.real, parameters, cred),
	];
	return workflowJson({
		id,
		name: 'E2E cross-post',
		nodes: [START, ...nodes],
		links: [
			[START.name, CROSS_POST_NODES.readImage],
			[CROSS_POST_NODES.readImage, CROSS_POST_NODES.dryRun],
			[CROSS_POST_NODES.readImage, CROSS_POST_NODES.real],
		],
	});
}

const START = manualTrigger();
