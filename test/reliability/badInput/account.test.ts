// Bad inputs of Account → Get Many, Get Many Subaccounts, Get Many Pinterest Boards.
import { describeBadInputs } from './harness';
import { ACCOUNT_ROWS } from './account.rows';

describeBadInputs(ACCOUNT_ROWS);
