// What Create and Get share: the endpoint, the Clean Transcript switch and the source's completion.
import type { INodeProperties } from 'n8n-workflow';

import type { Completion } from '../../transport';
import { COMPLETIONS } from '../../transport/completions';

export const cleanTranscriptField: INodeProperties = {
	displayName: 'Clean Transcript',
	name: 'cleanTranscript',
	type: 'boolean',
	default: true,
	description:
		'Whether the service removes timestamp lines, sequence numbers, markdown formatting and extra whitespace from the content. Turn off for the raw content.',
};

/** The one waiter's source completion; the content is read as Clean Transcript asks. */
export function sourceCompletion(clean: boolean): Completion {
	if (clean) return COMPLETIONS.source;
	return {
		...COMPLETIONS.source,
		qs: { cleanTranscript: false },
	};
}
