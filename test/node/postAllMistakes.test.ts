// Post → Create names every mistake of a run at once (issue 32, item 2): fields, media, time and an
// account of another platform (first), each with its fix, before anything is sent. One mistake
// still reads as it always did. Through n8n's execution code against the simulator's request log.
import type { IDataObject } from 'n8n-workflow';

import { byId, runNode } from '../helpers/n8n';
import { logMark, requestsSince } from '../helpers/requestLog';
import { useSimulator } from '../helpers/simulator';
import { seeded, type Seeded } from './postHelpers';

const sim = useSimulator({ rateLimits: false });
let s: Seeded;
let facebookAccount: string;
beforeAll(async () => {
	s = await seeded(sim);
	const accounts = (await sim.api().get('/users/me/accounts')).body.items as IDataObject[];
	const facebook = accounts.find((a) => a.id === s.account.facebook)!;
	facebookAccount = `${String(facebook.fullname || facebook.username)} (${s.account.facebook})`;
});

const PAST = '2024-05-01T09:30:00+00:00';
const PAST_FIX = `Scheduled Time: ${PAST} is in the past: choose a future time, or publish now`;
const NO_MEDIA =
	'Media: Instagram posts need at least one image or video: add a URL or a binary property';
const accountMismatch = () =>
	`Account: ${facebookAccount} is a Facebook account but Platform is Instagram. Choose an Instagram account.`;

/** The post: Instagram with a Facebook account, no media, a date in 2024. */
const threeMistakes = (): IDataObject => ({
	platform: 'instagram',
	account: byId(s.account.facebook),
	text: 'Fresh roast today',
	media: '',
	schedule: 'at',
	scheduledTime: PAST,
});

async function run(parameters: IDataObject, extra: IDataObject = {}) {
	const mark = await logMark(sim);
	const result = await runNode({
		sim,
		resource: 'post',
		operation: 'create',
		parameters,
		...extra,
	});
	const log = (await requestsSince(sim, mark)).map((r) => `${r.method} ${r.path}`);
	return { ...result, log };
}

describe('Post → Create: every mistake in one run', () => {
	it("the issue's three mistakes: one error, the account first, only the accounts read", async () => {
		const { error, items, log } = await run(threeMistakes());
		expect(items).toEqual([]);
		expect(error?.constructor.name).toBe('NodeOperationError');
		expect(error?.message).toBe(
			`3 problems, so nothing was sent:\n- ${accountMismatch()}\n- ${NO_MEDIA}\n- ${PAST_FIX}`,
		);
		expect(error?.description).toBe(
			'Fix the "Account", "Media" and "Scheduled Time" fields and run again.',
		);
		expect(log).toEqual(['GET /users/me/accounts']);
	});

	it('Dry Run reports the same list; Continue On Fail puts it on the item', async () => {
		const real = await run(threeMistakes());
		const dry = await run({ ...threeMistakes(), dryRun: true });
		expect(dry.error?.message).toBe(real.error?.message);
		expect(dry.error?.description).toBe(real.error?.description);
		expect(dry.log).toEqual(['GET /users/me/accounts']);

		const { error, items, log } = await run(threeMistakes(), { continueOnFail: true });
		expect(error).toBeUndefined();
		expect(items).toEqual([
			{
				json: { error: real.error?.message, description: real.error?.description },
				pairedItem: { item: 0 },
			},
		]);
		expect(log).toEqual(['GET /users/me/accounts']);
	});

	it('one mistake reads as before: the field, its fix, the field in the description', async () => {
		const { error, log } = await run({
			...threeMistakes(),
			account: byId(s.account.instagram),
			media: 'https://cdn.example.com/beans.jpg',
		});
		expect(error?.message).toBe(PAST_FIX);
		expect(error?.description).toBe('Fix the "Scheduled Time" field and run again.');
		expect(log.filter((r) => r !== 'GET /users/me/accounts')).toEqual([]);

		const account = await run({
			...threeMistakes(),
			media: 'https://cdn.example.com/beans.jpg',
			schedule: 'now',
		});
		expect(account.error?.message).toBe(accountMismatch());
		expect(account.error?.description).toBe('Fix the "Account" field and run again.');
		expect(account.log).toEqual(['GET /users/me/accounts']);
	});

	it('several problems of one field or one platform are all listed', async () => {
		const { error, log } = await run({
			platform: 'youtube',
			account: byId(s.account.youtube),
			text: 'x'.repeat(5001),
			media: 'https://cdn.example.com/roast.mp4, photo, clip',
			youtubeTitle: '',
			youtubeOptions: { thumbnail: 'https://cdn.example.com/a.jpg, https://cdn.example.com/b.jpg' },
			waitForCompletion: true,
			waitTimeout: 0,
		});
		const lines = error!.message.split('\n');
		expect(lines[0]).toMatch(/^\d problems, so nothing was sent:$/);
		expect(lines.slice(1).map((l) => l.replace(/:.*/, ''))).toEqual([
			'- Media',
			'- Media',
			'- Video Title',
			'- YouTube Options → Thumbnail',
			'- Text',
			'- Options → Wait Timeout (Seconds)',
		]);
		expect(lines[0]).toBe(`${lines.length - 1} problems, so nothing was sent:`);
		expect(error!.message).toContain("- Media: 'photo' is neither a URL nor a binary property");
		expect(error!.message).toContain("- Media: 'clip' is neither a URL nor a binary property");
		expect(error!.description).toBe(
			'Fix the "Media", "Video Title", "YouTube Options → Thumbnail", "Text" and "Options → Wait Timeout (Seconds)" fields and run again.',
		);
		expect(log.filter((r) => r !== 'GET /users/me/accounts')).toEqual([]);
	});

	it('an invalid thread JSON, a malformed account ID and a past time: all listed, no lookup', async () => {
		const { error, log } = await run({
			platform: 'twitter',
			account: byId('acme'),
			text: 'A thread',
			additionalPostsJson: '[{"text": "2/2"',
			schedule: 'at',
			scheduledTime: PAST,
		});
		expect(error?.message).toBe(
			'3 problems, so nothing was sent:\n' +
				"- Account: 'acme' is not an account ID: account IDs are numbers such as 1001 (pick it from the list, or take the id from Account → Get Many)\n" +
				'- Additional Fields → Thread Posts (JSON): is not valid JSON: give an array such as [{"text": "2/2"}]\n' +
				`- ${PAST_FIX}`,
		);
		expect(log).toEqual([]);
	});
});

describe('Post → Create with several targets: every problem of every target', () => {
	const crossPost = (parameters: IDataObject) =>
		run({ postTo: 'targets', text: 'Fresh roast today', ...parameters });

	it('a target with two problems lists both, its account first', async () => {
		const { error, items, log } = await crossPost({
			media: 'https://cdn.example.com/roast.mp4',
			targets: {
				target: [
					{ platform: 'twitter', account: byId(s.account.twitter) },
					{ platform: 'tiktok', account: byId(s.account.twitter) },
				],
			},
		});
		expect(items).toEqual([]);
		const lines = error!.message.split('\n');
		expect(lines[0]).toBe('Targets: 1 of 2 targets are not valid, so nothing was sent:');
		expect(lines[1]).toMatch(
			/^- Target 2 \(TikTok\) → Account: .* is an X \(Twitter\) account but Platform is TikTok\. Choose a TikTok account\.$/,
		);
		expect(lines[2]).toMatch(
			/^- Target 2 \(TikTok\) → Privacy Level: is required for TikTok posts: choose one of /,
		);
		expect(lines).toHaveLength(3);
		expect(error!.description).toBe('Fix the "Targets" field and run again.');
		expect(log).toEqual(['GET /users/me/accounts']);
	});

	it('problems of the common fields and of targets come in one list', async () => {
		const { error, log } = await crossPost({
			media: '',
			schedule: 'at',
			scheduledTime: PAST,
			targets: {
				target: [
					{ platform: 'twitter', account: byId(s.account.twitter) },
					{ platform: 'pinterest', account: byId(s.account.pinterest) },
				],
			},
		});
		expect(error?.message).toBe(
			'3 problems, so nothing was sent:\n' +
				`- ${PAST_FIX}\n` +
				'- Target 2 (Pinterest) → Media: Pinterest posts need at least one image or video: add a URL or a binary property\n' +
				'- Target 2 (Pinterest) → Board: is required: pick it from the list or enter its ID (e.g. 123456789012345)',
		);
		expect(error?.description).toBe(
			'Fix the "Scheduled Time", "Target 2 (Pinterest) → Media" and "Target 2 (Pinterest) → Board" fields and run again.',
		);
		expect(log).toEqual(['GET /users/me/accounts']);
	});
});
