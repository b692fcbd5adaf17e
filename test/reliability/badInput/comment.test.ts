// Bad inputs of Comment → Create, Get, Get Many.
import { describeBadInputs } from './harness';
import { COMMENT_ROWS } from './comment.rows';

describeBadInputs(COMMENT_ROWS);
