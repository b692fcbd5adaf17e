// Bad inputs of Conversation → Get, Get Many and Message → Send, Get, Get Many.
import { describeBadInputs } from './harness';
import { MESSAGING_ROWS } from './messaging.rows';

describeBadInputs(MESSAGING_ROWS);
