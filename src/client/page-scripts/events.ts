/** Fired on the document after a page has been put in place of another (subpages.ts). */
export const PAGE_SHOWN = 'linkhub:page-shown';
