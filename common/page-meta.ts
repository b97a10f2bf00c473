/**
 * The shape of what a page says it is, for the browser tab and for link previews, and how
 * titles are written. Each route's own head is in the route table (client/pages/routes.ts), or
 * beside its data where it depends on it (server/features/pages/page-head.ts).
 */

export const SITE_NAME = 'Stagebacker Sandbox';

/** "Explore Investment Opportunities · Stagebacker Sandbox": every title names the sandbox. */
export const documentTitle = (title: string) => `${title} · ${SITE_NAME}`;

export interface PageMeta {
  /** The whole document title. */
  title: string;
  description: string;
  /** Pages no search engine should list. */
  noindex?: boolean;
  /** Worth a link preview and a place in the sitemap. */
  public?: boolean;
}

export const notFoundMeta: PageMeta = {
  title: documentTitle('Page Not Found'),
  description: `This page does not exist in the ${SITE_NAME}.`,
  noindex: true,
};

/** A meta description from longer text: whole words, at most about 160 characters. */
export function shortDescription(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= 160) return flat;
  return `${flat.slice(0, 157).replace(/\s+\S*$/, '')}…`;
}
