/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// Issue 61, item 1: each explanation an output carries is one short sentence (at most about 20
// words) with a code beside it; the codes are the ones the reference page lists.
import { readFileSync } from 'fs';
import { join } from 'path';

import {
	CHECK_CODES,
	NOT_SENT_AGAIN_REASONS,
	notSentAgainFields,
} from '../../../nodes/SocialPublishing/transport';

const words = (text: unknown) => String(text).trim().split(/\s+/).length;
const AT = '2026-12-02T10:00:00.000Z';

it.each(Object.keys(NOT_SENT_AGAIN_REASONS))(
	'not sent again (%s): a code and a short reason',
	(reason) => {
		const fields = notSentAgainFields({
			at: AT,
			request: 'POST /posts',
			reason: reason as keyof typeof NOT_SENT_AGAIN_REASONS,
			found: `published at ${AT}, https://x.com/acmecoffee/status/1 (post pp_000001)`,
		});
		expect(fields).toMatchObject({ notSentAgain: true, sentAt: AT });
		expect(fields.notSentAgainCode).toMatch(/^[a-z][A-Za-z]+$/);
		expect(words(fields.notSentAgainReason)).toBeLessThanOrEqual(20);
	},
);

it('every code is on the reference page', () => {
	const page = readFileSync(join(__dirname, '../../../docs/reference/output-codes.md'), 'utf8');
	const codes = [
		...Object.values(NOT_SENT_AGAIN_REASONS).map((r) => r.code),
		...Object.keys(CHECK_CODES),
	];
	for (const code of codes) expect(page).toContain(`| \`${code}\` |`);
});
