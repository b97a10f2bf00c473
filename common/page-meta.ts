/**
 * What each page says it is, for the browser tab and for link previews: the server writes it
 * into the HTML it sends (server/features/pages), the browser keeps it as the visitor moves
 * around. One list, so the two never disagree.
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

const SANDBOX_NOTE = 'Virtual money and fictional projects: no real money moves.';

/** The pages whose head does not depend on data, by path. */
export const staticPageMeta: Record<string, PageMeta> = {
  '/': {
    title: `${SITE_NAME}: Invest in the Creator Economy`,
    description: `Back music and audio creators' tours, albums, studio gear and podcasts, and share in their success. ${SANDBOX_NOTE}`,
    public: true,
  },
  '/sandbox-access': {
    title: documentTitle('Your Sandbox Access'),
    description: `Your access to the ${SITE_NAME}. ${SANDBOX_NOTE}`,
    noindex: true,
  },
  '/explore': {
    title: documentTitle('Explore Investment Opportunities'),
    description: `Search and filter fictional tours, albums, studio builds and podcasts raising money. ${SANDBOX_NOTE}`,
    public: true,
  },
  '/how-it-works': {
    title: documentTitle('How It Works'),
    description: `How investing, quarterly revenue-share payouts and returns work in the sandbox. ${SANDBOX_NOTE}`,
    public: true,
  },
  '/for-creators': {
    title: documentTitle('For Creators'),
    description: `How music and audio creators raise money for their projects, and the guidelines they follow. ${SANDBOX_NOTE}`,
    public: true,
  },
  '/contact': { title: documentTitle('Contact Us'), description: `How to reach the ${SITE_NAME} team.`, public: true },
  '/support': { title: documentTitle('Help Center'), description: `Answers to common questions about the ${SITE_NAME}.`, public: true },
  '/privacy': { title: documentTitle('Privacy Policy'), description: `How the ${SITE_NAME} handles your data.`, public: true },
  '/terms': { title: documentTitle('Terms of Service'), description: `The user licence agreement of the ${SITE_NAME}.`, public: true },
  '/login': { title: documentTitle('Sign In'), description: `Sign in to the ${SITE_NAME}.`, noindex: true },
  '/signup': { title: documentTitle('Create Account'), description: `Create your ${SITE_NAME} account. ${SANDBOX_NOTE}` },
  '/dashboard': {
    title: documentTitle('Investment Dashboard'),
    description: `Your sandbox portfolio, payouts and returns.`,
    noindex: true,
  },
  '/add-funds': { title: documentTitle('Add Funds'), description: `Add virtual funds to your sandbox balance.`, noindex: true },
  '/withdraw': { title: documentTitle('Withdraw Funds'), description: `Withdraw virtual funds from your sandbox balance.`, noindex: true },
  '/account-activity': { title: documentTitle('Account Activity'), description: `Every movement of your sandbox balance.`, noindex: true },
  '/create-project': { title: documentTitle('Create Project'), description: `Start a fictional campaign in the sandbox.`, noindex: true },
};

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
