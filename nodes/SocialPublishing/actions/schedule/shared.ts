// Fields and errors the Schedule operations share ("Schedules").
import type { INodeProperties } from 'n8n-workflow';

import { checkRequiredText, describeError } from '../common';
import { pathTo } from '../../transport/path';

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

export const schedulePath = (id: string) => pathTo('/schedules/{}', ['Schedule ID', id]);

/** Spec "Schedules": 404 "if missing or owned by another user"; a published post is gone too. */
export async function explainNotFound<T>(id: string, request: () => Promise<T>): Promise<T> {
	try {
		return await request();
	} catch (error) {
		throw describeError(error, (e) =>
			e.httpCode === '404'
				? `No scheduled post ${id} for the user of this API key: the ID is wrong, the post was ` +
					'already published or deleted, or it belongs to another user (a key sees only its own ' +
					"user's calendar). List the calendar with Schedule → Get Many."
				: undefined,
		);
	}
}
