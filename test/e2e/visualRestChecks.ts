// Visual → Create From Template as the running editor calls it: the Template list search
// (POST /rest/dynamic-node-parameters/resource-locator-results) and the Template Inputs resource
// mapper's "Fetch fields" (POST /rest/dynamic-node-parameters/resource-mapper-fields).
import type { RestResponse } from '../../scripts/n8n/server';
import { CREDENTIAL_TYPE, NODE_TYPE } from '../../scripts/n8n/paths';
import { lastSeq, requestLog, simGet, type E2eCredential, type E2eRestContext } from './context';
import { assert, assertEqual, assertIncludes, show, type Suite } from './harness';

interface MapperField {
	id: string;
	type?: string;
	required: boolean;
	defaultValue?: unknown;
	options?: Array<{ value: string }>;
}

/** The node's form parameters while a template is chosen in Create From Template. */
const createForm = (template: string) => ({
	resource: 'visual',
	operation: 'create',
	template: { __rl: true, mode: 'list', value: template },
	inputsMode: 'fields',
	inputs: { mappingMode: 'defineBelow', value: null },
});

const credentialsOf = (cred: E2eCredential) => ({
	[CREDENTIAL_TYPE]: { id: cred.id, name: cred.name },
});

function searchTemplates(ctx: E2eRestContext, filter?: string): Promise<RestResponse> {
	return ctx.rest.request('POST', '/rest/dynamic-node-parameters/resource-locator-results', {
		path: 'parameters.template',
		nodeTypeAndVersion: { name: NODE_TYPE, version: 1 },
		methodName: 'searchTemplates',
		currentNodeParameters: createForm(''),
		credentials: credentialsOf(ctx.credentials.good),
		...(filter === undefined ? {} : { filter }),
	});
}

function templateInputs(ctx: E2eRestContext, template: string): Promise<RestResponse> {
	return ctx.rest.request('POST', '/rest/dynamic-node-parameters/resource-mapper-fields', {
		path: 'parameters.inputs',
		nodeTypeAndVersion: { name: NODE_TYPE, version: 1 },
		methodName: 'getTemplateInputs',
		currentNodeParameters: createForm(template),
		credentials: credentialsOf(ctx.credentials.good),
	});
}

export async function visualRestChecks(suite: Suite, ctx: E2eRestContext): Promise<void> {
	const { sim } = ctx;

	suite.test(
		'template list search: "quote card" as the editor asks, the regex escaped',
		async () => {
			const all = (await simGet(sim, '/videos/templates?fields=id,name,description')).body
				.items as Array<{ id: string; name: string }>;
			const expected = all.filter((t) => t.name.toLowerCase().includes('quote card'));
			assertEqual(expected.length, 2, 'the catalog has two quote cards');
			const before = await lastSeq(sim);
			const res = await searchTemplates(ctx, 'Quote Card (');
			assertEqual(res.status, 200, `resource-locator-results ${show(res.body)}`);
			assertEqual(res.body.data.results, [], 'a literal "(" matches nothing and is no error');
			const log = await requestLog(sim, before);
			assertEqual(
				log.map((r) => [r.method, r.path, r.query, r.status]),
				[
					[
						'GET',
						'/videos/templates',
						{ fields: 'id,name,description', search: 'Quote Card \\(' },
						200,
					],
				],
				'requests of the search',
			);
			const found = await searchTemplates(ctx, 'quote card');
			assertEqual(found.status, 200, `resource-locator-results ${show(found.body)}`);
			const results = found.body.data.results as Array<{ name: string; value: string }>;
			assertEqual(
				results.map((r) => r.value),
				expected.map((t) => t.id),
				'searchTemplates values',
			);
			assertIncludes(results[0].name, expected[0].name, 'result label');
		},
	);

	suite.test(
		"resource mapper: the chosen template's inputs as fields (types, required, defaults, values)",
		async () => {
			const id = '/base/v2/images-with-text/e4b0f226-ec72-4a88-8dae-c2634fdc27e2/v1';
			const before = await lastSeq(sim);
			const res = await templateInputs(ctx, id);
			assertEqual(res.status, 200, `resource-mapper-fields ${show(res.body)}`);
			const fields = res.body.data.fields as MapperField[];
			assertEqual(
				fields.map((f) => [f.id, f.type, f.required, f.defaultValue ?? null]),
				[
					['slides', 'array', true, null],
					['slideDuration', 'number', false, 5],
					['aspectRatio', 'options', false, '4:5'],
				],
				'fields of Image Slideshow with Prominent Text',
			);
			assertEqual(
				fields[2].options?.map((o) => o.value).sort(),
				['16:9', '1:1', '4:5', '9:16'],
				'aspectRatio values',
			);
			const log = await requestLog(sim, before);
			assertEqual(
				log.map((r) => [r.method, r.path, r.query, r.keyMatched]),
				[['GET', '/videos/templates', { id, fields: 'id,name,description,inputs' }, true]],
				'requests of the resource mapper',
			);
		},
	);

	suite.test('resource mapper: a legacy id and a bare uuid are sent exactly as given', async () => {
		for (const id of [
			'/video-template/72934d57-d2f1-47e8-84cf-105ccd3b5763',
			'95edb9c3-ab47-4437-87e2-d1c62dac4364',
		]) {
			const before = await lastSeq(sim);
			const res = await templateInputs(ctx, id);
			assertEqual(res.status, 200, `resource-mapper-fields ${show(res.body)}`);
			assert((res.body.data.fields as MapperField[]).length > 0, `no fields for ${id}`);
			const log = await requestLog(sim, before);
			assertEqual(
				log.map((r) => r.query.id),
				[id],
				'template id sent',
			);
		}
	});

	suite.test(
		'resource mapper: an unknown template shows the 404 with the hint, not empty fields',
		async () => {
			const res = await templateInputs(ctx, '00000000-0000-4000-8000-000000000000');
			assert(res.status >= 400, `expected an error status, got ${res.status} ${show(res.body)}`);
			assertIncludes(JSON.stringify(res.body), 'not found', 'error shown to the user');
		},
	);

	await suite.run();
}
