/* eslint-disable @typescript-eslint/no-explicit-any -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// Shared by the share-link tests through n8n's execution code: the links, and one simulator per
// test file with the node run as Post → Create and the requests each run sent.
import type { IDataObject } from 'n8n-workflow';

import { byId } from '../../helpers/n8n';
import { logMark, requestsSince } from '../../helpers/requestLog';
import { useDryRun } from '../dryRun/dryRunHelpers';

export const ID = '1AbC-dEf_GhIjKlMnOpQrStUvWxYz0123';
export const DRIVE_DIRECT = `https://drive.google.com/uc?export=download&id=${ID}`;
export const DRIVE_SHARE = `https://drive.google.com/file/d/${ID}/view?usp=sharing`;
export const DROPBOX_SHARE = 'https://www.dropbox.com/scl/fi/k3y9x/latte.jpg?rlkey=r4nd0m&dl=0';
export const DROPBOX_DIRECT = 'https://www.dropbox.com/scl/fi/k3y9x/latte.jpg?rlkey=r4nd0m&dl=1';
export const DRIVE_FOLDER = 'https://drive.google.com/drive/folders/1FoLdEr?usp=sharing';
export const FIX = 'share the file itself';

/** Post → Create reads the accounts to report an account of another platform with every problem. */
export const withoutAccountsRead = (log: Array<{ method: string; path: string }>) =>
	log.filter((r) => !(r.method === 'GET' && r.path === '/users/me/accounts'));

export const lastBody = async (
	log: Array<{ method: string; path: string; body?: unknown }>,
	path: string,
) => log.filter((r) => r.method !== 'GET' && r.path.startsWith(path)).pop()?.body as any;

/** One simulator per test file (useDryRun's), plus Post → Create and a run with its requests. */
export function useShareLinks() {
	const dry = useDryRun();
	const { sim, s, run } = dry;

	const post = (platform: string, parameters: IDataObject) =>
		run('post', 'create', { platform, account: byId(s.account[platform]), ...parameters });

	/** Runs `go`; returns its result and the requests the simulator received meanwhile. */
	async function logged<T>(go: () => Promise<T>) {
		const mark = await logMark(sim);
		const result = await go();
		return { result, log: await requestsSince(sim, mark) };
	}

	return { ...dry, post, logged };
}
