// Fields and errors the Schedule operations share ("Schedules").
import type { INodeProperties } from 'n8n-workflow';

import { checkRequiredText } from '../../form';
import type { PathParams } from '../../transport/path';

export const scheduleIdField: INodeProperties = {
	displayName: 'Schedule ID',
	name: 'scheduleId',
	type: 'string',
	default: '',
	required: true,
	placeholder: 'e.g. sch_1a2b3c',
	description: 'The ID of the scheduled post (the ID that Schedule → Get Many lists)',
};

export function readScheduleId(value: unknown): string {
	return checkRequiredText('Schedule ID', value);
}

/** The path parameter of a schedule endpoint (its 404 is explained in serviceApi/endpoints.ts). */
export const scheduleParams = (id: string): PathParams => ({ id: ['Schedule ID', id] });
