/**
 * A signed-in investor with the dashboard's every section filled, built through the HTTP API of
 * a server whose sandbox clock may be moved (SANDBOX_ADMIN_TOKEN): the page budgets of
 * e2e/signed-in-budgets.spec.ts and `npm run lighthouse` measure the pages this investor sees.
 */
import { randomUUID } from 'node:crypto';
import { centsToDecimal, decimalToCents, quoteInvestment, type Cents } from '@common/money';
import type { Project } from '@common/schemas/projects';
import { pngFile, wavFile } from '../../server/test/sample-files';

/** The admin token a measuring server is started with, so its sandbox clock can be moved. */
export const MEASURING_ADMIN_TOKEN = 'page-budgets-sandbox-admin-token';

export interface InvestorWithPayouts {
  /** The session, as a `Cookie` header's value. */
  cookie: string;
  /** Each cookie, to put in a browser's jar. */
  cookies: Array<{ name: string; value: string }>;
  /** Funded, with quarterly payouts paid to the investor. */
  fundedProject: Project;
  /** Open for investment, with the investor's pending investment in it. */
  openProject: Project;
}

const DAY_MS = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);

/** A client of one account: it keeps the session cookie the server sets at sign-up. */
class Session {
  cookies: Array<{ name: string; value: string }> = [];

  constructor(private readonly baseUrl: string) {}

  get cookie(): string {
    return this.cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
  }

  async send(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<unknown> {
    const binary = Buffer.isBuffer(body);
    const response = await fetch(new URL(path, this.baseUrl), {
      method,
      headers: {
        ...(body === undefined || binary ? {} : { 'content-type': 'application/json' }),
        ...(this.cookies.length > 0 ? { cookie: this.cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : binary ? new Uint8Array(body) : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair = ''] = setCookie.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      this.cookies = [...this.cookies.filter((cookie) => cookie.name !== name), { name, value: pair.slice(name.length + 1) }];
    }
    return text ? (JSON.parse(text) as unknown) : null;
  }

  async signUp(accountType: 'investor' | 'musician'): Promise<void> {
    const id = randomUUID().slice(0, 8);
    const account = { email: `budget-${id}@example.test`, password: `Stage-${id}-backer!`, firstName: 'Page', lastName: `Budget${id}` };
    await this.send('POST', '/api/auth/signup', { ...account, accountType });
  }

  private async upload(fileType: 'music' | 'image', contentType: string, file: Buffer): Promise<string> {
    const { uploadURL } = (await this.send('POST', '/api/upload-url', { fileType })) as { uploadURL: string };
    await this.send('PUT', uploadURL, file, { 'content-type': contentType });
    return uploadURL;
  }

  /** A project by this (creator's) account, through the API the create-project form uses. */
  async createProject(title: string, terms: { fundingGoal: string; endDate: string }): Promise<Project> {
    return (await this.send('POST', '/api/projects', {
      title,
      description: 'Songs for the page budgets, recorded in a fictional studio over a fictional winter. A demo project.',
      type: 'album',
      musicGenre: 'Indie',
      fundingGoal: terms.fundingGoal,
      minInvestment: '100',
      sharePrice: '10',
      totalShares: 1000,
      timeline: { startDate: day(0), endDate: terms.endDate },
      budget: { breakdown: { production: 600, equipment: 0, marketing: 400, distribution: 0, talent: 0, other: 0 } },
      demoSongUrl: await this.upload('music', 'audio/wav', wavFile(1)),
      projectImageUrl: await this.upload('image', 'image/png', pngFile(32, 32)),
    })) as Project;
  }

  async invest(project: Project, amountCents: Cents): Promise<void> {
    const { shares } = quoteInvestment(amountCents, decimalToCents(project.sharePrice));
    await this.send('POST', '/api/investments', {
      projectId: project.id,
      investorName: 'Page Budget',
      investorEmail: 'budget@example.test',
      amount: centsToDecimal(amountCents),
      shares,
    });
  }
}

/**
 * An investor who backed a campaign that funded and has since paid quarters (the sandbox clock
 * is moved 200 days), and who holds a pending investment in a campaign still open.
 */
export async function investorWithPayouts(baseUrl: string, adminToken = MEASURING_ADMIN_TOKEN): Promise<InvestorWithPayouts> {
  const creator = new Session(baseUrl);
  await creator.signUp('musician');
  const funded = await creator.createProject('Budget Sessions: Funded', { fundingGoal: '1000', endDate: day(30) });
  // Ends after the clock's move, so it is still open then.
  const open = await creator.createProject('Budget Sessions: Open', { fundingGoal: '5000', endDate: day(300) });

  const investor = new Session(baseUrl);
  await investor.signUp('investor');
  await investor.send('POST', '/api/funds/add', { amount: '2000.00', paymentMethod: 'credit_card' });
  await investor.invest(funded, decimalToCents('1500.00'));
  await investor.invest(open, decimalToCents('250.00'));
  // The funded campaign closes on its end date and pays each quarter that ends after it.
  await investor.send('POST', '/api/sandbox/clock', { advanceDays: 200 }, { authorization: `Bearer ${adminToken}` });
  const payouts = (await investor.send('GET', '/api/payouts')) as unknown[];
  if (payouts.length === 0) throw new Error('The funded campaign paid no quarter after the sandbox clock moved 200 days');

  const project = async (id: number) => (await investor.send('GET', `/api/tours/${id}`)) as Project;
  return {
    cookie: investor.cookie,
    cookies: investor.cookies,
    fundedProject: await project(funded.id),
    openProject: await project(open.id),
  };
}
