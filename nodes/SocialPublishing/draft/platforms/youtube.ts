// YouTube: title, privacy and notification are required; playlists and thumbnail optional.
import type { IDataObject } from 'n8n-workflow';

import type { YouTubePrivacyStatus } from '../../serviceApi';
import { type MediaRef } from '../media';
import { isSet, splitList } from '../../form';
import {
	imageSourceField,
	optionsCollection,
	plan,
	readAll,
	singleImage,
	targetField,
	topLevel,
	type EnumLabels,
	type PlatformModule,
	type TargetContext,
} from './platformModule';

const PRIVACY_STATUSES: EnumLabels<YouTubePrivacyStatus> = {
	public: 'Public',
	private: 'Private',
	unlisted: 'Unlisted',
};

const required = topLevel('youtube', [
	targetField.text({
		key: 'title',
		displayName: 'Video Title',
		name: 'youtubeTitle',
		required: true,
	}),
	targetField.choice(
		{
			key: 'privacyStatus',
			displayName: 'Privacy Status',
			name: 'youtubePrivacyStatus',
			default: 'public',
			required: true,
		},
		PRIVACY_STATUSES,
	),
	targetField.boolean({
		key: 'shouldNotifySubscribers',
		displayName: 'Notify Subscribers',
		name: 'youtubeNotifySubscribers',
		default: true,
		required: true,
		description: 'Whether subscribers are notified of the new video',
	}),
]);

const options = optionsCollection(
	'youtube',
	{ displayName: 'YouTube Options', name: 'youtubeOptions' },
	[
		targetField.boolean({
			displayName: 'Contains Synthetic Media',
			name: 'containsSyntheticMedia',
			description: 'Whether the video contains realistic altered or synthetic content',
		}),
		targetField.boolean({
			displayName: 'Made for Kids',
			name: 'isMadeForKids',
			description: 'Whether the video is made for kids',
		}),
	],
	[
		{
			displayName: 'Playlist Names or IDs',
			name: 'playlistIds',
			type: 'multiOptions',
			typeOptions: { loadOptionsMethod: 'getPlaylists', loadOptionsDependsOn: ['account.value'] },
			default: [],
			description:
				'Playlists of the channel to add the video to. Choose from the list, or specify IDs using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
		},
		imageSourceField(
			'Thumbnail',
			'thumbnail',
			'Custom thumbnail (YouTube allows it for verified channels in good standing).',
		),
	],
);

function readOptions(t: TargetContext) {
	const target: IDataObject = {};
	const mediaFields: Record<string, MediaRef> = {};
	const values = options.read(t, target);
	// Playlist ids come from the service's subaccount list: sent as given, in order.
	const playlists = splitList(values.playlistIds);
	if (playlists.length) target.playlistIds = playlists;
	if (isSet(values.thumbnail)) {
		const thumbnail = singleImage(t, options.label('thumbnail'), values.thumbnail);
		if (thumbnail) mediaFields.thumbnailUrl = thumbnail;
	}
	return plan(target, mediaFields);
}

export const youtube: PlatformModule = {
	fields: [...required.properties, options.property],
	read: (t) =>
		readAll(
			() => required.readPlan(t),
			() => readOptions(t),
		),
	options: { property: options.property, read: readOptions },
};
