/* eslint-disable @typescript-eslint/no-explicit-any -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// Shared by the Dry Run tests (issue 14 item 6), through n8n's execution code against the
// simulator: the dry run sends no write (request log) and changes nothing; the same parameters
// without Dry Run then send exactly the planned requests, the body compared byte for byte as
// serialized JSON. Media are described ("would upload N bytes inline as x.jpg") in place of the
// hosted URL the real run gets.
import { randomBytes } from 'crypto';
import type { IDataObject } from 'n8n-workflow';

import { runNode, type RunNodeOptions } from '../../helpers/n8n';
import { logMark, requestsSince, type LoggedRequest } from '../../helpers/requestLog';
import { useSimulator } from '../../helpers/simulator';
import { seeded, type Seeded } from '../postHelpers';

export const PHOTO = randomBytes(2048);
export const photo = (fileName = 'cover.jpg', mimeType = 'image/jpeg', data = PHOTO) => ({
	photo: { data, mimeType, fileName },
});

export type Planned = { method: string; path: string; body?: IDataObject };
type Extra = Partial<Omit<RunNodeOptions, 'sim' | 'resource' | 'operation' | 'parameters'>>;

const WRITES = ['POST', 'PATCH', 'PUT', 'DELETE'];
/** A read sent as POST (spec "Slots"): it finds the next free time, it changes nothing. */
export const READ_BY_POST = 'POST /schedule/slots/next-available';
export const writesIn = (log: LoggedRequest[]) =>
	log.filter((r) => WRITES.includes(r.method) && `${r.method} ${r.path}` !== READ_BY_POST);

export const descriptionOf = (binary: Buffer, how: string, fileName: string) =>
	`would upload ${binary.length} bytes ${how} as ${fileName}`;

/** The planned requests are the sent ones: method, path, and the body byte for byte. */
export function expectSameRequests(planned: Planned[], sent: LoggedRequest[]) {
	expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual(
		planned.map((p) => `${p.method} ${p.path}`),
	);
	for (const [n, request] of sent.entries()) {
		expect(JSON.stringify(planned[n].body)).toBe(JSON.stringify(request.body));
	}
}

/** Every dry-run output and error of a file as one text, to look for the API key in. */
export const dumpOf = (outputs: unknown[]) =>
	JSON.stringify(outputs, (_key, value) =>
		value instanceof Error ? { ...value, message: value.message } : value,
	);

/**
 * One simulator for the test file, its seeded accounts (`s`, filled before the first test) and the
 * dry-run checks bound to it. Every dry-run output and error goes into `dryOutputs`; after the
 * file's last test none may hold the API key.
 */
export function useDryRun() {
	const sim = useSimulator({
		rateLimits: false,
		durations: { messageSendMs: 1, commentStepMs: 200 },
	});
	const s = {} as Seeded;
	const dryOutputs: unknown[] = [];
	beforeAll(async () => {
		Object.assign(s, await seeded(sim));
	});
	afterAll(() => {
		expect(dumpOf(dryOutputs)).not.toContain(sim.apiKey);
	});

	const storagePuts = async (): Promise<any[]> =>
		((await sim.control('GET', '/storage-log')).items as any[]).filter((e) => e.method === 'PUT');

	function run(resource: string, operation: string, parameters: IDataObject, extra: Extra = {}) {
		return runNode({ sim, resource, operation, parameters, ...extra });
	}

	/**
	 * Runs the operation with Dry Run: no write reaches the service (reads the checks need may), the
	 * storage host gets nothing, and the output is `{dryRun: true, requests}`. Then the same
	 * parameters without Dry Run: returns the planned requests and the writes the real run sent.
	 */
	async function dryThenReal(
		resource: string,
		operation: string,
		parameters: IDataObject,
		extra: Extra = {},
		unchanged?: () => Promise<unknown>,
	) {
		const stateBefore = unchanged ? await unchanged() : undefined;
		const putsBefore = (await storagePuts()).length;
		const mark = await logMark(sim);
		const dry = await run(resource, operation, { ...parameters, dryRun: true }, extra);
		dryOutputs.push(dry.items, dry.error);
		expect(dry.error).toBeUndefined();
		const dryLog = await requestsSince(sim, mark);
		expect(writesIn(dryLog)).toEqual([]);
		expect((await storagePuts()).length).toBe(putsBefore);
		if (unchanged) expect(await unchanged()).toEqual(stateBefore);
		expect(dry.items).toHaveLength(1);
		expect(dry.items[0].json.dryRun).toBe(true);
		expect(dry.items[0].pairedItem).toEqual({ item: 0 });
		// Nothing was sent before (issue 30): Dry Run says each request would be sent.
		const withFlags = dry.items[0].json.requests as unknown as Array<
			Planned & { wouldSend?: boolean }
		>;
		expect(withFlags.map((p) => p.wouldSend)).toEqual(withFlags.map(() => true));
		const planned = withFlags.map((p) =>
			Object.fromEntries(Object.entries(p).filter(([key]) => key !== 'wouldSend')),
		) as unknown as Planned[];

		const realMark = await logMark(sim);
		const real = await run(resource, operation, parameters, extra);
		expect(real.error).toBeUndefined();
		const sent = writesIn(await requestsSince(sim, realMark));
		return { dry, dryLog, planned, real, sent };
	}

	/** The same as a field error of a real run, and nothing sent by either. */
	async function sameFieldError(
		resource: string,
		operation: string,
		parameters: IDataObject,
		message: string | RegExp,
		extra: Extra = {},
	) {
		const mark = await logMark(sim);
		const dry = await run(resource, operation, { ...parameters, dryRun: true }, extra);
		dryOutputs.push(dry.items, dry.error?.message, dry.error?.description);
		const real = await run(resource, operation, parameters, extra);
		expect(dry.items).toEqual([]);
		if (typeof message === 'string') expect(dry.error?.message).toBe(message);
		else expect(dry.error?.message).toMatch(message);
		expect(real.error?.message).toBe(dry.error?.message);
		expect(real.error?.description).toBe(dry.error?.description);
		expect(writesIn(await requestsSince(sim, mark))).toEqual([]);
	}

	return { sim, s, dryOutputs, storagePuts, run, dryThenReal, sameFieldError };
}
