import type {
	Icon,
	ICredentialDataDecryptedObject,
	ICredentialTestRequest,
	ICredentialType,
	IHttpRequestOptions,
	INodeProperties,
} from 'n8n-workflow';

import { BASE_URL_EXPRESSION } from '../nodes/SocialPublishing/transport/baseUrl';
import { DEADLINE_POLICY } from '../nodes/SocialPublishing/transport/deadline';

export const DEFAULT_KEY_HEADER = 'service-api-key';

const AUTOMATIC_LIMIT = `${DEADLINE_POLICY.baseMs / 1000} s a request, plus ${DEADLINE_POLICY.perMiBMs / 1000} s per MiB an upload or download carries`;

const BASE_URL_RULE =
	"the service's REST base address including the version segment, such as https://api.YOUR-SERVICE-HOST.com/v2";
const FIX_KEY =
	'The service refused the API Key: check the API Key field (copy it exactly as issued, including any trailing "=").';
const FIX_PLAN =
	"The service knows the API Key but refuses it API access: check the account's plan in the service's settings.";
const FIX_BASE_URL = `Nothing is known at this address: check the Base URL field, ${BASE_URL_RULE}.`;
const FIX_REDIRECT = `The Base URL redirects elsewhere (not followed, so that the API Key is not sent there): check the Base URL field, ${BASE_URL_RULE}.`;

export class SocialPublishingApi implements ICredentialType {
	name = 'socialPublishingApi';

	displayName = 'Social Publishing API';

	icon: Icon = {
		light: 'file:../icons/socialPublishing.svg',
		dark: 'file:../icons/socialPublishing.dark.svg',
	};

	documentationUrl =
		'https://github.com/social-publishing/n8n-nodes-social-publishing/blob/main/docs/reference/credential.md';

	properties: INodeProperties[] = [
		{
			displayName: 'API Key',
			name: 'apiKey',
			type: 'string',
			typeOptions: { password: true },
			required: true,
			default: '',
			description: 'The API key exactly as issued in the web settings of the service',
			hint: 'A trailing "=" is part of the key: keep it.',
		},
		{
			displayName: 'Base URL',
			name: 'baseUrl',
			type: 'string',
			required: true,
			// No default: n8n saves no value equal to the default, and a default address would point
			// every new credential somewhere. Credentials saved with the old one: transport/baseUrl.ts.
			default: '',
			placeholder: 'https://api.YOUR-SERVICE-HOST.com/v2',
			description:
				"The address of the service's REST interface, with its version segment /v2. The API key is sent to this address only.",
			hint: "The REST base address from the service's API documentation, ending in the version segment /v2, such as https://api.YOUR-SERVICE-HOST.com/v2.",
		},
		{
			displayName: 'Header Name',
			name: 'headerName',
			type: 'string',
			default: DEFAULT_KEY_HEADER,
			description:
				'Advanced: the header that carries the API key. Change it only if the service documents another name.',
		},
		{
			// The name and the stored 0 stay: saved credentials keep their meaning.
			displayName: 'Request Time Limit (Seconds, 0 = Automatic)',
			name: 'requestTimeLimit',
			type: 'number',
			default: 0,
			typeOptions: { minValue: 0 },
			hint: `0 = automatic: ${AUTOMATIC_LIMIT}. Another number applies where it is longer.`,
			description:
				'Advanced: how long one request may take in all before it fails. Set a number only if your connection to the service is slower than the automatic limit allows.',
		},
	];

	// Spec "Authentication": the key is sent byte-exact; trim() removes pasted whitespace, never "=".
	// A function, not n8n's generic expressions: two expressions resolved on every request cost
	// about 0.3 ms an item (benchmarks/per-item-n8n.ts).
	async authenticate(
		credentials: ICredentialDataDecryptedObject,
		requestOptions: IHttpRequestOptions,
	): Promise<IHttpRequestOptions> {
		const header = String(credentials.headerName || DEFAULT_KEY_HEADER).trim();
		requestOptions.headers = {
			...requestOptions.headers,
			[header]: String(credentials.apiKey).trim(),
		};
		return requestOptions;
	}

	test: ICredentialTestRequest = {
		request: {
			baseURL: BASE_URL_EXPRESSION,
			url: '/users/me',
			method: 'GET',
			// n8n re-sends the key header on a redirect, even to another host: never follow one.
			disableFollowRedirect: true,
		},
		// What the editor shows when the test fails: the field to fix. A connection that fails
		// outright shows n8n's own code (ECONNREFUSED, ENOTFOUND): the Base URL's hint covers it.
		rules: [
			{ type: 'responseCode', properties: { value: 401, message: FIX_KEY } },
			{ type: 'responseCode', properties: { value: 403, message: FIX_PLAN } },
			{ type: 'responseCode', properties: { value: 404, message: FIX_BASE_URL } },
			...[301, 302, 303, 307, 308].map((value) => ({
				type: 'responseCode' as const,
				properties: { value, message: FIX_REDIRECT },
			})),
		],
	};
}
