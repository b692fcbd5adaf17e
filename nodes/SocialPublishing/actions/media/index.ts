import { defineResource } from '../node.type';
import * as upload from './upload.operation';
import * as uploadFromUrl from './uploadFromUrl.operation';

export const media = defineResource({
	resource: 'media',
	displayName: 'Media',
	operations: { upload, uploadFromUrl },
	options: {
		upload: {
			name: 'Upload',
			description: 'Upload a file from a previous node and get its hosted URL',
			action: 'Upload a file',
		},
		uploadFromUrl: {
			name: 'Upload From URL',
			description: 'Have the service copy a public URL and get its hosted URL',
			action: 'Upload a file from a URL',
		},
	},
	defaultOperation: 'upload',
});
