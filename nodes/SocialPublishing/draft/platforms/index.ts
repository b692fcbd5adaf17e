// One module per platform: its form fields and the reader of those fields, side by side.
import type { INodeProperties } from 'n8n-workflow';

import type { TargetType } from '../../serviceApi';
import { facebook } from './facebook';
import { instagram } from './instagram';
import { plan, type PlatformModule, type TargetContext, type TargetPlan } from './platformModule';
import { linkedin } from './linkedin';
import { pinterest } from './pinterest';
import { threads } from './threads';
import { tiktok } from './tiktok';
import { webhook } from './webhook';
import { youtube } from './youtube';

export type { TargetContext, TargetPlan } from './platformModule';

/** twitter and bluesky have no target fields. */
const none: PlatformModule = { fields: [], read: () => plan({}) };

export const PLATFORM_MODULES: Record<TargetType, PlatformModule> = {
	twitter: none,
	bluesky: none,
	facebook,
	instagram,
	tiktok,
	pinterest,
	threads,
	youtube,
	linkedin,
	webhook,
};

export const targetFields: INodeProperties[] = Object.values(PLATFORM_MODULES).flatMap(
	(m) => m.fields,
);

export function readTarget(platform: TargetType, t: TargetContext): TargetPlan {
	return PLATFORM_MODULES[platform].read(t);
}
