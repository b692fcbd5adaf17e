// docs/reference/output-codes.md: the codes a create's output carries when it was not sent again
// (notSentAgainCode) or was sent with something to know (alreadyOnServiceCode), from the node's own
// tables, for users who branch on them in an If node.
import { CHECK_CODES, NOT_SENT_AGAIN_REASONS } from '../../nodes/SocialPublishing/transport';

export function outputCodesPage(note: string): string {
	return [
		'# Output codes',
		'',
		note,
		'',
		'A post, comment or message the node creates can carry two short fields beside its own: one',
		'sentence for people, and a code for an **If** or **Switch** node. The output panel also says',
		'above the items how many were not sent again, or were sent although something similar is on',
		'the service. Why the node does this: [how it avoids posting twice](../explanation/exactly-once.md).',
		'',
		'## `notSentAgainCode`: not sent, this is the earlier result',
		'',
		'The output also has `notSentAgain: true`, `sentAt` and `notSentAgainReason` (the sentence).',
		'`postSubmissionId`, the comment or the message are the earlier one, so the rest of the',
		'workflow runs as after a send.',
		'',
		'| Code | Meaning |',
		'|---|---|',
		...Object.values(NOT_SENT_AGAIN_REASONS).map((r) => `| \`${r.code}\` | ${r.meaning} |`),
		'',
		'## `alreadyOnServiceCode`: sent, and why the node could not rule out a repeat',
		'',
		'The sentence is in `alreadyOnServiceCheck`. Codes marked "yes" are the ones the output panel',
		'counts as "sent although something similar is on the service".',
		'',
		'| Code | Meaning | Similar one on the service |',
		'|---|---|---|',
		...Object.entries(CHECK_CODES).map(
			([code, c]) => `| \`${code}\` | ${c.meaning} | ${c.similar ? 'yes' : 'no'} |`,
		),
		'',
	].join('\n');
}
