// Bad inputs of Analytics → Top Posts and Post Analytics.
import { describeBadInputs } from './harness';
import { ANALYTICS_ROWS } from './analytics.rows';

describeBadInputs(ANALYTICS_ROWS);
