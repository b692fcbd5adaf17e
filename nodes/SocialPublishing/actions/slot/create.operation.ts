// POST /schedule/slots: one item creates one slot per chosen day at one UTC time, so a table of
// slots (one row per item) becomes one node; a slot taken on one item fails that item only.
import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { ENDPOINTS, type Hint, type Weekday } from '../../serviceApi';
import { apiRequest, planDetail } from '../../transport';
import { checkIntegerIn, checkWeekday, hhmm, WEEKDAY_OPTIONS } from '../../calendar';
import {
	checkEnum,
	dryRunField,
	optionsField,
	fail,
	readDryRun,
	splitList,
	updateDisplayOptions,
} from '../../form';
import { slotOutput, type Slot } from './slotRecord';
import { moreTargetsField, readTargets, targetFields, type SlotTarget } from './targets';

const ON_EXISTING = ['error', 'keep', 'replaceTargets'] as const;

const properties: INodeProperties[] = [
	{
		displayName: 'Days',
		name: 'days',
		type: 'multiOptions',
		options: WEEKDAY_OPTIONS,
		default: [],
		required: true,
		description: 'One slot is created per day, all at the same time',
		// In the hint: n8n's linter would "fix" $json in a description to $JSON, which n8n lacks.
		hint: 'From a table: an expression such as {{ $json.day }} (Monday or monday)',
	},
	{
		displayName: 'Hour (UTC)',
		name: 'hour',
		type: 'number',
		typeOptions: { minValue: 0, maxValue: 23 },
		default: 9,
		required: true,
		hint: 'Slots are in UTC (0-23). The output shows the time in the workflow timezone (workflowTimezone).',
	},
	{
		displayName: 'Minute (UTC)',
		name: 'minute',
		type: 'number',
		typeOptions: { minValue: 0, maxValue: 59 },
		default: 0,
		required: true,
		hint: 'In UTC, 0-59 (timezones with a half-hour offset shift the minute too)',
	},
	...targetFields('The platform the slot is for'),
	moreTargetsField,
	optionsField([
		{
			displayName: 'If a Slot Exists at That Time',
			name: 'onExisting',
			type: 'options',
			options: [
				{
					name: 'Report an Error',
					value: 'error',
					description: 'The item fails (with Continue On Fail, the other items go on)',
				},
				{
					name: 'Keep It',
					value: 'keep',
					description: 'Output the existing slot unchanged (created: false)',
				},
				{
					name: 'Replace Its Targets',
					value: 'replaceTargets',
					description: "Give the existing slot this item's targets (created: false)",
				},
			],
			default: 'error',
			description:
				'What to do when a slot already exists on that day at that time (re-running a weekly plan)',
		},
		dryRunField(),
	]),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['slot'], operation: ['create'] } },
	properties,
);

function readDays(value: unknown): Weekday[] {
	const days = splitList(value).map((d) => checkWeekday('Days', d));
	if (!days.length) fail('Days', 'is empty: choose at least one day');
	const twice = days.find((d, n) => days.indexOf(d) !== n);
	if (twice) {
		fail('Days', `${twice} is listed twice: one slot per day and time, remove the repeat`);
	}
	return days;
}

const sameTime = (s: Slot, day: Weekday, hour: number, minute: number) =>
	s.day === day && s.hour === hour && s.minute === minute;

export async function execute(this: IExecuteFunctions, i: number): Promise<IDataObject[]> {
	const days = readDays(this.getNodeParameter('days', i));
	const hour = checkIntegerIn('Hour (UTC)', this.getNodeParameter('hour', i), 0, 23);
	const minute = checkIntegerIn('Minute (UTC)', this.getNodeParameter('minute', i), 0, 59);
	const selectedTargets: SlotTarget[] = readTargets(this, i);
	const options = (this.getNodeParameter('options', i, {}) ?? {}) as IDataObject;
	const onExisting = checkEnum(
		'Options → If a Slot Exists at That Time',
		options.onExisting ?? 'error',
		ON_EXISTING,
	);
	const timeZone = this.getTimezone();
	const output: IDataObject[] = [];
	readDryRun.call(this, i);
	// Dry Run shows the slots it leaves as they are beside its requests.
	const unchanged: IDataObject[] = [];
	let toCreate = days;
	if (onExisting !== 'error') {
		const response = await apiRequest.call(this, ENDPOINTS.listSlots, { itemIndex: i });
		const existing = (response.items as Slot[] | undefined) ?? [];
		toCreate = [];
		for (const day of days) {
			const slot = existing.find((s) => sameTime(s, day, hour, minute));
			if (!slot) {
				toCreate.push(day);
			} else if (onExisting === 'keep') {
				output.push({ ...slotOutput(slot, timeZone), created: false });
				unchanged.push(output[output.length - 1]);
			} else {
				const params = { id: ['Slot ID (from the service)', slot.id] } as const;
				const body = { patch: { selectedTargets } };
				await apiRequest.call(this, ENDPOINTS.updateSlot, {
					params,
					body,
					itemIndex: i,
					dryRunAnswer: {},
				});
				output.push({ ...slotOutput({ ...slot, selectedTargets }, timeZone), created: false });
			}
		}
	}
	planDetail(this, i, { unchanged });
	if (toCreate.length) {
		const slots = toCreate.map((day) => ({ hour, minute, day, selectedTargets }));
		// The spec gives no status for "a slot at the same day and time exists" (409 here).
		const exists =
			`A slot on ${toCreate.join(', ')} at ${hhmm(hour, minute)} UTC exists already, ` +
			'so none of this item was created. Change that slot with Slot → Update Targets, ' +
			'choose another time, or set Options → If a Slot Exists at That Time.';
		const existsIfSaid: Hint = ({ serviceMessage }) =>
			/exist/i.test(serviceMessage) ? exists : undefined;
		const response = await apiRequest.call(this, ENDPOINTS.createSlots, {
			body: { slots },
			itemIndex: i,
			hints: { 409: exists, 400: existsIfSaid, 422: existsIfSaid },
		});
		// `{items}` (spec: "created slots with ids"; a public client reads this envelope).
		const created = (
			Array.isArray(response) ? response : ((response.items ?? response.slots) as Slot[])
		) as Slot[];
		output.push(
			...(created ?? []).map((slot) => ({ ...slotOutput(slot, timeZone), created: true })),
		);
	}
	return output;
}
