// The simulator's durations under `npm start`.
import type { Durations } from '../../simulator/core/context';

/**
 * Simulated durations for a demo: a post publishes in 1 s, an extraction in 2 s, a visual in 3 s
 * (six steps), so that the nodes' waits end at their first or second poll; a post scheduled for
 * later publishes 5 s after it is scheduled (the clock stays at real time: n8n and the simulator
 * agree on "now").
 */
export const DEMO_SCHEDULED_PUBLISH_MS = 5000;
export const DEMO_DURATIONS: Partial<Durations> = {
	postPublishMs: 1000,
	sourceStepMs: 1000,
	visualStepMs: 500,
	commentStepMs: 1000,
	messageSendMs: 1000,
	scheduledPublishWithinMs: DEMO_SCHEDULED_PUBLISH_MS,
};
