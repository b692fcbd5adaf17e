// Bad inputs: a wrong API key or Base URL in the credential (any resource).
import { describeBadInputs } from './harness';
import { CREDENTIAL_ROWS } from './credential.rows';

describeBadInputs(CREDENTIAL_ROWS);
