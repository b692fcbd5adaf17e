import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { apiRequest, finishLater, waitForCompletion } from '../../transport';
import type { OperationResult } from '../../form/defineResource';
import { COMPLETIONS } from '../../transport/completions';
import {
	fail,
	updateDisplayOptions,
	waitForCompletionFields,
	dryRunField,
	optionsField,
	optionLabel,
	readOption,
	readDryRun,
	readWait,
	identicalCreatesField,
} from '../../form';
import {
	checkTemplateId,
	fetchTemplate,
	formInputs,
	TEMPLATE_NOT_FOUND_HINT,
	type TemplateDescription,
} from '../../templates/templateInputs';
import { checkTemplateInputs } from '../../templates/templateChecks';
import { downloadResult } from './download';
import { downloadOptions, templateLocator } from './visualFields';
import { ENDPOINTS } from '../../serviceApi';

const properties: INodeProperties[] = [
	templateLocator,
	{
		displayName: 'Prompt',
		name: 'prompt',
		type: 'string',
		typeOptions: { rows: 4 },
		default: '',
		placeholder: 'e.g. A five-slide carousel with tips for brewing pour-over coffee at home',
		description:
			'Free text from which the AI fills the inputs you leave empty; inputs you give win. With a prompt, required inputs may be left empty.',
	},
	{
		displayName: 'Inputs',
		name: 'inputsMode',
		type: 'options',
		noDataExpression: true,
		options: [
			{
				name: 'Using Fields Below',
				value: 'fields',
				description:
					"A field per input of the chosen template, built from the template's own input specification",
			},
			{
				name: 'Using JSON',
				value: 'json',
				description: 'The whole inputs object as JSON, e.g. from an expression',
			},
		],
		default: 'fields',
	},
	{
		displayName: 'Template Inputs',
		name: 'inputs',
		type: 'resourceMapper',
		noDataExpression: true,
		default: { mappingMode: 'defineBelow', value: null },
		typeOptions: {
			loadOptionsDependsOn: ['template.value', 'prompt'],
			resourceMapper: {
				resourceMapperMethod: 'getTemplateInputs',
				mode: 'add',
				fieldWords: { singular: 'input', plural: 'inputs' },
				addAllFields: false,
				multiKeyMatch: false,
				supportAutoMap: true,
				noFieldsError: 'This template has no inputs: describe the visual in Prompt',
			},
		},
		displayOptions: { show: { inputsMode: ['fields'] } },
	},
	{
		displayName: 'Inputs (JSON)',
		name: 'inputsJson',
		type: 'json',
		default: '{}',
		description:
			'The template\'s inputs as one JSON object (e.g. {"slides": [{"image": "...", "text": "..."}]}); checked against the template\'s input specification before sending',
		displayOptions: { show: { inputsMode: ['json'] } },
	},
	optionsField([
		...waitForCompletionFields({
			default: false,
			waitDescription:
				'Whether to wait (polling every 5 seconds) until the visual is done or failed and output its media URLs then. When off, the output is the queued creation.',
			timeoutSeconds: 300,
			afterTimeout: 'the visual may still finish afterwards',
		}),
		...downloadOptions,
		{
			displayName: 'Render',
			name: 'render',
			type: 'boolean',
			default: true,
			description:
				'Whether to render the media (the service default); off saves the filled template without media',
		},
		{
			displayName: 'Save as Draft',
			name: 'isDraft',
			type: 'boolean',
			default: false,
			description: 'Whether to save the visual as a draft without rendering it',
		},
		{
			displayName: 'Title',
			name: 'title',
			type: 'string',
			default: '',
			description: 'A human-readable title for the visual',
		},
		{
			displayName: 'Use Brand Kit',
			name: 'useBrandKit',
			type: 'boolean',
			default: false,
			description:
				"Whether to apply the brand kit's colors, tone and style. Needs a brand kit set up in the service's web app; otherwise put brand instructions in Prompt.",
		},
		identicalCreatesField,
		dryRunField(),
	]),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['visual'], operation: ['create'] } },
	properties,
);

// One GET of a template's description per execution, whatever the number of items.
const templateCache = new WeakMap<object, Map<string, Promise<TemplateDescription>>>();

async function templateFor(
	this: IExecuteFunctions,
	id: string,
	i: number,
): Promise<TemplateDescription> {
	let cache = templateCache.get(this);
	if (!cache) templateCache.set(this, (cache = new Map()));
	let template = cache.get(id);
	if (!template) {
		template = fetchTemplate.call(this, id, i);
		cache.set(id, template);
		template.catch(() => cache.delete(id));
	}
	return await template;
}

function parseJsonInputs(value: unknown): IDataObject {
	let parsed = value;
	if (typeof value === 'string') {
		const text = value.trim();
		if (!text) return {};
		try {
			parsed = JSON.parse(text) as unknown;
		} catch (error) {
			fail(
				'Inputs (JSON)',
				`is not valid JSON (${(error as Error).message}): give one JSON object`,
			);
		}
	}
	if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
		fail('Inputs (JSON)', 'must be one JSON object with the inputs, e.g. {"quote": "..."}');
	}
	return parsed as IDataObject;
}

interface MapperValue {
	mappingMode?: string;
	value?: IDataObject | null;
}

/** The form's values, or with "Map Automatically" the input item's fields named like inputs. */
function mapperValues(
	this: IExecuteFunctions,
	i: number,
	template: TemplateDescription,
): IDataObject {
	const mapper = (this.getNodeParameter('inputs', i, {}) ?? {}) as MapperValue;
	if (mapper.mappingMode === 'autoMapInputData') {
		const json = this.getInputData()[i]?.json ?? {};
		const names = template.inputs.map((input) => input.name);
		return Object.fromEntries(Object.entries(json).filter(([key]) => names.includes(key)));
	}
	return mapper.value ?? {};
}

export async function execute(this: IExecuteFunctions, i: number): Promise<OperationResult> {
	const templateId = checkTemplateId(
		'Template',
		this.getNodeParameter('template', i, '', { extractValue: true }),
	);
	const prompt = String(this.getNodeParameter('prompt', i, '') ?? '');
	const hasPrompt = prompt.trim() !== '';
	const mode = this.getNodeParameter('inputsMode', i, 'fields') as string;
	const json =
		mode === 'json' ? parseJsonInputs(this.getNodeParameter('inputsJson', i, '{}')) : undefined;

	const template = await templateFor.call(this, templateId, i);
	const given = json ?? formInputs(mapperValues.call(this, i, template), template.inputs);
	const inputs = checkTemplateInputs(given, template, hasPrompt);

	const options = this.getNodeParameter('options', i, {}) as IDataObject;
	const body: IDataObject = { templateId, inputs };
	if (hasPrompt) body.prompt = prompt;
	if (typeof options.title === 'string' && options.title.trim()) body.title = options.title;
	for (const flag of ['render', 'isDraft', 'useBrandKit']) {
		if (typeof options[flag] === 'boolean') body[flag] = options[flag];
	}
	const waiting = readWait(this, i, { wait: false, timeoutSeconds: 300 });
	const download = waiting.wait && readOption(this, i, 'download', false) === true;
	const property = String(readOption(this, i, 'binaryPropertyName', 'data') ?? '').trim();
	if (download && !property) {
		fail(
			optionLabel('Put Output File in Field'),
			'is required to download the result: give a name such as data',
		);
	}
	readDryRun.call(this, i);
	const response = await apiRequest.call(this, ENDPOINTS.createVisual, {
		body,
		kind: 'create',
		itemIndex: i,
		hints: { 404: TEMPLATE_NOT_FOUND_HINT },
	});
	// Spec "Visuals": 201 `{item: {id, status}}`; one reference lists a flat `{id}`.
	const created = (
		response.item && typeof response.item === 'object' ? response.item : response
	) as IDataObject;
	if (created.id === undefined || created.id === null || created.id === '') {
		throw new NodeOperationError(this.getNode(), 'The service accepted the visual but sent no ID', {
			itemIndex: i,
			description: `Answer of POST /videos/from-templates: ${JSON.stringify(response).slice(0, 300)}`,
		});
	}
	const id = String(created.id);
	if (!waiting.wait) return { ...created, id };

	// The next items are sent while this one is waited for (and downloaded).
	return await finishLater(this, i, async () => {
		const visual = await waitForCompletion.call(this, COMPLETIONS.visual, id, {
			timeoutSeconds: waiting.timeoutSeconds,
			itemIndex: i,
		});
		const result = { ...visual, id: String(visual.id ?? id) };
		if (!download) return result;
		return (await downloadResult.call(this, i, result, property)) as unknown as IDataObject;
	});
}
