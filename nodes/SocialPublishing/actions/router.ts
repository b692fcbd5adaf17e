// The one item loop: dispatch to resource/operation, pairedItem on every output, Continue On Fail.
import type { IDataObject, IExecuteFunctions, INodeExecutionData, JsonObject } from 'n8n-workflow';
import { NodeApiError, NodeOperationError } from 'n8n-workflow';

import * as account from './account';
import * as media from './media';
import * as post from './post';
import type { ResourceMap } from './node.type';

export const resourceMap: ResourceMap = {
	account: account.operations,
	post: post.operations,
	media: media.operations,
};

function errorJson(error: Error & { description?: string | null; httpCode?: string | null }) {
	const json: IDataObject = { error: error.message };
	if (error.description) json.description = error.description;
	if (error.httpCode) json.httpCode = error.httpCode;
	return json;
}

export async function router(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
	const items = this.getInputData();
	const returnData: INodeExecutionData[] = [];
	for (let i = 0; i < items.length; i++) {
		const resource = this.getNodeParameter('resource', i) as keyof ResourceMap;
		const operation = this.getNodeParameter('operation', i) as string;
		try {
			const op = resourceMap[resource]?.[operation];
			if (!op) {
				throw new NodeOperationError(
					this.getNode(),
					`The operation "${operation}" of the resource "${resource}" is not supported`,
					{ itemIndex: i },
				);
			}
			const result = await op.execute.call(this, i);
			const executionData = this.helpers.constructExecutionMetaData(
				this.helpers.returnJsonArray(result),
				{ itemData: { item: i } },
			);
			returnData.push(...executionData);
		} catch (error) {
			if (this.continueOnFail()) {
				returnData.push({ json: errorJson(error), pairedItem: { item: i } });
				continue;
			}
			const nodeError =
				error instanceof NodeApiError || error instanceof NodeOperationError
					? error
					: new NodeApiError(this.getNode(), error as JsonObject, { itemIndex: i });
			nodeError.context.itemIndex ??= i;
			throw nodeError;
		}
	}
	return [returnData];
}
