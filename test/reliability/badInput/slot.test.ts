// Bad inputs of Slot → Create, Update Targets, Delete, Find Next Available, Get Many.
import { describeBadInputs } from './harness';
import { SLOT_ROWS } from './slot.rows';

describeBadInputs(SLOT_ROWS);
