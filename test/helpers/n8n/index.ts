/* eslint-disable @n8n/community-nodes/no-restricted-globals -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// Runs the package's nodes through n8n-core's real execution code (WorkflowExecute.runNode,
// ExecuteContext, LoadOptionsContext, PollContext) against the simulator over real HTTP.
// Only the credential store is ours: credentialsHelper applies the credential's own
// `authenticate` block the way n8n's CLI does (expressions resolved by n8n's engine).
// One module per concern; import from here (test/reliability/secretsRecorder.ts wraps these exports).
(globalThis as { __n8nCoreLoaded?: boolean }).__n8nCoreLoaded = true;

export { binaryDataService, fileName, fileStream, type BinaryInput } from './binary';
export { DatabaseStandIn, type StoredFile } from './databaseMode';
export {
	credentialData,
	TestCredentialsHelper,
	type CredentialOverrides,
	type SimTarget,
} from './credentials';
export {
	runNode,
	testCredential,
	withExecuteContext,
	type ContextOptions,
	type RunNodeOptions,
	type RunNodeResult,
} from './execute';
export {
	runListSearch,
	runLoadOptions,
	runResourceMapping,
	type RunListSearchOptions,
	type RunLoadOptionsOptions,
} from './loadOptions';
export { byId, fromList } from './locators';
export {
	CREDENTIAL_TYPE,
	getNodeTypes,
	NODE_NAME,
	NODE_TYPE,
	PACKAGE_NAME,
	TRIGGER_TYPE,
} from './nodeTypes';
export { runPoll, type RunPollOptions, type RunPollResult } from './poll';
export { retryExecution, runInEngine, type EngineOptions, type EngineRun } from './engine';
export { eachRunAnotherWorkflow } from './workflow';
