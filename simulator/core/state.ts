/* eslint-disable @n8n/community-nodes/no-hardcoded-secrets -- Node code, never run in n8n (scripts/lint-headers.mjs) */
import type { ResourceModule, SimContext, SimStateApi, SeedProfile } from './context';
import type { User, UserData } from './types';

/** The simulator's users. The demo key ends in `==` on purpose (a dropped `=` must fail). */
export const DEMO_USERS: Array<User & { profile: SeedProfile }> = [
	{
		id: 'usr_demo',
		apiKey: 'sp_demo_4f9c2a7e1b8d6035c9e2Kq==',
		email: 'demo@social-publishing.test',
		plan: 'creator',
		subscriptionStatus: 'active',
		profile: 'demo',
	},
	{
		id: 'usr_second',
		apiKey: 'sp_second_81d3e5a7c9b2f4068aZ=',
		email: 'second@social-publishing.test',
		plan: 'starter',
		subscriptionStatus: 'active',
		profile: 'second',
	},
];

export function emptyUserData(user: User): UserData {
	return {
		user,
		accounts: [],
		subaccounts: [],
		boards: [],
		submissions: new Map(),
		schedules: new Map(),
		publishedPosts: [],
		failedPosts: [],
		slots: [],
		comments: [],
		conversations: [],
		messages: [],
		visuals: new Map(),
		sources: new Map(),
	};
}

export class SimState implements SimStateApi {
	users: UserData[] = [];
	private ctx!: SimContext;

	constructor(
		private readonly modules: ResourceModule[],
		private readonly userDefs: Array<User & { profile: SeedProfile }> = DEMO_USERS,
	) {}

	attach(ctx: SimContext): void {
		this.ctx = ctx;
	}

	byKey(key: string): UserData | undefined {
		// Byte-exact comparison: a key with a dropped or added character is another key.
		return this.users.find((d) => d.user.apiKey === key);
	}

	byUserId(id: string): UserData | undefined {
		return this.users.find((d) => d.user.id === id);
	}

	reset(seed: boolean): void {
		this.users = this.ctx.ids.seedWith(() =>
			this.userDefs.map(({ profile, ...user }) => {
				const data = emptyUserData({ ...user });
				if (seed) for (const m of this.modules) m.seed?.(data, this.ctx, profile);
				return data;
			}),
		);
	}
}
