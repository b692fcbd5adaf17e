import type {
	Icon,
	ICredentialDataDecryptedObject,
	ICredentialTestRequest,
	ICredentialType,
	IHttpRequestOptions,
	INodeProperties,
} from 'n8n-workflow';

import { DEADLINE_POLICY } from '../nodes/SocialPublishing/transport/deadline';

export const DEFAULT_BASE_URL = 'http://127.0.0.1:4010/v2';
export const DEFAULT_KEY_HEADER = 'service-api-key';

const AUTOMATIC_LIMIT = `${DEADLINE_POLICY.baseMs / 1000} s a request, plus ${DEADLINE_POLICY.perMiBMs / 1000} s per MiB an upload or download carries`;

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
			default: DEFAULT_BASE_URL,
			hint: `The service's REST base address including the version segment, e.g. https://api.YOUR-SERVICE-HOST.com/v2. The default, ${DEFAULT_BASE_URL}, is the local simulator of npm start: change it for a real account.`,
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
			baseURL: '={{String($credentials.baseUrl).trim().replace(/\\/+$/, "")}}',
			url: '/users/me',
			method: 'GET',
			// n8n re-sends the key header on a redirect, even to another host: never follow one.
			disableFollowRedirect: true,
		},
	};
}
