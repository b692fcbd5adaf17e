// What "Skip If Already Sent" tells the user of a create it let through, in the
// output beside the create's own fields: a code an If node can test, and one short sentence.
// Why each is so is in docs/explanation/exactly-once.md.
import type { IDataObject } from 'n8n-workflow';

interface CodeMeaning {
	/** What it means, for the reference page (docs/reference/output-codes.md). */
	meaning: string;
	/** Sent, although something like it is on the service (counted in the output panel's hint). */
	similar: boolean;
}

export const CHECK_CODES = {
	alreadyOnService: {
		meaning: 'Dry Run: the same one is on the service, so it would not be sent.',
		similar: false,
	},
	similarOnService: {
		meaning:
			"Sent. A similar one is on the service, but the service's list cannot show it is this one (another account, page or kind, a thread, a First Comment, files uploaded again).",
		similar: true,
	},
	earlierStillPending: {
		meaning: 'Sent again. The same one, sent earlier, was still in progress and may yet fail.',
		similar: true,
	},
	identicalInRun: {
		meaning:
			'Sent. Identical items of one run are each sent; this one is beyond those already on the service.',
		similar: true,
	},
	earlierFailed: { meaning: 'Sent again. The same one, sent earlier, failed.', similar: false },
	earlierGone: {
		meaning: 'Sent again. The same one, sent earlier, was deleted from the service.',
		similar: false,
	},
	earlierAttemptNotListed: {
		meaning: 'Sent. An earlier attempt got no clear answer, and the service does not list it.',
		similar: false,
	},
	recordUnreadable: {
		meaning:
			"Sent. n8n's record of sends could not be read (or is not kept, as in a workflow never saved); the service lists none.",
		similar: false,
	},
	recordNotWritten: {
		meaning:
			"Sent. Writing it into n8n's record of sends failed: a repeat is looked for on the service only.",
		similar: false,
	},
	checkFailed: {
		meaning: 'Sent without the check: looking on the service failed.',
		similar: false,
	},
	cannotCheck: {
		meaning:
			'Sent without the check: the service cannot show this kind of create (a post in the next free slot).',
		similar: false,
	},
	wouldSend: {
		meaning: 'Dry Run: nothing like it on the service, so it would be sent.',
		similar: false,
	},
} satisfies Record<string, CodeMeaning>;

export type CheckCode = keyof typeof CHECK_CODES;

export interface CheckNote extends IDataObject {
	alreadyOnServiceCode: CheckCode;
	alreadyOnServiceCheck: string;
}

export const checkNote = (code: CheckCode, text: string): CheckNote => ({
	alreadyOnServiceCode: code,
	alreadyOnServiceCheck: text,
});

/** Whether an output was sent although something like it is on the service. */
export const sentDespiteSimilar = (json: IDataObject): boolean =>
	json.notSentAgain !== true &&
	CHECK_CODES[json.alreadyOnServiceCode as CheckCode]?.similar === true;
