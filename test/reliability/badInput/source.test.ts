// Bad inputs of Source → Create, Get.
import { describeBadInputs } from './harness';
import { SOURCE_ROWS } from './source.rows';

describeBadInputs(SOURCE_ROWS);
