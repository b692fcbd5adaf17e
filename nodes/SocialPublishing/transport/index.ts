// The only code that speaks HTTP to the service: requests (request.ts), waiting for terminal
// states (wait.ts), uploads (upload.ts); errors, paging guards, deadlines, paths and redaction.
export * from './request';
export * from './lists';
export { cursorPage, PageGuard, readPages, requireItems, type Page } from './paging';
export { isNodeError, validationError, readFailure } from './errors';
export { waitForCompletion, type Completion } from './wait';
export * from './exactlyOnce';
export {
	dryRunOutput,
	isPlannedStop,
	isPlanning,
	planDetail,
	planPart,
	planWrites,
	plannedOutput,
	stopIfPlanned,
	type PlannedRequest,
} from './dryRun';
export * from './batch';
