// Bad inputs of Post: Create (account, text, webhook, schedule, thread posts, media), Get, Get Many,
// Search Published. The platform options of Post → Create: postPlatforms.rows.ts.
import { describeBadInputs } from './harness';
import { POST_ROWS } from './post.rows';

describeBadInputs(POST_ROWS);
