// The simulator's stored records. Timestamps are epoch milliseconds of the simulated clock;
// resource modules turn records into the spec's response shapes.
import type {
	CommentStatus,
	MessageStatus,
	Platform,
	PostSubmissionStatus,
	SourceStatus,
	SourceType,
	VisualStatus,
	Weekday,
} from '../../nodes/SocialPublishing/serviceApi';

export type Json = Record<string, unknown>;

export interface User {
	id: string;
	apiKey: string;
	email: string;
	plan: 'starter' | 'creator' | 'agency';
	subscriptionStatus: string;
}

export interface Account {
	id: string;
	platform: Platform;
	fullname: string;
	username: string;
	profileImageUrl: string;
	/** Instagram accounts connected before messaging existed have no messaging permission. */
	messagingEnabled?: boolean;
}

export interface Subaccount {
	id: string;
	accountId: string;
	name: string;
}

export interface Board {
	id: string;
	accountId: string;
	name: string;
}

export interface MetricsSnapshot {
	fetchedAt: number;
	metrics: Json;
}

/** One `POST /posts` submission (`postSubmissionId`). */
export interface Submission {
	id: string;
	accountId: string;
	platform: string;
	/** The `post` object exactly as accepted (also the schedule's `draft`). */
	post: Json;
	status: PostSubmissionStatus;
	createdAt: number;
	publicUrl?: string;
	errorMessage?: string;
	scheduleId?: string;
	publishedPostId?: string;
	failedPostId?: string;
}

export interface ScheduledPost {
	id: string;
	submissionId: string;
	accountId: string;
	scheduledAt: number;
	draft: Json;
	/** Set when the post was queued into a slot with `useNextFreeSlot`. */
	slotId?: string;
	/** Cancels the publishing job. */
	cancelJob?: () => void;
}

export interface PublishedPost {
	id: string;
	accountId: string;
	platform: Platform;
	text: string;
	mediaUrls: string[];
	postUrl: string | null;
	createdAt: number;
	platformPostId: string;
	/** Submission that produced it; absent for posts published outside the service. */
	submissionId?: string;
	metricsHistory: MetricsSnapshot[];
}

export interface FailedPost {
	id: string;
	accountId: string;
	platform: string;
	text: string;
	mediaUrls: string[];
	createdAt: number;
	errorMessage: string | null;
	submissionId: string;
}

export interface SlotTarget {
	platform: Platform;
	accountId: string | null;
	subaccountId: string | null;
}

export interface Slot {
	id: string;
	hour: number;
	minute: number;
	day: Weekday;
	selectedTargets: SlotTarget[];
}

export interface Comment {
	id: string;
	accountId: string;
	authorId: string | null;
	createdAt: number;
	errorCode: number | null;
	errorMessage: string | null;
	isAuthor: boolean;
	parentCommentId: string | null;
	platform: 'facebook' | 'instagram';
	platformCommentId: string | null;
	platformPostId: string;
	postId: string | null;
	status: CommentStatus;
	text: string;
	/** Sequence number for stable ordering of equal timestamps. */
	seq: number;
}

export interface Participant {
	id: string;
	name: string;
	username: string;
	profileImageUrl: string;
}

export interface Conversation {
	id: string;
	accountId: string;
	platform: 'instagram';
	participants: Participant[];
	createdAt: number;
	updatedAt: number;
}

export interface Message {
	id: string;
	conversationId: string;
	platform: 'instagram';
	direction: 'incoming' | 'outgoing';
	senderId: string;
	recipientId: string;
	text: string;
	status: MessageStatus;
	errorCode: number | null;
	errorMessage: string | null;
	createdAt: number;
	seq: number;
}

export interface Visual {
	id: string;
	templateId: string;
	status: VisualStatus;
	createdAt: number;
	title?: string;
	inputs: Json;
	prompt?: string;
	isDraft: boolean;
	render: boolean;
	mediaUrl?: string;
	imageUrls?: string[];
	errorMessage?: string;
	deleted?: boolean;
}

export interface Source {
	id: string;
	sourceType: SourceType;
	url?: string;
	text?: string;
	customInstructions?: string;
	status: SourceStatus;
	createdAt: number;
	title?: string;
	content?: string;
	referenceUrl?: string;
	message?: string;
}

/** All data of one user (one API key). Another user's records are invisible (404). */
export interface UserData {
	user: User;
	accounts: Account[];
	subaccounts: Subaccount[];
	boards: Board[];
	submissions: Map<string, Submission>;
	schedules: Map<string, ScheduledPost>;
	publishedPosts: PublishedPost[];
	failedPosts: FailedPost[];
	slots: Slot[];
	comments: Comment[];
	conversations: Conversation[];
	messages: Message[];
	visuals: Map<string, Visual>;
	sources: Map<string, Source>;
}
