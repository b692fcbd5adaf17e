// Bad inputs of Schedule → Get, Delete, Update, Get Many.
import { describeBadInputs } from './harness';
import { SCHEDULE_ROWS } from './schedule.rows';

describeBadInputs(SCHEDULE_ROWS);
