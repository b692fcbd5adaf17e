// Issue 16, item 2: the bad-input table as a whole covers every resource.
import { ACCOUNT_ROWS } from './account.rows';
import { ANALYTICS_ROWS } from './analytics.rows';
import { COMMENT_ROWS } from './comment.rows';
import { CREDENTIAL_ROWS } from './credential.rows';
import type { Rows } from './harness';
import { MEDIA_ROWS } from './media.rows';
import { MESSAGING_ROWS } from './messaging.rows';
import { POST_ROWS } from './post.rows';
import { POST_PLATFORM_ROWS } from './postPlatforms.rows';
import { SCHEDULE_ROWS } from './schedule.rows';
import { SLOT_ROWS } from './slot.rows';
import { SOURCE_ROWS } from './source.rows';
import { VISUAL_ROWS } from './visual.rows';

const TABLES: Rows[] = [
	CREDENTIAL_ROWS,
	ACCOUNT_ROWS,
	POST_ROWS,
	POST_PLATFORM_ROWS,
	MEDIA_ROWS,
	ANALYTICS_ROWS,
	COMMENT_ROWS,
	MESSAGING_ROWS,
	VISUAL_ROWS,
	SOURCE_ROWS,
	SCHEDULE_ROWS,
	SLOT_ROWS,
];
const ROWS: Rows = Object.assign({}, ...TABLES);
const names = Object.keys(ROWS);

it('has at least 120 rows across every resource', () => {
	expect(names.length).toBeGreaterThanOrEqual(120);
	const resources = new Set(names.map((name) => ROWS[name]().resource));
	expect([...resources].sort()).toEqual(
		[
			'account',
			'analytics',
			'comment',
			'conversation',
			'media',
			'message',
			'post',
			'schedule',
			'slot',
			'source',
			'visual',
		].sort(),
	);
});
