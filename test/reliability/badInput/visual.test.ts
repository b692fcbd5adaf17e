// Bad inputs of Visual → Create, Get, Delete, Get Many Templates.
import { describeBadInputs } from './harness';
import { VISUAL_ROWS } from './visual.rows';

describeBadInputs(VISUAL_ROWS);
