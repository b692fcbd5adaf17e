// The smallest valid post per platform: the `target` fields each targetType requires ("Publish a
// post") with plain values, and a media URL where the platform needs one. Used by the seed data and
// the tests; pages, boards and titles come from the caller.
import type { Platform, TargetType } from '../../nodes/SocialPublishing/serviceApi';
import type { Json } from '../core/types';

const REQUIRED_VALUES: Partial<Record<TargetType, Json>> = {
	tiktok: {
		privacyLevel: 'PUBLIC_TO_EVERYONE',
		disabledComments: false,
		disabledDuet: false,
		disabledStitch: false,
		isBrandedContent: false,
		isYourBrand: false,
		isAiGenerated: false,
	},
	youtube: { title: 'A video', privacyStatus: 'public', shouldNotifySubscribers: false },
	webhook: { url: 'https://hooks.example.com/in' },
};

export interface TargetRefs {
	/** facebook (required), linkedin (optional). */
	pageId?: string;
	/** pinterest (required). */
	boardId?: string;
	/** youtube. */
	title?: string;
}

export function minimalTarget(targetType: TargetType, refs: TargetRefs = {}): Json {
	const target: Json = { targetType, ...REQUIRED_VALUES[targetType] };
	if (refs.pageId !== undefined && (targetType === 'facebook' || targetType === 'linkedin'))
		target.pageId = refs.pageId;
	if (refs.boardId !== undefined && targetType === 'pinterest') target.boardId = refs.boardId;
	if (refs.title !== undefined && targetType === 'youtube') target.title = refs.title;
	return target;
}

/** One media URL for the platforms that cannot publish text only (MEDIA_REQUIRED_PLATFORMS). */
export const MINIMAL_MEDIA: Partial<Record<Platform, string[]>> = {
	instagram: ['https://cdn.example.com/a.jpg'],
	tiktok: ['https://cdn.example.com/v.mp4'],
	pinterest: ['https://cdn.example.com/pin.png'],
	youtube: ['https://cdn.example.com/v.mp4'],
};
