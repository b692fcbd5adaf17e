import { defineResource } from '../../form/defineResource';
import * as createUploadLink from './createUploadLink.operation';
import * as upload from './upload.operation';
import * as uploadFromUrl from './uploadFromUrl.operation';

export const media = defineResource({
	resource: 'media',
	displayName: 'Media',
	operations: { upload, uploadFromUrl, createUploadLink },
	options: {
		createUploadLink: {
			name: 'Create Upload Link',
			description:
				'Get a presigned upload link for a file name with its extension (e.g. video.mp4), for clients that upload the bytes themselves: PUT them to presignedUrl with the output contentType promptly (the link expires soon), then use publicUrl as post media. Media → Upload does both steps for a file of the workflow. Dry Run checks the name and sends nothing.',
			action: 'Create an upload link',
		},
		upload: {
			name: 'Upload',
			description:
				'Upload a binary file from a previous node and get its hosted URL for post media: up to 15 MiB inline, larger files (or with Always Use Direct Upload) through an upload link. Dry Run checks the file and uploads nothing.',
			action: 'Upload a file',
		},
		uploadFromUrl: {
			name: 'Upload From URL',
			description:
				'Have the service copy a file from a public URL and get its hosted URL (public URLs also work as post media directly). Dry Run checks the URL and sends nothing.',
			action: 'Upload a file from a URL',
		},
	},
	defaultOperation: 'upload',
});
