// What the contract tests of POST /posts, GET /posts and GET /published-posts share.
import { DEFAULT_DURATIONS } from '../../../simulator/core/context';
import { useSimulatorWithAccounts } from '../postHelpers';

export const PUBLISH_MS = DEFAULT_DURATIONS.postPublishMs;
export const HOUR = 3600_000;
export const DAY = 24 * HOUR;

/** The test file's simulator and seeded accounts, and a submission's state (GET /posts/{id}). */
export function usePostsSimulator() {
	// Speed 0: the simulated clock moves only by sim.advance (no step races real time).
	const { sim, c } = useSimulatorWithAccounts({ rateLimits: false, clockSpeed: 0 });
	const status = async (id: string) => (await sim.api().get(`/posts/${id}`)).body;
	return { sim, c, status };
}
