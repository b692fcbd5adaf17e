// Bad inputs of Post: Create (account, text, webhook, schedule, thread posts, media), Get, Get Many,
// Search Published. The platform options of Post → Create: postPlatforms.rows.ts.
import { byId } from '../../helpers/n8n';

import { JPEG, TW, FB, FB_PAGE, future, x, seed, post, type Rows } from './harness';

export const POST_ROWS: Rows = {
	// ---------------------------------------------------------------- post → create
	'Post: platform not a platform (expression)': () =>
		post(
			{ platform: '={{ "myspace" }}', text: 'x' },
			{ platform: 'twitter', text: 'x' },
			'Platform',
			/use one of twitter, instagram/,
		),
	'Post: account not numeric': () =>
		post(
			{ account: byId('acme'), text: 'x' },
			{ account: byId(TW), text: 'x' },
			'Account',
			/numbers such as 1001/,
		),
	'Post: account with a leading zero': () =>
		post(
			{ account: byId('0123'), text: 'x' },
			{ account: byId(TW), text: 'x' },
			'Account',
			/not an account ID/,
		),
	'Post: account missing': () =>
		post(
			{ account: byId(''), text: 'x' },
			{ account: byId(TW), text: 'x' },
			'Account',
			/is required/,
		),
	'Post: account a number from an expression with decimals': () =>
		post(
			{ account: byId('={{ 1001.5 }}'), text: 'x' },
			{ account: byId(TW), text: 'x' },
			'Account',
			/numbers such as 1001/,
		),
	'Post: blank text and no media': () =>
		post({ text: '   ' }, { text: 'fine' }, 'Text', /write a text, add media/),
	'Post: webhook without URL': () =>
		post(
			{ platform: 'webhook', text: 'x', webhookUrl: '' },
			{ platform: 'webhook', text: 'x', webhookUrl: 'https://example.com/hooks/posts' },
			'Webhook URL',
			/enter a value such as https:\/\/example.com/,
		),
	'Post: webhook URL not a URL': () =>
		post(
			{ platform: 'webhook', text: 'x', webhookUrl: 'example' },
			{ platform: 'webhook', text: 'x', webhookUrl: 'https://example.com/hooks/posts' },
			'Webhook URL',
			/not a valid URL/,
		),
	'Post: webhook URL with ftp': () =>
		post(
			{ platform: 'webhook', text: 'x', webhookUrl: 'ftp://example.com/x' },
			{ platform: 'webhook', text: 'x', webhookUrl: 'https://example.com/hooks/posts' },
			'Webhook URL',
			/https:\/\/example.com/,
		),
	'Post: publish option not allowed': () =>
		post(
			{ text: 'x', schedule: 'later' },
			{ text: 'x', schedule: 'now' },
			'Publish',
			/now, at, nextFreeSlot/,
		),
	'Post: scheduled time in the past': () =>
		post(
			{ text: 'x', schedule: 'at', scheduledTime: '2020-01-01T10:00:00' },
			{ text: 'x', schedule: 'at', scheduledTime: future(3) },
			'Scheduled Time',
			/in the past: choose a future time/,
		),
	'Post: scheduled time not a date': () =>
		post(
			{ text: 'x', schedule: 'at', scheduledTime: 'next tuesday' },
			{ text: 'x', schedule: 'at', scheduledTime: future(3) },
			'Scheduled Time',
			/use ISO 8601/,
		),
	'Post: scheduled time on 30 February': () =>
		post(
			{ text: 'x', schedule: 'at', scheduledTime: '2099-02-30T10:00:00' },
			{ text: 'x', schedule: 'at', scheduledTime: '2099-02-27T10:00:00' },
			'Scheduled Time',
			/not a date and time/,
		),
	'Post: scheduled time a number from an expression': () =>
		post(
			{ text: 'x', schedule: 'at', scheduledTime: '={{ 12345 }}' },
			{ text: 'x', schedule: 'at', scheduledTime: future(3) },
			'Scheduled Time',
			/not a date and time/,
		),
	'Post: scheduled time with an offset out of range': () =>
		post(
			{ text: 'x', schedule: 'at', scheduledTime: '2099-03-01T10:00:00+25:00' },
			{ text: 'x', schedule: 'at', scheduledTime: '2099-03-01T10:00:00+01:00' },
			'Scheduled Time',
			/not a date and time/,
		),
	'Post: scheduled time past in the workflow timezone': () =>
		post(
			{
				text: 'x',
				schedule: 'at',
				scheduledTime: new Date(Date.now() - 3600_000).toISOString().slice(0, 19),
			},
			{ text: 'x', schedule: 'at', scheduledTime: future(2).slice(0, 19) },
			'Scheduled Time',
			/in the past/,
			{ timezone: 'Pacific/Kiritimati' },
		),
	'Post: thread posts on Facebook (platform from an expression)': () =>
		post(
			{
				platform: '={{ "facebook" }}',
				account: byId(FB),
				facebookPage: byId(FB_PAGE),
				text: 'x',
				additionalPosts: { posts: [{ text: '2/2' }] },
			},
			{
				platform: '={{ "twitter" }}',
				account: byId(TW),
				facebookPage: byId(FB_PAGE),
				text: 'x',
				additionalPosts: { posts: [{ text: '2/2' }] },
			},
			'Additional Fields → Thread Posts',
			/only for twitter, bluesky, threads, not facebook/,
		),
	'Post: an empty thread post': () =>
		post(
			{ text: '1/2', additionalPosts: { posts: [{ text: '  ', media: '' }] } },
			{ text: '1/2', additionalPosts: { posts: [{ text: '2/2', media: '' }] } },
			'Additional Fields → Thread Posts',
			/post 1 is empty: add text or media, or remove it/,
		),
	'Post: media neither URL nor binary': () =>
		post(
			{ text: 'x', media: 'photo' },
			{ text: 'x', media: 'https://cdn.example.com/1.jpg' },
			'Media',
			/neither a URL nor a binary property/,
		),
	'Post: media a broken URL': () =>
		post(
			{ text: 'x', media: 'https://' },
			{ text: 'x', media: 'https://cdn.example.com/1.jpg' },
			'Media',
			/not a valid URL/,
		),
	'Post: unknown binary property in a thread post': () =>
		post(
			{ text: 'x', additionalPosts: { posts: [{ text: '2', media: 'missing' }] } },
			{
				text: 'x',
				additionalPosts: { posts: [{ text: '2', media: 'https://cdn.example.com/1.jpg' }] },
			},
			'Additional Fields → Thread Posts → Post 1 → Media',
			/neither a URL nor a binary property/,
		),
	'Post: a binary with no usable type': () =>
		post(
			{ text: 'x', media: 'blob' },
			{ text: 'x', media: 'data' },
			'MIME type',
			/set the file name or MIME type/,
			{
				allowed: ['GET /users/me/accounts'],
				binary: {
					data: { data: JPEG, mimeType: 'image/jpeg', fileName: 'latte.jpg' },
					blob: { data: JPEG, mimeType: 'application/octet-stream', fileName: 'blob' },
				},
			},
		),
	'Post: text over the platform limit (X, 281 characters)': () =>
		post({ text: x(281) }, { text: x(280) }, 'Text', /280/),
	// ---------------------------------------------------------------- post → get, getAll, searchPublished
	'Post → Get: submission ID missing': () => ({
		resource: 'post',
		operation: 'get',
		bad: { postSubmissionId: ' ' },
		good: { postSubmissionId: seed.submission },
		field: 'Post Submission ID',
		fix: /required/,
	}),
	'Post → Get Many: since not a date': () => ({
		resource: 'post',
		operation: 'getAll',
		bad: { filters: { since: 'yesterday' } },
		good: { filters: { since: '2026-01-01T00:00:00Z' } },
		field: 'Filters → Since',
		fix: /not a date/,
	}),
	'Post → Get Many: status not a status (expression)': () => ({
		resource: 'post',
		operation: 'getAll',
		bad: { filters: { status: '={{ ["draft"] }}' } },
		good: { filters: { status: '={{ ["published"] }}' } },
		field: 'Filters → Status',
		fix: /scheduled, published, failed/,
	}),
	'Post → Get Many: platform not a platform': () => ({
		resource: 'post',
		operation: 'getAll',
		bad: { filters: { platform: '={{ ["myspace"] }}' } },
		good: { filters: { platform: '={{ ["twitter"] }}' } },
		field: 'Filters → Platform',
		fix: /use one of/,
	}),
	'Post → Search Published: platform not a platform': () => ({
		resource: 'post',
		operation: 'searchPublished',
		bad: { options: { platform: '={{ "myspace" }}' } },
		good: { options: { platform: 'twitter' } },
		field: 'Platform',
		fix: /use one of/,
	}),
	'Post → Search Published: sort not allowed': () => ({
		resource: 'post',
		operation: 'searchPublished',
		bad: { options: { sortBy: '={{ "random" }}' } },
		good: { options: { sortBy: 'newest' } },
		field: 'Sort',
		fix: /newest, oldest/,
	}),
};
