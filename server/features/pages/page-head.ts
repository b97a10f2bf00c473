import { eq } from 'drizzle-orm';
import { documentTitle, notFoundMeta, shortDescription, type PageMeta } from '@common/page-meta';
// The route table (heads and paths, nothing of the browser's at run time): decision 0022.
import { staticMetaAt } from '../../../client/pages/routes';
import type { Database } from '../../db/client';
import { creators, projects } from '../../db/schema';

/** What the server knows about a page before the browser renders it. */
export interface Page {
  status: 200 | 404;
  path: string;
  meta: PageMeta;
  /** The project's or creator's picture, as a site path or an absolute address. */
  image: string | null;
}

const MAX_ID = 2_147_483_647;

function idFrom(segment: string | undefined): number | null {
  if (!segment || !/^\d{1,10}$/.test(segment)) return null;
  const id = Number(segment);
  return id >= 1 && id <= MAX_ID ? id : null;
}

const notFound = (path: string): Page => ({ status: 404, path, meta: notFoundMeta, image: null });

/**
 * The status and head of the page at `path`: a route of the spec with its own title (the
 * project's title, the creator's name…), or a 404 for an unknown path or a missing project or
 * creator.
 */
export async function resolvePage(db: Database, path: string): Promise<Page> {
  const fixed = staticMetaAt(path);
  if (fixed) return { status: 200, path, meta: fixed, image: null };
  const [, section, idText, extra] = path.split('/');
  const id = extra === undefined ? idFrom(idText) : null;
  if (section === 'tour' && id !== null) {
    const [project] = await db
      .select({ title: projects.title, description: projects.description, image: projects.projectImageUrl })
      .from(projects)
      .where(eq(projects.id, id));
    if (!project) return notFound(path);
    return {
      status: 200,
      path,
      meta: { title: documentTitle(project.title), description: shortDescription(project.description), public: true },
      image: project.image,
    };
  }
  if (section === 'musician' && id !== null) {
    const [creator] = await db
      .select({ name: creators.name, bio: creators.bio, image: creators.imageUrl })
      .from(creators)
      .where(eq(creators.id, id));
    if (!creator) return notFound(path);
    const description = shortDescription(creator.bio || `${creator.name}, a fictional creator in the sandbox.`);
    return { status: 200, path, meta: { title: documentTitle(creator.name), description, public: true }, image: creator.image };
  }
  return notFound(path);
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The built index.html with the page's head: its title and description in place of the
 * defaults, then a canonical link, the robots rule, and Open Graph and Twitter card tags on
 * public pages (absolute addresses, as link previews need).
 */
export function renderPageHtml(template: string, page: Page, origin: string): string {
  const { meta } = page;
  const absolute = (address: string) => new URL(address, origin).toString();
  const tags: string[] = [];
  if (page.status === 200) tags.push(`<link rel="canonical" href="${escapeHtml(absolute(page.path))}" />`);
  if (meta.noindex || page.status !== 200) tags.push('<meta name="robots" content="noindex" />');
  if (meta.public && page.status === 200) {
    const properties: Array<[string, string]> = [
      ['og:site_name', 'Stagebacker Sandbox'],
      ['og:type', 'website'],
      ['og:title', meta.title],
      ['og:description', meta.description],
      ['og:url', absolute(page.path)],
    ];
    if (page.image) properties.push(['og:image', absolute(page.image)]);
    tags.push(...properties.map(([property, content]) => `<meta property="${property}" content="${escapeHtml(content)}" />`));
    const card: Array<[string, string]> = [
      ['twitter:card', page.image ? 'summary_large_image' : 'summary'],
      ['twitter:title', meta.title],
      ['twitter:description', meta.description],
    ];
    if (page.image) card.push(['twitter:image', absolute(page.image)]);
    tags.push(...card.map(([name, content]) => `<meta name="${name}" content="${escapeHtml(content)}" />`));
  }
  // Replacement functions, not strings: a title may hold "$&" and the like.
  return template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(meta.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    )
    .replace('</head>', () => `  ${tags.join('\n    ')}\n  </head>`);
}

/** The page's HTML with the app the server rendered in `#root`, and the query answers it was rendered with. */
export function withRenderedApp(pageHtml: string, rendered: { html: string; queryState: string; queryStateId: string }): string {
  return pageHtml.replace(
    '<div id="root"></div>',
    () =>
      `<div id="root">${rendered.html}</div>\n    <script type="application/json" id="${rendered.queryStateId}">${rendered.queryState}</script>`,
  );
}
