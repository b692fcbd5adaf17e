/* eslint-disable @typescript-eslint/no-explicit-any -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// Shared helpers of the posts, schedules, slots and analytics contract tests.
import type { Platform, TargetType } from '../../nodes/SocialPublishing/serviceApi';
import { MINIMAL_MEDIA, minimalTarget } from '../../simulator/seed/targets';
import type { SimulatorOptions } from '../../simulator';
import { useSimulator, type ApiClient, type TestSimulator } from '../helpers/simulator';

export interface Ctx {
	accounts: Record<string, any[]>;
	subaccounts: Record<string, any[]>;
	boards: any[];
}

export async function loadAccounts(api: ApiClient): Promise<Ctx> {
	const items = (await api.get('/users/me/accounts')).body.items as any[];
	const accounts: Record<string, any[]> = {};
	const subaccounts: Record<string, any[]> = {};
	for (const a of items) {
		(accounts[a.platform] ??= []).push(a);
		if (['facebook', 'linkedin', 'youtube'].includes(a.platform)) {
			subaccounts[a.id] = (await api.get(`/users/me/accounts/${a.id}/subaccounts`)).body.items;
		}
	}
	const pinterest = accounts.pinterest?.[0];
	const boards = pinterest
		? (await api.get('/social/pinterest/boards', { accountId: pinterest.id })).body.items
		: [];
	return { accounts, subaccounts, boards };
}

/** A valid `post` object for the platform's first account: the minimal target and media. */
export function validPost(c: Ctx, platform: string, text = `Hello ${platform}`): any {
	const account = c.accounts[platform === 'webhook' ? 'twitter' : platform][0];
	const target = minimalTarget(platform as TargetType, {
		pageId: platform === 'facebook' ? c.subaccounts[account.id][0].id : undefined,
		boardId: c.boards[0]?.id,
	});
	return {
		accountId: account.id,
		content: {
			text,
			mediaUrls: [...(MINIMAL_MEDIA[platform as Platform] ?? [])],
			platform: platform === 'webhook' ? 'other' : platform,
		},
		target,
	};
}

export const iso = (ms: number) => new Date(ms).toISOString();

/** ISO time `ms` after the simulated now, with a `-05:00` offset like the official connector sends. */
export function futureWithOffset(sim: TestSimulator, ms: number): string {
	const t = sim.clock.now() + ms;
	const local = new Date(t - 5 * 3600_000).toISOString().replace('Z', '');
	return `${local}-05:00`;
}

export async function createPost(api: ApiClient, body: any): Promise<string> {
	const res = await api.post('/posts', body);
	if (res.status !== 201) throw new Error(`POST /posts ${res.status}: ${JSON.stringify(res.body)}`);
	return res.body.postSubmissionId;
}

/** The test file's simulator and its accounts, subaccounts and boards, read in beforeAll. */
export function useSimulatorWithAccounts(options: SimulatorOptions = {}): {
	sim: TestSimulator;
	c: Ctx;
} {
	const sim = useSimulator(options);
	const c = {} as Ctx;
	beforeAll(async () => {
		Object.assign(c, await loadAccounts(sim.api()));
	});
	return { sim, c };
}
