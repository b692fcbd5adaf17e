// Bad inputs of Post → Create in the platform options (Facebook, Pinterest, Instagram, TikTok,
// YouTube, Threads, LinkedIn).
import { describeBadInputs } from './harness';
import { POST_PLATFORM_ROWS } from './postPlatforms.rows';

describeBadInputs(POST_PLATFORM_ROWS);
