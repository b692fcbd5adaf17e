// Where the credential sends requests. The Base URL field used to default to the local simulator, and n8n's editor saves no value equal to a field's default: such a credential holds no
// Base URL, and n8n fills in today's default (empty). It keeps reaching the address it reached.
import type { ICredentialDataDecryptedObject } from 'n8n-workflow';

/** The Base URL of a credential saved while the field defaulted to the simulator of `npm start`. */
export const BASE_URL_SAVED_AS_DEFAULT = 'http://127.0.0.1:4010/v2';

/** The credential's Base URL, trimmed, without a trailing slash. */
export function baseUrlOf(credentials: ICredentialDataDecryptedObject): string {
	const stored = typeof credentials.baseUrl === 'string' ? credentials.baseUrl.trim() : '';
	return (stored || BASE_URL_SAVED_AS_DEFAULT).replace(/\/+$/, '');
}

/** The same, as the expression of the credential's test request (n8n resolves it). */
export const BASE_URL_EXPRESSION = `={{(String($credentials.baseUrl ?? "").trim() || "${BASE_URL_SAVED_AS_DEFAULT}").replace(/\\/+$/, "")}}`;
