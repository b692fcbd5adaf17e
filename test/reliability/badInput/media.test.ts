// Bad inputs of Media → Upload and Upload From URL.
import { describeBadInputs } from './harness';
import { MEDIA_ROWS } from './media.rows';

describeBadInputs(MEDIA_ROWS);
