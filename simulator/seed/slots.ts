// Deterministic weekly slots (UTC): twitter and instagram on weekdays, linkedin for every account,
// and one slot tied to a single account.
import type { Platform, Weekday } from '../../nodes/SocialPublishing/serviceApi';
import type { SeedProfile, SimContext } from '../core/context';
import type { SlotTarget, UserData } from '../core/types';

const DEMO_SLOTS: Array<{
	day: Weekday;
	hour: number;
	minute: number;
	platforms: Platform[];
	tied?: Platform;
}> = [
	{ day: 'monday', hour: 9, minute: 0, platforms: ['twitter', 'linkedin'] },
	{ day: 'tuesday', hour: 13, minute: 30, platforms: ['instagram'] },
	{ day: 'wednesday', hour: 9, minute: 0, platforms: ['twitter', 'instagram'] },
	{ day: 'thursday', hour: 17, minute: 45, platforms: ['linkedin'] },
	{ day: 'friday', hour: 12, minute: 0, platforms: ['twitter', 'instagram', 'linkedin'] },
	{ day: 'saturday', hour: 10, minute: 15, platforms: [], tied: 'facebook' },
];

const SECOND_SLOTS: typeof DEMO_SLOTS = [
	{ day: 'tuesday', hour: 8, minute: 0, platforms: ['twitter'] },
	{ day: 'thursday', hour: 18, minute: 0, platforms: ['instagram'], tied: 'facebook' },
];

export function seedSlots(data: UserData, ctx: SimContext, profile: SeedProfile): void {
	for (const def of profile === 'demo' ? DEMO_SLOTS : SECOND_SLOTS) {
		const targets: SlotTarget[] = def.platforms.map((platform) => ({
			platform,
			accountId: null,
			subaccountId: null,
		}));
		const account = def.tied && data.accounts.find((a) => a.platform === def.tied);
		if (account) {
			const page = data.subaccounts.find((s) => s.accountId === account.id);
			targets.push({
				platform: account.platform,
				accountId: account.id,
				subaccountId: page?.id ?? null,
			});
		}
		data.slots.push({
			id: ctx.ids.prefixed('slot'),
			day: def.day,
			hour: def.hour,
			minute: def.minute,
			selectedTargets: targets,
		});
	}
}
