// Tooltips stay short (at most about 30 words); the rest is on the docs page a tooltip links to.
export const DOCS_URL =
	'https://github.com/social-publishing/n8n-nodes-social-publishing/blob/main/docs';

/** " <a href=…>More</a>": appended to a tooltip, the page (and section) that says the rest. */
export const more = (page: string): string => ` <a href="${DOCS_URL}/${page}">More</a>`;
