/* eslint-disable @typescript-eslint/no-explicit-any -- Node code, never run in n8n (scripts/lint-headers.mjs) */
// Shared by the Slot tests (and the slot dry runs): the slots as the API lists them, a target for
// every account of a platform, and one simulator per file with the node run as Slot → <operation>.
import type { IDataObject } from 'n8n-workflow';

import { runNode, type RunNodeOptions } from '../../helpers/n8n';
import { useSimulator, type TestSimulator } from '../../helpers/simulator';
import { seeded, type Seeded } from '../postHelpers';

/** A slot target for all accounts of `platform` (every target key sent, the IDs null). */
export const allAccountsOf = (platform: string) => ({
	platform,
	accountId: null,
	subaccountId: null,
});

/** The slots straight from the API. */
export async function slotsOf(sim: TestSimulator): Promise<any[]> {
	return (await sim.api().get('/schedule/slots')).body.items;
}

/** The simulator for the file and its seeded accounts (`s`, filled before the first test). */
export function useSlots() {
	const sim = useSimulator({ rateLimits: false });
	const s = {} as Seeded;
	beforeAll(async () => {
		Object.assign(s, await seeded(sim));
	});

	const slot = (
		operation: string,
		parameters: IDataObject = {},
		extra: Partial<RunNodeOptions> = {},
	) => runNode({ sim, resource: 'slot', operation, parameters, ...extra });

	return { sim, s, slot, slots: () => slotsOf(sim) };
}
