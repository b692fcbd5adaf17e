// Exactly once (docs/explanation/exactly-once.md), in one place: a create or change is sent once
// per item through n8n's re-runs (writeMemory, writeRules), identical creates of one execution are
// sent once (identicalStore), and a create already on the service is not sent again
// (alreadyOnService: the node's record of its sends, then the service's lists for posts, comments
// and messages). notSentAgain marks the outputs; listedPostId lets Post → Get read a post found.
export { replayOf, startItem, type LookUp, type OnService } from './writeMemory';
export {
	annotatePlannedWrites,
	hintNotSentAgain,
	markNotSentAgain,
	notSentAgainFields,
	REASONS as NOT_SENT_AGAIN_REASONS,
} from './notSentAgain';
export { CHECK_CODES } from './checkNote';
export { RERUN_POLICY } from './writeRules';
export { fingerprint, stableJson } from './fingerprint';
export { LOOK_UP_POLICY, type LookUpWithNote } from './alreadyOnService';
export { RECORD_MAX_ENTRIES } from './processedStore';
export { sameText } from './listedLookUp';
export { samePostLookUp, accountInUrl, pageInUrl, type PostAccount } from './samePost';
export { isListedPostId, listedPostId, readListedPost } from './listedPostId';
export { sameCommentLookUp } from './sameComment';
export { sameMessageLookUp } from './sameMessage';
