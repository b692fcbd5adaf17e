// The picture of each template on docs/how-to/templates.md: the template imported as shipped (no
// credentials, no pinned data, accounts not picked), opened in the editor, fitted to the canvas.
import type { Page } from 'puppeteer-core';

import { templateWorkflows } from '../../../scripts/n8n/examples';
import type { E2eRestContext } from '../context';
import type { Suite } from '../harness';
import { byId, WAIT_MS, type BrowserElement, type Editor } from './browser';

declare const document: { querySelectorAll(selector: string): ArrayLike<BrowserElement> };

/** The screenshot's name for a template file: `template-<file name without .json>`. */
export const templateShot = (file: string) => `template-${file.replace(/\.json$/, '')}`;

export async function templateShots(
	suite: Suite,
	ctx: E2eRestContext,
	page: Page,
	editor: Editor,
	url: string,
): Promise<void> {
	for (const [n, template] of templateWorkflows().entries()) {
		const id = `spTplShot${n}`;
		suite.test(
			`editor: the template ${template.file} opens as shipped (${template.nodes.length} nodes)`,
			() =>
				editor.check(`template-${n}`, async () => {
					await ctx.workflows.importWorkflows([{ ...template, id }]);
					await page.goto(`${url}/workflow/${ctx.workflows.id(id)}`, {
						waitUntil: 'domcontentloaded',
					});
					await page.waitForFunction(
						(sel, count) => document.querySelectorAll(sel).length >= count,
						{ timeout: WAIT_MS },
						byId('canvas-node'),
						template.nodes.filter((node) => !node.type.endsWith('.stickyNote')).length,
					);
					await page.keyboard.press('1'); // zoom to fit
					await page.mouse.move(5, 5);
					await editor.screenshot(templateShot(template.file!));
				}),
		);
	}
}
