// The resource mapper of Visual → Create From Template: one field per input of the chosen template,
// built from the template's own input specification (GET /videos/templates?id=...&fields=...inputs).
import type { ILoadOptionsFunctions, ResourceMapperFields } from 'n8n-workflow';

import { fetchTemplate, mapperFields } from '../templates/templateInputs';
import { currentString } from './formAccount';

export async function getTemplateInputs(
	this: ILoadOptionsFunctions,
): Promise<ResourceMapperFields> {
	const id = currentString(this, 'template')?.trim();
	if (!id) {
		return {
			fields: [],
			emptyFieldsNotice:
				'Choose a template (from the list or by ID) to see its inputs. For a template given by an expression, use Inputs "Using JSON".',
		};
	}
	const template = await fetchTemplate.call(this, id);
	const prompt = this.getCurrentNodeParameter('prompt');
	const promptGiven = typeof prompt === 'string' && prompt.trim() !== '';
	return {
		fields: mapperFields(template.inputs, { promptGiven }),
		...(template.inputs.length
			? {}
			: { emptyFieldsNotice: 'This template has no inputs: describe the visual in Prompt.' }),
	};
}

export const resourceMapping = { getTemplateInputs };
