// The media tool: a presigned upload URL for one file.
import { DRY_RUN, expr } from './builders';
import type { McpTool } from './types';

export const MEDIA_TOOLS: McpTool[] = [
	{
		name: 'create_presigned_upload_url',
		rest: 'POST /media/uploads',
		resource: 'media',
		operation: 'createUploadLink',
		write: true,
		description:
			'A presigned upload URL for one file: send the bytes with HTTP PUT to presignedUrl (with the right Content-Type, promptly: it expires), then use publicUrl in mediaUrls of service_create_post.',
		args: {
			filename: {
				type: 'string',
				description:
					'The file name with its extension (it sets the content type), such as clip.mp4',
			},
			dryRun: DRY_RUN,
		},
		parameters: (arg) => ({ filename: expr(arg('filename')), dryRun: expr(arg('dryRun')) }),
	},
];
