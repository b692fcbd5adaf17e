// The one reader of each kind of ID a form takes: an account ID, a numeric platform ID (page,
// board, recipient), and an ID that is one token (it goes into a path or a query). Every field that
// takes such an ID reads it here, so the rule and its message live once.
import { fail } from '../transport/fieldError';

/** Account ids are numeric strings (SERVICE-FACTS "Identifiers"); also the locators' `regex`. */
export const ACCOUNT_ID_REGEX = '^[1-9][0-9]*$';
export const NUMERIC_ID_REGEX = '^[0-9]+$';
const NOT_ONE_TOKEN = /[\s/?#]/;

/** A connected account's ID (required: callers of an optional filter check it is set first). */
export function readAccountId(field: string, value: unknown): string {
	const id = String(value ?? '').trim();
	if (!id) fail(field, 'is required: pick the account from the list or enter its ID');
	if (!new RegExp(ACCOUNT_ID_REGEX).test(id)) {
		fail(
			field,
			`'${id}' is not an account ID: account IDs are numbers such as 1001 (pick it from the list, or take the id from Account → Get Many)`,
		);
	}
	return id;
}

/** A platform's numeric ID (page, board, recipient) given to a locator. */
export function checkNumericId(field: string, value: unknown, example: string): string {
	const id = String(value ?? '').trim();
	if (!id) fail(field, `is required: pick it from the list or enter its ID (e.g. ${example})`);
	if (!new RegExp(NUMERIC_ID_REGEX).test(id)) {
		fail(field, `'${id}' is not an ID: IDs are numbers such as ${example}`);
	}
	return id;
}

/**
 * An ID of the service's own text (source, comment, post, conversation, playlist): one token, with
 * no space, slash, `?` or `#`. `fix` says where the right ID comes from; `what` names the kind.
 */
export function readTokenId(field: string, value: unknown, fix: string, what = 'an ID'): string {
	const id = String(value ?? '').trim();
	if (NOT_ONE_TOKEN.test(id)) fail(field, `'${id}' is not ${what}: ${fix}`);
	return id;
}

/** A locator's ID of the service's own text: one token, else "pick it from the list or ..." */
export function readLocatorId(field: string, value: unknown, from: string): string {
	return readTokenId(field, value, `pick it from the list or enter an ID from ${from}`);
}

/**
 * A page, playlist or board id of `platform`: Facebook and LinkedIn pages and Pinterest boards carry
 * the platform's numeric ids; a YouTube playlist id is the platform's own text (`PL...`), sent as
 * given when it is one token.
 */
export function checkSubaccountId(
	field: string,
	platform: string,
	value: unknown,
	example: string,
): string {
	if (platform !== 'youtube') return checkNumericId(field, value, example);
	const id = String(value ?? '').trim();
	if (!id) fail(field, 'is required: pick the playlist from the list or enter its ID');
	return readTokenId(
		field,
		id,
		'use the ID alone, e.g. PLrAXtmErZgOeiKm4sgNOknGvNjby9efdf',
		'a playlist ID',
	);
}
